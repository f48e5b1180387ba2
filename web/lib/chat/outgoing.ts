// What the member has written and not yet seen stored, for the whole signed-in session rather than one open
// conversation: sends on their way or Failed (spec §3, with Retry), and each conversation's draft. Leaving a
// conversation while a send fails, or to look something up in another, loses neither the message nor the draft;
// the store lives as long as ChatProvider (signing out ends it), and what it holds is kept in the tab's storage, so a
// reload finds it again: a send that was on its way then comes back Failed (Retry sends it under the same
// clientMessageId, so services never store it twice; one that did arrive is dropped once its conversation shows it). Each conversation sends one message at a time, in
// the order written: sends in flight together would reach services in any order and take their indexes in that
// order. A failed send does not stop the next.
import { createActor, type ActorRefFrom } from 'xstate';
import { chatMessageMachine } from '~/machines/chatMessageMachine';
import type { MessageData } from './store';
import type { UploadedMedia } from './upload';

export interface PendingMessage {
  clientMessageId: string;
  conversationSid: string;
  body: string | null;
  media: UploadedMedia[];
  actor: ActorRefFrom<typeof chatMessageMachine>;
}

export interface Draft {
  text: string;
  /** attachments already uploaded, waiting for the message that names them */
  media: UploadedMedia[];
}

/** Sends one message (the same clientMessageId on a retry, so services never store it twice). */
export type Deliver = (p: PendingMessage) => Promise<{ message: MessageData } | { error: Error }>;

export type StoredListener = (conversationSid: string, message: MessageData) => void;

/** Where the store keeps what it holds between page loads (web/lib/storage.ts chatOutgoingStore). */
export interface OutgoingPersistence {
  load(): string | null;
  save(value: string): void;
}

interface Saved {
  pending: Array<Pick<PendingMessage, 'clientMessageId' | 'conversationSid' | 'body' | 'media'>>;
  drafts: Array<[string, Draft]>;
}

const NONE: readonly PendingMessage[] = Object.freeze([]);
const EMPTY_DRAFT: Draft = Object.freeze({ text: '', media: [] }) as Draft;

