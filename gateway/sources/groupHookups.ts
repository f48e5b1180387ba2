import type {
  Category,
  GroupHookup,
  GroupHookupInput,
  GroupHookupSettings,
  GroupHookupSettingsInput,
  Organization,
  Room,
} from '~/gateway/generated/graphql';
import { withoutNulls } from '~/gateway/sources/call';
import type { ServicesCall, ServicesCursorCall } from '~/gateway/sources/call';
import type { Page } from '~/common/paging';

// REST shapes of services/API.md § Group hookups. They match the GraphQL types field for field, except the status
// (spelled 'NOT ACCEPTED' with the space, spec wording), the viewer-relative isHost/isParticipant, and the
// organisation, which only the gateway reads (to keep each event within it) and GraphQL does not show.
export type ServicesGroupHookupStatus = 'PENDING' | 'APPROVED' | 'COMPLETED' | 'CANCELED' | 'NOT ACCEPTED';
export type ServicesGroupHookup = Omit<GroupHookup, 'status' | 'isHost' | 'isParticipant' | 'eventCursor' | '__typename'> & {
  status: ServicesGroupHookupStatus;
  organizationUUID: string;
};
export type ServicesRoom = Room;

/** Query of GET /group-hookup/all, in services' spelling (`view` lower case, status with the space). */
export interface GroupHookupListQuery {
  view?: 'upcoming' | 'mine' | 'hosting' | 'past' | 'all';
  category?: string | null;
  status?: ServicesGroupHookupStatus;
  from?: string | null;
  to?: string | null;
  page?: number | null;
  size?: number | null;
}

const segment = encodeURIComponent;

/**
 * Group hookups, their admin actions, the organisation's settings and the room (API.md § Group hookups). The reads a
 * live page subscribes after (the lists, one by uuid) answer services' X-Event-Cursor too (API.md § Events).
 */
export function groupHookupCalls(call: ServicesCall, cursorCall: ServicesCursorCall) {
  const one = (method: 'GET' | 'POST' | 'PUT', path: string, accessToken: string, query?: Record<string, string>) =>
    call<ServicesGroupHookup>(method, path, { accessToken, query });

  return {
    groupHookups: (accessToken: string, query: GroupHookupListQuery) =>
      cursorCall<Page<ServicesGroupHookup>>('GET', '/group-hookup/all', { accessToken, query: { ...query } }),
    groupHookup: (accessToken: string, uuid: string) => one('GET', `/group-hookup/${segment(uuid)}`, accessToken),
    /** the same read, with its event cursor (the details page subscribes after it) */
    groupHookupWithCursor: (accessToken: string, uuid: string) =>
      cursorCall<ServicesGroupHookup>('GET', `/group-hookup/${segment(uuid)}`, { accessToken }),
    /** no bearer: the public page works without a session */
    publicGroupHookup: (uuid: string) => call<ServicesGroupHookup>('GET', '/group-hookup/public', { query: { uuid } }),
    highlightedGroupHookups: (accessToken: string) =>
      cursorCall<ServicesGroupHookup[]>('GET', '/group-hookup/highlighted', { accessToken }),
    categories: (accessToken: string) => call<Category[]>('GET', '/category', { accessToken }),
    createGroupHookup: (accessToken: string, input: GroupHookupInput) =>
      call<ServicesGroupHookup>('POST', '/group-hookup', { accessToken, body: withoutNulls(input) }),
    updateGroupHookup: (accessToken: string, uuid: string, input: GroupHookupInput) =>
      call<ServicesGroupHookup>('PUT', `/group-hookup/${segment(uuid)}`, { accessToken, body: withoutNulls(input) }),
    attendGroupHookup: (accessToken: string, uuid: string) =>
      one('POST', '/group-hookup/attend', accessToken, { uuid }),
    leaveGroupHookup: (accessToken: string, uuid: string) => one('PUT', `/group-hookup/leave/${segment(uuid)}`, accessToken),
    cancelGroupHookup: (accessToken: string, uuid: string, reason: string) =>
      one('PUT', `/group-hookup/${segment(uuid)}/cancel`, accessToken, { reason }),
    approveGroupHookup: (accessToken: string, uuid: string) =>
      one('PUT', `/hookup-admin/group-hookups/${segment(uuid)}/approve`, accessToken),
    rejectGroupHookup: (accessToken: string, uuid: string, reason: string) =>
      one('PUT', `/hookup-admin/group-hookups/${segment(uuid)}/reject`, accessToken, { reason }),
    highlightGroupHookup: (accessToken: string, uuid: string) =>
      one('PUT', `/hookup-admin/group-hookup/${segment(uuid)}/highlight`, accessToken),
    unhighlightGroupHookup: (accessToken: string, uuid: string) =>
      one('PUT', `/hookup-admin/group-hookup/${segment(uuid)}/unhighlight`, accessToken),
    organization: (accessToken: string) => call<Organization>('GET', '/user/organization', { accessToken }),
    groupHookupSettings: (accessToken: string, organizationUUID: string) =>
      call<GroupHookupSettings>('GET', `/group-hookup-settings/${segment(organizationUUID)}`, { accessToken }),
    updateGroupHookupSettings: (accessToken: string, organizationUUID: string, input: GroupHookupSettingsInput) =>
      call<GroupHookupSettings>('PUT', `/group-hookup-settings/${segment(organizationUUID)}`, { accessToken, body: input }),
    room: (accessToken: string, uuid: string) =>
      call<ServicesRoom>('GET', `/group-hookup/${segment(uuid)}/room`, { accessToken }),
    enterRoom: (accessToken: string, uuid: string) =>
      call<ServicesRoom>('PUT', `/group-hookup/${segment(uuid)}/room/presence`, { accessToken }),
    leaveRoom: (accessToken: string, uuid: string) =>
      call<ServicesRoom>('DELETE', `/group-hookup/${segment(uuid)}/room/presence`, { accessToken }),
  };
}
