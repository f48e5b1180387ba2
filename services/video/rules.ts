// Who may enter a video room, when, and with which controls (issue 22 "Rules, enforced on the server").
// Pure: the repository loads the room's subject, the routes answer with the decision. common/video holds the windows.
import { hasRoom } from '~/common/groupHookupRules';
import { VIDEO as M } from '~/common/messages';
import { groupRoomWindow, hookupRoomWindow, roomWindowState, type RoomGrants, type RoomWindow } from '~/common/video';
import type { ErrorCode } from '~/media/protocol';
import type { GroupHookupStatus, HookupStatus } from '~/services/db/schema';

/** A one-to-one call: the hookup behind a videoCallId. */
export interface HookupRoomSubject {
  kind: 'hookup';
  status: HookupStatus;
  startDateTime: Date;
  endDateTime: Date;
  participantIds: [number, number];
}

/** A group room: the group hookup behind a videoRoomId, and whether the viewer attends it. */
export interface GroupRoomSubject {
  kind: 'group';
  status: GroupHookupStatus;
  startDate: Date;
  duration: number;
  hostId: number;
  viewerAttends: boolean;
}

export type RoomSubject = HookupRoomSubject | GroupRoomSubject;

export interface RoomViewer {
  id: number;
  admin: boolean;
}

/** What has happened in the room already. */
export interface RoomHistory {
  removed: boolean;
  ended: boolean;
}

export type RoomDecision =
  | { ok: true; window: RoomWindow; grants: RoomGrants }
  | { ok: false; statusCode: 400 | 403; code: ErrorCode; message: string };

const refuse = (statusCode: 400 | 403, code: ErrorCode, message: string): RoomDecision => ({ ok: false, statusCode, code, message });

export function roomWindowOf(subject: RoomSubject): RoomWindow {
  return subject.kind === 'hookup' ? hookupRoomWindow(subject.startDateTime, subject.endDateTime) : groupRoomWindow(subject.startDate, subject.duration);
}

/** Who is in the room's audience: refusals about the member come before refusals about the time. */
function membership(subject: RoomSubject, viewer: RoomViewer): RoomDecision | RoomGrants {
  if (subject.kind === 'hookup') {
    // issue 22: only the two participants, and not for a cancelled hookup
    if (!subject.participantIds.includes(viewer.id)) return refuse(403, 'FORBIDDEN', M.notParticipant);
    if (subject.status === 'CANCELLED') return refuse(403, 'FORBIDDEN', M.hookupCancelled);
    return { host: false, admin: false };
  }
  // issue 22: a cancelled, rejected or pending group hookup has no room; COMPLETED keeps it through the grace
  if (!hasRoom(subject.status)) return refuse(403, 'FORBIDDEN', M.noRoom);
  const host = subject.hostId === viewer.id; // spec §4: the host is the member whose uuid is hostUUID
  // spec §4: a member who is not yet a participant must attend first; admins have the host's controls
  if (!host && !viewer.admin && !subject.viewerAttends) return refuse(403, 'FORBIDDEN', M.attendFirst);
  return { host, admin: viewer.admin };
}

/** May this member have a token for the room now? */
export function decideRoomEntry(subject: RoomSubject, viewer: RoomViewer, history: RoomHistory, now: Date): RoomDecision {
  const member = membership(subject, viewer);
  if ('ok' in member) return member;
  if (history.removed) return refuse(403, 'REMOVED', M.removed);
  if (history.ended) return refuse(400, 'CLOSED', M.ended);
  const window = roomWindowOf(subject);
  const state = roomWindowState(window, now.getTime());
  if (state === 'before') return refuse(400, 'NOT_OPEN', subject.kind === 'hookup' ? M.hookupNotOpen : M.groupNotOpen);
  if (state === 'over') return refuse(400, 'CLOSED', M.closed);
  return { ok: true, window, grants: member };
}
