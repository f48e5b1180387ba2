import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { expect } from 'vitest';

// What two independent calendar readers make of an .ics: ical.js (Thunderbird's parser) and node-ical. Tests compare
// both with what the product meant to write, so a value only one of them misreads still fails.

export interface ReadPerson {
  cn: string | undefined;
  address: string;
  rsvp?: string | undefined;
}

export interface ReadEvent {
  uid: string;
  url: string | undefined;
  organizer: ReadPerson | undefined;
  attendees: ReadPerson[];
}

export function readWithIcalJs(ics: string): ReadEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const person = (property: ICAL.Property | null): ReadPerson | undefined =>
    property
      ? {
          cn: property.getParameter('cn') as string | undefined,
          address: String(property.getFirstValue()).replace(/^mailto:/i, ''),
          rsvp: property.getParameter('rsvp') as string | undefined,
        }
      : undefined;
  return calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    url: (event.getFirstPropertyValue('url') as string | null) ?? undefined,
    organizer: person(event.getFirstProperty('organizer')),
    attendees: event.getAllProperties('attendee').map((p) => person(p)!),
  }));
}

type NodeIcalPerson = string | { params?: Record<string, string>; val: string };

export function readWithNodeIcal(ics: string): ReadEvent[] {
  const person = (value: NodeIcalPerson | undefined): ReadPerson | undefined => {
    if (value === undefined) return undefined;
    const { params = {}, val } = typeof value === 'string' ? { val: value } : value;
    return { cn: params.CN, address: val.replace(/^mailto:/i, ''), rsvp: params.RSVP === undefined ? undefined : String(params.RSVP).toUpperCase() };
  };
  const components = Object.values(nodeIcal.sync.parseICS(ics)).filter((c) => c?.type === 'VEVENT') as unknown as Array<{
    uid: string;
    url?: string;
    organizer?: NodeIcalPerson;
    attendee?: NodeIcalPerson | NodeIcalPerson[];
  }>;
  return components.map((event) => ({
    uid: event.uid,
    url: event.url,
    organizer: person(event.organizer),
    attendees: (Array.isArray(event.attendee) ? event.attendee : event.attendee ? [event.attendee] : []).map((a) => person(a)!),
  }));
}

/** Both readers' events, after checking they agree on every UID, URL, organizer and attendee. */
export function readCalendar(ics: string): ReadEvent[] {
  const byIcalJs = readWithIcalJs(ics);
  const byNodeIcal = readWithNodeIcal(ics);
  const comparable = (events: ReadEvent[]) =>
    events.map(({ uid, url, organizer, attendees }) => ({
      uid,
      url,
      organizer: organizer && { cn: organizer.cn, address: organizer.address },
      attendees: attendees.map((a) => ({ cn: a.cn, address: a.address, rsvp: a.rsvp?.toUpperCase() })),
    }));
  expect(comparable(byNodeIcal), 'node-ical reads what ical.js reads').toEqual(comparable(byIcalJs));
  return byIcalJs;
}

/** RFC 5545 §3.1: no physical line longer than 75 octets. */
export function longestLineOctets(ics: string): number {
  return Math.max(...ics.split('\r\n').map((line) => Buffer.byteLength(line)));
}
