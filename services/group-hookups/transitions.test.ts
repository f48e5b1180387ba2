import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, GROUP_HOOKUP as M } from '~/common/messages';
import { createGroupHookup, eventsSince, newestEventId } from '~/services/testing/group-hookups';
import { createClock, createTestServices, HOUR, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';

const clock = createClock();
let t: TestServices;
let admin: Member;
let host: Member;
let member: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 30 * 24 * 3600, groupHookupSchedulerMs: 0 });
  [admin, host, member] = await Promise.all([createMember(t.app, { admin: true }), createMember(t.app), createMember(t.app)]);
});
afterAll(() => t.close());

const put = (url: string, who: Member | null) => t.app.inject({ method: 'PUT', url, headers: who ? who.headers : {} });
const attend = (uuid: string, who: Member) => t.app.inject({ method: 'POST', url: `/group-hookup/attend?uuid=${uuid}`, headers: who.headers });
const approved = (overrides: Record<string, unknown> = {}) => createGroupHookup(t.app, admin, overrides);

/** the one group-hookup.changed event a call wrote, checked against what the call answered */
async function expectChanged(before: number, kind: string, actor: Member, answer: object) {
  const events = await eventsSince(t.db, before);
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ topic: 'group-hookup.changed', payload: { kind, actorUUID: actor.uuid, groupHookup: answer } });
}

