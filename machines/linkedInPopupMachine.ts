// The "Sign in / Sign up with LinkedIn" popup over time (issue 19, spec §2 /linkedIn/login and /linkedIn/sign_up,
// §8 'Login failed. Please try again.'): the click opens a window at once (so no popup blocker steps in), the gateway
// names the provider's address, the window goes there, and the landing page hands the provider's answer back.
//   idle → opening → waiting → success (the answer, for the steps after LinkedIn)
//                            → failed (the returned code, else the spec's message)
//                  → blocked (no window: the sign-in goes on in this tab and its landing page finishes it)
//                  → closed (the member closed the window before it reached LinkedIn)
//        any of opening/waiting → cancelled (the member gave up on this page)
// Pure: the call, the handoff and what is done to the window are supplied by the web app with `.provide()`.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { linkedInFailedWith } from '~/common/messages';

export type LinkedInMode = 'login' | 'sign_up';

export type LinkedInPopupTag = 'idle' | 'busy' | 'waiting' | 'success' | 'failed' | 'cancelled' | 'blocked' | 'closed';

export type LinkedInPopupEvent =
  /** the click: a window was opened, or the browser refused one */
  | { type: 'popup.start'; blocked: boolean }
  /** the landing page handed over the provider's query (`?code=…&state=…` or `?error=…`) */
  | { type: 'popup.returned'; query: string }
  /** the window was closed before it reached the provider */
  | { type: 'popup.closed' }
  /** the member gave up on this page */
  | { type: 'popup.cancel' }
  /** back to the button (the page's "Start again") */
  | { type: 'popup.reset' };

export interface LinkedInPopupInput {
  mode: LinkedInMode;
}

export interface LinkedInPopupContext extends LinkedInPopupInput {
  blocked: boolean;
  /** the provider's address and its OpenID `state`, once the gateway gave them */
  url: string | null;
  state: string | null;
  /** the landing page's query on success */
  query: string | null;
  error: string | null;
}

/** What the gateway answers to linkedInAuthorize: the provider's address and the `state` it carries. */
export interface LinkedInAuthorization {
  url: string;
  state: string | null;
}

/** The provider's `error` of a landing page's query, or null when it answered with a code. */
export function returnedError(query: string): string | null {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  return params.has('error') ? params.get('error') || '' : null;
}

/** The message of a refused linkedInAuthorize: the one the web app's call threw, else the spec's. */
export function refusalMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : linkedInFailedWith(null);
}

const unsupplied = (name: string) => async (): Promise<never> => {
  throw new Error(`linkedInPopupMachine: the "${name}" actor is supplied by the web app with .provide()`);
};

export const linkedInPopupMachine = setup({
  types: {
    input: {} as LinkedInPopupInput,
    context: {} as LinkedInPopupContext,
    events: {} as LinkedInPopupEvent,
    tags: {} as LinkedInPopupTag,
  },
  actions: {
    // done to the window by the web app
    pointPopup: (_, _params: { url: string }) => {},
    continueHere: (_, _params: { url: string }) => {},
    closePopup: () => {},
    begin: assign({
      blocked: ({ event }) => event.type === 'popup.start' && event.blocked,
      url: null,
      state: null,
      query: null,
      error: null,
    }),
    assignAuthorization: assign((_, params: LinkedInAuthorization) => ({ url: params.url, state: params.state })),
    assignRefusal: assign({ error: (_, params: { error: unknown }) => refusalMessage(params.error) }),
    assignMissingState: assign({ error: () => linkedInFailedWith(null) }),
    assignReturned: assign(({ event }) => {
      if (event.type !== 'popup.returned') return {};
      const code = returnedError(event.query);
      return code === null ? { query: event.query } : { error: linkedInFailedWith(code) };
    }),
    clear: assign({ url: null, state: null, query: null, error: null, blocked: false }),
  },
  guards: {
    hasNoState: (_, params: LinkedInAuthorization) => !params.state,
    wasBlocked: ({ context }) => context.blocked,
    returnedAnError: ({ event }) => event.type === 'popup.returned' && returnedError(event.query) !== null,
  },
  actors: {
    authorize: fromPromise<LinkedInAuthorization, LinkedInPopupInput>(unsupplied('authorize')),
    /** listens for the landing page of the sign-in begun with `state`, sends popup.returned */
    handoff: fromCallback<LinkedInPopupEvent, { state: string }>(() => () => undefined),
    /** while the window is still ours (before it goes to the provider): sends popup.closed when it is closed */
    watchPopup: fromCallback<LinkedInPopupEvent, undefined>(() => () => undefined),
  },
}).createMachine({
  id: 'linkedInPopup',
  context: ({ input }) => ({ ...input, blocked: false, url: null, state: null, query: null, error: null }),
  initial: 'idle',
  on: {
    // a second press starts again from the top: a fresh address and a fresh state
    'popup.start': { target: '.opening', reenter: true, actions: 'begin' },
    'popup.reset': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: { tags: 'idle' },
    opening: {
      tags: 'busy',
      invoke: [
        {
          id: 'authorize',
          src: 'authorize',
          input: ({ context }) => ({ mode: context.mode }),
          onDone: [
            {
              guard: { type: 'hasNoState', params: ({ event }) => event.output },
              target: 'failed',
              actions: ['closePopup', 'assignMissingState'],
            },
            {
              guard: 'wasBlocked',
              target: 'blocked',
              actions: { type: 'assignAuthorization', params: ({ event }) => event.output },
            },
            { target: 'waiting', actions: { type: 'assignAuthorization', params: ({ event }) => event.output } },
          ],
          onError: { target: 'failed', actions: ['closePopup', { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) }] },
        },
        { id: 'watchPopup', src: 'watchPopup' },
      ],
      on: {
        'popup.closed': 'closed',
        'popup.cancel': { target: 'cancelled', actions: 'closePopup' },
      },
    },
    waiting: {
      tags: ['busy', 'waiting'],
      entry: { type: 'pointPopup', params: ({ context }) => ({ url: context.url! }) },
      invoke: { id: 'handoff', src: 'handoff', input: ({ context }) => ({ state: context.state! }) },
      on: {
        'popup.returned': [
          { guard: 'returnedAnError', target: 'failed', actions: 'assignReturned' },
          { target: 'success', actions: 'assignReturned' },
        ],
        'popup.cancel': { target: 'cancelled', actions: 'closePopup' },
      },
    },
    // no window: this tab goes to the provider, and the landing page finishes the sign-in itself
    blocked: {
      tags: 'blocked',
      entry: { type: 'continueHere', params: ({ context }) => ({ url: context.url! }) },
    },
    closed: { tags: 'closed' },
    cancelled: { tags: 'cancelled' },
    failed: { tags: 'failed' },
    success: { tags: 'success' },
  },
});
