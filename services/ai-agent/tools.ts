import type { DB } from '~/services/db';
import { postCountOf } from '~/services/forum/repository';
import { participationsIn } from '~/services/group-hookups/participants';
import { scorePair, type MatchProfile } from '~/services/matching/score';
import type { Viewer } from '~/services/shared/viewer';

// The assistant's read-only tools (issue 19): each reads only what the signed-in member may see of their own
// organisation, and none writes. The engine calls them by name (TOOL_DEFINITIONS); the no-engine answers
// (computed.ts) call the same functions.

export interface Person {
  name: string;
  jobPosition: string | null;
  companyName: string | null;
  industry: string | null;
  city: string | null;
  about: string | null;
  sells: string | null;
  wantsToMeet: string | null;
}

export interface NextHookup {
  startDateTime: string;
  status: string;
  partner: Person;
  /** why matching paired them (hookups.match_reasons) */
  reasons: string[];
}

export interface ProfileSummary {
  person: Person;
  /** profile fields still empty, in the member's words */
  missing: string[];
  networkSize: number;
  reviews: { count: number; average: number | null };
}

export interface Suggestion {
  person: Person;
  reasons: string[];
}

export interface UpcomingGroupHookup {
  title: string;
  startDate: string;
  category: string;
  host: string;
  freeSlots: number;
}

export interface ForumActivity {
  topicsStarted: number;
  replies: number;
  /** votes on the member's posts (the forum's reputation) */
  reputation: number;
  /** the topics the member last wrote in, latest first */
  recentTopics: { title: string; lastPostAt: string; repliesByOthers: number }[];
}

const PROFILE_FIELDS = [
  ['jobPosition', 'job position'],
  ['companyName', 'company name'],
  ['industry', 'industry'],
  ['companySize', 'company size'],
  ['seniorityLevel', 'seniority level'],
  ['yearsOfExperience', 'years of experience'],
  ['city', 'city'],
  ['personalInformation', 'a few words about you'],
  ['imageUrl', 'profile photo'],
  ['linkedInUrl', 'LinkedIn profile'],
] as const;

const personColumns = [
  'u.id', 'u.firstName', 'u.lastName', 'u.jobPosition', 'u.companyName', 'u.industry', 'u.city', 'u.locationName',
  'u.personalInformation', 'u.seniorityLevel', 'u.companySize', 'u.yearsOfExperience', 'u.locationLat', 'u.locationLng',
] as const;

type PersonRow = {
  id: number; firstName: string; lastName: string; jobPosition: string | null; companyName: string | null; industry: string | null;
  city: string | null; locationName: string | null; personalInformation: string | null;
};

async function answersOf(db: DB, ids: number[]): Promise<Map<number, { sells: string | null; wantsToMeet: string | null }>> {
  const map = new Map<number, { sells: string | null; wantsToMeet: string | null }>();
  if (ids.length === 0) return map;
  const rows = await db.selectFrom('aiAgentAnswers').select(['userId', 'questionKey', 'answer']).where('userId', 'in', ids).execute();
  for (const row of rows) {
    const entry = map.get(row.userId) ?? { sells: null, wantsToMeet: null };
    if (row.questionKey === 'sells') entry.sells = row.answer;
    if (row.questionKey === 'wantsToMeet') entry.wantsToMeet = row.answer;
    map.set(row.userId, entry);
  }
  return map;
}

function toPerson(row: PersonRow, answers: { sells: string | null; wantsToMeet: string | null } | undefined): Person {
  return {
    name: `${row.firstName} ${row.lastName}`.trim(),
    jobPosition: row.jobPosition,
    companyName: row.companyName,
    industry: row.industry,
    city: row.city ?? row.locationName,
    about: row.personalInformation,
    sells: answers?.sells ?? null,
    wantsToMeet: answers?.wantsToMeet ?? null,
  };
}

/** The member's next hookup that is still on (PENDING or CONFIRMED), with the partner and why they were matched. */
export async function nextHookup(db: DB, viewer: Viewer, now: Date): Promise<NextHookup | null> {
  const hookup = await db
    .selectFrom('hookups as h')
    .select(['h.firstParticipantId', 'h.secondParticipantId', 'h.startDateTime', 'h.status', 'h.matchReasons'])
    .where('h.organizationId', '=', viewer.organizationId)
    .where((eb) => eb.or([eb('h.firstParticipantId', '=', viewer.id), eb('h.secondParticipantId', '=', viewer.id)]))
    .where('h.status', 'in', ['PENDING', 'CONFIRMED'])
    .where('h.endDateTime', '>', now)
    .orderBy('h.startDateTime')
    .limit(1)
    .executeTakeFirst();
  if (!hookup) return null;
  const partnerId = hookup.firstParticipantId === viewer.id ? hookup.secondParticipantId : hookup.firstParticipantId;
  const partner = await db.selectFrom('users as u').select(personColumns).where('u.id', '=', partnerId).executeTakeFirstOrThrow();
  return {
    startDateTime: new Date(hookup.startDateTime).toISOString(),
    status: hookup.status,
    partner: toPerson(partner, (await answersOf(db, [partnerId])).get(partnerId)),
    reasons: hookup.matchReasons,
  };
}

