import type { FastifyInstance } from 'fastify';
import { sql, type QueryCreator, type Transaction } from 'kysely';
import { deliveryOf, type ChatChanged, type ChatConversation, type ChatMessage, type Delivery } from '~/common/chat';
import { TOPICS } from '~/common/events';
import { CHAT_SEND_LIMIT, CHAT_SEND_WINDOW_MS } from '~/common/constants';
import { CHAT as M } from '~/common/messages';
import { isLiveFor } from '~/services/auth/liveSessionLookup';
import { isEmbedded } from '~/services/db';
import { nextTurnScheduler } from '~/services/db/nextTurn';
import type { Database, UserRow } from '~/services/db/schema';
import { arraysTable, compiledOnce } from '~/services/db/compiledOnce';
import { inTransaction } from '~/services/db/transaction';
import { BusyError } from '~/services/errors';
import { emitMany } from '~/services/outbox/write';
import type { BearerClaims } from '~/services/plugins/auth';
import { blockedBetweenSql } from './blocks';
import { isSid, loadMessages, newSid, selectConversations, toConversation } from './repository';

// Group commit of chat sends (issue 16). On the embedded database every statement holds its one session for about a
// millisecond whatever it does, so a send costing eight statements capped the process near a hundred sends a second.
// Sends that arrive while a send transaction is in flight wait for the next one, which writes them all with the
// statements one send took: one locks every conversation named and answers each send's checks, one writes the messages,
// each conversation's last index and each author's horizons and reads the conversations as they were before (with
// their participants), one writes their events. Each takes its rows as arrays, so its text is the same whatever the
// batch (compiled once, and prepared once on the embedded database: services/db/compiledOnce.ts). Every send
// keeps its own rules and its own answer: its index is the next of its conversation, a clientMessageId already used
// answers the stored message, blocks, the rate limit, participation and media are checked per send, and a refused send
// leaves the others alone.

/** sends written by one transaction at most (the rest wait for the next) */
export const CHAT_SEND_BATCH_MAX = 200;
/** the longest a queued send waits for sends still on their way before its transaction starts (embedded database) */
export const CHAT_SEND_GATHER_MS = 15;
/**
 * Under load (embedded database): a transaction that wrote at least CHAT_SEND_LOADED_BATCH sends says sends come in
 * faster than one is written. The next then waits until its first send has waited CHAT_SEND_LOADED_GATHER_MS, unless
 * CHAT_SEND_LOADED_ENOUGH are queued already: PostgreSQL's commit_delay, for the same reason. A transaction's statements
 * cost about as much for one send as for four (~1.3 ms of statements and ~0.5 of JavaScript whatever the batch, then
 * ~0.2 ms a send), so at bench:chat's 1,000 sends a second its batches of ~6 became ~12 and services' CPU a message fell
 * from ~910 to ~550 µs, p99 from ~60 to ~50 ms, for ~3 ms more at the median.
 */
export const CHAT_SEND_LOADED_BATCH = 4;
export const CHAT_SEND_LOADED_GATHER_MS = 4;
export const CHAT_SEND_LOADED_ENOUGH = 16;

/** a send names its author as loadMessages does (first and last name) */
export type Author = Pick<UserRow, 'id' | 'uuid' | 'organizationId' | 'firstName' | 'lastName'>;

/**
 * Who sends: a member already signed in, or a send request's verified access token, whose session the batch's first
 * statement checks (`at`: when the request came in). A request then costs no sign-in statement of its own: bench:chat's
 * sends spent about a fifth of services' database time signing in, one statement per few requests. A send whose session
 * that statement does not find live, or whose author is not a participant, is told why by `fastify.signIn` after the
 * transaction (401 or 403; 404 when the session is live), so the rule of a live session stays in plugins/auth.ts.
 */
export type Signer = { viewer: Author } | { claims: BearerClaims; at: Date };

export interface SendInput {
  body?: string;
  mediaSids?: string[];
  clientMessageId?: string;
  attributes?: Record<string, unknown>;
}

export interface SendResult {
  message: ChatMessage;
  /** false: a resend of a clientMessageId already stored, answered with that message and nothing written */
  created: boolean;
  delivery?: Delivery;
}

