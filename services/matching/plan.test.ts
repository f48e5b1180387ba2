import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '~/services/db';
import type { Cadence, TimeCycleRow } from '~/services/db/schema';
import { createTestServices, type TestServices } from '~/services/testing/helpers';
import { createMember } from '~/services/testing/members';
import { minutesOf } from './slots';
import { cycleWindow, nextRunAfter, planMatching } from './plan';
import { SCORE_POINTS } from './score';

// Monday 2030-01-14 00:00 UTC: the window runs from Monday 12:00 UTC for 7 days (winter: Berlin is UTC+1,
// New York UTC−5)
const NOW = new Date('2030-01-14T00:00:00.000Z');

let services: TestServices;
let db: DB;
let org: string;

beforeAll(async () => {
  services = await createTestServices();
  db = services.db;
  org = (await db.selectFrom('organizations').select('id').where('isDefault', '=', true).executeTakeFirstOrThrow()).id;
});
afterAll(() => services?.close());

async function newCycle(organizationId = org, cadence: Cadence = 'WEEKLY', hookupDuration = 30): Promise<TimeCycleRow> {
  return db
    .insertInto('timeCycles')
    .values({ organizationId, name: `Cycle ${Math.random().toString(36).slice(2, 8)}`, cadence, hookupDuration, nextRunAt: NOW, createdOn: NOW, updatedOn: NOW })
    .returningAll()
    .executeTakeFirstOrThrow();
}

interface Setup {
  /** [ISO day, 'HH:mm', 'HH:mm'] in timeZone */
  slots?: [number, string, string][];
  timeZone?: string;
  missedRuns?: number;
  optIn?: boolean;
  organizationId?: string;
  verified?: boolean;
  user?: { industry?: string | null; active?: boolean; pauseNotificationsStartDate?: Date | null; pauseNotificationsEndDate?: Date | null };
  tags?: string[];
}

async function member(cycle: TimeCycleRow, setup: Setup = {}): Promise<number> {
  const m = await createMember(services.app, { organizationId: setup.organizationId ?? cycle.organizationId, verified: setup.verified ?? true });
  await db.updateTable('users').set({ timeZone: setup.timeZone ?? 'UTC', ...setup.user }).where('id', '=', m.id).execute();
  if (setup.optIn ?? true) {
    await db.insertInto('userTimeCycles').values({ userId: m.id, timeCycleId: cycle.id, selectedAt: NOW, missedRuns: setup.missedRuns ?? 0 }).execute();
  }
  for (const [dayOfWeek, from, to] of setup.slots ?? [[1, '13:00', '15:00']]) {
    await db.insertInto('availabilitySlots').values({ userId: m.id, dayOfWeek, startMinute: minutesOf(from), endMinute: minutesOf(to) }).execute();
  }
  for (const tag of setup.tags ?? []) {
    // user_tags.tag references the tags catalogue
    const catalogued = { slug: tag, name: tag, description: tag, color: '#000000', fontColor: '#FFFFFF', createdAt: NOW, updatedAt: NOW };
    await db.insertInto('tags').values(catalogued).onConflict((oc) => oc.column('slug').doNothing()).execute();
    await db.insertInto('userTags').values({ userId: m.id, tag }).execute();
  }
  return m.id;
}

async function hookup(
  first: number,
  second: number,
  start: string,
  status: 'PENDING' | 'CONFIRMED' | 'CANCELLED' | 'COMPLETED' = 'CONFIRMED',
  minutes = 30,
  timeCycleId: number | null = null,
) {
  const s = new Date(start);
  await db
    .insertInto('hookups')
    .values({
      organizationId: org,
      firstParticipantId: first,
      secondParticipantId: second,
      startDateTime: s,
      endDateTime: new Date(s.getTime() + minutes * 60_000),
      status,
      timeCycleId,
      matchingRunId: null,
      matchScore: null,
      cancellationReason: null,
      cancelledById: null,
      firstParticipantGoogleEventId: null,
      secondParticipantGoogleEventId: null,
      createdOn: NOW,
      updatedOn: NOW,
    })
    .execute();
}

