import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_HOOKUP as M } from '~/common/messages';
import { createPostgresDatabase } from '~/services/db';
import { createGroupHookup, eventsSince, newestEventId } from '~/services/testing/group-hookups';
import { createClock, createTestServices, HOUR, MINUTE, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';
import { createGroupHookupScheduler } from './scheduler';

const clock = createClock();
let t: TestServices;
let admin: Member;
let host: Member;
let participant: Member;
let stranger: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 30 * 24 * 3600, groupHookupSchedulerMs: 0 });
  [admin, host, participant, stranger] = await Promise.all([
    createMember(t.app, { admin: true }),
    createMember(t.app),
    createMember(t.app),
    createMember(t.app),
  ]);
  // hosts in this file are approved without waiting for an admin
  await t.app.inject({
    method: 'PUT',
    url: `/group-hookup-settings/${admin.organizationId}`,
    headers: admin.headers,
    payload: { requireApproval: false, defaultDuration: 60, defaultMaxParticipants: 10 },
  });
});
afterAll(() => t.close());

const SECOND = 1000;
const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString();
const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, who: Member) => t.app.inject({ method, url, headers: who.headers });

describe('the COMPLETED scheduler', () => {
  it('completes APPROVED group hookups whose start + duration passed, with a completed event, and leaves the rest', async () => {
    const scheduler = createGroupHookupScheduler(t.app);
    const ending = await createGroupHookup(t.app, host, { startDate: inHours(1), duration: 30 });
    const later = await createGroupHookup(t.app, host, { startDate: inHours(5) });
    const cancelled = await createGroupHookup(t.app, host, { startDate: inHours(1), duration: 15 });
    await call('PUT', `/group-hookup/${cancelled.uuid}/cancel?reason=Sick%20today`, host);
    const before = await newestEventId(t.db);
    clock.advance(HOUR + 29 * MINUTE);
    expect((await scheduler.runOnce(clock.now())).completed).toEqual([]);
    clock.advance(MINUTE);
    const run = await scheduler.runOnce(clock.now());
    expect(run).toMatchObject({ ran: true, completed: [ending.uuid] });
    const [event] = await eventsSince(t.db, before);
    expect(event.payload).toMatchObject({ kind: 'completed', actorUUID: null, groupHookup: { uuid: ending.uuid, status: 'COMPLETED' } });
    const statuses = await t.db.selectFrom('groupHookups').select(['uuid', 'status']).where('uuid', 'in', [ending.uuid, later.uuid, cancelled.uuid]).execute();
    expect(Object.fromEntries(statuses.map((s) => [s.uuid, s.status]))).toEqual({ [ending.uuid]: 'COMPLETED', [later.uuid]: 'APPROVED', [cancelled.uuid]: 'CANCELED' });
    expect((await scheduler.runOnce(clock.now())).completed).toEqual([]);
  });

  it('completes each group hookup once when two replicas run at the same time; a replica that finds the lock taken skips', async () => {
    const replica = await t.replica();
    const ending = await createGroupHookup(t.app, host, { startDate: inHours(1), duration: 15 });
    clock.advance(2 * HOUR);
    const before = await newestEventId(t.db);
    const runs = await Promise.all([createGroupHookupScheduler(t.app).runOnce(clock.now()), createGroupHookupScheduler(replica).runOnce(clock.now())]);
    expect(runs.flatMap((run) => run.completed)).toEqual([ending.uuid]);
    expect((await eventsSince(t.db, before)).filter((e) => e.payload.kind === 'completed')).toHaveLength(1);
    if (process.env.DATABASE_URL) {
      // another process holds the lock for the whole round
      const other = createPostgresDatabase(process.env.DATABASE_URL, t.app.config.databaseSchema);
      await other.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.group-hookup-scheduler'))`.execute(trx);
        expect(await createGroupHookupScheduler(t.app).runOnce(clock.now())).toEqual({ ran: false, completed: [], presenceExpired: [] });
      });
      await other.destroy();
    }
    await replica.close();
  });

  it('runs on its own every GROUP_HOOKUP_SCHEDULER_MS', async () => {
    const ending = await createGroupHookup(t.app, host, { startDate: inHours(1), duration: 15 });
    clock.advance(2 * HOUR);
    const ticking = await t.replica({ groupHookupSchedulerMs: 50 });
    await expect
      .poll(async () => (await t.db.selectFrom('groupHookups').select('status').where('uuid', '=', ending.uuid).executeTakeFirstOrThrow()).status, { timeout: 3000 })
      .toBe('COMPLETED');
    await ticking.close();
  });
});

