import { EVENT_CURSOR_HEADER } from '~/common/events';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS } from '~/common/events';
import { VIDEO as M } from '~/common/messages';
import { ROOM_TOKEN_AUDIENCE } from '~/common/video';
import { createGroupHookup, eventsSince, newestEventId } from '~/services/testing/group-hookups';
import { createClock, createTestServices, MINUTE, type TestServices } from '~/services/testing/helpers';
import { insertHookup } from '~/services/testing/hookups';
import { createMember, type Member } from '~/services/testing/members';

const INTERNAL = 'video-internal-secret';
const NODE = 'http://127.0.0.1:4999';
const clock = createClock();
let t: TestServices;
let admin: Member, host: Member, first: Member, second: Member, stranger: Member, attendee: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 30 * 24 * 3600, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0, internalToken: INTERNAL, mediaNodes: [NODE] });
  [admin, host, first, second, stranger, attendee] = await Promise.all([
    createMember(t.app, { admin: true }),
    createMember(t.app),
    createMember(t.app, { firstName: 'First' }),
    createMember(t.app, { firstName: 'Second' }),
    createMember(t.app),
    createMember(t.app),
  ]);
});
afterAll(() => t.close());

const tokenFor = (who: Member, roomId: string) =>
  t.app.inject({ method: 'GET', url: `/video-sdk/generate-token?roomId=${encodeURIComponent(roomId)}`, headers: who.headers });
const validate = (roomId: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url: `/rooms/validate/${roomId}`, headers: authorization === undefined ? {} : { authorization } });
const internal = (method: 'GET' | 'POST', url: string, payload?: object, token = INTERNAL) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

/** A hookup starting `minutesFromNow`, 30 minutes long; answers its uuid and videoCallId. */
async function hookup(minutesFromNow: number, status: 'PENDING' | 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED') {
  const { id, uuid } = await insertHookup(t.app, first, second, { start: new Date(clock.now().getTime() + minutesFromNow * MINUTE), status });
  const row = await t.db.selectFrom('hookups').select('videoCallId').where('id', '=', id).executeTakeFirstOrThrow();
  return { uuid, roomId: row.videoCallId };
}

