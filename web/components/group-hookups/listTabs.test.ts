import { describe, expect, it } from 'vitest';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { applyGroupHookupEvent } from '~/web/lib/live';
import { groupHookup } from '~/web/testing/live';
import { belongsTo, orderOf, tabsFor, type GroupHookupTab } from './listTabs';

const NOW = Date.parse('2029-12-15T00:00:00.000Z');

/** Each tab's list after the event, through the one reducer. */
function afterEvent(lists: Record<GroupHookupTab, GroupHookupData[]>, changed: GroupHookupData, category: string | null = null) {
  return Object.fromEntries(
    Object.entries(lists).map(([tab, items]) => [
      tab,
      applyGroupHookupEvent(items, { groupHookup: changed }, belongsTo(tab as GroupHookupTab, category, NOW), orderOf(tab as GroupHookupTab)).map(
        (gh) => gh.uuid,
      ),
    ]),
  ) as Record<GroupHookupTab, string[]>;
}

const empty = (): Record<GroupHookupTab, GroupHookupData[]> => ({ upcoming: [], mine: [], hosting: [], past: [], pending: [] });

describe('group hookup tabs', () => {
  it('offers Pending approval to admins only', () => {
    expect(tabsFor(false).map((t) => t.label)).toEqual(['Upcoming', 'Mine', 'Hosting', 'Past']);
    expect(tabsFor(true).map((t) => t.label)).toEqual(['Upcoming', 'Mine', 'Hosting', 'Past', 'Pending approval']);
  });

  it('an approval moves a card from Pending approval to Upcoming', () => {
    const pending = groupHookup('gh-1', { status: 'PENDING' });
    const lists = { ...empty(), pending: [pending] };
    expect(afterEvent(lists, { ...pending, status: 'APPROVED' })).toMatchObject({ pending: [], upcoming: ['gh-1'] });
  });

  it('attending puts a card in Mine and leaving takes it out, while it stays in Upcoming', () => {
    const open = groupHookup('gh-1');
    const attended = afterEvent({ ...empty(), upcoming: [open] }, { ...open, isParticipant: true, slotsLeft: 9 });
    expect(attended).toMatchObject({ upcoming: ['gh-1'], mine: ['gh-1'] });
    const left = afterEvent({ ...empty(), upcoming: [open], mine: [{ ...open, isParticipant: true }] }, open);
    expect(left).toMatchObject({ upcoming: ['gh-1'], mine: [] });
  });

  it('completion moves a card from Upcoming, Mine and Hosting to Past', () => {
    const mine = groupHookup('gh-1', { isParticipant: true, isHost: true });
    const lists = { ...empty(), upcoming: [mine], mine: [mine], hosting: [mine] };
    expect(afterEvent(lists, { ...mine, status: 'COMPLETED' })).toEqual({ upcoming: [], mine: [], hosting: [], past: ['gh-1'], pending: [] });
  });

  it('a cancel or a reject removes the card everywhere', () => {
    const hosted = groupHookup('gh-1', { status: 'PENDING', isHost: true });
    const lists = { ...empty(), hosting: [hosted], pending: [hosted] };
    expect(afterEvent(lists, { ...hosted, status: 'NOT_ACCEPTED' })).toEqual(empty());
    expect(afterEvent(lists, { ...hosted, status: 'CANCELED' })).toEqual(empty());
  });

  it('inserts a new group hookup where the order puts it: soonest first, Past latest first', () => {
    const early = groupHookup('gh-early', { startDate: '2030-01-01T09:00:00.000Z' });
    const late = groupHookup('gh-late', { startDate: '2030-01-03T09:00:00.000Z' });
    const middle = groupHookup('gh-middle', { startDate: '2030-01-02T09:00:00.000Z' });
    expect(afterEvent({ ...empty(), upcoming: [early, late] }, middle).upcoming).toEqual(['gh-early', 'gh-middle', 'gh-late']);
    const done = (gh: GroupHookupData) => ({ ...gh, status: 'COMPLETED' as const });
    expect(afterEvent({ ...empty(), past: [done(late), done(early)] }, done(middle)).past).toEqual(['gh-late', 'gh-middle', 'gh-early']);
  });

  it('keeps to the category filter', () => {
    const networking = groupHookup('gh-1', { category: 'NETWORKING' });
    expect(afterEvent(empty(), networking, 'PRACTICE').upcoming).toEqual([]);
    expect(afterEvent(empty(), networking, 'NETWORKING').upcoming).toEqual(['gh-1']);
  });
});