type Settled = { ok: SendResult } | { error: unknown };
/** `signIn`: not written, and the answer is the session's (or 404 when it is live), found after the transaction */
type Outcome = Settled | { signIn: { claims: BearerClaims; at: Date } };

interface Send {
  signer: Signer;
  sid: string;
  body: string | null;
  mediaSids: string[];
  clientMessageId: string | null;
  attributes: string;
  /** performance.now() time the request arrived */
  arrivedAt: number;
  /** performance.now() time it was queued here */
  queuedAt: number;
  settle: (outcome: Settled) => void;
}

/** A send the batch writes: its conversation's locked row, the index it takes and the media it claims. */
interface Accepted {
  n: number;
  send: Send;
  author: Author;
  conversationId: number;
  conversationSid: string;
  participantSid: string;
  participantId: number;
  index: number;
  messageSid: string;
  media: { id: number; sid: string; filename: string; contentType: string; size: number | string }[];
}

/**
 * The batch's one statement before it writes: for each send (`n`, its place in the batch) its author (the member named,
 * or the member of the session named, with that session's expiry when it is not revoked), the conversation, its row
 * locked (in id order, so two batches naming the same conversations never wait for each other in a circle), with the
 * author's participant, and what the send's rules ask: the message its clientMessageId already stored (a resend),
 * whether a one-to-one pair blocked each other (the partner from the pair key, which outlives their leaving), and the
 * author's messages since `windowStart` (the rate limit). A send with no row: its author is not a participant.
 */
const lockForSends = compiledOnce(
  (db, p: { n: number[]; sid: string[]; userId: (number | null)[]; sessionId: (string | null)[]; clientMessageId: (string | null)[]; windowStart: Date }) => {
    const asked = arraysTable('v', {
      n: [p.n, 'int'],
      sid: [p.sid, 'text'],
      userId: [p.userId, 'int'],
      sessionId: [p.sessionId, 'uuid'],
      clientMessageId: [p.clientMessageId, 'text'],
    });
    const pairKeyId = (n: 1 | 2) => sql<number>`split_part(chat_conversations.pair_key, ':', ${n})::int`;
    const author = sql<number>`users.id`;
    const partner = sql<number>`case when ${pairKeyId(1)} = users.id then ${pairKeyId(2)} else ${pairKeyId(1)} end`;
    return db
      .selectFrom(asked)
      .leftJoin('sessions', (join) => join.onRef('sessions.id', '=', 'v.sessionId').on('sessions.revokedAt', 'is', null))
      .innerJoin('users', (join) => join.on(sql<boolean>`users.id = coalesce(v.user_id, sessions.user_id)`))
      .innerJoin('chatConversations', 'chatConversations.sid', 'v.sid')
      .innerJoin('chatParticipants', (join) =>
        join.onRef('chatParticipants.conversationId', '=', 'chatConversations.id').onRef('chatParticipants.userId', '=', 'users.id'),
      )
      .select(['v.n', 'chatConversations.id', 'chatConversations.sid', 'chatConversations.lastMessageIndex', 'chatParticipants.sid as participantSid', 'chatParticipants.id as participantId'])
      .select(['users.id as authorId', 'users.uuid', 'users.organizationId', 'users.firstName', 'users.lastName', 'users.active', 'sessions.expiresAt as sessionExpiresAt'])
      .select((eb) => [
        eb
          .selectFrom('chatMessages')
          .select('chatMessages.id')
          .whereRef('chatMessages.conversationId', '=', 'chatConversations.id')
          .whereRef('chatMessages.authorId', '=', 'users.id')
          .whereRef('chatMessages.clientMessageId', '=', 'v.clientMessageId')
          .limit(1)
          .as('sentId'),
        sql<boolean>`chat_conversations.kind = 'direct' and ${blockedBetweenSql(author, partner)}`.as('blocked'),
        eb
          .selectFrom('chatMessages')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('chatMessages.authorId', '=', 'users.id')
          .where('chatMessages.dateCreated', '>', p.windowStart)
          .as('recent'),
      ])
      .orderBy('chatConversations.id')
      .forUpdate('chatConversations');
  },
);

