import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, GROUP_HOOKUP as M } from '~/common/messages';
import { createGroupHookup, eventsSince, groupHookupForm, newestEventId } from '~/services/testing/group-hookups';
import { createClock, createTestServices, HOUR, MINUTE, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';

const clock = createClock();
let t: TestServices;
let admin: Member;
let host: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 30 * 24 * 3600, groupHookupSchedulerMs: 0 });
  [admin, host, other] = await Promise.all([createMember(t.app, { admin: true }), createMember(t.app), createMember(t.app)]);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, who: Member | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? who.headers : {}, payload });
const get = (url: string, who: Member | null) => inject('GET', url, who);
const approve = (uuid: string) => inject('PUT', `/hookup-admin/group-hookups/${uuid}/approve`, admin);

describe('POST /group-hookup', () => {
  it('creates a PENDING group hookup of a member with every form field, the host and free slots, and writes a created event', async () => {
    const before = await newestEventId(t.db);
    const res = await inject('POST', '/group-hookup', host, groupHookupForm(clock.now(), { whatWillDiscuss: '' }));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      organizationUUID: host.organizationId,
      title: 'Cold calling practice',
      description: 'We practise openers and objection handling in pairs.',
      whatWillDiscuss: null,
      category: 'PRACTICE',
      startDate: '2030-01-16T10:00:00.000Z',
      duration: 60,
      maxParticipants: 5,
      slotsLeft: 5,
      status: 'PENDING',
      private: false,
      sponsored: false,
      highlighted: false,
      tags: ['calls', 'objections'],
      imageUrl: null,
      hostUUID: host.uuid,
      hostFullName: host.fullName,
      hostImageUrl: null,
      hostRoles: ['ROLE_USER'],
      host: { uuid: host.uuid, fullName: host.fullName, imageUrl: null, jobPosition: 'Account Executive', roles: ['ROLE_USER'] },
      participants: [],
      cancellationReason: null,
      createdOn: clock.now().toISOString(),
    });
    const events = await eventsSince(t.db, before);
    expect(events).toEqual([{ id: expect.any(Number), topic: 'group-hookup.changed', payload: { kind: 'created', actorUUID: host.uuid, groupHookup: created } }]);
  });

  it("starts an admin's group hookup APPROVED, and only an admin may mark one sponsored", async () => {
    expect(await createGroupHookup(t.app, admin, { sponsored: true })).toMatchObject({ status: 'APPROVED', sponsored: true });
    const res = await inject('POST', '/group-hookup', host, groupHookupForm(clock.now(), { sponsored: true }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.sponsoredAdminsOnly);
  });

  it('refuses an unverified member (403) and answers 401 without a bearer', async () => {
    const unverified = await createMember(t.app, { verified: false });
    const res = await inject('POST', '/group-hookup', unverified, groupHookupForm(clock.now()));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.verifyFirst);
    expect((await inject('POST', '/group-hookup', null, groupHookupForm(clock.now()))).statusCode).toBe(401);
  });

  it.each([
    ['title', { title: 'ab' }, M.titleLength],
    ['title', { title: 'x'.repeat(71) }, M.titleLength],
    ['description', { description: 'too short' }, M.descriptionLength],
    ['whoShouldJoin', { whoShouldJoin: 'x'.repeat(1001) }, M.whoShouldJoinLength],
    ['whyShouldJoin', { whyShouldJoin: 'short' }, M.whyShouldJoinLength],
    ['whatWillDiscuss', { whatWillDiscuss: 'short' }, M.whatWillDiscussLength],
    ['private', { private: undefined }, M.privateRequired],
    ['private', { private: 'maybe' }, M.privateRequired],
    ['category', { category: undefined }, M.categoryRequired],
    ['category', { category: 'PARTY' }, M.categoryRequired],
    ['startDate', { startDate: '2020-01-01T10:00:00.000Z' }, M.startDateFuture],
    ['startDate', { startDate: 'tomorrow' }, M.startDateFuture],
    ['duration', { duration: 10 }, M.durationRange],
    ['duration', { duration: 241 }, M.durationRange],
    ['maxParticipants', { maxParticipants: 1 }, M.maxParticipantsRange],
    ['maxParticipants', { maxParticipants: 101 }, M.maxParticipantsRange],
    ['tags', { tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, M.tagsLimit],
    ['tags', { tags: ['x'.repeat(31)] }, M.tagsLimit],
    ['tags', { tags: [''] }, M.tagsLimit],
  ])('answers 400 for a bad %s with its message (%j)', async (field, overrides, message) => {
    const res = await inject('POST', '/group-hookup', host, groupHookupForm(clock.now(), overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
  });

  it('trims tags and keeps each once', async () => {
    const created = await createGroupHookup(t.app, host, { tags: [' pitch ', 'pitch', 'demo'] });
    expect(created.tags).toEqual(['pitch', 'demo']);
  });
});

describe('PUT /group-hookup/{uuid}', () => {
  it('lets the host and an admin edit while it has not started, and writes an updated event', async () => {
    const created = await createGroupHookup(t.app, host);
    const before = await newestEventId(t.db);
    const res = await inject('PUT', `/group-hookup/${created.uuid}`, host, groupHookupForm(clock.now(), { title: 'Discovery call practice', maxParticipants: 8 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Discovery call practice', maxParticipants: 8, slotsLeft: 8, status: 'PENDING' });
    const [event] = await eventsSince(t.db, before);
    expect(event.payload).toEqual({ kind: 'updated', actorUUID: host.uuid, groupHookup: res.json() });
    const byAdmin = await inject('PUT', `/group-hookup/${created.uuid}`, admin, groupHookupForm(clock.now(), { sponsored: true }));
    expect(byAdmin.json()).toMatchObject({ title: 'Cold calling practice', sponsored: true });
  });

  it('answers 403 to a member who may see it but is not the host, and 404 to one who may not see it', async () => {
    const pending = await createGroupHookup(t.app, host);
    expect((await inject('PUT', `/group-hookup/${pending.uuid}`, other, groupHookupForm(clock.now()))).statusCode).toBe(404);
    await approve(pending.uuid);
    const res = await inject('PUT', `/group-hookup/${pending.uuid}`, other, groupHookupForm(clock.now()));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.onlyHostOrAdmin);
  });

  it('refuses a sponsored change from the host (403) and a start in the past (400)', async () => {
    const created = await createGroupHookup(t.app, host);
    expect((await inject('PUT', `/group-hookup/${created.uuid}`, host, groupHookupForm(clock.now(), { sponsored: true }))).statusCode).toBe(403);
    const past = await inject('PUT', `/group-hookup/${created.uuid}`, host, groupHookupForm(clock.now(), { startDate: new Date(clock.now().getTime() - MINUTE).toISOString() }));
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ startDate: M.startDateFuture });
  });

  it('answers 409 when maxParticipants drops below the participants, once it started, and once cancelled', async () => {
    const started = await createGroupHookup(t.app, admin, { startDate: new Date(clock.now().getTime() + 5 * MINUTE).toISOString() });
    const attendees = await Promise.all([createMember(t.app), createMember(t.app), createMember(t.app)]);
    for (const attendee of attendees) await inject('POST', `/group-hookup/attend?uuid=${started.uuid}`, attendee);
    const dropping = await inject('PUT', `/group-hookup/${started.uuid}`, admin, groupHookupForm(clock.now(), { maxParticipants: 2 }));
    expect(dropping.statusCode).toBe(409);
    expect(dropping.json().message).toBe(M.belowParticipants);
    expect((await inject('PUT', `/group-hookup/${started.uuid}`, admin, groupHookupForm(clock.now(), { maxParticipants: 3, startDate: started.startDate }))).json().slotsLeft).toBe(0);
    clock.advance(6 * MINUTE);
    const late = await inject('PUT', `/group-hookup/${started.uuid}`, admin, groupHookupForm(clock.now()));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.notEditable);
    const cancelled = await createGroupHookup(t.app, host);
    await inject('PUT', `/group-hookup/${cancelled.uuid}/cancel?reason=Double%20booked`, host);
    expect((await inject('PUT', `/group-hookup/${cancelled.uuid}`, host, groupHookupForm(clock.now()))).json().message).toBe(M.notEditable);
  });
});