const pairsOf = (plan: Awaited<ReturnType<typeof planMatching>>) => plan.pairs.map((p) => [p.firstId, p.secondId].sort((x, y) => x - y));

describe('matching window', () => {
  it('starts MATCHING_LEAD_HOURS after the run, rounded up to the half hour, and lasts one period', () => {
    const window = cycleWindow({ cadence: 'WEEKLY' }, new Date('2030-01-14T09:10:00Z'));
    expect(window.start.toISOString()).toBe('2030-01-14T21:30:00.000Z');
    expect(window.end.toISOString()).toBe('2030-01-21T21:30:00.000Z');
    expect(cycleWindow({ cadence: 'BIWEEKLY' }, NOW).end.toISOString()).toBe('2030-01-28T12:00:00.000Z');
    expect(nextRunAfter(new Date('2030-01-31T08:00:00Z'), 'MONTHLY').toISOString()).toBe('2030-02-28T08:00:00.000Z');
  });
});

describe('planning a matching run', () => {
  it('pairs members across time zones at their earliest common start', async () => {
    const cycle = await newCycle();
    // Berlin Monday 14:00–16:00 local = 13:00–15:00 UTC; New York Monday 08:00–10:00 local = 13:00–15:00 UTC
    const berlin = await member(cycle, { timeZone: 'Europe/Berlin', slots: [[1, '14:00', '16:00']] });
    const newYork = await member(cycle, { timeZone: 'America/New_York', slots: [[1, '08:00', '10:00']] });
    const plan = await planMatching(db, cycle, NOW);
    expect(plan.windowStart.toISOString()).toBe('2030-01-14T12:00:00.000Z');
    expect(plan.candidates).toEqual([berlin, newYork].sort((a, b) => a - b));
    expect(plan.pairs).toHaveLength(1);
    expect(plan.pairs[0]!.start.toISOString()).toBe('2030-01-14T13:00:00.000Z');
    expect(plan.pairs[0]!.end.toISOString()).toBe('2030-01-14T13:30:00.000Z');
    expect(plan.pairs[0]!.score).toBeGreaterThan(0);
    expect(plan.totalScore).toBe(plan.pairs[0]!.score);
    expect(plan.unmatched).toEqual([]);
  });

  it('never pairs members without a common slot: the same local hours in different zones do not overlap', async () => {
    const cycle = await newCycle();
    await member(cycle, { timeZone: 'Europe/Berlin', slots: [[2, '09:00', '10:00']] }); // 08:00–09:00 UTC
    await member(cycle, { timeZone: 'UTC', slots: [[2, '09:00', '10:00']] });
    const plan = await planMatching(db, cycle, NOW);
    expect(plan.pairs).toEqual([]);
    expect(plan.unmatched).toHaveLength(2);
  });

  it('needs the whole hookup duration inside both availabilities', async () => {
    const cycle = await newCycle(org, 'WEEKLY', 60);
    await member(cycle, { slots: [[2, '09:00', '10:00']] });
    await member(cycle, { slots: [[2, '09:30', '11:00']] });
    expect((await planMatching(db, cycle, NOW)).pairs).toEqual([]);
  });

  it('never repeats a pair that had a hookup before, in any status', async () => {
    const cycle = await newCycle();
    const a = await member(cycle);
    const b = await member(cycle);
    await hookup(a, b, '2029-12-01T10:00:00Z', 'CANCELLED');
    expect((await planMatching(db, cycle, NOW)).pairs).toEqual([]);
    const c = await member(cycle);
    const plan = await planMatching(db, cycle, NOW);
    expect(pairsOf(plan)).toHaveLength(1);
    expect(pairsOf(plan)[0]).toContain(c);
  });

  it('never pairs members when either blocked the other', async () => {
    for (const direction of ['first', 'second'] as const) {
      const cycle = await newCycle();
      const a = await member(cycle);
      const b = await member(cycle);
      const [blockerId, blockedId] = direction === 'first' ? [a, b] : [b, a];
      await db.insertInto('userBlocks').values({ blockerId, blockedId, createdAt: NOW }).execute();
      expect((await planMatching(db, cycle, NOW)).pairs).toEqual([]);
    }
  });

  it('leaves out paused, unverified, inactive, opted-out, unavailable and other-organisation members', async () => {
    const cycle = await newCycle();
    const other = (await db.insertInto('organizations').values({ name: 'Other Org' }).returning('id').executeTakeFirstOrThrow()).id;
    const eligible = await member(cycle);
    await member(cycle, { user: { pauseNotificationsStartDate: new Date('2030-01-01T00:00:00Z'), pauseNotificationsEndDate: new Date('2030-02-01T00:00:00Z') } });
    await member(cycle, { user: { pauseNotificationsStartDate: new Date('2030-01-01T00:00:00Z'), pauseNotificationsEndDate: null } });
    await member(cycle, { verified: false });
    await member(cycle, { user: { active: false } });
    await member(cycle, { optIn: false });
    await member(cycle, { slots: [] });
    await member(cycle, { organizationId: other });
    // a pause that ended before the run does not count
    const pausedBefore = await member(cycle, {
      user: { pauseNotificationsStartDate: new Date('2029-12-01T00:00:00Z'), pauseNotificationsEndDate: new Date('2029-12-31T00:00:00Z') },
    });
    const plan = await planMatching(db, cycle, NOW);
    expect(plan.candidates).toEqual([eligible, pausedBefore]);
    expect(pairsOf(plan)).toEqual([[eligible, pausedBefore]]);
  });

  it("books around the members' other PENDING/CONFIRMED hookups, but not around cancelled ones", async () => {
    const cycle = await newCycle();
    const a = await member(cycle);
    const b = await member(cycle);
    const outsider = (await createMember(services.app)).id;
    await hookup(a, outsider, '2030-01-14T13:00:00Z', 'CONFIRMED');
    await hookup(b, outsider, '2030-01-14T13:30:00Z', 'CANCELLED');
    const plan = await planMatching(db, cycle, NOW);
    expect(plan.pairs[0]!.start.toISOString()).toBe('2030-01-14T13:30:00.000Z');
    await hookup(b, outsider, '2030-01-14T13:30:00Z', 'PENDING', 90);
    expect((await planMatching(db, cycle, NOW)).pairs).toEqual([]);
  });

  it('maximises the total score and explains each pair', async () => {
    const cycle = await newCycle();
    const a = await member(cycle, { user: { industry: 'SaaS' } });
    const b = await member(cycle, { user: { industry: 'SaaS' } });
    const c = await member(cycle, { user: { industry: 'Retail' } });
    const d = await member(cycle, { user: { industry: 'Retail' } });
    const plan = await planMatching(db, cycle, NOW);
    expect(pairsOf(plan).sort((x, y) => x[0]! - y[0]!)).toEqual([[a, b], [c, d]]);
    expect(plan.pairs.map((p) => p.reasons[0]).sort()).toEqual(['You both work in Retail', 'You both work in SaaS']);
  });

  it('gives members left unmatched in earlier runs priority when there is a choice', async () => {
    const cycle = await newCycle();
    const a = await member(cycle, { user: { industry: 'SaaS' } });
    const b = await member(cycle, { user: { industry: 'SaaS' } });
    const c = await member(cycle);
    expect(pairsOf(await planMatching(db, cycle, NOW))).toEqual([[a, b]]);
    await db.updateTable('userTimeCycles').set({ missedRuns: 2 }).where('userId', '=', c).execute();
    const plan = await planMatching(db, cycle, NOW);
    expect(pairsOf(plan)).toHaveLength(1);
    expect(pairsOf(plan)[0]).toContain(c);
    // the shown score stays the pair's own score, without the bonus
    expect(plan.totalScore).toBe(plan.pairs[0]!.score);
    // (test members all work as Account Executive)
    expect(plan.pairs[0]!.score).toBe(SCORE_POINTS.base + SCORE_POINTS.jobPosition);
  });

  it('gives members with repeated no-shows a lower priority and counts them in the plan', async () => {
    const cycle = await newCycle();
    const a = await member(cycle, { user: { industry: 'SaaS' } });
    const b = await member(cycle, { user: { industry: 'SaaS' } });
    const c = await member(cycle);
    expect(pairsOf(await planMatching(db, cycle, NOW))).toEqual([[a, b]]);
    // a missed two of their last completed hookups (what services/reviews/scheduler.ts records from attendance)
    for (const day of ['2030-01-02T10:00:00Z', '2030-01-03T10:00:00Z']) {
      const other = (await createMember(services.app)).id;
      await hookup(a, other, day, 'COMPLETED');
      const { id } = await db.selectFrom('hookups').select('id').where('firstParticipantId', '=', a).where('secondParticipantId', '=', other).executeTakeFirstOrThrow();
      await db.insertInto('noShows').values({ hookupId: id, userId: a, recordedAt: NOW }).execute();
    }
    const plan = await planMatching(db, cycle, NOW);
    expect(plan.repeatedNoShows).toEqual([a]);
    expect(pairsOf(plan)).toEqual([[b, c]]);
    // the shown score stays the pair's own score, without the penalty
    expect(plan.totalScore).toBe(SCORE_POINTS.base + SCORE_POINTS.jobPosition);
  });

  it('does not count a single no-show as repeated', async () => {
    const cycle = await newCycle();
    const a = await member(cycle, { user: { industry: 'SaaS' } });
    const b = await member(cycle, { user: { industry: 'SaaS' } });
    await member(cycle);
    const other = (await createMember(services.app)).id;
    await hookup(a, other, '2030-01-02T10:00:00Z', 'COMPLETED');
    const { id } = await db.selectFrom('hookups').select('id').where('firstParticipantId', '=', a).where('secondParticipantId', '=', other).executeTakeFirstOrThrow();
    await db.insertInto('noShows').values({ hookupId: id, userId: a, recordedAt: NOW }).execute();
    const plan = await planMatching(db, cycle, NOW);
    expect(plan.repeatedNoShows).toEqual([]);
    expect(pairsOf(plan)).toEqual([[a, b]]);
  });

  it('books a member once per cycle period: someone this cycle already booked in the window waits for the next period', async () => {
    const cycle = await newCycle();
    const booked = await member(cycle);
    const partner = await member(cycle, { optIn: false });
    const a = await member(cycle);
    const b = await member(cycle);
    await hookup(booked, partner, '2030-01-15T13:00:00.000Z', 'PENDING', 30, cycle.id);
    const plan = await planMatching(db, cycle, NOW);
    expect(plan.candidates).toEqual([a, b]);
    expect(plan.pairs.map((p) => [p.firstId, p.secondId])).toEqual([[a, b]]);

    // a cancelled one, or one of another cycle, does not count
    const other = await newCycle();
    const c = await member(cycle);
    const d = await member(other, { optIn: false });
    await hookup(c, d, '2030-01-15T13:00:00.000Z', 'CANCELLED', 30, cycle.id);
    const again = await planMatching(db, cycle, NOW);
    expect(again.candidates).toContain(c);
  });

  it('gives the same plan for the same data and seed', async () => {
    const cycle = await newCycle();
    for (let i = 0; i < 9; i++) await member(cycle, { slots: [[1, '13:00', '17:00'], [3, '10:00', '12:00']], tags: i % 2 ? ['saas'] : [] });
    const first = await planMatching(db, cycle, NOW, 7);
    const second = await planMatching(db, cycle, NOW, 7);
    expect(second).toEqual(first);
    expect(first.pairs).toHaveLength(4);
    expect(first.unmatched).toHaveLength(1);
  });
});
