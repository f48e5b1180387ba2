import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { NOTIFICATION_REMINDER_MINUTES } from '~/common/constants';
import type { Database } from '~/services/db/schema';
import { loadGroupHookups } from '~/services/group-hookups/repository';
import { loadHookups } from '~/services/hookups/repository';
import { inTransaction } from '~/services/db/transaction';
import { tryRoundLock } from '~/services/shared/schedule';
import {
  formatTime,
  groupHookupImage,
  groupHookupUrl,
  HOOKUPS_URL,
  loadRecipients,
  mailFacts,
  reminderDedupeKey,
  type DeriveOptions,
  type Recipient,
} from './who-is-told';
import { createNotifications } from './store';
import type { NotificationDraft, QueueMail } from './types';

export interface RemindersRun {
  /** false when another replica held the lock, so this one did nothing */
  ran: boolean;
  /** bell rows written */
  created: number;
  /** mail jobs queued */
  queued: number;
}

/**
 * services/API.md § Notifications "Reminders": hookups PENDING or CONFIRMED and group hookups APPROVED whose start is
 * in (now, now + 15 min] remind their members once per start (dedupe key `reminder:<uuid>:<start ISO>`, so a
 * rescheduled start gets its own reminder). One replica at a time (a transaction-scoped advisory lock; a replica that
 * cannot take it skips the round), and the unique keys make a repeat harmless anyway.
 */
export function createReminders(fastify: Pick<FastifyInstance, 'config' | 'db'>, queueMail: QueueMail) {
  const { config, db } = fastify;
  const options: DeriveOptions = { publicUrl: config.publicUrl, mailFrom: config.mailFrom };

  return {
    remindOnce: (now: Date): Promise<RemindersRun> =>
      inTransaction(db, async (trx) => {
        if (!(await tryRoundLock(trx, 'notification-reminders'))) return { ran: false, created: 0, queued: 0 };
        const until = new Date(now.getTime() + NOTIFICATION_REMINDER_MINUTES * 60_000);
        const hookupIds = await trx
          .selectFrom('hookups')
          .select('id')
          .where('status', 'in', ['PENDING', 'CONFIRMED'])
          .where('startDateTime', '>', now)
          .where('startDateTime', '<=', until)
          .orderBy('id')
          .execute();
        const groupHookupIds = await trx
          .selectFrom('groupHookups')
          .select('id')
          .where('status', '=', 'APPROVED')
          .where('startDate', '>', now)
          .where('startDate', '<=', until)
          .orderBy('id')
          .execute();
        const hookups = await loadHookups(trx, hookupIds.map((row) => row.id));
        const groupHookups = await loadGroupHookups(trx, groupHookupIds.map((row) => row.id));
        const recipients = await loadRecipients(trx, [
          ...hookups.flatMap((h) => [h.firstParticipant.uuid, h.secondParticipant.uuid]),
          ...groupHookups.flatMap((g) => [g.hostUUID, ...g.participants.map((p) => p.uuid)]),
        ]);
        const draft = (recipient: Recipient, fields: Omit<NotificationDraft, 'userId' | 'userUuid' | 'bell' | 'mail'>): NotificationDraft => ({
          ...fields,
          userId: recipient.id,
          userUuid: recipient.uuid,
          bell: true,
          mail: mailFacts(recipient, fields.redirectUrl, options),
        });

        const drafts: NotificationDraft[] = [];
        for (const hookup of hookups) {
          const pairs = [
            [hookup.firstParticipant, hookup.secondParticipant],
            [hookup.secondParticipant, hookup.firstParticipant],
          ] as const;
          for (const [member, partner] of pairs) {
            const recipient = recipients.get(member.uuid);
            if (!recipient) continue;
            drafts.push(
              draft(recipient, {
                code: 'HOOKUP_STARTING_SOON',
                message: `Your hookup with ${partner.fullName} starts at ${formatTime(hookup.startDateTime, recipient.timeZone)}.`,
                image: partner.imageUrl,
                redirectUrl: HOOKUPS_URL,
                dedupeKey: reminderDedupeKey(hookup.uuid, hookup.startDateTime),
              }),
            );
          }
        }
        for (const groupHookup of groupHookups) {
          const people = [groupHookup.hostUUID, ...groupHookup.participants.map((p) => p.uuid)].flatMap((uuid) => recipients.get(uuid) ?? []);
          for (const recipient of people) {
            drafts.push(
              draft(recipient, {
                code: 'GROUP_HOOKUP_STARTING_SOON',
                message: `The group hookup "${groupHookup.title}" starts at ${formatTime(groupHookup.startDate, recipient.timeZone)}.`,
                image: groupHookupImage(groupHookup),
                redirectUrl: groupHookupUrl(groupHookup.uuid),
                dedupeKey: reminderDedupeKey(groupHookup.uuid, groupHookup.startDate),
              }),
            );
          }
        }

        // a round every minute finds the same starts for 15 minutes: only the reminders not yet written go on
        const fresh = await unsent(trx, drafts);
        const { created, queued } = await createNotifications(trx, fresh, queueMail, now);
        return { ran: true, created, queued };
      }),
  };
}

async function unsent(trx: Transaction<Database>, drafts: NotificationDraft[]): Promise<NotificationDraft[]> {
  if (drafts.length === 0) return [];
  const existing = await trx
    .selectFrom('notifications')
    .select(['userId', 'dedupeKey'])
    .where('userId', 'in', [...new Set(drafts.map((d) => d.userId))])
    .where('dedupeKey', 'in', [...new Set(drafts.map((d) => d.dedupeKey))])
    .execute();
  const done = new Set(existing.map((row) => `${row.userId}\n${row.dedupeKey}`));
  return drafts.filter((d) => !done.has(`${d.userId}\n${d.dedupeKey}`));
}

export type Reminders = ReturnType<typeof createReminders>;
