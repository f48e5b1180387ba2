import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { AUTH } from '~/common/messages';
import { linkedInPopupMachine, returnedError, type LinkedInAuthorization, type LinkedInPopupEvent, type LinkedInPopupInput, type LinkedInPopupTag } from './linkedInPopupMachine';
import { traversable } from './testing/rescheduleHarness';

type Snapshot = SnapshotFrom<typeof linkedInPopupMachine>;

const URL_WITH_STATE = 'https://linkedin.test/auth?client_id=c&state=s-1&nonce=n';
const AUTHORIZED: LinkedInAuthorization = { url: URL_WITH_STATE, state: 's-1' };
const CODE_QUERY = '?code=abc&state=s-1';
const DENIED_QUERY = '?error=access_denied&state=s-1';
const TAGS: LinkedInPopupTag[] = ['idle', 'busy', 'waiting', 'success', 'failed', 'cancelled', 'blocked', 'closed'];

const done = (output: LinkedInAuthorization) => ({ type: 'xstate.done.actor.authorize', output }) as unknown as LinkedInPopupEvent;
const failed = (error: unknown) => ({ type: 'xstate.error.actor.authorize', error }) as unknown as LinkedInPopupEvent;

/** The machine with a controllable gateway call and recorded window actions and handoffs. */
function signIn() {
  const pending: { resolve: (v: LinkedInAuthorization) => void; reject: (e: unknown) => void }[] = [];
  const window = { pointPopup: vi.fn(), continueHere: vi.fn(), closePopup: vi.fn() };
  const handoffs: string[] = [];
  const watching = { now: false };
  const logic = linkedInPopupMachine.provide({
    actors: {
      authorize: fromPromise<LinkedInAuthorization, LinkedInPopupInput>(() => new Promise((resolve, reject) => pending.push({ resolve, reject }))),
      handoff: fromCallback<LinkedInPopupEvent, { state: string }>(({ input }) => {
        handoffs.push(input.state);
      }),
      watchPopup: fromCallback<LinkedInPopupEvent, undefined>(() => {
        watching.now = true;
        return () => {
          watching.now = false;
        };
      }),
    },
    actions: {
      pointPopup: (_, params) => window.pointPopup(params.url),
      continueHere: (_, params) => window.continueHere(params.url),
      closePopup: () => window.closePopup(),
    },
  });
  const actor = createActor(logic, { input: { mode: 'login' } }).start();
  const settle = async (outcome: { output: LinkedInAuthorization } | { error: unknown }) => {
    const next = pending.shift();
    if (!next) throw new Error('no authorize call is pending');
    if ('error' in outcome) next.reject(outcome.error);
    else next.resolve(outcome.output);
    await new Promise((r) => setTimeout(r, 0));
  };
  const tags = () => TAGS.filter((tag) => actor.getSnapshot().hasTag(tag));
  return { actor, window, handoffs, watching, settle, tags, send: (event: LinkedInPopupEvent) => actor.send(event) };
}

const EVENTS: LinkedInPopupEvent[] = [
  { type: 'popup.start', blocked: false },
  { type: 'popup.start', blocked: true },
  done(AUTHORIZED),
  done({ url: 'https://linkedin.test/auth', state: null }),
  failed(new Error('Sign in with LinkedIn is not available here.')),
  { type: 'popup.returned', query: CODE_QUERY },
  { type: 'popup.returned', query: DENIED_QUERY },
  { type: 'popup.closed' },
  { type: 'popup.cancel' },
  { type: 'popup.reset' },
];

function describeStep(event: LinkedInPopupEvent): string {
  const e = event as { type: string; output?: LinkedInAuthorization; blocked?: boolean; query?: string };
  if (e.type === 'xstate.done.actor.authorize') return e.output?.state ? 'authorized' : 'authorized without a state';
  if (e.type === 'xstate.error.actor.authorize') return 'refused';
  if (e.type === 'popup.start') return e.blocked ? 'start (blocked)' : 'start';
  if (e.type === 'popup.returned') return returnedError(e.query!) === null ? 'returned a code' : 'returned an error';
  return e.type;
}

describe('linkedInPopupMachine paths', () => {
  const model = createTestModel(traversable(linkedInPopupMachine), {
    events: EVENTS,
    input: { mode: 'login' },
    serializeState: (s: Snapshot) => JSON.stringify({ value: s.value, blocked: s.context.blocked, error: s.context.error }),
  });
  const paths = model.getShortestPaths();

  it('reaches every outcome', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ['success', 'failed', 'cancelled', 'blocked', 'closed']) {
      expect(reached, state).toContain(JSON.stringify(state));
    }
  });

  for (const path of paths) {
    const steps = path.steps.filter(({ event }) => !event.type.startsWith('xstate.init'));
    it(`${steps.map(({ event }) => describeStep(event as LinkedInPopupEvent)).join(' → ') || 'start'} ⇒ ${JSON.stringify(path.state.value)}`, async () => {
      const sut = signIn();
      for (const { event } of steps) {
        const e = event as { type: string; output?: LinkedInAuthorization; error?: unknown };
        if (e.type === 'xstate.done.actor.authorize') await sut.settle({ output: e.output! });
        else if (e.type === 'xstate.error.actor.authorize') await sut.settle({ error: e.error });
        else sut.send(event as LinkedInPopupEvent);
      }
      const actual = sut.actor.getSnapshot();
      expect(actual.value).toEqual(path.state.value);
      expect(actual.context.error).toEqual(path.state.context.error);
      expect(sut.tags().length).toBeGreaterThan(0);
    });
  }
});

