import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOKUP as M } from '~/common/messages';
import { createGroupHookup } from '~/services/testing/group-hookups';
import { createClock, createTestServices, HOUR, type TestServices } from '~/services/testing/helpers';
import { insertHookup } from '~/services/testing/hookups';
import { createMember, type Member } from '~/services/testing/members';

const clock = createClock();
let t: TestServices;
let admin: Member;
let me: Member;
let partner: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 365 * 24 * 3600, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
  [admin, me, partner, other] = await Promise.all([
    createMember(t.app, { admin: true }),
    createMember(t.app, { firstName: 'Mia' }),
    createMember(t.app, { firstName: 'Pau' }),
    createMember(t.app),
  ]);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'PUT', url: string, who: Member | null, payload?: object) => t.app.inject({ method, url, headers: who ? who.headers : {}, payload });
const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);
const feedPath = (url: string) => new URL(url).pathname;
const uids = (ics: string) => [...ics.matchAll(/^UID:(.+)\r?$/gm)].map((m) => m[1]);

describe('the private calendar feed', () => {
  it('makes a URL on first call, keeps it, and rotates it (the old one answers 404)', async () => {
    const first = await inject('GET', '/user/calendar-feed', me);
    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(/^http:\/\/localhost:4000\/calendar\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await inject('GET', '/user/calendar-feed', me)).json()).toEqual(first.json());
    const rotated = (await inject('PUT', '/user/calendar-feed', me)).json();
    expect(rotated.url).not.toBe(first.json().url);
    expect((await inject('GET', feedPath(first.json().url), null)).statusCode).toBe(404);
    expect((await inject('GET', feedPath(rotated.url), null)).statusCode).toBe(200);
    expect((await inject('GET', '/user/calendar-feed', me)).json()).toEqual(rotated);
    expect((await inject('GET', '/user/calendar-feed', null)).statusCode).toBe(401);
  });

  it('serves text/calendar with the member’s open and completed hookups, recent cancels as CANCELLED, and group hookups they host or attend', async () => {
    const open = await insertHookup(t.app, me, partner, { start: at(24) });
    const confirmed = await insertHookup(t.app, partner, me, { start: at(48), status: 'CONFIRMED' });
    const cancelled = await insertHookup(t.app, me, partner, { start: at(30), status: 'CANCELLED' });
    const expired = await insertHookup(t.app, me, partner, { start: at(-30), status: 'EXPIRED' });
    const notMine = await insertHookup(t.app, partner, other, { start: at(24) });
    const hosting = await createGroupHookup(t.app, admin, { title: 'Discovery calls' });
    const attending = await createGroupHookup(t.app, admin, { title: 'Demo clinic' });
    const skipped = await createGroupHookup(t.app, admin, { title: 'Other talk' });
    await t.db.updateTable('groupHookups').set({ hostId: me.id }).where('uuid', '=', hosting.uuid).execute();
    await t.app.inject({ method: 'POST', url: `/group-hookup/attend?uuid=${attending.uuid}`, headers: me.headers });
    const { url } = (await inject('GET', '/user/calendar-feed', me)).json();
    const res = await inject('GET', feedPath(url), null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = res.body;
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(uids(ics).sort()).toEqual(
      [`${open.uuid}@hookups`, `${confirmed.uuid}@hookups`, `${cancelled.uuid}@hookups`, `${hosting.uuid}@group-hookups`, `${attending.uuid}@group-hookups`].sort(),
    );
    expect(ics).not.toContain(expired.uuid);
    expect(ics).not.toContain(notMine.uuid);
    expect(ics).not.toContain(skipped.uuid);
    const block = (uid: string) => ics.slice(ics.indexOf(`UID:${uid}`), ics.indexOf('END:VEVENT', ics.indexOf(`UID:${uid}`)));
    expect(block(`${cancelled.uuid}@hookups`)).toContain('STATUS:CANCELLED');
    expect(block(`${confirmed.uuid}@hookups`)).toContain('STATUS:CONFIRMED');
    expect(block(`${open.uuid}@hookups`)).toContain('DTSTART:20300116T100000Z');
    expect(block(`${attending.uuid}@group-hookups`)).toContain('SUMMARY:Group hookup: Demo clinic');
    // a cancel older than 30 days drops out
    await t.db.updateTable('hookups').set({ updatedOn: at(-31 * 24) }).where('uuid', '=', cancelled.uuid).execute();
    expect(uids((await inject('GET', feedPath(url), null)).body)).not.toContain(`${cancelled.uuid}@hookups`);
  });

  it('answers 404 to unknown and malformed tokens', async () => {
    for (const path of ['/calendar/feed/nope.ics', `/calendar/feed/${'a'.repeat(32)}.ics`, `/calendar/feed/${'a'.repeat(32)}`]) {
      expect((await inject('GET', path, null)).statusCode, path).toBe(404);
    }
    // a NUL character is refused at the edge like in any other input (issue 20)
    expect((await inject('GET', '/calendar/feed/%00.ics', null)).statusCode).toBe(400);
  });
});

describe('PUT /user/google-calendar', () => {
  it('refuses with 409 without Google credentials, and linkedWithGoogleCalendar stays false; a missing code is 400', async () => {
    const res = await inject('PUT', '/user/google-calendar', me, { code: '4/abc' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.googleNotConfigured);
    expect((await inject('GET', '/user/details', me)).json().linkedWithGoogleCalendar).toBe(false);
    expect((await inject('PUT', '/user/google-calendar', me, {})).statusCode).toBe(400);
    expect((await inject('PUT', '/user/google-calendar', null, { code: 'x' })).statusCode).toBe(401);
  });
});

describe('feature gates', () => {
  it('lists the gates; an admin switches one; unknown → 404, bad body → 400, a member → 403', async () => {
    const gates = (await inject('GET', '/feature-gates', me)).json();
    expect(gates).toEqual([
      { name: 'full_calendar', enabled: false, description: expect.any(String) },
      { name: 'onboarding_side_drawer', enabled: false, description: expect.any(String) },
    ]);
    const on = await inject('PUT', '/hookup-admin/feature-gates/full_calendar', admin, { enabled: true });
    expect(on.json()).toEqual({ name: 'full_calendar', enabled: true, description: gates[0].description });
    expect((await inject('GET', '/feature-gates', me)).json()[0].enabled).toBe(true);
    const unknown = await inject('PUT', '/hookup-admin/feature-gates/dark_mode', admin, { enabled: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.featureGateNotFound);
    expect((await inject('PUT', '/hookup-admin/feature-gates/full_calendar', admin, { enabled: 'yes' })).statusCode).toBe(400);
    expect((await inject('PUT', '/hookup-admin/feature-gates/full_calendar', me, { enabled: false })).statusCode).toBe(403);
    expect((await inject('GET', '/feature-gates', null)).statusCode).toBe(401);
  });
});
