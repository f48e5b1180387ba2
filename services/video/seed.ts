import type { Transaction } from 'kysely';
import type { Database } from '~/services/db/schema';

const MINUTE = 60_000;

/** Who tries video in the demo: the two demo clients, and an ambassador hosting their group room. */
export const DEMO_VIDEO = {
  first: 'clara.client@demo.hookups.test',
  second: 'carl.client@demo.hookups.test',
  host: 'anna.ambassador@demo.hookups.test',
  title: 'Video demo: try the group room',
  /** both start 5 minutes after the seed, so their rooms open at once (spec §9: start − 5 minutes) */
  startsInMinutes: 5,
  hookupMinutes: 30,
  groupMinutes: 45,
} as const;

/**
 * Issue 22, demo data: on the first start of an empty database, the two demo clients have a confirmed one-to-one
 * hookup and attend an approved group hookup whose rooms are open right away, so a newcomer can try a call in two
 * browser windows (the start log says how: formatVideoDemo).
 */
export async function seedDemoVideo(trx: Transaction<Database>, organizationId: string, users: { id: number; username: string }[], now: Date) {
  const idOf = (username: string) => users.find((u) => u.username === username)!.id;
  const start = new Date(now.getTime() + DEMO_VIDEO.startsInMinutes * MINUTE);
  await trx
    .insertInto('hookups')
    .values({
      organizationId,
      firstParticipantId: idOf(DEMO_VIDEO.first),
      secondParticipantId: idOf(DEMO_VIDEO.second),
      startDateTime: start,
      endDateTime: new Date(start.getTime() + DEMO_VIDEO.hookupMinutes * MINUTE),
      status: 'CONFIRMED',
      firstConfirmed: true,
      secondConfirmed: true,
      timeCycleId: null,
      matchingRunId: null,
      matchScore: null,
      matchReasons: ['Demo: a call you can try right away'],
      cancellationReason: null,
      cancelledById: null,
      firstParticipantGoogleEventId: null,
      secondParticipantGoogleEventId: null,
      createdOn: now,
      updatedOn: now,
    })
    .execute();
  const { id } = await trx
    .insertInto('groupHookups')
    .values({
      organizationId,
      hostId: idOf(DEMO_VIDEO.host),
      title: DEMO_VIDEO.title,
      description: 'A demo session whose room is open from the first start: join it from two or more browser windows.',
      whoShouldJoin: 'Anyone trying the product.',
      whyShouldJoin: null,
      whatWillDiscuss: null,
      category: 'NETWORKING',
      startDate: start,
      duration: DEMO_VIDEO.groupMinutes,
      maxParticipants: 10,
      status: 'APPROVED',
      private: false,
      tags: ['demo'],
      imageUploadId: null,
      cancellationReason: null,
      createdOn: now,
      updatedOn: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const username of [DEMO_VIDEO.first, DEMO_VIDEO.second]) {
    await trx.insertInto('groupHookupParticipants').values({ groupHookupId: id, userId: idOf(username), joinedAt: now, leftAt: null, leaveReason: null }).execute();
  }
}

/** The start log's lines on how to try video with the demo data. */
export function formatVideoDemo(): string[] {
  return [
    'Try video: log in as both clients in two browser windows (one of them private). Their hookup\'s "Join video call"',
    `(on /home and /timeslots) and the group hookup "${DEMO_VIDEO.title}" (host: ${DEMO_VIDEO.host}) are open now,`,
    `for ${DEMO_VIDEO.hookupMinutes + DEMO_VIDEO.startsInMinutes + 10} and ${DEMO_VIDEO.groupMinutes + DEMO_VIDEO.startsInMinutes + 10} minutes from this start.`,
  ];
}
