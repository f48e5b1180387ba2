// Which actions a member has on a group hookup, by role and status (spec §4, §6; services/API.md "Rules").
import type { Role } from '~/common/constants';
import { isAdmin } from '~/common/roles';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { hasEnded, hasStarted } from './status';

export type GroupHookupAction = 'attend' | 'leave' | 'cancel' | 'edit' | 'approve' | 'reject' | 'highlight' | 'unhighlight';

export interface Viewer {
  uuid: string;
  roles: readonly Role[];
}

type Subject = Pick<GroupHookupData, 'hostUUID' | 'status' | 'startDate' | 'duration' | 'isParticipant' | 'slotsLeft' | 'highlighted'>;

/** spec §4: the host is identified by the host uuid. */
export const isHostOf = (gh: Pick<GroupHookupData, 'hostUUID'>, viewer: Viewer) => gh.hostUUID === viewer.uuid;

export function availableActions(gh: Subject, viewer: Viewer, now: number = Date.now()): Set<GroupHookupAction> {
  const actions = new Set<GroupHookupAction>();
  const admin = isAdmin(viewer.roles);
  const host = isHostOf(gh, viewer);
  const active = gh.status === 'PENDING' || gh.status === 'APPROVED';
  const ended = hasEnded(gh, now);

  if (gh.status === 'APPROVED' && !ended && !host) {
    if (gh.isParticipant) actions.add('leave');
    else if (gh.slotsLeft > 0) actions.add('attend');
  }
  if ((host || admin) && active && !ended) actions.add('cancel');
  if ((host || admin) && active && !hasStarted(gh, now)) actions.add('edit');
  if (admin && gh.status === 'PENDING') {
    actions.add('approve');
    actions.add('reject');
  }
  if (admin && gh.status === 'APPROVED' && !ended) actions.add(gh.highlighted ? 'unhighlight' : 'highlight');
  return actions;
}
