import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { CHAT_DIGEST_DELAY_MINUTES, CHAT_DIGEST_WINDOW_MINUTES } from '~/common/constants';
import type { Database } from '~/services/db/schema';
import { inTransaction } from '~/services/db/transaction';
import { tryRoundLock } from '~/services/shared/schedule';
import { fullName } from '~/services/users/repository';
import { loadRecipients, mailFacts, type DeriveOptions } from './who-is-told';
import { createNotifications } from './store';
import type { NotificationDraft, QueueMail } from './types';

// services/API.md § Notifications "Chat digests": chat messages become a bell item and an email only when the member
// has not read them CHAT_DIGEST_DELAY_MINUTES after they were sent, and then as one digest per member listing the
// conversations with their unread counts — never one mail per message. Read from the participants' horizons rather
// than from the outbox: whether a message is still unread minutes later is a state, not an event, and a restart or a
// second replica loses nothing (the advisory lock makes one replica run a round; `last_notified_message_index` makes
// each message count in at most one digest).

type Trx = Transaction<Database>;

export const CHAT_URL = '/chat';
export const chatDigestDedupeKey = (now: Date) => `chat-digest:${now.toISOString()}`;

export interface DigestRun {
  /** false when another replica held the lock */
  ran: boolean;
  /** bell rows written (one per member told) */
  created: number;
  /** digest mails queued */
  queued: number;
}

interface Due {
  participantId: number;
  userId: number;
  conversationId: number;
  sid: string;
  kind: 'direct' | 'group' | 'group-hookup';
  friendlyName: string | null;
  lastMessageIndex: number;
  unread: number;
}

/** `n thing(s)` */
const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

export function createChatDigests(fastify: Pick<FastifyInstance, 'config' | 'db'>, queueMail: QueueMail) {
  const { config, db } = fastify;
  const options: DeriveOptions = { publicUrl: config.publicUrl, mailFrom: config.mailFrom };

  /** Muted conversations still count as unread, but tell nothing: their horizon moves so unmuting digs nothing up. */
  async function passOverMuted(trx: Trx): Promise<void> {
    await sql`
      update chat_participants p set last_notified_message_index = c.last_message_index
      from chat_conversations c
      where c.id = p.conversation_id and p.notification_level = 'muted'
        and c.last_message_index > coalesce(p.last_notified_message_index, -1)`.execute(trx);
  }

  /** Participants with a message from someone else, unread and in no digest yet, sent before `sentBefore`. */
  async function dueParticipants(trx: Trx, sentBefore: Date, toldSince: Date): Promise<Due[]> {
    const { rows } = await sql<Due>`
      select p.id as participant_id, p.user_id, c.id as conversation_id, c.sid, c.kind, c.friendly_name,
             c.last_message_index, c.last_message_index - coalesce(p.last_read_message_index, -1) as unread
      from chat_participants p
      join chat_conversations c on c.id = p.conversation_id
      where p.notification_level = 'default'
        and exists (
          select 1 from chat_messages m
          where m.conversation_id = p.conversation_id
            and m.index > greatest(coalesce(p.last_read_message_index, -1), coalesce(p.last_notified_message_index, -1))
            and m.author_id <> p.user_id and not m.deleted and m.date_created <= ${sentBefore})
        and not exists (
          select 1 from notifications n
          where n.user_id = p.user_id and n.notification_code = 'CHAT_UNREAD' and n.created_at > ${toldSince})
      order by p.user_id, c.date_updated desc, c.id`.execute(trx);
    return rows.map((row) => ({ ...row, unread: Number(row.unread) }));
  }

  /** What a direct conversation is called for `userId`: the other member's name. */
  async function directNames(trx: Trx, due: Due[]): Promise<Map<string, { name: string; imageUrl: string | null }>> {
    const direct = due.filter((d) => d.kind === 'direct');
    if (direct.length === 0) return new Map();
    const others = await trx
      .selectFrom('chatParticipants')
      .innerJoin('users', 'users.id', 'chatParticipants.userId')
      .select(['chatParticipants.conversationId', 'chatParticipants.userId', 'users.firstName', 'users.lastName', 'users.imageUrl'])
      .where('chatParticipants.conversationId', 'in', [...new Set(direct.map((d) => d.conversationId))])
      .execute();
    const names = new Map<string, { name: string; imageUrl: string | null }>();
    for (const d of direct) {
      const other = others.find((o) => o.conversationId === d.conversationId && o.userId !== d.userId);
      if (other) names.set(`${d.userId}:${d.conversationId}`, { name: fullName(other), imageUrl: other.imageUrl });
    }
    return names;
  }

  return {
    digestOnce: (now: Date): Promise<DigestRun> =>
      inTransaction(db, async (trx) => {
        if (!(await tryRoundLock(trx, 'chat-digests'))) return { ran: false, created: 0, queued: 0 };
        await passOverMuted(trx);
        const sentBefore = new Date(now.getTime() - CHAT_DIGEST_DELAY_MINUTES * 60_000);
        const toldSince = new Date(now.getTime() - CHAT_DIGEST_WINDOW_MINUTES * 60_000);
        const due = await dueParticipants(trx, sentBefore, toldSince);
        if (due.length === 0) return { ran: true, created: 0, queued: 0 };

        const byMember = new Map<number, Due[]>();
        for (const d of due) byMember.set(d.userId, [...(byMember.get(d.userId) ?? []), d]);
        const users = await trx.selectFrom('users').select(['id', 'uuid']).where('id', 'in', [...byMember.keys()]).execute();
        const recipients = await loadRecipients(trx, users.map((u) => u.uuid));
        const names = await directNames(trx, due);

        const drafts: NotificationDraft[] = [];
        for (const user of users) {
          const recipient = recipients.get(user.uuid);
          const conversations = byMember.get(user.id) ?? [];
          if (!recipient || conversations.length === 0) continue;
          const titled = conversations.map((d) => ({
            ...d,
            title: names.get(`${d.userId}:${d.conversationId}`)?.name ?? d.friendlyName ?? 'A group conversation',
          }));
          const total = titled.reduce((sum, d) => sum + d.unread, 0);
          const [first] = titled;
          const message =
            titled.length === 1
              ? `You have ${count(total, 'unread message')} from ${first!.title}.`
              : `You have ${count(total, 'unread message')} in ${titled.length} conversations.`;
          const redirectUrl = titled.length === 1 ? `${CHAT_URL}/${first!.sid}` : CHAT_URL;
          drafts.push({
            userId: recipient.id,
            userUuid: recipient.uuid,
            code: 'CHAT_UNREAD',
            message,
            image: titled.length === 1 ? (names.get(`${first!.userId}:${first!.conversationId}`)?.imageUrl ?? null) : null,
            redirectUrl,
            dedupeKey: chatDigestDedupeKey(now),
            bell: true,
            mail: mailFacts(recipient, redirectUrl, options, { details: titled.map((d) => `${d.title}: ${count(d.unread, 'unread message')}`) }),
          });
        }
        const { created, queued } = await createNotifications(trx, drafts, queueMail, now);
        // every listed conversation is told up to its newest message, so the next round starts after it
        for (const d of due) {
          await trx.updateTable('chatParticipants').set({ lastNotifiedMessageIndex: d.lastMessageIndex }).where('id', '=', d.participantId).execute();
        }
        return { ran: true, created, queued };
      }),
  };
}

export type ChatDigests = ReturnType<typeof createChatDigests>;
