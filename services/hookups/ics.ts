import { createEvents, type Attendee, type EventAttributes } from 'ics';
import { PAGES, pagePath, pageUrl } from '~/common/routes';
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

/**
 * A name as a quoted parameter value (CN=) can hold it: RFC 5545 §3.1 allows no DQUOTE and no control character
 * there, and a backslash escapes nothing, so `ics` writing `\"` lets a name end the value early (readers then take
 * the rest, even a crafted mailto:, as the address). Double quotes become single ones, control characters spaces,
 * and semicolons commas: node-ical splits parameters at `;` even inside quotes.
 */
export function paramText(value: string): string {
  return value.replace(/"/g, "'").replace(/;/g, ',').replace(/[\u0000-\u001f\u007f]/g, ' ');
}

const person = (p: IcsPerson) => ({ name: paramText(p.name), email: p.email });

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
    ...person(a),
    // the organizer is MAIL_FROM (no-reply): nobody reads replies, so calendar apps are not asked to send one
    rsvp: false,
    role: 'REQ-PARTICIPANT',
    partstat: 'NEEDS-ACTION',
  }));
  return {
    ...timed(hookup.startDateTime, hookup.endDateTime),
    uid: hookupUid(hookup.uuid),
    sequence: hookup.sequence,
    title: `Hookup: ${firstParticipant.fullName} & ${secondParticipant.fullName}`,
    description: `Your one-to-one hookup on Hookups.${reasons}`,
    url: pageUrl(options.publicUrl, pagePath(PAGES.timeslots)),
    status: cancelled ? 'CANCELLED' : hookup.hookupStatus === 'CONFIRMED' ? 'CONFIRMED' : 'TENTATIVE',
    ...(options.organizer ? { organizer: person(options.organizer) } : {}),
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

export function groupHookupEvent(groupHookup: FeedGroupHookup, options: { publicUrl: string; organizer: IcsPerson }): EventAttributes {
  const end = new Date(groupHookup.startDate.getTime() + groupHookup.duration * 60_000);
  return {
    ...timed(groupHookup.startDate, end),
    uid: `${groupHookup.uuid}@group-hookups`,
    title: `Group hookup: ${groupHookup.title}`,
    ...(groupHookup.description ? { description: groupHookup.description } : {}),
    url: pageUrl(options.publicUrl, pagePath(PAGES.groupHookupDetails, { uuid: groupHookup.uuid })),
    // RFC 5546 §3.2.1: a PUBLISHed event names its organizer
    organizer: person(options.organizer),
    status: groupHookup.status === 'CANCELED' ? 'CANCELLED' : 'CONFIRMED',
    lastModified: utc(groupHookup.updatedOn).time,
  };
}

/** A whole VCALENDAR; an empty list still gives a valid (empty) calendar. */
export function calendar(events: EventAttributes[], header: { productId: string; method?: string; calName?: string }): string {
  const { error, value } = createEvents(events, header);
  if (error || !value) throw error ?? new Error('ics produced nothing');
  return foldOctets(value);
}

const FOLD_OCTETS = 75;

/**
 * RFC 5545 §3.1: content lines are folded at 75 octets, not characters (`ics` counts characters, so a line with
 * umlauts reaches 76+ octets). Unfolds what `ics` folded, then folds again by UTF-8 length, never inside a character.
 */
export function foldOctets(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const char of line) {
        const size = Buffer.byteLength(char);
        // the continuation lines start with a space, which counts
        if (octets + size > FOLD_OCTETS) {
          parts.push(part);
          part = ' ';
          octets = 1;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n');
    })
    .join('\r\n');
}
