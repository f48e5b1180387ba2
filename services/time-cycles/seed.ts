import type { Transaction } from 'kysely';
import type { Database } from '~/services/db/schema';
import { nextRunAfter } from '~/services/matching/plan';

/**
 * The demo organisation's time cycle: without one, a new member's /timeslots said "No time cycle is open yet" and the
 * first step of one-to-one hookups waited for an admin. The ambassadors and experts have opted in and offer weekday
 * mornings, so the admin's "Run matching now" on /timecycles pairs them; the two clients pick their own times.
 */
export const DEMO_TIME_CYCLE = {
  name: 'Weekly hookups',
  members: ['anna.ambassador@demo.hookups.test', 'adam.ambassador@demo.hookups.test', 'erin.expert@demo.hookups.test', 'ethan.expert@demo.hookups.test'],
  /** Monday to Friday, 09:00–12:00 in the member's time zone */
  days: [1, 2, 3, 4, 5],
  startMinute: 9 * 60,
  endMinute: 12 * 60,
} as const;

export async function seedDemoTimeCycle(trx: Transaction<Database>, organizationId: string, users: { id: number; username: string }[], now: Date) {
  const { id } = await trx
    .insertInto('timeCycles')
    .values({
      organizationId,
      name: DEMO_TIME_CYCLE.name,
      cadence: 'WEEKLY',
      hookupDuration: 30,
      isDefault: true,
      active: true,
      nextRunAt: nextRunAfter(now, 'WEEKLY'),
      lastRunAt: null,
      createdOn: now,
      updatedOn: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const members = DEMO_TIME_CYCLE.members.map((username) => users.find((u) => u.username === username)!.id);
  await trx
    .insertInto('userTimeCycles')
    .values(members.map((userId) => ({ userId, timeCycleId: id, selectedAt: now })))
    .execute();
  await trx
    .insertInto('availabilitySlots')
    .values(
      members.flatMap((userId) =>
        DEMO_TIME_CYCLE.days.map((dayOfWeek) => ({ userId, dayOfWeek, startMinute: DEMO_TIME_CYCLE.startMinute, endMinute: DEMO_TIME_CYCLE.endMinute })),
      ),
    )
    .execute();
}