describe('approve and reject (admins)', () => {
  it('approves a PENDING one once; a second approve is a conflict', async () => {
    const pending = await createGroupHookup(t.app, host);
    const before = await newestEventId(t.db);
    const res = await put(`/hookup-admin/group-hookups/${pending.uuid}/approve`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('APPROVED');
    await expectChanged(before, 'approved', admin, res.json());
    const again = await put(`/hookup-admin/group-hookups/${pending.uuid}/approve`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.approveNotPending);
  });

  it('rejects a PENDING one with its reason, and refuses a missing or short reason and an approved one', async () => {
    const pending = await createGroupHookup(t.app, host);
    expect((await put(`/hookup-admin/group-hookups/${pending.uuid}/reject`, admin)).json()).toMatchObject({ statusCode: 400, message: M.reasonLength });
    expect((await put(`/hookup-admin/group-hookups/${pending.uuid}/reject?reason=no`, admin)).json().message).toBe(M.reasonLength);
    const before = await newestEventId(t.db);
    const res = await put(`/hookup-admin/group-hookups/${pending.uuid}/reject?reason=Not%20about%20sales`, admin);
    expect(res.json()).toMatchObject({ status: 'NOT ACCEPTED', cancellationReason: 'Not about sales' });
    await expectChanged(before, 'rejected', admin, res.json());
    const open = await approved();
    const refused = await put(`/hookup-admin/group-hookups/${open.uuid}/reject?reason=Too%20late`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.rejectNotPending);
  });
});

describe('admin-only calls', () => {
  it('answer 403 to a member and 401 without a bearer, one by one', async () => {
    const open = await approved();
    const calls = [
      ['PUT', `/hookup-admin/group-hookups/${open.uuid}/approve`],
      ['PUT', `/hookup-admin/group-hookups/${open.uuid}/reject?reason=Because`],
      ['PUT', `/hookup-admin/group-hookup/${open.uuid}/highlight`],
      ['PUT', `/hookup-admin/group-hookup/${open.uuid}/unhighlight`],
      ['GET', '/hookup-admin/group-hookups/connections/export'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method, url, headers: member.headers });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toBe(AUTH.forbidden);
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    const settings = await t.app.inject({
      method: 'PUT',
      url: `/group-hookup-settings/${member.organizationId}`,
      headers: member.headers,
      payload: { requireApproval: false, defaultDuration: 30, defaultMaxParticipants: 5 },
    });
    expect(settings.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/group-hookup/${open.uuid}`, headers: member.headers })).json().highlighted).toBe(false);
  });
});

describe('highlight and unhighlight', () => {
  it('highlight an APPROVED one that has not ended, and refuse a PENDING one', async () => {
    const open = await approved();
    const before = await newestEventId(t.db);
    const res = await put(`/hookup-admin/group-hookup/${open.uuid}/highlight`, admin);
    expect(res.json().highlighted).toBe(true);
    await expectChanged(before, 'highlighted', admin, res.json());
    const off = await put(`/hookup-admin/group-hookup/${open.uuid}/unhighlight`, admin);
    expect(off.json().highlighted).toBe(false);
    const pending = await createGroupHookup(t.app, host);
    const refused = await put(`/hookup-admin/group-hookup/${pending.uuid}/highlight`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.highlightNotApproved);
  });
});

describe('cancel', () => {
  it('lets the host cancel with a reason, then refuses a second cancel', async () => {
    const pending = await createGroupHookup(t.app, host);
    const before = await newestEventId(t.db);
    const res = await put(`/group-hookup/${pending.uuid}/cancel?reason=Double%20booked`, host);
    expect(res.json()).toMatchObject({ status: 'CANCELED', cancellationReason: 'Double booked' });
    await expectChanged(before, 'cancelled', host, res.json());
    const again = await put(`/group-hookup/${pending.uuid}/cancel?reason=Double%20booked`, host);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.cancelNotActive);
  });

  it("lets an admin cancel someone's group hookup, and refuses a member who is neither host nor participant", async () => {
    const open = await createGroupHookup(t.app, host);
    await put(`/hookup-admin/group-hookups/${open.uuid}/approve`, admin);
    const stranger = await put(`/group-hookup/${open.uuid}/cancel?reason=Not%20mine`, member);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(M.onlyHostOrAdmin);
    expect((await put(`/group-hookup/${open.uuid}/cancel`, host)).statusCode).toBe(400);
    expect((await put(`/group-hookup/${open.uuid}/cancel?reason=Policy`, admin)).json().status).toBe('CANCELED');
  });

  it('makes a participant who cancels leave instead, keeping their reason with the attendance', async () => {
    const open = await approved();
    const participant = await createMember(t.app);
    await attend(open.uuid, participant);
    const before = await newestEventId(t.db);
    const res = await put(`/group-hookup/${open.uuid}/cancel?reason=Customer%20call`, participant);
    expect(res.json()).toMatchObject({ status: 'APPROVED', participants: [], slotsLeft: 5 });
    await expectChanged(before, 'left', participant, res.json());
    const attendance = await t.db.selectFrom('groupHookupParticipants').select(['leftAt', 'leaveReason']).where('userId', '=', participant.id).executeTakeFirstOrThrow();
    expect(attendance).toEqual({ leftAt: clock.now(), leaveReason: 'Customer call' });
  });

  it('refuses to cancel one that has ended', async () => {
    const soon = await approved({ startDate: new Date(clock.now().getTime() + HOUR).toISOString(), duration: 30 });
    clock.advance(2 * HOUR);
    const res = await put(`/group-hookup/${soon.uuid}/cancel?reason=Too%20late`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.cancelNotActive);
  });
});

describe('attend and leave', () => {
  it('adds the member as a participant once, with slotsLeft counted down; attending twice is harmless', async () => {
    const open = await approved({ maxParticipants: 4 });
    const before = await newestEventId(t.db);
    const res = await attend(open.uuid, member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slotsLeft: 3, participants: [{ uuid: member.uuid, fullName: member.fullName, roles: ['ROLE_USER'] }] });
    await expectChanged(before, 'attended', member, res.json());
    const twice = await attend(open.uuid, member);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().slotsLeft).toBe(3);
    expect(await eventsSince(t.db, before)).toHaveLength(1);
  });

  it('refuses the host, a full one, a PENDING one and one that has ended', async () => {
    const own = await createGroupHookup(t.app, admin);
    expect((await attend(own.uuid, admin)).json()).toMatchObject({ statusCode: 409, message: M.attendOwn });
    const full = await approved({ maxParticipants: 2 });
    await attend(full.uuid, await createMember(t.app));
    await attend(full.uuid, await createMember(t.app));
    expect((await attend(full.uuid, member)).json()).toMatchObject({ statusCode: 409, message: M.attendFull });
    const pending = await createGroupHookup(t.app, host);
    expect((await attend(pending.uuid, member)).statusCode).toBe(404); // not visible to them
    expect((await attend(pending.uuid, admin)).json()).toMatchObject({ statusCode: 409, message: M.attendNotOpen });
    const short = await approved({ startDate: new Date(clock.now().getTime() + HOUR).toISOString(), duration: 15 });
    clock.advance(2 * HOUR);
    expect((await attend(short.uuid, member)).json()).toMatchObject({ statusCode: 409, message: M.attendNotOpen });
  });

  it('lets exactly as many of 10 concurrent attends succeed as there are slots', async () => {
    const open = await approved({ maxParticipants: 3 });
    const members = await Promise.all(Array.from({ length: 10 }, () => createMember(t.app)));
    const answers = await Promise.all(members.map((m) => attend(open.uuid, m)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(refused).toHaveLength(7);
    expect(refused.every((res) => res.statusCode === 409 && res.json().message === M.attendFull)).toBe(true);
    const after = (await t.app.inject({ method: 'GET', url: `/group-hookup/${open.uuid}`, headers: admin.headers })).json();
    expect(after).toMatchObject({ slotsLeft: 0 });
    expect(after.participants).toHaveLength(3);
  });

  it('lets a participant leave before the end, freeing the slot, and refuses a non-participant and a late leave', async () => {
    const open = await approved({ startDate: new Date(clock.now().getTime() + HOUR).toISOString(), duration: 30 });
    await attend(open.uuid, member);
    const notAttending = await put(`/group-hookup/leave/${open.uuid}`, host);
    expect(notAttending.json()).toMatchObject({ statusCode: 409, message: M.leaveNotParticipant });
    const before = await newestEventId(t.db);
    const res = await put(`/group-hookup/leave/${open.uuid}`, member);
    expect(res.json()).toMatchObject({ slotsLeft: 5, participants: [] });
    await expectChanged(before, 'left', member, res.json());
    expect((await attend(open.uuid, member)).json().slotsLeft).toBe(4); // may come back
    clock.advance(2 * HOUR);
    expect((await put(`/group-hookup/leave/${open.uuid}`, member)).json()).toMatchObject({ statusCode: 409, message: M.leaveEnded });
    expect((await put('/group-hookup/leave/not-a-uuid', member)).statusCode).toBe(404);
  });
});
