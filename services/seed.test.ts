import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_PATTERN } from '~/common/validation';
import { createTestServices, details, login, type TestServices } from '~/services/testing/helpers';
import { randomPassword } from './seed';

const SEED_PASSWORD = 'Demo-Password1';
let t: TestServices;
let printed: string;

beforeAll(async () => {
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  t = await createTestServices({ seed: true, seedPassword: SEED_PASSWORD });
  printed = write.mock.calls.map(([chunk]) => String(chunk)).join('');
  write.mockRestore();
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('creates an admin, two clients, two ambassadors and two experts in "Demo Sales Guild", all verified', async () => {
    const users = await t.db
      .selectFrom('users')
      .innerJoin('organizations', 'organizations.id', 'users.organizationId')
      .select(['users.username', 'users.roles', 'users.verified', 'organizations.name as organization'])
      .execute();
    expect(users).toHaveLength(7);
    expect(users.every((u) => u.verified && u.organization === 'Demo Sales Guild')).toBe(true);
    const withRoles = (roles: string[]) => users.filter((u) => [...u.roles].sort().join() === [...roles].sort().join());
    expect(withRoles(['ROLE_ADMIN']).map((u) => u.username)).toEqual(['admin@demo.hookups.test']);
    expect(withRoles(['ROLE_USER'])).toHaveLength(2);
    expect(withRoles(['ROLE_USER', 'ROLE_AMBASSADOR'])).toHaveLength(2);
    expect(withRoles(['ROLE_USER', 'ROLE_EXPERT'])).toHaveLength(2);
  });

  it('prints the credentials once, and the accounts log in with SEED_PASSWORD and have full profiles', async () => {
    expect(printed).toContain('Demo Sales Guild');
    expect(printed).toContain(`admin@demo.hookups.test`);
    expect(printed.split('\n').filter((line) => line.includes(SEED_PASSWORD))).toHaveLength(7);
    const res = await login(t.app, 'admin@demo.hookups.test', SEED_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ roles: ['ROLE_ADMIN'], verified: true });
    const profile = (await details(t.app, res.json().accessToken)).json();
    for (const field of ['phoneNumber', 'jobPosition', 'companyName', 'companySize', 'industry', 'yearsOfExperience', 'seniorityLevel', 'city', 'location']) {
      expect(profile[field], field).not.toBeNull();
    }
  });

  it('does not seed or print again on a later start', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const again = await t.replica({ seed: true, seedPassword: SEED_PASSWORD });
    const output = write.mock.calls.map(([chunk]) => String(chunk)).join('');
    write.mockRestore();
    expect(output).not.toContain('Demo Sales Guild');
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(7);
    await again.close();
  });

  it('gives the demo organisation upcoming approved group hookups, one highlighted, and one pending', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'clara.client@demo.hookups.test', password: SEED_PASSWORD } });
    const headers = { authorization: `Bearer ${login.json().accessToken}` };
    const upcoming = (await t.app.inject({ method: 'GET', url: '/group-hookup/all', headers })).json();
    expect(upcoming.totalElements).toBe(4);
    expect(upcoming.elements.find((g: { title: string }) => g.title === 'Objection handling clinic')).toMatchObject({ highlighted: true, slotsLeft: 6 });
    expect((await t.app.inject({ method: 'GET', url: '/group-hookup/highlighted', headers })).json()).toHaveLength(1);
    const pending = await t.db.selectFrom('groupHookups').select('title').where('status', '=', 'PENDING').execute();
    expect(pending).toEqual([{ title: 'Cold email teardown' }]);
  });

  it('opens a one-to-one call and a group room for the two demo clients at once, and the start log says how (issue 22)', async () => {
    expect(printed).toContain('Try video');
    const hookup = await t.db.selectFrom('hookups').select(['videoCallId', 'status']).executeTakeFirstOrThrow();
    expect(hookup.status).toBe('CONFIRMED');
    const demo = await t.db.selectFrom('groupHookups').select(['videoRoomId', 'status']).where('title', '=', 'Video demo: try the group room').executeTakeFirstOrThrow();
    expect(demo.status).toBe('APPROVED');
    for (const username of ['clara.client@demo.hookups.test', 'carl.client@demo.hookups.test']) {
      const headers = { authorization: `Bearer ${(await login(t.app, username, SEED_PASSWORD)).json().accessToken}` };
      for (const roomId of [hookup.videoCallId, demo.videoRoomId]) {
        const token = await t.app.inject({ method: 'GET', url: `/video-sdk/generate-token?roomId=${roomId}`, headers });
        expect(token.statusCode, token.body).toBe(200);
      }
    }
  });

  it('opens a weekly time cycle that a new member can pick, and that pairs the opted-in ambassadors and experts when run', async () => {
    const bearer = async (username: string) => ({ authorization: `Bearer ${(await login(t.app, username, SEED_PASSWORD)).json().accessToken}` });
    const clara = await bearer('clara.client@demo.hookups.test');
    const cycles = (await t.app.inject({ method: 'GET', url: '/time-cycle/all', headers: clara })).json();
    expect(printed).toContain('Try matching: "Weekly hookups" is open on /timeslots');
    expect(cycles).toEqual([expect.objectContaining({ name: 'Weekly hookups', cadence: 'WEEKLY', isDefaultTimeCycle: true, active: true, members: 4, selected: false })]);
    // the clients pick their own times: none offered yet
    expect((await t.app.inject({ method: 'GET', url: '/timeslots', headers: clara })).json()).toMatchObject({ slots: [] });
    const run = await t.app.inject({ method: 'POST', url: `/hookup-admin/time-cycle/${cycles[0].id}/run`, headers: await bearer('admin@demo.hookups.test') });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ candidates: 4, pairs: 2, unmatched: 0 });
  });

  it('starts the forum with a topic in each category, Announcements’ by the admin (only admins start topics there)', async () => {
    const topics = await t.db
      .selectFrom('forumTopics as t')
      .innerJoin('forumCategories as c', 'c.id', 't.categoryId')
      .innerJoin('users as u', 'u.id', 't.authorId')
      .innerJoin('forumPosts as p', (join) => join.onRef('p.topicId', '=', 't.id').on('p.toPid', 'is', null))
      .select(['c.slug', 'c.adminsOnly', 'u.username', 'p.authorId as firstPostAuthor', 't.authorId'])
      .orderBy('p.id')
      .execute();
    const announcement = topics.find((row) => row.slug === 'announcements')!;
    expect(announcement).toMatchObject({ adminsOnly: true, username: 'admin@demo.hookups.test' });
    expect(announcement.firstPostAuthor).toBe(announcement.authorId);
    expect(new Set(topics.filter((row) => !row.adminsOnly).map((row) => row.username)).size).toBeGreaterThan(1);
  });

  it('makes random passwords that satisfy the §5 password rule', () => {
    for (let i = 0; i < 50; i++) expect(randomPassword()).toMatch(new RegExp(PASSWORD_PATTERN));
  });
});