const newClientMessageId = () => (crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

export class ChatOutgoing {
  /** per conversation, in the order written; a new array on every change (useSyncExternalStore snapshots) */
  private pending = new Map<string, readonly PendingMessage[]>();
  private drafts = new Map<string, Draft>();
  private turns = new Map<string, Promise<void>>();
  private changed = new Set<() => void>();
  private stored = new Set<StoredListener>();
  private failed: ReadonlySet<string> = new Set();

  constructor(
    private readonly deliver: Deliver,
    private readonly onFailed: (error: Error) => void,
    private readonly persistence?: OutgoingPersistence,
  ) {
    const saved = readSaved(persistence?.load() ?? null);
    for (const [sid, draft] of saved.drafts) this.drafts.set(sid, draft);
    for (const p of saved.pending) {
      const actor = createActor(chatMessageMachine, { input: { incoming: false } }).start();
      actor.send({ type: 'chat.message.failed' });
      this.pending.set(p.conversationSid, [...this.pendingOf(p.conversationSid), { ...p, actor }]);
    }
    this.failed = this.failedNow();
  }

  /** for useSyncExternalStore: called on every change of any conversation's pending sends */
  subscribe = (listener: () => void) => {
    this.changed.add(listener);
    return () => void this.changed.delete(listener);
  };

  /** a send's stored copy, as services answered it */
  onStored(listener: StoredListener): () => void {
    this.stored.add(listener);
    return () => void this.stored.delete(listener);
  }

  pendingOf(conversationSid: string): readonly PendingMessage[] {
    return this.pending.get(conversationSid) ?? NONE;
  }

  /**
   * The conversations with a send that failed and waits for Retry or Discard; the same set until one changes (a
   * useSyncExternalStore snapshot).
   */
  failedConversations = (): ReadonlySet<string> => this.failed;

  private failedNow(): ReadonlySet<string> {
    const sids = new Set<string>();
    for (const [sid, list] of this.pending) if (list.some((p) => p.actor.getSnapshot().hasTag('Failed'))) sids.add(sid);
    return sids;
  }

  send(conversationSid: string, body: string | null, media: UploadedMedia[]): PendingMessage {
    const p: PendingMessage = {
      clientMessageId: newClientMessageId(),
      conversationSid,
      body,
      media,
      actor: createActor(chatMessageMachine, { input: { incoming: false } }).start(),
    };
    this.update(conversationSid, (list) => [...list, p]);
    this.inTurn(p);
    return p;
  }

  retry(p: PendingMessage): void {
    if (!p.actor.getSnapshot().can({ type: 'chat.message.retry' })) return;
    p.actor.send({ type: 'chat.message.retry' });
    this.update(p.conversationSid, (list) => [...list]);
    this.inTurn(p);
  }

  /** drops a failed send the member gives up on */
  discard(p: PendingMessage): void {
    if (!p.actor.getSnapshot().can({ type: 'chat.message.discard' })) return;
    p.actor.send({ type: 'chat.message.discard' });
    this.update(p.conversationSid, (list) => list.filter((x) => x !== p));
  }

  draftOf(conversationSid: string): Draft {
    return this.drafts.get(conversationSid) ?? EMPTY_DRAFT;
  }

  setDraft(conversationSid: string, draft: Draft): void {
    const had = this.drafts.has(conversationSid);
    if (!draft.text && draft.media.length === 0) this.drafts.delete(conversationSid);
    else this.drafts.set(conversationSid, draft);
    if (had || this.drafts.has(conversationSid)) this.save();
  }

  /** Drops the failed sends the conversation shows stored (one whose answer was lost, found there after a reload). */
  forgetStored(conversationSid: string, stored: ReadonlySet<string>): void {
    const arrived = (p: PendingMessage) => stored.has(p.clientMessageId) && p.actor.getSnapshot().hasTag('Failed');
    if (this.pendingOf(conversationSid).some(arrived)) this.update(conversationSid, (all) => all.filter((p) => !arrived(p)));
  }

  private save() {
    if (!this.persistence) return;
    const saved: Saved = {
      pending: [...this.pending.values()].flat().map(({ clientMessageId, conversationSid, body, media }) => ({ clientMessageId, conversationSid, body, media })),
      drafts: [...this.drafts],
    };
    this.persistence.save(JSON.stringify(saved));
  }

  private inTurn(p: PendingMessage) {
    const previous = this.turns.get(p.conversationSid) ?? Promise.resolve();
    const turn = previous.then(() => this.attempt(p)).catch(() => undefined);
    this.turns.set(p.conversationSid, turn);
    void turn.then(() => {
      if (this.turns.get(p.conversationSid) === turn) this.turns.delete(p.conversationSid);
    });
  }

  private async attempt(p: PendingMessage) {
    const result = await this.deliver(p);
    if ('message' in result) {
      p.actor.send({ type: 'chat.message.stored' });
      this.update(p.conversationSid, (list) => list.filter((x) => x !== p));
      for (const listener of this.stored) listener(p.conversationSid, result.message);
    } else {
      p.actor.send({ type: 'chat.message.failed' });
      this.update(p.conversationSid, (list) => [...list]);
      this.onFailed(result.error);
    }
  }

  private update(conversationSid: string, change: (list: readonly PendingMessage[]) => readonly PendingMessage[]) {
    const next = change(this.pendingOf(conversationSid));
    if (next.length === 0) this.pending.delete(conversationSid);
    else this.pending.set(conversationSid, next);
    const failed = this.failedNow();
    if (failed.size !== this.failed.size || [...failed].some((sid) => !this.failed.has(sid))) this.failed = failed;
    this.save();
    for (const listener of this.changed) listener();
  }
}

/** What an earlier page load kept; anything unreadable is nothing. */
function readSaved(text: string | null): Saved {
  const none: Saved = { pending: [], drafts: [] };
  if (!text) return none;
  try {
    const saved = JSON.parse(text) as Partial<Saved>;
    const isMedia = (m: unknown): m is UploadedMedia => typeof m === 'object' && m !== null && typeof (m as UploadedMedia).sid === 'string';
    const pending = (Array.isArray(saved.pending) ? saved.pending : []).filter(
      (p) => typeof p?.clientMessageId === 'string' && typeof p.conversationSid === 'string' && (p.body === null || typeof p.body === 'string') && Array.isArray(p.media) && p.media.every(isMedia),
    );
    const drafts = (Array.isArray(saved.drafts) ? saved.drafts : []).filter(
      (entry): entry is [string, Draft] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1]?.text === 'string' && Array.isArray(entry[1].media) && entry[1].media.every(isMedia),
    );
    return { pending, drafts };
  } catch {
    return none;
  }
}

const stores = new WeakMap<object, ChatOutgoing>();

/** The one store of a member's chat session (the key: ChatProvider's `session`), made on first use. */
export function outgoingFor(session: object, make: () => ChatOutgoing): ChatOutgoing {
  let store = stores.get(session);
  if (!store) stores.set(session, (store = make()));
  return store;
}
