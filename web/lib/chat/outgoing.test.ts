// The member's unsent messages outlive the open conversation: a send that failed waits with its text for Retry or
// Discard, sends go one at a time per conversation in the order written, a retry keeps its clientMessageId, and each
// conversation keeps its own draft.
import { describe, expect, it, vi } from 'vitest';
import { ChatOutgoing, outgoingFor, type Deliver, type OutgoingPersistence, type PendingMessage } from './outgoing';
import type { MessageData } from './store';

const stored = (p: PendingMessage, index: number) => ({ message: { index, body: p.body, clientMessageId: p.clientMessageId } as MessageData });

/** A deliver whose answers the test gives, one call at a time. */
function manualDeliver() {
  const calls: { p: PendingMessage; answer: (result: Awaited<ReturnType<Deliver>>) => void }[] = [];
  const deliver: Deliver = (p) => new Promise((answer) => calls.push({ p, answer }));
  return { calls, deliver };
}

const statusOf = (p: PendingMessage) => (p.actor.getSnapshot().hasTag('Failed') ? 'Failed' : 'Sending');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ChatOutgoing', () => {
  it('keeps a failed send with its text, tells the member once, and names its conversation as not sent', async () => {
    const onFailed = vi.fn();
    const store = new ChatOutgoing(async () => ({ error: new Error('You are offline.') }), onFailed);
    store.send('CH1', 'see you at 10', []);
    await settle();
    const [p] = store.pendingOf('CH1');
    expect(p?.body).toBe('see you at 10');
    expect(statusOf(p!)).toBe('Failed');
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(onFailed.mock.calls[0]![0].message).toBe('You are offline.');
    expect([...store.failedConversations()]).toEqual(['CH1']);
    // a snapshot for useSyncExternalStore: the same set until which conversations hold a failed send changes
    const snapshot = store.failedConversations();
    store.send('CH1', 'another', []);
    expect(store.failedConversations()).toBe(snapshot);
    await settle();
    store.discard(store.pendingOf('CH1')[0]!);
    store.discard(store.pendingOf('CH1')[0]!);
    expect(store.failedConversations()).not.toBe(snapshot);
    expect(store.failedConversations().size).toBe(0);
    expect(store.pendingOf('CH2')).toEqual([]);
  });

  it('sends one message at a time per conversation, in the order written; a failure does not stop the next', async () => {
    const { calls, deliver } = manualDeliver();
    const store = new ChatOutgoing(deliver, () => undefined);
    store.send('CH1', 'one', []);
    store.send('CH1', 'two', []);
    store.send('CH2', 'elsewhere', []);
    await settle();
    // CH2 does not wait for CH1
    expect(calls.map((c) => c.p.body)).toEqual(['one', 'elsewhere']);
    calls[0]!.answer({ error: new Error('no') });
    await settle();
    expect(calls.map((c) => c.p.body)).toEqual(['one', 'elsewhere', 'two']);
    calls[2]!.answer(stored(calls[2]!.p, 0));
    await settle();
    expect(store.pendingOf('CH1').map((p) => [p.body, statusOf(p)])).toEqual([['one', 'Failed']]);
  });

  it('a retry sends again under the same clientMessageId and, once stored, hands the stored copy on', async () => {
    const { calls, deliver } = manualDeliver();
    const store = new ChatOutgoing(deliver, () => undefined);
    const seen = vi.fn();
    store.onStored(seen);
    const changes = vi.fn();
    store.subscribe(changes);
    store.send('CH1', 'hello', []);
    await settle();
    calls[0]!.answer({ error: new Error('no') });
    await settle();
    const [p] = store.pendingOf('CH1');
    store.retry(p!);
    expect(statusOf(p!)).toBe('Sending');
    await settle();
    expect(calls[1]!.p.clientMessageId).toBe(calls[0]!.p.clientMessageId);
    calls[1]!.answer(stored(p!, 4));
    await settle();
    expect(store.pendingOf('CH1')).toEqual([]);
    expect(store.failedConversations().size).toBe(0);
    expect(seen).toHaveBeenCalledWith('CH1', expect.objectContaining({ index: 4, body: 'hello' }));
    // every change was told: sent, failed, retried, stored
    expect(changes).toHaveBeenCalledTimes(4);
  });

  it('a retry of a send still on its way sends nothing twice', async () => {
    const { calls, deliver } = manualDeliver();
    const store = new ChatOutgoing(deliver, () => undefined);
    const p = store.send('CH1', 'hello', []);
    store.retry(p);
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('discards a failed send only', async () => {
    const { calls, deliver } = manualDeliver();
    const store = new ChatOutgoing(deliver, () => undefined);
    const p = store.send('CH1', 'draft-ish', []);
    store.discard(p);
    expect(store.pendingOf('CH1')).toHaveLength(1);
    await settle();
    calls[0]!.answer({ error: new Error('no') });
    await settle();
    store.discard(p);
    expect(store.pendingOf('CH1')).toEqual([]);
    expect(store.failedConversations().size).toBe(0);
    store.retry(p);
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('keeps a draft per conversation and forgets an empty one', () => {
    const store = new ChatOutgoing(async () => ({ error: new Error('unused') }), () => undefined);
    const media = [{ sid: 'ME1', filename: 'deck.pdf', contentType: 'application/pdf', size: 10, url: '/chat/media/ME1' }];
    store.setDraft('CH1', { text: 'half a thought', media });
    store.setDraft('CH2', { text: 'other', media: [] });
    expect(store.draftOf('CH1')).toEqual({ text: 'half a thought', media });
    expect(store.draftOf('CH2').text).toBe('other');
    store.setDraft('CH1', { text: '', media: [] });
    expect(store.draftOf('CH1')).toEqual({ text: '', media: [] });
  });

  it('is one store per chat session: a new session (another member) starts empty', async () => {
    const make = () => new ChatOutgoing(async () => ({ error: new Error('no') }), () => undefined);
    const first = {};
    const store = outgoingFor(first, make);
    expect(outgoingFor(first, make)).toBe(store);
    store.send('CH1', 'mine', []);
    expect(outgoingFor({}, make).pendingOf('CH1')).toEqual([]);
  });

  describe('across a reload (the tab keeps what the store holds)', () => {
    const memory = (): OutgoingPersistence & { value: string | null } => ({
      value: null,
      load() {
        return this.value;
      },
      save(value) {
        this.value = value;
      },
    });
    const media = [{ sid: 'ME1', filename: 'deck.pdf', contentType: 'application/pdf', size: 10, url: '/chat/media/ME1' }];

    it('finds a failed send, a send that was on its way and the drafts again; the sends come back Failed, to retry as they were', async () => {
      const tab = memory();
      const { calls, deliver } = manualDeliver();
      const before = new ChatOutgoing(deliver, () => undefined, tab);
      before.send('CH1', 'failed one', []);
      before.send('CH2', 'on its way', media);
      await settle();
      calls[0]!.answer({ error: new Error('offline') });
      await settle();
      before.setDraft('CH1', { text: 'half a thought', media });

      const after = new ChatOutgoing(deliver, () => undefined, tab);
      const [failed] = after.pendingOf('CH1');
      const [onItsWay] = after.pendingOf('CH2');
      expect([failed!.body, statusOf(failed!), failed!.clientMessageId]).toEqual(['failed one', 'Failed', calls[0]!.p.clientMessageId]);
      expect([onItsWay!.body, statusOf(onItsWay!), onItsWay!.media]).toEqual(['on its way', 'Failed', media]);
      expect([...after.failedConversations()].sort()).toEqual(['CH1', 'CH2']);
      expect(after.draftOf('CH1')).toEqual({ text: 'half a thought', media });
      after.retry(onItsWay!);
      await settle();
      expect(calls.at(-1)!.p.clientMessageId).toBe(calls[1]!.p.clientMessageId);
    });

    it('forgets what it stored or dropped: a stored send, a discarded one, an emptied draft', async () => {
      const tab = memory();
      const { calls, deliver } = manualDeliver();
      const store = new ChatOutgoing(deliver, () => undefined, tab);
      store.send('CH1', 'stored', []);
      store.send('CH1', 'discarded', []);
      store.setDraft('CH1', { text: 'gone soon', media: [] });
      await settle();
      calls[0]!.answer(stored(calls[0]!.p, 0));
      await settle();
      calls[1]!.answer({ error: new Error('no') });
      await settle();
      store.discard(store.pendingOf('CH1')[0]!);
      store.setDraft('CH1', { text: '', media: [] });
      const after = new ChatOutgoing(deliver, () => undefined, tab);
      expect(after.pendingOf('CH1')).toEqual([]);
      expect(after.draftOf('CH1').text).toBe('');
    });

    it('drops a send kept Failed once its conversation shows it stored (its answer was lost)', () => {
      const tab = memory();
      tab.value = JSON.stringify({ pending: [{ clientMessageId: 'c1', conversationSid: 'CH1', body: 'arrived after all', media: [] }, { clientMessageId: 'c2', conversationSid: 'CH1', body: 'did not', media: [] }], drafts: [] });
      const store = new ChatOutgoing(async () => ({ error: new Error('unused') }), () => undefined, tab);
      store.forgetStored('CH1', new Set(['c1', 'someone else']));
      expect(store.pendingOf('CH1').map((p) => p.body)).toEqual(['did not']);
      expect(JSON.parse(tab.value!).pending.map((p: { clientMessageId: string }) => p.clientMessageId)).toEqual(['c2']);
    });

    it('starts empty from what it cannot read', () => {
      for (const value of ['not json', '{"pending":[{"body":3}],"drafts":[["CH1",{"text":1}]]}', 'null']) {
        const store = new ChatOutgoing(async () => ({ error: new Error('unused') }), () => undefined, { load: () => value, save: () => undefined });
        expect(store.pendingOf('CH1')).toEqual([]);
        expect(store.draftOf('CH1').text).toBe('');
      }
    });
  });
});