describe('the group hookup room', () => {
  async function withRoom(startInMinutes = 60, duration = 30) {
    const groupHookup = await createGroupHookup(t.app, host, { startDate: new Date(clock.now().getTime() + startInMinutes * MINUTE).toISOString(), duration });
    await call('POST', `/group-hookup/attend?uuid=${groupHookup.uuid}`, participant);
    return groupHookup;
  }

  it('shows the window (start − 5 min to start + duration + 10 min) to the host, participants and admins, and 403 to others', async () => {
    const room = await withRoom(60, 30);
    const res = await call('GET', `/group-hookup/${room.uuid}/room`, participant);
    expect(res.statusCode).toBe(200);
    const start = new Date(room.startDate).getTime();
    expect(res.json()).toEqual({
      uuid: room.uuid,
      opensAt: new Date(start - 5 * MINUTE).toISOString(),
      closesAt: new Date(start + 40 * MINUTE).toISOString(),
      present: [],
    });
    expect((await call('GET', `/group-hookup/${room.uuid}/room`, host)).statusCode).toBe(200);
    expect((await call('GET', `/group-hookup/${room.uuid}/room`, admin)).statusCode).toBe(200);
    const refused = await call('GET', `/group-hookup/${room.uuid}/room`, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.attendFirst);
    expect((await call('GET', '/group-hookup/not-a-uuid/room', stranger)).statusCode).toBe(404);
  });

  it('refuses presence before the window opens and after it closes (409), and from a non-participant (403)', async () => {
    const room = await withRoom(60, 30);
    const early = await call('PUT', `/group-hookup/${room.uuid}/room/presence`, participant);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.roomNotOpen);
    clock.advance(55 * MINUTE);
    expect((await call('PUT', `/group-hookup/${room.uuid}/room/presence`, participant)).statusCode).toBe(200);
    expect((await call('PUT', `/group-hookup/${room.uuid}/room/presence`, stranger)).json()).toMatchObject({ statusCode: 403, message: M.attendFirst });
    expect((await call('PUT', `/group-hookup/${room.uuid}/room/presence`, admin)).statusCode).toBe(403);
    clock.advance(45 * MINUTE); // start + 30 + 10 = closed
    const late = await call('PUT', `/group-hookup/${room.uuid}/room/presence`, participant);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.roomClosed);
  });

  it('keeps a COMPLETED one open until its window closes', async () => {
    const room = await withRoom(10, 15);
    clock.advance(30 * MINUTE);
    await createGroupHookupScheduler(t.app).runOnce(clock.now());
    const res = await call('PUT', `/group-hookup/${room.uuid}/room/presence`, host);
    expect(res.statusCode).toBe(200);
    expect(res.json().present.map((p: { uuid: string }) => p.uuid)).toEqual([host.uuid]);
  });

  it('refuses presence in a cancelled one, inside its window too: it has no room (409)', async () => {
    const room = await withRoom(10, 15);
    expect((await call('PUT', `/group-hookup/${room.uuid}/cancel?reason=Double%20booked`, host)).statusCode).toBe(200);
    clock.advance(10 * MINUTE);
    const refused = await call('PUT', `/group-hookup/${room.uuid}/room/presence`, host);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.roomClosed);
  });

  it('marks the caller present with a presence event on arrival only; heartbeats keep them, DELETE removes them', async () => {
    const room = await withRoom(3, 30);
    const before = await newestEventId(t.db);
    const joined = await call('PUT', `/group-hookup/${room.uuid}/room/presence`, participant);
    expect(joined.json().present).toEqual([expect.objectContaining({ uuid: participant.uuid, fullName: participant.fullName })]);
    clock.advance(30 * SECOND);
    await call('PUT', `/group-hookup/${room.uuid}/room/presence`, participant);
    await call('PUT', `/group-hookup/${room.uuid}/room/presence`, host);
    const events = await eventsSince(t.db, before);
    expect(events.map((e) => e.topic)).toEqual(['group-hookup.presence', 'group-hookup.presence']);
    expect(events[1].payload).toEqual({
      uuid: room.uuid,
      hostUUID: host.uuid,
      participantUUIDs: [participant.uuid],
      present: expect.arrayContaining([expect.objectContaining({ uuid: host.uuid }), expect.objectContaining({ uuid: participant.uuid })]),
    });
    const left = await call('DELETE', `/group-hookup/${room.uuid}/room/presence`, participant);
    expect(left.statusCode).toBe(200);
    expect(left.json().present.map((p: { uuid: string }) => p.uuid)).toEqual([host.uuid]);
    expect((await eventsSince(t.db, before)).at(-1)!.payload.present.map((p: { uuid: string }) => p.uuid)).toEqual([host.uuid]);
  });

  it('drops presence after 45 s without a heartbeat, and the scheduler announces it', async () => {
    const room = await withRoom(3, 30);
    await call('PUT', `/group-hookup/${room.uuid}/room/presence`, participant);
    clock.advance(44 * SECOND);
    expect((await call('GET', `/group-hookup/${room.uuid}/room`, host)).json().present).toHaveLength(1);
    clock.advance(SECOND);
    expect((await call('GET', `/group-hookup/${room.uuid}/room`, host)).json().present).toEqual([]);
    const before = await newestEventId(t.db);
    const run = await createGroupHookupScheduler(t.app).runOnce(clock.now());
    expect(run.presenceExpired).toContain(room.uuid);
    const presence = (await eventsSince(t.db, before)).find((e) => e.topic === 'group-hookup.presence' && e.payload.uuid === room.uuid);
    expect(presence?.payload).toMatchObject({ present: [], participantUUIDs: [participant.uuid] });
    expect(await t.db.selectFrom('groupHookupPresence').selectAll().execute()).toEqual([]);
  });

  it('removes a participant who leaves from the room', async () => {
    const room = await withRoom(3, 30);
    await call('PUT', `/group-hookup/${room.uuid}/room/presence`, participant);
    await call('PUT', `/group-hookup/leave/${room.uuid}`, participant);
    expect((await call('GET', `/group-hookup/${room.uuid}/room`, host)).json().present).toEqual([]);
    expect((await call('GET', `/group-hookup/${room.uuid}/room`, participant)).statusCode).toBe(403);
  });
});
