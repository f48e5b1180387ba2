import type { Transaction } from 'kysely';
import type { Database } from '~/services/db/schema';

const HOUR = 60 * 60 * 1000;

interface DemoGroupHookup {
  host: string;
  title: string;
  description: string;
  whoShouldJoin: string;
  category: string;
  inDays: number;
  duration: number;
  maxParticipants: number;
  status: 'APPROVED' | 'PENDING';
  highlighted?: boolean;
  sponsored?: boolean;
  tags: string[];
  participants: string[];
}

const DEMO: DemoGroupHookup[] = [
  {
    host: 'admin@demo.hookups.test',
    title: 'Objection handling clinic',
    description: 'Bring the objection you hear most often; we role-play answers in small groups and share what works.',
    whoShouldJoin: 'Account executives and SDRs who run discovery calls every week.',
    category: 'PRACTICE',
    inDays: 2,
    duration: 60,
    maxParticipants: 8,
    status: 'APPROVED',
    highlighted: true,
    sponsored: true,
    tags: ['objections', 'role-play'],
    participants: ['clara.client@demo.hookups.test', 'carl.client@demo.hookups.test'],
  },
  {
    host: 'anna.ambassador@demo.hookups.test',
    title: 'Key account leaders: networking hour',
    description: 'An informal hour to meet other key account managers and swap stories about growing large customers.',
    whoShouldJoin: 'Anyone who owns a handful of large accounts.',
    category: 'NETWORKING',
    inDays: 4,
    duration: 45,
    maxParticipants: 12,
    status: 'APPROVED',
    tags: ['key accounts'],
    participants: ['erin.expert@demo.hookups.test'],
  },
  {
    host: 'erin.expert@demo.hookups.test',
    title: 'Brainstorm: outbound sequences that get replies',
    description: 'We collect the sequences that worked for us this quarter and sketch new ones together.',
    whoShouldJoin: 'SDRs, BDRs and their managers.',
    category: 'BRAINSTORMING',
    inDays: 6,
    duration: 90,
    maxParticipants: 10,
    status: 'APPROVED',
    tags: ['outbound', 'email'],
    participants: ['adam.ambassador@demo.hookups.test'],
  },
  {
    host: 'carl.client@demo.hookups.test',
    title: 'Cold email teardown',
    description: 'Share a cold email you sent and get it reviewed line by line by your peers.',
    whoShouldJoin: 'Anyone who writes cold emails.',
    category: 'PRACTICE',
    inDays: 8,
    duration: 30,
    maxParticipants: 6,
    status: 'PENDING',
    tags: ['email'],
    participants: [],
  },
];

/** A few group hookups so the demo organisation is alive: upcoming approved ones (one highlighted) and one pending. */
export async function seedDemoGroupHookups(trx: Transaction<Database>, organizationId: string, users: { id: number; username: string }[], now: Date) {
  const idOf = (username: string) => users.find((u) => u.username === username)!.id;
  const nextHour = Math.ceil(now.getTime() / HOUR) * HOUR;
  for (const demo of DEMO) {
    const { id } = await trx
      .insertInto('groupHookups')
      .values({
        organizationId,
        hostId: idOf(demo.host),
        title: demo.title,
        description: demo.description,
        whoShouldJoin: demo.whoShouldJoin,
        whyShouldJoin: null,
        whatWillDiscuss: null,
        category: demo.category,
        startDate: new Date(nextHour + demo.inDays * 24 * HOUR),
        duration: demo.duration,
        maxParticipants: demo.maxParticipants,
        status: demo.status,
        private: false,
        sponsored: demo.sponsored ?? false,
        highlighted: demo.highlighted ?? false,
        tags: demo.tags,
        imageUploadId: null,
        cancellationReason: null,
        createdOn: now,
        updatedOn: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const participant of demo.participants) {
      await trx.insertInto('groupHookupParticipants').values({ groupHookupId: id, userId: idOf(participant), joinedAt: now, leftAt: null, leaveReason: null }).execute();
    }
  }
}