/** The member's own profile, what is missing from it, their network size and their revealed reviews. */
export async function profileSummary(db: DB, viewer: Viewer): Promise<ProfileSummary> {
  const [me, contacts, met, ratings, answers] = await Promise.all([
    db.selectFrom('users as u').select([...personColumns, 'u.imageUrl', 'u.linkedInUrl']).where('u.id', '=', viewer.id).executeTakeFirstOrThrow(),
    db.selectFrom('userContacts').select('contactId').where('userId', '=', viewer.id).execute(),
    db.selectFrom('hookups')
      .select(['firstParticipantId', 'secondParticipantId'])
      .where((eb) => eb.or([eb('firstParticipantId', '=', viewer.id), eb('secondParticipantId', '=', viewer.id)]))
      .where('status', '=', 'COMPLETED')
      .execute(),
    db.selectFrom('reviews').select('rating').where('revieweeId', '=', viewer.id).where('revealedAt', 'is not', null).execute(),
    answersOf(db, [viewer.id]),
  ]);
  const network = new Set([...contacts.map((c) => c.contactId), ...met.map((h) => (h.firstParticipantId === viewer.id ? h.secondParticipantId : h.firstParticipantId))]);
  const missing: string[] = PROFILE_FIELDS.filter(([field]) => !String(me[field] ?? '').trim()).map(([, label]) => label);
  const mine = answers.get(viewer.id);
  if (!mine?.sells) missing.push('what you sell (asked by the assistant)');
  if (!mine?.wantsToMeet) missing.push('who you want to meet (asked by the assistant)');
  const sum = ratings.reduce((total, r) => total + r.rating, 0);
  return {
    person: toPerson(me, mine),
    missing,
    networkSize: network.size,
    reviews: { count: ratings.length, average: ratings.length ? Math.round((sum / ratings.length) * 10) / 10 : null },
  };
}

/** Members of the organisation worth meeting, best first, scored like matching does (services/matching/score.ts). */
export async function peopleToMeet(db: DB, viewer: Viewer, limit = 3): Promise<Suggestion[]> {
  const rows = await db
    .selectFrom('users as u')
    .select(personColumns)
    .where('u.organizationId', '=', viewer.organizationId)
    .where('u.active', '=', true)
    .where('u.verified', '=', true)
    // neither blocked nor blocking (matching leaves the same pairs out)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('userBlocks as b').select('b.blockerId').where((w) =>
        w.or([
          w.and([w('b.blockerId', '=', viewer.id), w('b.blockedId', '=', w.ref('u.id'))]),
          w.and([w('b.blockedId', '=', viewer.id), w('b.blockerId', '=', w.ref('u.id'))]),
        ])))),
    )
    .orderBy('u.id')
    .limit(2000)
    .execute();
  const ids = rows.map((r) => r.id);
  const [tagRows, answers] = await Promise.all([
    ids.length ? db.selectFrom('userTags').select(['userId', 'tag']).where('userId', 'in', ids).execute() : [],
    answersOf(db, ids),
  ]);
  const tags = new Map<number, string[]>();
  for (const t of tagRows) tags.set(t.userId, [...(tags.get(t.userId) ?? []), t.tag]);
  const profile = (r: (typeof rows)[number]): MatchProfile => ({ ...r, tags: tags.get(r.id) ?? [], ...answers.get(r.id) });
  const me = rows.find((r) => r.id === viewer.id);
  if (!me) return [];
  return rows
    .filter((r) => r.id !== viewer.id)
    .map((r) => ({ row: r, ...scorePair(profile(me), profile(r)) }))
    .filter((s) => s.reasons.length > 0)
    .sort((x, y) => y.score - x.score || x.row.id - y.row.id)
    .slice(0, limit)
    .map((s) => ({ person: toPerson(s.row, answers.get(s.row.id)), reasons: s.reasons }));
}