/**
 * The batch's writes, in one statement: the messages (given column by column), each conversation's last index and
 * each author's horizons (one's own message is read and delivered: it never counts as unread for its author), and the
 * conversations as they were before these writes (their rows are locked; the statement's reads see none of its own
 * writes), with their participants: each event carries its conversation as of its message.
 */
const writeSends = compiledOnce(
  (
    db,
    p: {
      conversationId: number[];
      lastIndex: number[];
      participantId: number[];
      horizon: number[];
      messageSid: string[];
      messageConversationId: number[];
      index: number[];
      authorId: number[];
      participantSid: string[];
      body: (string | null)[];
      attributes: string[];
      clientMessageId: (string | null)[];
      now: Date;
    },
  ) =>
    selectConversations(
      db
        .with('conversation', (q) =>
          q
            .updateTable('chatConversations')
            .from(arraysTable('u', { id: [p.conversationId, 'int'], lastIndex: [p.lastIndex, 'int'] }))
            .set((eb) => ({ lastMessageIndex: eb.ref('u.lastIndex'), dateUpdated: p.now }))
            .whereRef('chatConversations.id', '=', 'u.id')
            .returning('chatConversations.id'),
        )
        .with('author', (q) =>
          q
            .updateTable('chatParticipants')
            .from(arraysTable('h', { id: [p.participantId, 'int'], index: [p.horizon, 'int'] }))
            .set((eb) => ({ lastReadMessageIndex: eb.ref('h.index'), lastDeliveredMessageIndex: eb.ref('h.index') }))
            .whereRef('chatParticipants.id', '=', 'h.id')
            .returning('chatParticipants.id'),
        )
        .with('message', (q) =>
          q
            .insertInto('chatMessages')
            .columns(['sid', 'conversationId', 'index', 'authorId', 'participantSid', 'body', 'attributes', 'clientMessageId', 'dateCreated', 'dateUpdated'])
            .expression((eb) =>
              eb
                .selectFrom(
                  arraysTable('m', {
                    sid: [p.messageSid, 'text'],
                    conversationId: [p.messageConversationId, 'int'],
                    index: [p.index, 'int'],
                    authorId: [p.authorId, 'int'],
                    participantSid: [p.participantSid, 'text'],
                    body: [p.body, 'text'],
                    attributes: [p.attributes, 'jsonb'],
                    clientMessageId: [p.clientMessageId, 'text'],
                  }),
                )
                .select(['m.sid', 'm.conversationId', 'm.index', 'm.authorId', 'm.participantSid', 'm.body', 'm.attributes', 'm.clientMessageId'])
                .select([sql<Date>`${p.now}::timestamptz`.as('dateCreated'), sql<Date>`${p.now}::timestamptz`.as('dateUpdated')]),
            )
            .returning('chatMessages.id'),
        ) as unknown as QueryCreator<Database>, // the read names none of the WITH's tables (Kysely types them invariantly)
      p.conversationId,
    ),
);

/**
 * The sender: `send` queues a send and answers it once the transaction that wrote it committed. One transaction runs
 * at a time on the embedded database (its one session runs one anyway), `chatSendConcurrency` on PostgreSQL; each
 * takes every send queued when it starts (up to CHAT_SEND_BATCH_MAX). A send whose transaction would start more than
 * `chatSendMaxWaitMs` after the request arrived is refused with 503 CHAT.busy instead, nothing stored for it.
 */
