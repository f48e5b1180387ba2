import type { Transaction } from 'kysely';
import { TOPICS } from '~/common/events';
import type { Database } from '~/services/db/schema';
import { emit } from '~/services/outbox/write';
import { countNew, lockMembers, toNotification, type NotificationRow } from './repository';
import type { NotificationDraft, QueueMail } from './types';

type Trx = Transaction<Database>;

export interface Stored {
  /** bell rows written now (a repeated draft writes none) */
  created: number;
  /** mail jobs queued now */
  queued: number;
  /** the ids of the `notification.changed` events written, in order */
  eventIds: number[];
}

const keyOf = (userId: number, dedupeKey: string) => `${userId}\n${dedupeKey}`;

/**
 * services/API.md § Notifications: writes the drafts' bell rows once per (member, dedupe key), hands every draft to
 * the mail queue (which dedupes its jobs the same way) and, last, emits `notification.changed` 'created' for each row
 * written now, with the member's badge count after it. All in the caller's transaction: a batch that fails leaves
 * nothing behind, and its repeat is a no-op for whatever already exists.
 */
export async function createNotifications(trx: Trx, drafts: NotificationDraft[], queueMail: QueueMail, now: Date): Promise<Stored> {
  const unique = new Map<string, NotificationDraft>();
  for (const draft of drafts) if (!unique.has(keyOf(draft.userId, draft.dedupeKey))) unique.set(keyOf(draft.userId, draft.dedupeKey), draft);
  const all = [...unique.values()];
  if (all.length === 0) return { created: 0, queued: 0, eventIds: [] };
  const bell = all.filter((draft) => draft.bell);
  await lockMembers(trx, bell.map((draft) => draft.userId));

  const inserted: NotificationRow[] = bell.length
    ? await trx
        .insertInto('notifications')
        .values(
          bell.map((draft) => ({
            userId: draft.userId,
            notificationCode: draft.code,
            message: draft.message,
            image: draft.image,
            redirectUrl: draft.redirectUrl,
            createdAt: now,
            dedupeKey: draft.dedupeKey,
          })),
        )
        .onConflict((oc) => oc.columns(['userId', 'dedupeKey']).doNothing())
        .returningAll()
        .execute()
    : [];
  const ids = new Map(inserted.map((row) => [keyOf(row.userId, row.dedupeKey), Number(row.id)]));
  // a repeat: the rows are there already, and so (its own dedupe) is their mail
  const repeated = bell.filter((draft) => !ids.has(keyOf(draft.userId, draft.dedupeKey)));
  if (repeated.length) {
    const existing = await trx
      .selectFrom('notifications')
      .select(['id', 'userId', 'dedupeKey'])
      .where((eb) => eb.or(repeated.map((draft) => eb.and([eb('userId', '=', draft.userId), eb('dedupeKey', '=', draft.dedupeKey)]))))
      .execute();
    for (const row of existing) ids.set(keyOf(row.userId, row.dedupeKey), Number(row.id));
  }

  let queued = 0;
  const eventIds: number[] = [];
  for (const draft of all) {
    const notificationId = draft.bell ? (ids.get(keyOf(draft.userId, draft.dedupeKey)) ?? null) : null;
    if (await queueMail(trx, draft, notificationId)) queued += 1;
  }

  // events last: the outbox lock is taken after the row locks, like every other writer does
  if (inserted.length) {
    const counts = await countNew(trx, inserted.map((row) => row.userId));
    const uuidOf = new Map(bell.map((draft) => [draft.userId, draft.userUuid]));
    const rows = [...inserted].sort((a, b) => Number(a.id) - Number(b.id));
    // a member told two things in one batch: each event carries the count just after its own row
    const later = new Map<number, number>();
    for (const row of rows) later.set(row.userId, (later.get(row.userId) ?? 0) + 1);
    for (const row of rows) {
      const after = later.get(row.userId)! - 1;
      later.set(row.userId, after);
      const eventId = await emit(trx, TOPICS.notificationChanged, {
        kind: 'created',
        userUUID: uuidOf.get(row.userId),
        notification: toNotification(row),
        newNotificationsCount: (counts.get(row.userId) ?? 0) - after,
      });
      eventIds.push(eventId);
    }
  }
  return { created: inserted.length, queued, eventIds };
}
