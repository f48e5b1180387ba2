import { TZDate } from '@date-fns/tz';
import { addDays, addMonths } from 'date-fns';
import type { Kysely, Transaction } from 'kysely';
import { MATCHING_LEAD_HOURS } from '~/common/constants';
import type { Cadence, Database, TimeCycleRow } from '~/services/db/schema';
import { maxWeightMatching } from './engine';
import { isRepeatedNoShow, noShowPenalty, recentNoShows } from './no-shows';
import { matchWeight, scorePair, type MatchProfile } from './score';
import { intersect, meetingStarts, subtract, weeklyIntervals, type Interval, type WeeklySlot } from './slots';
import { isPaused } from '~/services/shared/pause';

// services/API.md § Matching: who can meet whom in a cycle's next window, and the pairs of maximum total
// weight, each booked at its earliest common start. Reads only; the run (another module) writes hookups.

export interface PlannedPair {
  firstId: number;
  secondId: number;
  start: Date;
  end: Date;
  score: number;
  reasons: string[];
}

export interface MatchingPlan {
  windowStart: Date;
  windowEnd: Date;
  /** eligible members (user ids, ascending) */
  candidates: number[];
  pairs: PlannedPair[];
  unmatched: number[];
  /** sum of the pairs' scores (the priority bonus is not part of it) */
  totalScore: number;
  /** candidates with repeated no-shows, who got a lower priority (issue 18) */
  repeatedNoShows: number[];
}

const HALF_HOUR_MS = 30 * 60_000;
/** real time-zone offsets are whole quarter hours, so a 15-minute UTC grid lines up with every availability */
const CELL_MS = 15 * 60_000;
/** a member keeps at most this many best candidates (by weight) in the matching graph */
export const MAX_CANDIDATES_PER_MEMBER = 40;

/** One cadence period after `date`: 7 days, 14 days or one calendar month (UTC calendar). */
export function nextRunAfter(date: Date, cadence: Cadence): Date {
  if (cadence === 'WEEKLY') return addDays(date, 7);
  if (cadence === 'BIWEEKLY') return addDays(date, 14);
  return new Date(addMonths(new TZDate(date.getTime(), 'UTC'), 1).getTime());
}

/** The window a run at `now` books into: from now + MATCHING_LEAD_HOURS rounded up to the half hour, one period long. */
export function cycleWindow(cycle: { cadence: Cadence }, now: Date): { start: Date; end: Date } {
  const lead = now.getTime() + MATCHING_LEAD_HOURS * 3_600_000;
  const start = new Date(Math.ceil(lead / HALF_HOUR_MS) * HALF_HOUR_MS);
  return { start, end: nextRunAfter(start, cycle.cadence) };
}