export function createChatSender(fastify: FastifyInstance) {
  const { config, db, httpErrors } = fastify;
  const embedded = isEmbedded(db);
  const slots = embedded ? 1 : config.chatSendConcurrency;
  const queue: Send[] = [];
  let running = 0;
  /** sends whose requests came in and are still on their way here (body, validation, token): when each arrived */
  const onTheWay = new Set<{ at: number }>();
  let gatherTimer: NodeJS.Timeout | null = null;
  /** how many sends the last transaction took */
  let lastBatch = 0;

  /** sends on their way, forgetting any older than the longest wait (a request that ended without saying so) */
  function stillComing(now: number): number {
    for (const arrival of onTheWay) if (now - arrival.at > config.chatSendMaxWaitMs) onTheWay.delete(arrival);
    return onTheWay.size;
  }

  /**
   * On the embedded database a request's own statements queue on the one session behind the send transaction, so when
   * one commits the sends that came in meanwhile may not be here yet, and a transaction started at once wrote one send
   * each: bench:chat saw batches of one at 90 sends/s when each send signed in with a statement of its own (it no longer
   * does: `Signer`). While sends are on their way, the next transaction waits for them, at most CHAT_SEND_GATHER_MS
   * from the first queued send; with none coming, under load (CHAT_SEND_LOADED_BATCH) at most
   * CHAT_SEND_LOADED_GATHER_MS; otherwise not at all.
   */
  function shouldGather(now: number): boolean {
    if (!embedded || queue.length >= CHAT_SEND_BATCH_MAX) return false;
    const waited = now - queue[0]!.queuedAt;
    const loaded = lastBatch >= CHAT_SEND_LOADED_BATCH && queue.length < CHAT_SEND_LOADED_ENOUGH;
    const wait = stillComing(now) > 0 ? CHAT_SEND_GATHER_MS : loaded ? CHAT_SEND_LOADED_GATHER_MS : 0;
    if (waited >= wait) return false;
    // set again each time: the wait may have shrunk (the sends on their way arrived, under load)
    if (gatherTimer) clearTimeout(gatherTimer);
    gatherTimer = setTimeout(() => {
      gatherTimer = null;
      pump();
    }, wait - waited);
    return true;
  }

  /**
   * On the embedded database a request's statements and the send transaction run to their end inside the callback that
   * read the request (PGlite's statements are synchronous WebAssembly behind resolved promises): a transaction started
   * from there wrote that one send before the next request was even read. The next transaction starts one event-loop
   * turn later instead, after the requests read in the same poll have queued their sends.
   */
  const pumpNextTurn = nextTurnScheduler(embedded, () => pump());

  function pump() {
    while (running < slots && queue.length > 0) {
      const now = performance.now();
      if (shouldGather(now)) return;
      if (gatherTimer) clearTimeout(gatherTimer);
      gatherTimer = null;
      const batch = queue.splice(0, CHAT_SEND_BATCH_MAX).filter((send) => {
        if (now - send.arrivedAt <= config.chatSendMaxWaitMs) return true;
        send.settle({ error: new BusyError(M.busy) });
        return false;
      });
      if (batch.length === 0) continue;
      lastBatch = batch.length;
      running++;
      void run(batch).finally(() => {
        running--;
        pump();
      });
    }
  }

  /** The batch in one transaction; if that transaction fails as a whole, each send alone, so only its own fails. */
  async function run(batch: Send[]) {
    try {
      const outcomes = await inTransaction(db, (trx) => write(trx, batch));
      batch.forEach((send, n) => {
        const outcome = outcomes[n]!;
        if (!('signIn' in outcome)) return send.settle(outcome);
        // not written: its session is not live (401), its member disabled (403), or it is live and the author not a
        // participant of that conversation (404)
        const { claims, at } = outcome.signIn;
        fastify.signIn(claims, at).then(
          () => send.settle({ error: httpErrors.notFound(M.notFound('Conversation', send.sid)) }),
          (error: unknown) => send.settle({ error }),
        );
      });
    } catch (error) {
      if (batch.length === 1) return batch[0]!.settle({ error });
      fastify.log.warn({ err: error, sends: batch.length }, 'chat send batch failed; writing its sends one by one');
      for (const send of batch) await run([send]);
    }
  }

  async function write(trx: Transaction<Database>, sends: Send[]): Promise<Outcome[]> {
    const now = config.now();
    const outcomes: Outcome[] = new Array(sends.length);
    const rows = await lockForSends(trx, {
      n: sends.map((_, n) => n),
      sid: sends.map((send) => send.sid),
      userId: sends.map(({ signer }) => ('viewer' in signer ? signer.viewer.id : null)),
      sessionId: sends.map(({ signer }) => ('claims' in signer ? signer.claims.sessionId : null)),
      clientMessageId: sends.map((send) => send.clientMessageId),
      windowStart: new Date(now.getTime() - CHAT_SEND_WINDOW_MS),
    });
    const rowOf = new Map(rows.map((row) => [row.n, row]));
    const accepted: Accepted[] = [];
    /** conversation id → the last index taken so far */
    const lastIndex = new Map<number, number>();
    /** author id → messages accepted in this batch (they count towards the rate limit of the author's later sends) */
    const sentNow = new Map<number, number>();
    /** conversation:author:clientMessageId → the accepted send that used it first (a resend in the same batch) */
    const firstUse = new Map<string, Accepted>();
    const duplicates: { n: number; of: Accepted }[] = [];
    const resends: { n: number; id: number }[] = [];
    const claimed = new Set<number>();
    for (const [n, send] of sends.entries()) {
      const row = rowOf.get(n);
      const { signer } = send;
      if ('claims' in signer && !(row?.active && row.sessionExpiresAt && isLiveFor({ uuid: row.uuid, sessionExpiresAt: row.sessionExpiresAt }, signer.claims.userUuid, signer.at))) {
        outcomes[n] = { signIn: signer };
        continue;
      }
      if (!row) {
        outcomes[n] = { error: httpErrors.notFound(M.notFound('Conversation', send.sid)) };
        continue;
      }
      const author: Author = { id: row.authorId, uuid: row.uuid, organizationId: row.organizationId, firstName: row.firstName, lastName: row.lastName };
      if (row.sentId !== null) {
        resends.push({ n, id: row.sentId });
        continue;
      }
      const key = send.clientMessageId === null ? null : `${row.id}:${author.id}:${send.clientMessageId}`;
      const earlier = key === null ? undefined : firstUse.get(key);
      if (earlier) {
        duplicates.push({ n, of: earlier });
        continue;
      }
      if (row.blocked) {
        outcomes[n] = { error: httpErrors.forbidden(M.blocked) };
        continue;
      }
      if (Number(row.recent) + (sentNow.get(author.id) ?? 0) >= CHAT_SEND_LIMIT) {
        outcomes[n] = { error: httpErrors.tooManyRequests(M.rateLimited) };
        continue;
      }
      const media = send.mediaSids.length
        ? (
            await trx
              .selectFrom('chatMedia')
              .select(['id', 'sid', 'filename', 'contentType', 'size'])
              .where('sid', 'in', send.mediaSids)
              .where('conversationId', '=', row.id)
              .where('uploadedBy', '=', author.id)
              .where('messageId', 'is', null)
              .orderBy('id')
              .execute()
          ).filter((m) => !claimed.has(m.id))
        : [];
      const missing = send.mediaSids.find((sid) => !media.some((found) => found.sid === sid));
      if (missing) {
        outcomes[n] = { error: httpErrors.notFound(M.notFound('Media', missing)) };
        continue;
      }
      for (const m of media) claimed.add(m.id);
      const index = (lastIndex.get(row.id) ?? row.lastMessageIndex) + 1;
      lastIndex.set(row.id, index);
      sentNow.set(author.id, (sentNow.get(author.id) ?? 0) + 1);
      const taken: Accepted = {
        n,
        send,
        author,
        conversationId: row.id,
        conversationSid: row.sid,
        participantSid: row.participantSid,
        participantId: row.participantId,
        index,
        messageSid: newSid('IM'),
        media,
      };
      accepted.push(taken);
      if (key !== null) firstUse.set(key, taken);
    }

    // a resend after a lost answer is rare: its message is read back alone
    for (const { n, id } of resends) outcomes[n] = { ok: { message: (await loadMessages(trx, [id]))[0]!, created: false } };
    if (accepted.length === 0) return outcomes;

    const authorIndex = new Map<number, number>();
    for (const a of accepted) authorIndex.set(a.participantId, a.index);
    const before = await writeSends(trx, {
      conversationId: [...lastIndex.keys()],
      lastIndex: [...lastIndex.values()],
      participantId: [...authorIndex.keys()],
      horizon: [...authorIndex.values()],
      messageSid: accepted.map((a) => a.messageSid),
      messageConversationId: accepted.map((a) => a.conversationId),
      index: accepted.map((a) => a.index),
      authorId: accepted.map((a) => a.author.id),
      participantSid: accepted.map((a) => a.participantSid),
      body: accepted.map((a) => a.send.body),
      attributes: accepted.map((a) => a.send.attributes),
      clientMessageId: accepted.map((a) => a.send.clientMessageId),
      now,
    });
    const state = new Map<number, ChatConversation>(before.map((row) => [row.id, toConversation(row, null)]));
    for (const a of accepted) {
      if (!a.media.length) continue;
      const messageId = trx.selectFrom('chatMessages').select('id').where('sid', '=', a.messageSid);
      await trx.updateTable('chatMedia').set({ messageId }).where('id', 'in', a.media.map((m) => m.id)).execute();
    }

    // each message as loadMessages reads it back (services/chat/chat.test.ts holds them equal), without reading it
    const payloads: ChatChanged[] = [];
    const results = new Map<Accepted, SendResult>();
    for (const a of accepted) {
      const viewer = a.author;
      const message: ChatMessage = {
        sid: a.messageSid,
        conversationSid: a.conversationSid,
        index: a.index,
        body: a.send.body,
        author: viewer.uuid,
        authorName: `${viewer.firstName} ${viewer.lastName}`,
        participantSid: a.participantSid,
        attributes: JSON.parse(a.send.attributes) as Record<string, unknown>,
        clientMessageId: a.send.clientMessageId,
        dateCreated: now.toISOString(),
        dateUpdated: now.toISOString(),
        edited: false,
        deleted: false,
        media: a.media.map((m) => ({ sid: m.sid, filename: m.filename, contentType: m.contentType, size: Number(m.size), category: 'media' as const })),
      };
      const before = state.get(a.conversationId)!;
      const participants = before.participants.map((p) =>
        p.sid === a.participantSid ? { ...p, lastReadMessageIndex: a.index, lastDeliveredMessageIndex: a.index } : p,
      );
      const conversation: ChatConversation = { ...before, dateUpdated: now.toISOString(), lastMessageIndex: a.index, lastMessage: message, participants };
      state.set(a.conversationId, conversation);
      payloads.push({ kind: 'message.added', actorUUID: viewer.uuid, conversation, message, removedUUIDs: [] });
      const result = { message, created: true, delivery: deliveryOf(message, participants) };
      results.set(a, result);
      outcomes[a.n] = { ok: result };
    }
    await emitMany(trx, TOPICS.chatChanged, payloads);
    for (const { n, of } of duplicates) outcomes[n] = { ok: { message: results.get(of)!.message, created: false } };
    return outcomes;
  }

  return {
    /**
     * A send request came in (before its body and token are checked): the next transaction may wait for it. The answer
     * says it is no longer coming, by its send or by the request's end; calling it again does nothing.
     */
    arriving(): () => void {
      const arrival = { at: performance.now() };
      onTheWay.add(arrival);
      return () => {
        if (onTheWay.delete(arrival) && queue.length > 0) pumpNextTurn();
      };
    },
    /**
     * Queues the send (synchronously: a request that called `arriving()` says it arrived right after this call);
     * answers it (or its refusal) once its transaction ended. `arrivedAt`: performance.now() time.
     */
    send(signer: Signer, sid: string, input: SendInput, arrivedAt = performance.now()): Promise<SendResult> {
      const mediaSids = [...new Set(input.mediaSids ?? [])];
      if (!isSid('CH', sid)) return Promise.reject(httpErrors.notFound(M.notFound('Conversation', sid)));
      return new Promise<SendResult>((resolve, reject) => {
        queue.push({
          queuedAt: performance.now(),
          signer,
          sid,
          body: input.body || null,
          mediaSids,
          clientMessageId: input.clientMessageId ?? null,
          attributes: JSON.stringify(input.attributes ?? {}),
          arrivedAt,
          settle: (outcome) => ('ok' in outcome ? resolve(outcome.ok) : reject(outcome.error)),
        });
        pumpNextTurn();
      });
    },
    /** sends written now and waiting (tests, logs) */
    load: () => ({ running, waiting: queue.length }),
  };
}
