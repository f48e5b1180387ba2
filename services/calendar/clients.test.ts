import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroupHookup } from '~/services/testing/group-hookups';
import { createClock, createTestServices, HOUR, type TestServices } from '~/services/testing/helpers';
import { insertHookup, mailsTo, newestMailId } from '~/services/testing/hookups';
import { longestLineOctets, readCalendar } from '~/services/testing/ical';
import { createMember, type Member } from '~/services/testing/members';

// Issue 23: invites and feeds as calendar apps read them (ical.js and node-ical), with names members can choose.

const clock = createClock();
let t: TestServices;
let admin: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, mailFrom: 'Hookups <no-reply@hookups.test>', groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
  admin = await createMember(t.app, { admin: true });
});
afterAll(() => t.close());

const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);
const feedOf = async (member: Member) => {
  const { url } = (await t.app.inject({ method: 'GET', url: '/user/calendar-feed', headers: member.headers })).json();
  const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('hookup invites in calendar apps', () => {
  it('keeps hostile names inside CN: both readers see the real addresses, the names without double quotes', async () => {
    const erin = await createMember(t.app, { firstName: 'Erin "EJ"', lastName: 'Expert' });
    // a name crafted to end the quoted value early and smuggle in its own address
    const mallory = await createMember(t.app, { firstName: 'x":mailto:attacker@evil.example;X="', lastName: 'Line\u0007\u001bbreak' });
    const { uuid } = await insertHookup(t.app, erin, mallory, { start: at(24) });
    const mails = await newestMailId(t.app);
    const res = await t.app.inject({ method: 'PUT', url: `/hookup-user/hookups/${uuid}/cancel?reason=Sick`, headers: erin.headers });
    expect(res.statusCode).toBe(200);
    for (const member of [erin, mallory]) {
      const [mail] = await mailsTo(t.app, member.username, mails);
      const [event] = readCalendar(mail!.icalEvent!);
      expect(event!.uid).toBe(`${uuid}@hookups`);
      expect(event!.attendees.map((a) => [a.address, a.cn])).toEqual([
        [erin.username, "Erin 'EJ' Expert"],
        [mallory.username, "x':mailto:attacker@evil.example,X=' Line  break"],
      ]);
      // the organizer is MAIL_FROM's no-reply address: calendar apps are not asked to reply
      expect(event!.organizer).toMatchObject({ cn: 'Hookups', address: 'no-reply@hookups.test' });
      expect(event!.attendees.map((a) => a.rsvp)).toEqual(['FALSE', 'FALSE']);
      expect(mail!.icalEvent).not.toContain('evil.example;');
    }
  });

  it('folds lines at 75 octets, also where a name has umlauts, and both readers get the name back whole', async () => {
    const long = await createMember(t.app, { firstName: 'Jürgen-Björn Ødegård', lastName: 'Müller-Lüdenscheidt-Größenwahn-Ääkkönen' });
    const other = await createMember(t.app, { firstName: 'Zoë', lastName: 'Ångström' });
    const { uuid } = await insertHookup(t.app, long, other, { start: at(30) });
    const mails = await newestMailId(t.app);
    await t.app.inject({ method: 'PUT', url: `/hookup-user/hookups/${uuid}/cancel?reason=Travel`, headers: other.headers });
    const [mail] = await mailsTo(t.app, long.username, mails);
    expect(longestLineOctets(mail!.icalEvent!)).toBeLessThanOrEqual(75);
    const [event] = readCalendar(mail!.icalEvent!);
    expect(event!.attendees[0]!.cn).toBe('Jürgen-Björn Ødegård Müller-Lüdenscheidt-Größenwahn-Ääkkönen');
  });
});

describe('the calendar feed in calendar apps', () => {
  it('links group hookups to their details page, names an organizer on every event and folds by octets', async () => {
    const me = await createMember(t.app, { firstName: 'Fëlix' });
    const partner = await createMember(t.app);
    const hookup = await insertHookup(t.app, me, partner, { start: at(48) });
    const groupHookup = await createGroupHookup(t.app, admin, { title: 'Überraschungs-Workshop für Vertriebsprofis über Größenordnungen', startDate: at(72).toISOString() });
    await t.app.inject({ method: 'POST', url: `/group-hookup/attend?uuid=${groupHookup.uuid}`, headers: me.headers });
    const ics = await feedOf(me);
    expect(longestLineOctets(ics)).toBeLessThanOrEqual(75);
    const events = readCalendar(ics);
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect(byUid.get(`${groupHookup.uuid}@group-hookups`)!.url).toBe(`${t.app.config.publicUrl}/group-hookups/details/${groupHookup.uuid}`);
    expect(byUid.get(`${hookup.uuid}@hookups`)!.url).toBe(`${t.app.config.publicUrl}/timeslots`);
    // RFC 5546 §3.2.1: a PUBLISHed event has an ORGANIZER
    for (const event of events) expect(event.organizer).toMatchObject({ cn: 'Hookups', address: 'no-reply@hookups.test' });
  });
});
