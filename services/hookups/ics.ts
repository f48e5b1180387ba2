import { createEvents, type Attendee, type EventAttributes } from 'ics';
import type { Hookup } from './schemas';

// iCalendar for one-to-one hookups (services/API.md § Events and mail): one VEVENT per hookup, UID
// `<uuid>@hookups`, SEQUENCE = hookups.sequence, so a calendar app replaces the invite it already has.

export type IcsMethod = 'REQUEST' | 'CANCEL';

export interface IcsPerson {
  name: string;
  email: string;
}

/** 'Hookups <no-reply@hookups.example>' → { name: 'Hookups', email: 'no-reply@hookups.example' } */
export function organizerOf(mailFrom: string): IcsPerson {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (match) return { name: match[1] || 'Hookups', email: match[2]! };
  return { name: 'Hookups', email: mailFrom.trim() };
}

export const hookupUid = (uuid: string) => `${uuid}@hookups`;

function utc(date: string | Date) {
  return { time: new Date(date).getTime(), input: 'utc' as const, output: 'utc' as const };
}

function timed(start: string | Date, end: string | Date) {
  const s = utc(start);
  const e = utc(end);
  return { start: s.time, startInputType: s.input, startOutputType: s.output, end: e.time, endInputType: e.input, endOutputType: e.output };
}

/** The VEVENT of a hookup; cancelled ones (or `method` CANCEL) carry STATUS:CANCELLED. */
export function hookupEvent(
  hookup: Hookup,
  options: { publicUrl: string; organizer?: IcsPerson; attendees?: IcsPerson[]; cancelled?: boolean },
): EventAttributes {
  const { firstParticipant, secondParticipant } = hookup;
  const cancelled = options.cancelled || hookup.hookupStatus === 'CANCELLED';
  const reasons = hookup.matchReasons.length > 0 ? `\n\nWhy you were matched: ${hookup.matchReasons.join('; ')}` : '';
  const attendees: Attendee[] | undefined = options.attendees?.map((a) => ({
    name: a.name,
    email: a.email,
    rsvp: !cancelled,
    role: 'REQ-PARTICIPANT',
    partstat: 'NEEDS-ACTION',
  }));
  return {
    ...timed(hookup.startDateTime, hookup.endDateTime),
    uid: hookupUid(hookup.uuid),
    sequence: hookup.sequence,
    title: `Hookup: ${firstParticipant.fullName} & ${secondParticipant.fullName}`,
    description: `Your one-to-one hookup on Hookups.${reasons}`,
    url: `${options.publicUrl}/timeslots`,
    status: cancelled ? 'CANCELLED' : hookup.hookupStatus === 'CONFIRMED' ? 'CONFIRMED' : 'TENTATIVE',
    ...(options.organizer ? { organizer: options.organizer } : {}),
    ...(attendees ? { attendees } : {}),
    lastModified: utc(hookup.updatedOn).time,
  };
}

/** The .ics of an invite (REQUEST) or a cancel (CANCEL, STATUS:CANCELLED) mailed to the hookup's members. */
export function hookupInvite(hookup: Hookup, method: IcsMethod, options: { publicUrl: string; organizer: IcsPerson; attendees: IcsPerson[] }): string {
  const event = hookupEvent(hookup, { ...options, cancelled: method === 'CANCEL' });
  return calendar([event], { productId: 'hookups/one-to-one', method });
}

export interface FeedGroupHookup {
  uuid: string;
  title: string;
  description: string | null;
  startDate: Date;
  duration: number;
  status: string;
  updatedOn: Date;
}

export function groupHookupEvent(groupHookup: FeedGroupHookup, publicUrl: string): EventAttributes {
  const end = new Date(groupHookup.startDate.getTime() + groupHookup.duration * 60_000);
  return {
    ...timed(groupHookup.startDate, end),
    uid: `${groupHookup.uuid}@group-hookups`,
    title: `Group hookup: ${groupHookup.title}`,
    ...(groupHookup.description ? { description: groupHookup.description } : {}),
    url: `${publicUrl}/group-hookups/${groupHookup.uuid}`,
    status: groupHookup.status === 'CANCELED' ? 'CANCELLED' : 'CONFIRMED',
    lastModified: utc(groupHookup.updatedOn).time,
  };
}

/** A whole VCALENDAR; an empty list still gives a valid (empty) calendar. */
export function calendar(events: EventAttributes[], header: { productId: string; method?: string; calName?: string }): string {
  const { error, value } = createEvents(events, header);
  if (error || !value) throw error ?? new Error('ics produced nothing');
  return value;
}