describe('who sees what', () => {
  it('shows a PENDING one to its host and admins only; NOT ACCEPTED likewise', async () => {
    const pending = await createGroupHookup(t.app, host);
    expect((await get(`/group-hookup/${pending.uuid}`, host)).statusCode).toBe(200);
    expect((await get(`/group-hookup/${pending.uuid}`, admin)).statusCode).toBe(200);
    const hidden = await get(`/group-hookup/${pending.uuid}`, other);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(M.notFound);
    await inject('PUT', `/hookup-admin/group-hookups/${pending.uuid}/reject?reason=Off%20topic`, admin);
    expect((await get(`/group-hookup/${pending.uuid}`, host)).json()).toMatchObject({ status: 'NOT ACCEPTED', cancellationReason: 'Off topic' });
    expect((await get(`/group-hookup/${pending.uuid}`, other)).statusCode).toBe(404);
  });

  it('lets any member of the organisation open and attend a private one by its uuid, and shows a CANCELED one to its participants', async () => {
    const unlisted = await createGroupHookup(t.app, admin, { private: true });
    const participant = await createMember(t.app);
    const opened = await get(`/group-hookup/${unlisted.uuid}`, other);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ uuid: unlisted.uuid, private: true, status: 'APPROVED' });
    expect((await inject('POST', `/group-hookup/attend?uuid=${unlisted.uuid}`, participant)).statusCode).toBe(200);
    const open = await createGroupHookup(t.app, admin);
    expect((await inject('POST', `/group-hookup/attend?uuid=${open.uuid}`, participant)).statusCode).toBe(200);
    await inject('PUT', `/group-hookup/${open.uuid}/cancel?reason=Host%20is%20ill`, admin);
    expect((await get(`/group-hookup/${open.uuid}`, participant)).json()).toMatchObject({ status: 'CANCELED', cancellationReason: 'Host is ill' });
    expect((await get(`/group-hookup/${open.uuid}`, other)).statusCode).toBe(404);
    expect((await get(`/group-hookup/${open.uuid}`, admin)).statusCode).toBe(200);
  });

  it('keeps a private one out of the lists of members who neither host nor attend it, and lists it for those who do', async () => {
    const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString();
    const member = await createMember(t.app);
    const unlisted = await createGroupHookup(t.app, admin, { private: true, startDate: at(5), category: 'BRAINSTORMING' });
    const privatePending = await createGroupHookup(t.app, host, { private: true, startDate: at(6) });
    const listed = async (query: string, who: Member) => {
      const res = await get(`/group-hookup/all?${query}`, who);
      expect(res.statusCode).toBe(200);
      return res.json().elements.map((g: { uuid: string }) => g.uuid) as string[];
    };
    const highlighted = async (who: Member) => (await get('/group-hookup/highlighted', who)).json().map((g: { uuid: string }) => g.uuid) as string[];
    expect((await inject('PUT', `/hookup-admin/group-hookup/${unlisted.uuid}/highlight`, admin)).statusCode).toBe(200);

    for (const view of ['upcoming', 'all', 'mine']) expect(await listed(`view=${view}&size=50`, member)).not.toContain(unlisted.uuid);
    expect(await highlighted(member)).not.toContain(unlisted.uuid);
    expect(await listed('view=all&size=50', admin)).toContain(unlisted.uuid);
    expect(await highlighted(admin)).toContain(unlisted.uuid);
    expect(await listed('view=hosting&size=50', host)).toContain(privatePending.uuid);
    // a private PENDING one is still not opened by the link: it waits for approval like any other
    expect((await get(`/group-hookup/${privatePending.uuid}`, member)).statusCode).toBe(404);

    // the member has the link: opens it, attends it, and from then on it is in their lists
    expect((await get(`/group-hookup/${unlisted.uuid}`, member)).statusCode).toBe(200);
    const attended = await inject('POST', `/group-hookup/attend?uuid=${unlisted.uuid}`, member);
    expect(attended.statusCode).toBe(200);
    expect(attended.json()).toMatchObject({ uuid: unlisted.uuid, participants: [expect.objectContaining({ uuid: member.uuid })] });
    expect(await listed('view=mine&size=50', member)).toContain(unlisted.uuid);
    expect(await listed('view=upcoming&size=50', member)).toContain(unlisted.uuid);
    expect(await highlighted(member)).toContain(unlisted.uuid);
    // still unlisted for everyone else
    expect(await listed('view=upcoming&size=50', other)).not.toContain(unlisted.uuid);

    // after leaving it drops out of their lists again, though the link still opens it
    expect((await inject('PUT', `/group-hookup/leave/${unlisted.uuid}`, member)).statusCode).toBe(200);
    expect(await listed('view=upcoming&size=50', member)).not.toContain(unlisted.uuid);
    expect((await get(`/group-hookup/${unlisted.uuid}`, member)).statusCode).toBe(200);

    clock.advance(24 * HOUR);
    expect(await listed('view=past&size=50', other)).not.toContain(unlisted.uuid);
    expect(await listed('view=past&size=50', admin)).toContain(unlisted.uuid);
    clock.advance(-24 * HOUR);
  });

  it("hides a private one from another organisation's members and from the public page", async () => {
    const unlisted = await createGroupHookup(t.app, admin, { private: true });
    const { id: organizationId } = await t.db.insertInto('organizations').values({ name: 'Another Guild' }).returning('id').executeTakeFirstOrThrow();
    const stranger = await createMember(t.app, { organizationId });
    const strangerAdmin = await createMember(t.app, { organizationId, admin: true });
    for (const who of [stranger, strangerAdmin]) {
      const res = await get(`/group-hookup/${unlisted.uuid}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.notFound);
      expect((await inject('POST', `/group-hookup/attend?uuid=${unlisted.uuid}`, who)).statusCode).toBe(404);
      expect((await get('/group-hookup/all?view=all&size=50', who)).json().elements.map((g: { uuid: string }) => g.uuid)).not.toContain(unlisted.uuid);
    }
    expect((await get(`/group-hookup/public?uuid=${unlisted.uuid}`, null)).statusCode).toBe(404);
    expect((await get(`/group-hookup/public?uuid=${unlisted.uuid}`, other)).statusCode).toBe(404);
  });

  it("keeps a public APPROVED one, its room and its events within its organisation, admins of another one included", async () => {
    const before = await newestEventId(t.db);
    const open = await createGroupHookup(t.app, admin);
    expect(open).toMatchObject({ status: 'APPROVED', private: false, organizationUUID: admin.organizationId });
    const { id: organizationId } = await t.db.insertInto('organizations').values({ name: 'Rival Guild' }).returning('id').executeTakeFirstOrThrow();
    const [stranger, strangerAdmin] = await Promise.all([createMember(t.app, { organizationId }), createMember(t.app, { organizationId, admin: true })]);
    for (const who of [stranger, strangerAdmin]) {
      expect((await get(`/group-hookup/${open.uuid}`, who)).statusCode).toBe(404);
      expect((await get(`/group-hookup/${open.uuid}/room`, who)).statusCode).toBe(404);
      expect((await get('/group-hookup/all?view=all&size=100', who)).json().elements.map((g: { uuid: string }) => g.uuid)).not.toContain(open.uuid);
    }
    // what the gateway keeps within the organisation: every event names it
    const events = await eventsSince(t.db, before);
    expect(events.map((e) => (e.payload as { groupHookup: { organizationUUID: string } }).groupHookup.organizationUUID)).toEqual([admin.organizationId]);
    // GET /user/organization is what the gateway compares it with
    expect((await get('/user/organization', strangerAdmin)).json()).toMatchObject({ uuid: organizationId });
  });

  it('answers 404 for an unknown or malformed uuid', async () => {
    expect((await get('/group-hookup/6f1c1a9e-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    expect((await get('/group-hookup/not-a-uuid', admin)).statusCode).toBe(404);
    expect((await get('/group-hookup/not-a-uuid', null)).statusCode).toBe(401);
  });

  it('serves the public page without a bearer for public APPROVED ones only, without participants', async () => {
    const open = await createGroupHookup(t.app, admin);
    await inject('POST', `/group-hookup/attend?uuid=${open.uuid}`, other);
    const res = await get(`/group-hookup/public?uuid=${open.uuid}`, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: open.uuid, participants: [], slotsLeft: 4 });
    const hidden = await createGroupHookup(t.app, admin, { private: true });
    const pending = await createGroupHookup(t.app, host);
    expect((await get(`/group-hookup/public?uuid=${hidden.uuid}`, null)).statusCode).toBe(404);
    expect((await get(`/group-hookup/public?uuid=${pending.uuid}`, null)).statusCode).toBe(404);
    expect((await get('/group-hookup/public?uuid=nope', null)).statusCode).toBe(404);
    expect((await get('/group-hookup/public', null)).statusCode).toBe(400);
  });
});

describe('GET /group-hookup/all and /group-hookup/highlighted', () => {
  it('pages the views: upcoming (APPROVED, soonest first), hosting, mine, past (latest first) and all', async () => {
    const lister = await createMember(t.app);
    const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString();
    const later = await createGroupHookup(t.app, admin, { startDate: at(48), category: 'NETWORKING', title: 'Later one' });
    const sooner = await createGroupHookup(t.app, admin, { startDate: at(2), category: 'NETWORKING', title: 'Sooner one' });
    const mine = await createGroupHookup(t.app, lister, { startDate: at(3), category: 'BRAINSTORMING' });
    await inject('POST', `/group-hookup/attend?uuid=${later.uuid}`, lister);
    const list = async (query: string, who: Member = lister) => {
      const res = await get(`/group-hookup/all?${query}`, who);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const upcoming = await list('category=NETWORKING');
    expect(upcoming.elements.map((g: { uuid: string }) => g.uuid)).toEqual([sooner.uuid, later.uuid]);
    expect(upcoming).toMatchObject({ totalElements: 2, totalPages: 1, page: 0, size: 15 });
    expect((await list('category=NETWORKING&size=1&page=1')).elements.map((g: { uuid: string }) => g.uuid)).toEqual([later.uuid]);
    expect((await list('category=NETWORKING&size=1')).totalPages).toBe(2);
    expect((await list('view=hosting')).elements.map((g: { uuid: string }) => g.uuid)).toEqual([mine.uuid]);
    expect((await list('view=mine')).elements.map((g: { uuid: string }) => g.uuid)).toEqual([later.uuid]);
    expect((await list('view=upcoming&category=BRAINSTORMING')).elements).toEqual([]);
    expect((await list('view=all&category=BRAINSTORMING&status=PENDING')).elements).toHaveLength(1);
    expect((await list('view=all&category=BRAINSTORMING&status=PENDING', other)).elements).toHaveLength(0);
    expect((await list('view=all&category=BRAINSTORMING&status=PENDING', admin)).elements).toHaveLength(1);
    const window = await list(`category=NETWORKING&from=${encodeURIComponent(at(1))}&to=${encodeURIComponent(at(3))}`);
    expect(window.elements.map((g: { uuid: string }) => g.uuid)).toEqual([sooner.uuid]);
    clock.advance(72 * HOUR);
    const past = await list('view=past&category=NETWORKING');
    expect(past.elements.map((g: { uuid: string }) => g.uuid)).toEqual([later.uuid, sooner.uuid]);
    expect((await list('category=NETWORKING')).elements).toEqual([]);
  });

  it('refuses a page size over 100 and an unknown view', async () => {
    const big = await get('/group-hookup/all?size=101', other);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('size must be between 1 and 100');
    expect((await get('/group-hookup/all?view=everything', other)).statusCode).toBe(400);
    expect((await get('/group-hookup/all?from=yesterday', other)).statusCode).toBe(400);
  });

  it('lists highlighted, approved, not ended ones', async () => {
    const star = await createGroupHookup(t.app, admin, { title: 'Highlighted one' });
    await inject('PUT', `/hookup-admin/group-hookup/${star.uuid}/highlight`, admin);
    const list = (await get('/group-hookup/highlighted', other)).json();
    expect(list.map((g: { uuid: string }) => g.uuid)).toContain(star.uuid);
    expect(list.every((g: { highlighted: boolean; status: string }) => g.highlighted && g.status === 'APPROVED')).toBe(true);
  });
});

describe('categories, organisation and settings', () => {
  it('answers the seeded categories with their labels', async () => {
    expect((await get('/category', null)).json()).toEqual([
      { name: 'PRACTICE', label: 'Practice' },
      { name: 'NETWORKING', label: 'Networking' },
      { name: 'BRAINSTORMING', label: 'Brainstorming' },
    ]);
  });

  it("answers the member's organisation", async () => {
    expect((await get('/user/organization', other)).json()).toEqual({ uuid: other.organizationId, name: 'Demo Sales Guild' });
    expect((await get('/user/organization', null)).statusCode).toBe(401);
  });

  it('lets members read the settings and only admins change them; members then create APPROVED ones without approval', async () => {
    const url = `/group-hookup-settings/${other.organizationId}`;
    expect((await get(url, other)).json()).toEqual({ organizationUUID: other.organizationId, requireApproval: true, defaultDuration: 60, defaultMaxParticipants: 10 });
    const body = { requireApproval: false, defaultDuration: 45, defaultMaxParticipants: 12 };
    const refused = await inject('PUT', url, other, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH.forbidden);
    const bad = await inject('PUT', url, admin, { ...body, defaultDuration: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ defaultDuration: M.durationRange });
    expect((await inject('PUT', url, admin, { defaultDuration: 30 })).json().fields).toMatchObject({ requireApproval: M.requireApprovalRequired });
    expect((await inject('PUT', url, admin, body)).json()).toEqual({ organizationUUID: other.organizationId, ...body });
    expect((await get(url, other)).json()).toMatchObject(body);
    expect((await createGroupHookup(t.app, other)).status).toBe('APPROVED');
    await inject('PUT', url, admin, { ...body, requireApproval: true });
  });

  it("answers 404 for another organisation's settings and 403 for changing them", async () => {
    expect((await get('/group-hookup-settings/6f1c1a9e-0000-4000-8000-000000000000', other)).statusCode).toBe(404);
    expect((await get('/group-hookup-settings/nope', other)).statusCode).toBe(404);
    const res = await inject('PUT', '/group-hookup-settings/6f1c1a9e-0000-4000-8000-000000000000', admin, { requireApproval: false, defaultDuration: 30, defaultMaxParticipants: 5 });
    expect(res.statusCode).toBe(403);
  });
});