describe('LinkedIn popup rules (spec §8, issue 19)', () => {
  it('the window goes to the provider once the gateway named it, and the page waits for that sign-in only', async () => {
    const sut = signIn();
    sut.send({ type: 'popup.start', blocked: false });
    expect(sut.tags()).toEqual(['busy']);
    expect(sut.window.pointPopup).not.toHaveBeenCalled();
    await sut.settle({ output: AUTHORIZED });
    expect(sut.tags()).toEqual(['busy', 'waiting']);
    expect(sut.window.pointPopup).toHaveBeenCalledWith(URL_WITH_STATE);
    expect(sut.handoffs).toEqual(['s-1']);
  });

  it("the provider's answer with a code is kept for the steps after LinkedIn", async () => {
    const sut = signIn();
    sut.send({ type: 'popup.start', blocked: false });
    await sut.settle({ output: AUTHORIZED });
    sut.send({ type: 'popup.returned', query: CODE_QUERY });
    expect(sut.tags()).toEqual(['success']);
    expect(sut.actor.getSnapshot().context).toMatchObject({ query: CODE_QUERY, error: null });
  });

  it('a member who cancels at LinkedIn sees the returned code', async () => {
    const sut = signIn();
    sut.send({ type: 'popup.start', blocked: false });
    await sut.settle({ output: AUTHORIZED });
    sut.send({ type: 'popup.returned', query: DENIED_QUERY });
    expect(sut.tags()).toEqual(['failed']);
    expect(sut.actor.getSnapshot().context).toMatchObject({ error: 'Login failed (access_denied). Please try again.', query: null });
  });

  it("an error without a code, or a code that is no OAuth token, shows 'Login failed. Please try again.'", async () => {
    for (const query of ['?error=&state=s-1', '?error=%3Cscript%3E&state=s-1']) {
      const sut = signIn();
      sut.send({ type: 'popup.start', blocked: false });
      await sut.settle({ output: AUTHORIZED });
      sut.send({ type: 'popup.returned', query });
      expect(sut.actor.getSnapshot().context.error).toBe(AUTH.linkedInFailed);
    }
  });

  it("a refused call shows the gateway's message and closes the empty window", async () => {
    const sut = signIn();
    sut.send({ type: 'popup.start', blocked: false });
    await sut.settle({ error: new Error(AUTH.linkedInUnavailable) });
    expect(sut.tags()).toEqual(['failed']);
    expect(sut.actor.getSnapshot().context.error).toBe(AUTH.linkedInUnavailable);
    expect(sut.window.closePopup).toHaveBeenCalledTimes(1);
  });

  it("a refusal without a message, or an address without a state, shows 'Login failed. Please try again.'", async () => {
    const refused = signIn();
    refused.send({ type: 'popup.start', blocked: false });
    await refused.settle({ error: 'network down' });
    expect(refused.actor.getSnapshot().context.error).toBe(AUTH.linkedInFailed);

    const stateless = signIn();
    stateless.send({ type: 'popup.start', blocked: false });
    await stateless.settle({ output: { url: 'https://linkedin.test/auth', state: null } });
    expect(stateless.tags()).toEqual(['failed']);
    expect(stateless.actor.getSnapshot().context.error).toBe(AUTH.linkedInFailed);
    expect(stateless.window.pointPopup).not.toHaveBeenCalled();
  });

  it('a blocked popup takes this tab to the provider instead, and no window is pointed', async () => {
    const sut = signIn();
    sut.send({ type: 'popup.start', blocked: true });
    await sut.settle({ output: AUTHORIZED });
    expect(sut.tags()).toEqual(['blocked']);
    expect(sut.window.continueHere).toHaveBeenCalledWith(URL_WITH_STATE);
    expect(sut.window.pointPopup).not.toHaveBeenCalled();
  });

  it('the window is watched only while it is still ours, and closing it then stops the sign-in', async () => {
    const sut = signIn();
    sut.send({ type: 'popup.start', blocked: false });
    expect(sut.watching.now).toBe(true);
    sut.send({ type: 'popup.closed' });
    expect(sut.tags()).toEqual(['closed']);
    expect(sut.watching.now).toBe(false);
    // the gateway's late answer changes nothing
    await sut.settle({ output: AUTHORIZED });
    expect(sut.tags()).toEqual(['closed']);
    expect(sut.window.pointPopup).not.toHaveBeenCalled();
  });

  it('cancelling while waiting closes the window and ignores a late answer', async () => {
    const sut = signIn();
    sut.send({ type: 'popup.start', blocked: false });
    await sut.settle({ output: AUTHORIZED });
    sut.send({ type: 'popup.cancel' });
    expect(sut.tags()).toEqual(['cancelled']);
    expect(sut.window.closePopup).toHaveBeenCalledTimes(1);
    sut.send({ type: 'popup.returned', query: CODE_QUERY });
    expect(sut.tags()).toEqual(['cancelled']);
  });

  it('pressing the button again starts over with a new call, and an answer for the old one is not awaited', async () => {
    const sut = signIn();
    sut.send({ type: 'popup.start', blocked: false });
    await sut.settle({ output: AUTHORIZED });
    sut.send({ type: 'popup.start', blocked: false });
    expect(sut.tags()).toEqual(['busy']);
    await sut.settle({ output: { url: 'https://linkedin.test/auth?state=s-2', state: 's-2' } });
    expect(sut.handoffs).toEqual(['s-1', 's-2']);
    expect(sut.actor.getSnapshot().context.state).toBe('s-2');
  });

  it('after a failure the button works again and the old message goes', async () => {
    const sut = signIn();
    sut.send({ type: 'popup.start', blocked: false });
    await sut.settle({ error: new Error('Refused.') });
    sut.send({ type: 'popup.start', blocked: false });
    expect(sut.actor.getSnapshot().context.error).toBeNull();
    expect(sut.tags()).toEqual(['busy']);
  });
});
