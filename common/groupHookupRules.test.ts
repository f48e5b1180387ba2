// The group hookup rules of spec §4 in sentences: what a host, a participant, a member and an admin may do, and when.
import { describe, expect, it } from 'vitest';
import {
  availableActions,
  hasEnded,
  hasRoom,
  hasStarted,
  isHighlightedNow,
  mayBeCancelled,
  mayBeEdited,
  roomState,
  roomWindow,
  type GroupHookupSubject,
} from './groupHookupRules';

const START = Date.parse('2030-01-02T10:00:00.000Z');
const before = START - 60_000;
const during = START + 30 * 60_000;
const atEnd = START + 60 * 60_000;

const groupHookup = (overrides: Partial<GroupHookupSubject> = {}): GroupHookupSubject => ({
  startDate: new Date(START).toISOString(),
  duration: 60,
  status: 'APPROVED',
  hostUUID: 'host',
  isParticipant: false,
  slotsLeft: 3,
  highlighted: false,
  ...overrides,
});

const host = { uuid: 'host', admin: false };
const member = { uuid: 'member', admin: false };
const admin = { uuid: 'admin', admin: true };
const actions = (gh: GroupHookupSubject, who: typeof member, now = before) => [...availableActions(gh, who, now)].sort();

describe('time', () => {
  it('a group hookup has started at its start and ended at start + duration, whether services hold a Date or the browser a string', () => {
    expect(hasStarted({ startDate: new Date(START) }, START - 1)).toBe(false);
    expect(hasStarted({ startDate: new Date(START).toISOString() }, START)).toBe(true);
    expect(hasEnded({ startDate: new Date(START), duration: 60 }, atEnd - 1)).toBe(false);
    expect(hasEnded({ startDate: new Date(START).toISOString(), duration: 60 }, atEnd)).toBe(true);
  });
});

describe('what a member may do', () => {
  it('a member attends an APPROVED one with a free slot, and cannot when it is full', () => {
    expect(actions(groupHookup(), member)).toEqual(['attend']);
    expect(actions(groupHookup({ slotsLeft: 0 }), member)).toEqual([]);
  });

  it('a participant leaves instead of attending, until the end', () => {
    expect(actions(groupHookup({ isParticipant: true }), member, during)).toEqual(['leave']);
    expect(actions(groupHookup({ isParticipant: true }), member, atEnd)).toEqual([]);
  });

  it('a member has nothing on a PENDING, CANCELED, COMPLETED or NOT ACCEPTED one', () => {
    for (const status of ['PENDING', 'CANCELED', 'COMPLETED', 'NOT ACCEPTED']) expect(actions(groupHookup({ status }), member)).toEqual([]);
  });
});

describe('what the host may do', () => {
  it('the host never attends their own; they edit until the start and cancel until the end', () => {
    expect(actions(groupHookup(), host)).toEqual(['cancel', 'edit']);
    expect(actions(groupHookup(), host, during)).toEqual(['cancel']);
    expect(actions(groupHookup(), host, atEnd)).toEqual([]);
  });

  it('the host edits and cancels a PENDING one too, but nothing once it is CANCELED or NOT ACCEPTED', () => {
    expect(actions(groupHookup({ status: 'PENDING' }), host)).toEqual(['cancel', 'edit']);
    expect(actions(groupHookup({ status: 'CANCELED' }), host)).toEqual([]);
    expect(actions(groupHookup({ status: 'NOT ACCEPTED' }), host)).toEqual([]);
  });
});

describe('what an admin may do', () => {
  it('an admin approves or rejects a PENDING one, and edits or cancels it', () => {
    expect(actions(groupHookup({ status: 'PENDING' }), admin)).toEqual(['approve', 'cancel', 'edit', 'reject']);
  });

  it('an admin highlights an APPROVED one until it ends, or unhighlights a highlighted one', () => {
    expect(actions(groupHookup(), admin)).toEqual(['attend', 'cancel', 'edit', 'highlight']);
    expect(actions(groupHookup({ highlighted: true }), admin, during)).toEqual(['attend', 'cancel', 'unhighlight']);
    expect(actions(groupHookup({ highlighted: true }), admin, atEnd)).toEqual([]);
  });
});

describe('the rules services enforce with the same functions', () => {
  it('editable: PENDING or APPROVED and not started', () => {
    expect(mayBeEdited(groupHookup({ status: 'PENDING' }), before)).toBe(true);
    expect(mayBeEdited(groupHookup(), START)).toBe(false);
    expect(mayBeEdited(groupHookup({ status: 'COMPLETED' }), before)).toBe(false);
  });

  it('cancellable: PENDING or APPROVED and not ended', () => {
    expect(mayBeCancelled(groupHookup(), atEnd - 1)).toBe(true);
    expect(mayBeCancelled(groupHookup(), atEnd)).toBe(false);
    expect(mayBeCancelled(groupHookup({ status: 'CANCELED' }), before)).toBe(false);
  });

  it('a highlighted one is shown as highlighted only while APPROVED and not ended', () => {
    expect(isHighlightedNow(groupHookup({ highlighted: true }), during)).toBe(true);
    expect(isHighlightedNow(groupHookup({ highlighted: true }), atEnd)).toBe(false);
    expect(isHighlightedNow(groupHookup({ highlighted: true, status: 'CANCELED' }), before)).toBe(false);
    expect(isHighlightedNow(groupHookup({ highlighted: false }), before)).toBe(false);
  });
});

describe('the room (spec §4, §9, issue 15): services admit by it, the room machine shows it', () => {
  const MINUTE = 60_000;

  it('opens 5 minutes before the start and closes 10 minutes after the end, whether services hold a Date or the browser a string', () => {
    expect(roomWindow({ startDate: new Date(START), duration: 60 })).toEqual({ opensAt: START - 5 * MINUTE, closesAt: atEnd + 10 * MINUTE });
    expect(roomWindow({ startDate: new Date(START).toISOString(), duration: 60 })).toEqual({ opensAt: START - 5 * MINUTE, closesAt: atEnd + 10 * MINUTE });
  });

  it('an APPROVED one has a room, and a COMPLETED one keeps it through the 10 minutes after its end', () => {
    expect(roomState(groupHookup(), START - 5 * MINUTE - 1)).toBe('before');
    expect(roomState(groupHookup(), START - 5 * MINUTE)).toBe('open');
    expect(roomState(groupHookup({ status: 'COMPLETED' }), atEnd)).toBe('open');
    expect(roomState(groupHookup({ status: 'COMPLETED' }), atEnd + 10 * MINUTE - 1)).toBe('open');
    expect(roomState(groupHookup({ status: 'COMPLETED' }), atEnd + 10 * MINUTE)).toBe('over');
    expect(roomState(groupHookup(), atEnd + 10 * MINUTE)).toBe('over');
  });

  it('a PENDING, CANCELED or NOT ACCEPTED one has no room at any time', () => {
    for (const status of ['PENDING', 'CANCELED', 'NOT ACCEPTED', 'NOT_ACCEPTED']) {
      expect(hasRoom(status)).toBe(false);
      for (const now of [before - 10 * MINUTE, during, atEnd + 11 * MINUTE]) expect(roomState(groupHookup({ status }), now)).toBe('none');
    }
    expect(hasRoom('APPROVED')).toBe(true);
    expect(hasRoom('COMPLETED')).toBe(true);
  });

  it('a start that is not a date never opens the room', () => {
    expect(roomState(groupHookup({ startDate: 'not a date' }), during)).toBe('before');
  });
});