/** An approved group hookup of `host` starting `minutesFromNow`, 30 minutes long, `attendee` attending. */
async function groupHookup(minutesFromNow: number, approve = true) {
  const created = await createGroupHookup(t.app, host, { startDate: new Date(clock.now().getTime() + 24 * 60 * MINUTE).toISOString(), duration: 30 });
  if (approve) {
    expect((await t.app.inject({ method: 'PUT', url: `/hookup-admin/group-hookups/${created.uuid}/approve`, headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/group-hookup/attend?uuid=${created.uuid}`, headers: attendee.headers })).statusCode).toBe(200);
  }
  // created and attended ahead, then moved to the time the test needs (creating one in the past is refused)
  const startDate = new Date(clock.now().getTime() + minutesFromNow * MINUTE);
  const row = await t.db.updateTable('groupHookups').set({ startDate }).where('uuid', '=', created.uuid).returning('videoRoomId').executeTakeFirstOrThrow();
  return { uuid: created.uuid as string, roomId: row.videoRoomId };
}

const at = async <T>(minutes: number, run: () => Promise<T>) => {
  clock.advance(minutes * MINUTE);
  try {
    return await run();
  } finally {
    clock.advance(-minutes * MINUTE);
  }
};

describe('GET /video-sdk/generate-token for a one-to-one call', () => {
  it('gives each participant a token for the room from 5 minutes before the start to 10 minutes after the end', async () => {
    const call = await hookup(60);
    const res = await at(55, () => tokenFor(first, call.roomId));
    expect(res.statusCode).toBe(200);
    // the room page hears video.room-ended from here (a reconnect loses no end)
    expect(Number(res.headers[EVENT_CURSOR_HEADER])).toBe(await t.app.events.newestId());
    const claims = decodeJwt(res.json().token);
    const start = clock.now().getTime() + 60 * MINUTE;
    expect(claims).toMatchObject({
      aud: ROOM_TOKEN_AUDIENCE,
      sub: first.uuid,
      name: first.fullName,
      room: call.roomId,
      node: NODE,
      grants: { host: false, admin: false },
      nbf: (start - 5 * MINUTE) / 1000,
      exp: (start + 40 * MINUTE) / 1000,
    });
    expect((await at(69.9 + 30, () => tokenFor(second, call.roomId))).statusCode).toBe(200);
  });

  it('refuses before the window opens and after it closes, with the spec-style message', async () => {
    const call = await hookup(60);
    const early = await at(54, () => tokenFor(first, call.roomId));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(M.hookupNotOpen);
    const late = await at(100, () => tokenFor(first, call.roomId));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(M.closed);
  });

  it('refuses a member who is not one of the two participants, an admin included', async () => {
    const call = await hookup(0);
    for (const who of [stranger, admin]) {
      const res = await tokenFor(who, call.roomId);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.notParticipant);
    }
  });

  it('refuses a cancelled hookup, an unknown room and a malformed room id, and asks for a room when none is given', async () => {
    const call = await hookup(0, 'CANCELLED');
    expect((await tokenFor(first, call.roomId)).json()).toMatchObject({ statusCode: 403, message: M.hookupCancelled });
    expect((await tokenFor(first, '00000000-0000-4000-8000-000000000000')).json()).toMatchObject({ statusCode: 404, message: M.notFound });
    expect((await tokenFor(first, 'not-a-room')).json()).toMatchObject({ statusCode: 404, message: M.notFound });
    const none = await t.app.inject({ method: 'GET', url: '/video-sdk/generate-token', headers: first.headers });
    expect(none.json()).toMatchObject({ statusCode: 400, message: M.roomRequired });
  });

  it('needs a signed-in member', async () => {
    const call = await hookup(0);
    expect((await t.app.inject({ method: 'GET', url: `/video-sdk/generate-token?roomId=${call.roomId}` })).statusCode).toBe(401);
  });

  it('stores the room on one media node the first time and every later token names the same node', async () => {
    const call = await hookup(0);
    await tokenFor(first, call.roomId);
    await tokenFor(second, call.roomId);
    const rooms = await t.db.selectFrom('videoRooms').selectAll().where('roomId', '=', call.roomId).execute();
    expect(rooms).toEqual([expect.objectContaining({ kind: 'hookup', mediaNode: NODE, endedAt: null })]);
    expect((await internal('GET', `/internal/video/rooms/${call.roomId}`)).json()).toEqual({ roomId: call.roomId, mediaNode: NODE, endedAt: null });
  });
});

describe('GET /video-sdk/generate-token for a group room', () => {
  it('gives the host host grants, an admin admin grants and a participant none, from start − 5 min', async () => {
    const room = await groupHookup(30);
    const grants = async (who: Member) => decodeJwt((await at(25, () => tokenFor(who, room.roomId))).json().token).grants;
    expect(await grants(host)).toEqual({ host: true, admin: false });
    expect(await grants(admin)).toEqual({ host: false, admin: true });
    expect(await grants(attendee)).toEqual({ host: false, admin: false });
    const early = await at(24, () => tokenFor(attendee, room.roomId));
    expect(early.json()).toMatchObject({ statusCode: 400, message: M.groupNotOpen });
  });

  it('closes at start + duration + 10 minutes, even once the group hookup is COMPLETED', async () => {
    const room = await groupHookup(0);
    await t.db.updateTable('groupHookups').set({ status: 'COMPLETED' }).where('uuid', '=', room.uuid).execute();
    expect((await at(39, () => tokenFor(attendee, room.roomId))).statusCode).toBe(200);
    expect((await at(40, () => tokenFor(attendee, room.roomId))).json()).toMatchObject({ statusCode: 400, message: M.closed });
  });

  it('tells a member who does not attend to attend first', async () => {
    const room = await groupHookup(0);
    expect((await tokenFor(stranger, room.roomId)).json()).toMatchObject({ statusCode: 403, message: M.attendFirst });
  });

  it('has no room for a pending, cancelled or rejected group hookup', async () => {
    const pending = await groupHookup(0, false);
    expect((await tokenFor(host, pending.roomId)).json()).toMatchObject({ statusCode: 403, message: M.noRoom });
    const cancelled = await groupHookup(0);
    await t.db.updateTable('groupHookups').set({ status: 'CANCELED' }).where('uuid', '=', cancelled.uuid).execute();
    expect((await tokenFor(host, cancelled.roomId)).json()).toMatchObject({ statusCode: 403, message: M.noRoom });
    const rejected = await groupHookup(0);
    await t.db.updateTable('groupHookups').set({ status: 'NOT ACCEPTED' }).where('uuid', '=', rejected.uuid).execute();
    expect((await tokenFor(admin, rejected.roomId)).json()).toMatchObject({ statusCode: 403, message: M.noRoom });
  });

  it('refuses a removed member and, once the host ended it, everyone', async () => {
    const room = await groupHookup(0);
    expect((await tokenFor(host, room.roomId)).statusCode).toBe(200);
    expect((await internal('POST', `/internal/video/rooms/${room.roomId}/removals`, { memberUUID: attendee.uuid, byUUID: host.uuid })).statusCode).toBe(204);
    expect((await tokenFor(attendee, room.roomId)).json()).toMatchObject({ statusCode: 403, message: M.removed });
    expect((await tokenFor(host, room.roomId)).statusCode).toBe(200);
    const before = await newestEventId(t.db);
    expect((await internal('POST', `/internal/video/rooms/${room.roomId}/end`)).statusCode).toBe(204);
    expect((await tokenFor(host, room.roomId)).json()).toMatchObject({ statusCode: 400, message: M.ended });
    // the end is told once, live, to whoever may be in the room (services/API.md § Video, video.room-ended)
    expect((await internal('POST', `/internal/video/rooms/${room.roomId}/end`)).statusCode).toBe(204);
    const ended = (await eventsSince(t.db, before)).filter((e) => e.topic === TOPICS.videoRoomEnded);
    expect(ended).toHaveLength(1);
    expect(ended[0]!.payload).toMatchObject({ roomId: room.roomId, kind: 'group', hookupUUID: null, endedAt: clock.now().toISOString() });
    expect([...ended[0]!.payload.memberUUIDs].sort()).toEqual([host.uuid, attendee.uuid].sort());
  });
});

describe('GET /rooms/validate/:roomId (spec §7/§8)', () => {
  it('answers the room, its closing time and the host flag for a valid token', async () => {
    const room = await groupHookup(0);
    const token = (await tokenFor(host, room.roomId)).json().token;
    const res = await validate(room.roomId, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ roomId: room.roomId, closesAt: new Date(clock.now().getTime() + 40 * MINUTE).toISOString(), host: true });
    expect((await validate(room.roomId, `Bearer ${token}`)).json().roomId).toBe(room.roomId);
  });

  it('answers 400 with the text as the error for a missing, forged, foreign, expired or removed token', async () => {
    const room = await groupHookup(0);
    const other = await groupHookup(0);
    const token = (await tokenFor(attendee, room.roomId)).json().token;
    expect((await validate(room.roomId)).json()).toMatchObject({ statusCode: 400, message: M.tokenMissing });
    expect((await validate(room.roomId, `${token.slice(0, -4)}AAAA`)).json()).toMatchObject({ statusCode: 400, message: M.tokenInvalid });
    expect((await validate(other.roomId, token)).json()).toMatchObject({ statusCode: 400, message: M.tokenOtherRoom });
    const session = first.accessToken; // an access token is not a room token
    expect((await validate(room.roomId, session)).json()).toMatchObject({ statusCode: 400, message: M.tokenInvalid });
    expect((await at(41, () => validate(room.roomId, token))).json()).toMatchObject({ statusCode: 400, message: M.tokenInvalid });
    await internal('POST', `/internal/video/rooms/${room.roomId}/removals`, { memberUUID: attendee.uuid });
    expect((await validate(room.roomId, token)).json()).toMatchObject({ statusCode: 400, message: M.removed });
  });
});

describe('internal video endpoints (media nodes)', () => {
  it('refuse a caller without the INTERNAL_TOKEN', async () => {
    const call = await hookup(0);
    await tokenFor(first, call.roomId);
    expect((await internal('POST', `/internal/video/rooms/${call.roomId}/joins`, { memberUUID: first.uuid }, 'wrong')).statusCode).toBe(401);
    const member = await t.app.inject({ method: 'GET', url: `/internal/video/rooms/${call.roomId}`, headers: first.headers });
    expect(member.statusCode).toBe(401);
  });

  it('record joins and leaves, refuse a removed member and an ended room, and 404 an unknown one', async () => {
    const room = await groupHookup(0);
    await tokenFor(host, room.roomId);
    const join = (who: Member) => internal('POST', `/internal/video/rooms/${room.roomId}/joins`, { memberUUID: who.uuid });
    expect((await join(host)).statusCode).toBe(204);
    expect((await join(attendee)).statusCode).toBe(204);
    expect((await internal('POST', `/internal/video/rooms/${room.roomId}/leaves`, { memberUUID: attendee.uuid })).statusCode).toBe(204);
    await internal('POST', `/internal/video/rooms/${room.roomId}/removals`, { memberUUID: attendee.uuid, byUUID: host.uuid });
    expect((await join(attendee)).json()).toMatchObject({ statusCode: 403, message: M.removed });
    await internal('POST', `/internal/video/rooms/${room.roomId}/end`);
    expect((await join(host)).json()).toMatchObject({ statusCode: 409, message: M.ended });
    expect((await internal('POST', '/internal/video/rooms/00000000-0000-4000-8000-000000000000/joins', { memberUUID: host.uuid })).statusCode).toBe(404);
    const rows = await t.db.selectFrom('videoAttendance').select(['userId', 'leftAt']).where('roomId', '=', room.roomId).orderBy('id').execute();
    expect(rows.map((row) => [row.userId, row.leftAt !== null])).toEqual([
      [host.id, true], // closed by the end
      [attendee.id, true],
    ]);
  });
});

describe('GET /video/records: room ids and attendance', () => {
  it('shows who attended a hookup and marks a participant who had not joined by start + 10 minutes a no-show', async () => {
    const call = await hookup(0);
    await tokenFor(first, call.roomId);
    await at(2, () => internal('POST', `/internal/video/rooms/${call.roomId}/joins`, { memberUUID: first.uuid }));
    const records = (at: number) =>
      t.app.inject({ method: 'GET', url: `/video/records?hookups=${call.uuid}`, headers: first.headers }).then((res) => res.json().hookups[0].attendance);
    const before = await records(0);
    expect(before.find((a: any) => a.memberUUID === second.uuid)).toMatchObject({ attended: false, noShow: false });
    const after = await at(10, () => records(10));
    expect(after).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ memberUUID: first.uuid, fullName: first.fullName, attended: true, noShow: false, lastLeftAt: null }),
        expect.objectContaining({ memberUUID: second.uuid, attended: false, noShow: true, firstJoinedAt: null }),
      ]),
    );
  });

  it('answers a group hookup its room id and attendance, and only the records the member can see', async () => {
    const room = await groupHookup(0);
    const call = await hookup(0);
    const res = await t.app.inject({ method: 'GET', url: `/video/records?groupHookups=${room.uuid}&hookups=${call.uuid}`, headers: attendee.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().hookups).toEqual([]); // not theirs
    expect(res.json().groupHookups).toEqual([{ uuid: room.uuid, roomId: room.roomId, attendance: expect.any(Array) }]);
    expect(res.json().groupHookups[0].attendance.map((a: any) => a.memberUUID).sort()).toEqual([host.uuid, attendee.uuid].sort());
  });
});
