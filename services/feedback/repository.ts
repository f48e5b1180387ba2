import { sql, type Selectable } from 'kysely';
import { ERROR_REPORT_GROUPS_MAX } from '~/common/constants';
import { TOPICS } from '~/common/events';
import type { DB } from '~/services/db';
import type { FeedbackTable } from '~/services/db/schema';
import { inTransaction } from '~/services/db/transaction';
import { emit } from '~/services/outbox/write';
import { isUuid } from '~/services/shared/uuid';
import type { ErrorGroup, ErrorReportInput, Feedback, FeedbackInput } from './schemas';
import { scrub } from './scrub';

function toFeedback(row: Selectable<FeedbackTable>): Feedback {
  return {
    uuid: row.uuid,
    name: row.name,
    email: row.email,
    message: row.message,
    page: row.page,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
  };
}

/** The payload of `feedback.created` (common/events.ts). */
export interface FeedbackCreated {
  feedbackUUID: string;
  name: string;
  message: string;
  /** the admins told: services/notifications/feedback-drafts.ts */
  adminUUIDs: string[];
}

export interface Sender {
  userId: number;
  organizationId: string;
}

/**
 * Feedback and error reports. Guests' rows have no organisation: every organisation's admins see them (they reach the
 * product's operators, not one customer); a member's rows are seen by the admins of their organisation only.
 */
export function createFeedbackRepository(db: DB) {
  return {
    /** Stores the feedback and, in the same transaction, `feedback.created` naming the admins to tell (the consumer's bell and mail). */
    async create(sender: Sender | null, input: FeedbackInput, now: Date): Promise<Feedback> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('feedback')
          .values({ organizationId: sender?.organizationId ?? null, userId: sender?.userId ?? null, ...input, page: input.page ?? null, createdAt: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        // the admins who read it on /admin/feedback: the sender's organisation's, or every organisation's for a guest
        let admins = trx.selectFrom('users').select('uuid').where(sql<boolean>`'ROLE_ADMIN' = any(roles)`).where('active', '=', true);
        if (row.organizationId !== null) admins = admins.where('organizationId', '=', row.organizationId);
        const adminUUIDs = (await admins.execute()).map((admin) => admin.uuid);
        const payload: FeedbackCreated = { feedbackUUID: row.uuid, name: row.name, message: row.message, adminUUIDs };
        await emit(trx, TOPICS.feedbackCreated, payload);
        return toFeedback(row);
      });
    },

    async list(organizationId: string, handled: boolean | undefined): Promise<Feedback[]> {
      let query = db
        .selectFrom('feedback')
        .selectAll()
        .where((eb) => eb.or([eb('organizationId', '=', organizationId), eb('organizationId', 'is', null)]));
      if (handled !== undefined) query = query.where('handledAt', handled ? 'is not' : 'is', null);
      const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(500).execute();
      return rows.map(toFeedback);
    },

    /** marks handled once; a second call keeps the first time. null: not found or another organisation's. */
    async markHandled(organizationId: string, uuid: string, adminId: number, now: Date): Promise<Feedback | null> {
      if (!isUuid(uuid)) return null;
      const visible = (q: typeof base) => q.where((eb) => eb.or([eb('organizationId', '=', organizationId), eb('organizationId', 'is', null)]));
      const base = db.updateTable('feedback').where('uuid', '=', uuid);
      const row = await visible(base)
        .set({ handledAt: sql`coalesce(handled_at, ${now})`, handledBy: sql`coalesce(handled_by, ${adminId})` })
        .returningAll()
        .executeTakeFirst();
      return row ? toFeedback(row) : null;
    },

    async report(sender: Sender | null, input: ErrorReportInput, now: Date): Promise<void> {
      await db
        .insertInto('errorReports')
        .values({
          organizationId: sender?.organizationId ?? null,
          userId: sender?.userId ?? null,
          message: scrub(input.message),
          stack: input.stack ? scrub(input.stack) : null,
          route: scrub(input.route),
          release: input.release,
          breadcrumbs: JSON.stringify(input.breadcrumbs.map(scrub)),
          createdAt: now,
        })
        .execute();
    },

    /** one group per message: its count and the latest occurrence's details */
    async errorGroups(organizationId: string): Promise<ErrorGroup[]> {
      const { rows } = await sql<{
        message: string;
        count: string | number;
        lastSeenAt: Date;
        lastRoute: string;
        release: string;
        lastUserUuid: string | null;
        breadcrumbs: unknown;
      }>`
        select message, count, created_at as "lastSeenAt", route as "lastRoute", release, user_uuid as "lastUserUuid", breadcrumbs
        from (
          select r.message, r.created_at, r.route, r.release, r.breadcrumbs, u.uuid as user_uuid,
                 count(*) over (partition by r.message) as count,
                 row_number() over (partition by r.message order by r.created_at desc, r.id desc) as rank
          from error_reports r left join users u on u.id = r.user_id
          where r.organization_id = ${organizationId} or r.organization_id is null
        ) latest
        where rank = 1
        order by count desc, "lastSeenAt" desc
        limit ${ERROR_REPORT_GROUPS_MAX}`.execute(db);
      return rows.map((row) => ({
        message: row.message,
        count: Number(row.count),
        lastSeenAt: new Date(row.lastSeenAt).toISOString(),
        lastRoute: row.lastRoute,
        release: row.release,
        lastUserUuid: row.lastUserUuid,
        breadcrumbs: Array.isArray(row.breadcrumbs) ? row.breadcrumbs.map(String) : [],
      }));
    },
  };
}