/** Approved group hookups starting after now that the member may list (not private ones of others). */
export async function upcomingGroupHookups(db: DB, viewer: Viewer, now: Date, limit = 5): Promise<UpcomingGroupHookup[]> {
  const rows = await db
    .selectFrom('groupHookups as g')
    .innerJoin('users as host', 'host.id', 'g.hostId')
    .select(['g.title', 'g.startDate', 'g.category', 'g.maxParticipants', 'host.firstName', 'host.lastName'])
    .select((eb) =>
      participationsIn(eb.ref('g.id')).select((c) => c.fn.countAll<number>().as('n')).as('taken'),
    )
    .where('g.organizationId', '=', viewer.organizationId)
    .where('g.status', '=', 'APPROVED')
    .where('g.private', '=', false)
    .where('g.startDate', '>', now)
    .orderBy('g.startDate')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    title: r.title,
    startDate: new Date(r.startDate).toISOString(),
    category: r.category,
    host: `${r.firstName} ${r.lastName}`.trim(),
    freeSlots: Math.max(0, r.maxParticipants - Number(r.taken ?? 0)),
  }));
}

/** What the member wrote in the forum: topics started, replies, reputation and the topics they last wrote in. */
export async function forumActivity(db: DB, viewer: Viewer, limit = 3): Promise<ForumActivity> {
  const [topics, posts, member, recent] = await Promise.all([
    db.selectFrom('forumTopics').select((eb) => eb.fn.countAll<number>().as('n')).where('authorId', '=', viewer.id).where('deleted', '=', false).executeTakeFirstOrThrow(),
    postCountOf(db, viewer.id),
    db.selectFrom('forumMembers').select('reputation').where('userId', '=', viewer.id).executeTakeFirst(),
    db
      .selectFrom('forumTopics as t')
      .select(['t.title', 't.lastPostAt'])
      .select((eb) =>
        eb
          .selectFrom('forumPosts as o')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('o.topicId', '=', 't.id')
          .where('o.authorId', '!=', viewer.id)
          .where('o.deleted', '=', false)
          .as('repliesByOthers'),
      )
      .select((eb) => eb.selectFrom('forumPosts as p').select((c) => c.fn.max('p.createdAt').as('at')).whereRef('p.topicId', '=', 't.id').where('p.authorId', '=', viewer.id).where('p.deleted', '=', false).as('wroteAt'))
      .where('t.deleted', '=', false)
      .where((eb) => eb.exists(eb.selectFrom('forumPosts as p').select('p.id').whereRef('p.topicId', '=', 't.id').where('p.authorId', '=', viewer.id).where('p.deleted', '=', false)))
      .orderBy('wroteAt', 'desc')
      .orderBy('t.id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  const topicsStarted = Number(topics.n);
  return {
    topicsStarted,
    // a topic's first post is the topic itself
    replies: Math.max(0, posts - topicsStarted),
    reputation: member?.reputation ?? 0,
    recentTopics: recent.map((t) => ({ title: t.title, lastPostAt: new Date(t.lastPostAt).toISOString(), repliesByOthers: Number(t.repliesByOthers ?? 0) })),
  };
}

export interface ToolContext {
  db: DB;
  viewer: Viewer;
  now: Date;
}

/** The tools as the engine sees them (OpenAI function tools); none takes arguments: each is about the member. */
export const TOOLS = {
  next_hookup: {
    description: "The member's next one-to-one hookup: when, the partner (name, role, company, industry, city, what they sell, who they want to meet) and why matching paired them. null when none is planned.",
    run: (c: ToolContext) => nextHookup(c.db, c.viewer, c.now),
  },
  my_profile: {
    description: "The member's own profile, the profile fields still missing, the size of their network and their revealed review ratings.",
    run: (c: ToolContext) => profileSummary(c.db, c.viewer),
  },
  people_to_meet: {
    description: 'Up to 3 members of the organisation worth meeting, best first, with the reasons matching would give.',
    run: (c: ToolContext) => peopleToMeet(c.db, c.viewer),
  },
  upcoming_group_hookups: {
    description: 'Up to 5 approved group hookups starting soon that the member can join: title, start, category, host, free slots.',
    run: (c: ToolContext) => upcomingGroupHookups(c.db, c.viewer, c.now),
  },
  my_forum_activity: {
    description: "The member's forum activity: topics started, replies, reputation, and the 3 topics they last wrote in (title, last post, replies by others).",
    run: (c: ToolContext) => forumActivity(c.db, c.viewer),
  },
} as const;

export type ToolName = keyof typeof TOOLS;
export const isToolName = (name: string): name is ToolName => Object.hasOwn(TOOLS, name);