const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** Seeded permutation (mulberry32): the seed only decides ties between equally good matchings. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  if (seed === 0) return out;
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export async function planMatching(
  db: Kysely<Database> | Transaction<Database>,
  cycle: TimeCycleRow,
  now: Date,
  seed = 0,
): Promise<MatchingPlan> {
  const { start: windowStart, end: windowEnd } = cycleWindow(cycle, now);
  const ws = windowStart.getTime();
  const we = windowEnd.getTime();
  const org = cycle.organizationId;

  const rows = await db
    .selectFrom('userTimeCycles as utc')
    .innerJoin('users as u', 'u.id', 'utc.userId')
    .select([
      'u.id', 'u.timeZone', 'u.industry', 'u.seniorityLevel', 'u.companySize', 'u.yearsOfExperience', 'u.jobPosition',
      'u.locationLat', 'u.locationLng', 'u.locationName', 'u.city', 'u.pauseNotificationsStartDate',
      'u.pauseNotificationsEndDate', 'utc.missedRuns',
    ])
    .where('utc.timeCycleId', '=', cycle.id)
    .where('u.organizationId', '=', org)
    .where('u.verified', '=', true)
    .where('u.active', '=', true)
    .where((eb) => eb.exists(eb.selectFrom('availabilitySlots as s').select('s.userId').whereRef('s.userId', '=', 'u.id')))
    // one hookup per member per cycle period: someone this cycle already booked in this window (an earlier run of
    // the same period, e.g. an admin's run on demand) waits for the next period
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('hookups as h')
            .select('h.id')
            .where('h.timeCycleId', '=', cycle.id)
            .where('h.status', 'in', ['PENDING', 'CONFIRMED'])
            .where('h.startDateTime', '>=', windowStart)
            .where('h.startDateTime', '<', windowEnd)
            .where((w) => w.or([w('h.firstParticipantId', '=', w.ref('u.id')), w('h.secondParticipantId', '=', w.ref('u.id'))])),
        ),
      ),
    )
    .orderBy('u.id')
    .execute();
  const members = rows.filter((r) => !isPaused(r.pauseNotificationsStartDate, r.pauseNotificationsEndDate, now));
  const candidates = members.map((m) => m.id);
    const noShows = await recentNoShows(db, candidates);
  const repeatedNoShows = candidates.filter((id) => isRepeatedNoShow(noShows.get(id) ?? 0));
  const empty: MatchingPlan = { windowStart, windowEnd, candidates, pairs: [], unmatched: candidates, totalScore: 0, repeatedNoShows };
  if (members.length < 2) return empty;

  const inCycle = () => db.selectFrom('userTimeCycles').select('userId').where('timeCycleId', '=', cycle.id);
  const [slotRows, tagRows, blockRows, metRows, busyRows, answerRows] = await Promise.all([
    db.selectFrom('availabilitySlots').select(['userId', 'dayOfWeek', 'startMinute', 'endMinute']).where('userId', 'in', inCycle()).execute(),
    db.selectFrom('userTags').select(['userId', 'tag']).where('userId', 'in', inCycle()).orderBy('tag').execute(),
    db.selectFrom('userBlocks').select(['blockerId', 'blockedId']).where('blockerId', 'in', inCycle()).execute(),
    // any earlier hookup, in any status, rules a pair out for good
    db.selectFrom('hookups').select(['firstParticipantId', 'secondParticipantId']).where('organizationId', '=', org).execute(),
    db.selectFrom('hookups').select(['firstParticipantId', 'secondParticipantId', 'startDateTime', 'endDateTime'])
      .where('status', 'in', ['PENDING', 'CONFIRMED']).where('endDateTime', '>', windowStart).where('startDateTime', '<', windowEnd).execute(),
    // the AI assistant's profile questions (issue 19): a scored, explained criterion
    db.selectFrom('aiAgentAnswers').select(['userId', 'questionKey', 'answer']).where('userId', 'in', inCycle()).execute(),
  ]);
  const answers = new Map<number, { sells?: string; wantsToMeet?: string }>();
  for (const a of answerRows) {
    if (a.questionKey !== 'sells' && a.questionKey !== 'wantsToMeet') continue;
    answers.set(a.userId, { ...answers.get(a.userId), [a.questionKey]: a.answer });
  }

  const slots = new Map<number, WeeklySlot[]>();
  for (const s of slotRows) {
    let list = slots.get(s.userId);
    if (!list) slots.set(s.userId, (list = []));
    list.push({ dayOfWeek: s.dayOfWeek, startMinute: s.startMinute, endMinute: s.endMinute });
  }
  const tags = new Map<number, string[]>();
  for (const t of tagRows) {
    let list = tags.get(t.userId);
    if (!list) tags.set(t.userId, (list = []));
    list.push(t.tag);
  }
  const busy = new Map<number, Interval[]>();
  for (const h of busyRows) {
    for (const id of [h.firstParticipantId, h.secondParticipantId]) {
      let list = busy.get(id);
      if (!list) busy.set(id, (list = []));
      list.push([h.startDateTime.getTime(), h.endDateTime.getTime()]);
    }
  }
  const excluded = new Set<string>();
  for (const b of blockRows) excluded.add(pairKey(b.blockerId, b.blockedId));
  for (const h of metRows) excluded.add(pairKey(h.firstParticipantId, h.secondParticipantId));

  // each member's free time in the window (own time zone, minus their PENDING/CONFIRMED hookups) and the
  // 15-minute UTC cells it fully covers, as a bitset: two members can only meet if their bitsets overlap
  const order = shuffled(members, seed);
  const n = order.length;
  const cells = Math.ceil((we - ws) / CELL_MS);
  const words = Math.ceil(cells / 32);
  const bits = new Uint32Array(n * words);
  const free: Interval[][] = [];
  const profiles: MatchProfile[] = [];
  for (let i = 0; i < n; i++) {
    const m = order[i]!;
    const intervals = subtract(weeklyIntervals(slots.get(m.id) ?? [], m.timeZone, windowStart, windowEnd), busy.get(m.id) ?? []);
    free.push(intervals);
    for (const [s, e] of intervals) {
      for (let c = Math.ceil((s - ws) / CELL_MS); c < Math.floor((e - ws) / CELL_MS); c++) bits[i * words + (c >>> 5)]! |= 1 << (c & 31);
    }
    profiles.push({ ...m, tags: tags.get(m.id) ?? [], ...answers.get(m.id) });
  }

  const duration = cycle.hookupDuration;
  type Candidate = { a: number; b: number; weight: number; score: number; reasons: string[]; start: number };
  const found: Candidate[] = [];
  const penalty = (id: number) => noShowPenalty(noShows.get(id) ?? 0);
  const perMember: Candidate[][] = order.map(() => []);
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      let overlap = false;
      for (let w = 0; w < words && !overlap; w++) overlap = (bits[a * words + w]! & bits[b * words + w]!) !== 0;
      if (!overlap || excluded.has(pairKey(order[a]!.id, order[b]!.id))) continue;
      const start = meetingStarts(intersect(free[a]!, free[b]!), duration, 30, 1)[0];
      if (start === undefined) continue;
      const { score, reasons } = scorePair(profiles[a]!, profiles[b]!);
      const candidate = { a, b, score, reasons, start, weight: matchWeight(score, order[a]!.missedRuns, order[b]!.missedRuns, penalty(order[a]!.id), penalty(order[b]!.id)) };
      found.push(candidate);
      perMember[a]!.push(candidate);
      perMember[b]!.push(candidate);
    }
  }
  // a member with very many possible partners keeps their best ones (an edge stays if either end keeps it)
  const kept = new Set<Candidate>();
  for (const list of perMember) {
    if (list.length > MAX_CANDIDATES_PER_MEMBER) list.sort((x, y) => y.weight - x.weight || x.a - y.a || x.b - y.b);
    for (const c of list.slice(0, MAX_CANDIDATES_PER_MEMBER)) kept.add(c);
  }
  const edges = found.filter((c) => kept.has(c));
  const matching = maxWeightMatching(n, {
    from: edges.map((c) => c.a),
    to: edges.map((c) => c.b),
    weight: edges.map((c) => c.weight),
  });

  const pairs: PlannedPair[] = [];
  for (const c of edges) {
    if (matching.mate[c.a] !== c.b) continue;
    const [first, second] = [order[c.a]!.id, order[c.b]!.id].sort((x, y) => x - y);
    pairs.push({ firstId: first!, secondId: second!, start: new Date(c.start), end: new Date(c.start + duration * 60_000), score: c.score, reasons: c.reasons });
  }
  pairs.sort((x, y) => x.start.getTime() - y.start.getTime() || x.firstId - y.firstId);
  const matched = new Set(pairs.flatMap((p) => [p.firstId, p.secondId]));
  return {
    windowStart,
    windowEnd,
    candidates,
    pairs,
    unmatched: candidates.filter((id) => !matched.has(id)),
    totalScore: pairs.reduce((sum, p) => sum + p.score, 0),
    repeatedNoShows,
  };
}
