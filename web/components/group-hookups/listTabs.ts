// The tabs of /group-hookups: which list each one asks for (GET group-hookup/all `view`, `status`) and
// which group hookups belong in it, so a live event can put a card in, move it or take it out.
import { hasEnded, isOpenToMembers } from '~/common/groupHookupRules';
import type { GroupHookupStatus, GroupHookupView } from '~/web/gql/graphql';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';

export type GroupHookupTab = 'upcoming' | 'mine' | 'hosting' | 'past' | 'pending';

export interface TabDefinition {
  value: GroupHookupTab;
  label: string;
  view: GroupHookupView;
  status?: GroupHookupStatus;
  adminOnly?: boolean;
  empty: string;
}

export const TABS: readonly TabDefinition[] = [
  { value: 'upcoming', label: 'Upcoming', view: 'UPCOMING', empty: 'No upcoming group hookups yet.' },
  { value: 'mine', label: 'Mine', view: 'MINE', empty: 'You are not attending any group hookup yet.' },
  { value: 'hosting', label: 'Hosting', view: 'HOSTING', empty: 'You are not hosting any group hookup.' },
  { value: 'past', label: 'Past', view: 'PAST', empty: 'No past group hookups.' },
  // admins: every status, narrowed to the ones waiting for a decision
  { value: 'pending', label: 'Pending approval', view: 'ALL', status: 'PENDING', adminOnly: true, empty: 'Nothing waits for approval.' },
];

export function tabsFor(isAdmin: boolean): TabDefinition[] {
  return TABS.filter((tab) => isAdmin || !tab.adminOnly);
}

export function tabDefinition(tab: GroupHookupTab): TabDefinition {
  return TABS.find((definition) => definition.value === tab) ?? TABS[0];
}

const ACTIVE: readonly GroupHookupStatus[] = ['PENDING', 'APPROVED'];

/** Whether a group hookup, as an event now shows it, is listed under `tab` (and the category filter). */
export function belongsTo(tab: GroupHookupTab, category: string | null, now: number = Date.now()) {
  return (gh: GroupHookupData): boolean => {
    if (category && gh.category !== category) return false;
    switch (tab) {
      case 'upcoming':
        return isOpenToMembers(gh, now);
      case 'mine':
        return gh.isParticipant && isOpenToMembers(gh, now);
      case 'hosting':
        return gh.isHost && ACTIVE.includes(gh.status) && !hasEnded(gh, now);
      case 'past':
        return gh.status === 'COMPLETED' || (gh.status === 'APPROVED' && hasEnded(gh, now));
      case 'pending':
        return gh.status === 'PENDING';
    }
  };
}

/** The order of the services' lists: soonest first, the past tab latest first. */
export function orderOf(tab: GroupHookupTab) {
  const sign = tab === 'past' ? -1 : 1;
  return (a: GroupHookupData, b: GroupHookupData): number => sign * (Date.parse(a.startDate) - Date.parse(b.startDate)) || a.uuid.localeCompare(b.uuid);
}
