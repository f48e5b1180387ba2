import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, NotificationTable } from '~/services/db/schema';
import { hasSessionToItself } from '~/services/db/transaction';
import type { Notification } from './types';

// The bell's rows (services/API.md § Notifications). Every write that changes a member's badge happens under that
// member's lock (lockMembers), so the newNotificationsCount each event carries is the count after exactly that change.

type Executor = Kysely<Database>;
export type NotificationRow = Selectable<NotificationTable>;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: Number(row.id),
    message: row.message,
    image: row.image,
    date: row.createdAt.toISOString(),
    viewed: row.viewed,
    redirectUrl: row.redirectUrl,
    notificationCode: row.notificationCode,
    isNew: row.isNew,
  };
}

/**
 * Takes each member's notifications lock until the transaction ends, in id order (so two writers never wait on each
 * other in a circle): their badge count cannot change between a write and the count its event reports. An embedded
 * inTransaction transaction has the database to itself already.
 */
export async function lockMembers(trx: Executor, userIds: number[]): Promise<void> {
  if (hasSessionToItself(trx)) return;
  for (const userId of [...new Set(userIds)].sort((a, b) => a - b)) {
    await sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.notifications'), ${userId})`.execute(trx);
  }
}

/** Each member's count of new notifications (the badge); members without any answer 0. */
export async function countNew(db: Executor, userIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .selectFrom('notifications')
    .select(['userId', (eb) => eb.fn.countAll<string>().as('count')])
    .where('userId', 'in', [...new Set(userIds)])
    .where('isNew', '=', true)
    .groupBy('userId')
    .execute();
  for (const row of rows) counts.set(row.userId, Number(row.count));
  return counts;
}

export interface ListQuery {
  page: number;
  size: number;
  direction: 'ASC' | 'DESC';
}

export function createNotificationsRepository(db: Executor) {
  return {
    /** one page of the member's notifications by date (ties by id), the page count and their badge count */
    async list(userId: number, { page, size, direction }: ListQuery) {
      const order = direction === 'ASC' ? 'asc' : 'desc';
      const rows = await db
        .selectFrom('notifications')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt', order)
        .orderBy('id', order)
        .limit(size)
        .offset(page * size)
        .execute();
      const totals = await db
        .selectFrom('notifications')
        .select([(eb) => eb.fn.countAll<string>().as('total'), (eb) => eb.fn.countAll<string>().filterWhere('isNew', '=', true).as('fresh')])
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      return {
        notifications: { elements: rows.map(toNotification), totalPages: Math.ceil(Number(totals.total) / size) },
        newNotificationsCount: Number(totals.fresh),
      };
    },

    /** every new notification of the member stops being new; answers how many were */
    async markAllNotNew(userId: number): Promise<number> {
      const result = await db.updateTable('notifications').set({ isNew: false }).where('userId', '=', userId).where('isNew', '=', true).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** the member's own notification as viewed (and no longer new); null when it is not theirs or does not exist */
    async markViewed(userId: number, id: number): Promise<{ notification: Notification; changed: boolean } | null> {
      const row = await db.selectFrom('notifications').selectAll().where('id', '=', id).where('userId', '=', userId).forUpdate().executeTakeFirst();
      if (!row) return null;
      if (row.viewed && !row.isNew) return { notification: toNotification(row), changed: false };
      const updated = await db
        .updateTable('notifications')
        .set({ viewed: true, isNew: false })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { notification: toNotification(updated), changed: true };
    },
  };
}
