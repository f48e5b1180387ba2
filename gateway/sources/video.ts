import type { Attendee } from '~/gateway/generated/graphql';
import type { ServicesCall, ServicesCursorCall } from '~/gateway/sources/call';

export type ServicesAttendee = Omit<Attendee, '__typename'>;
export interface VideoRecord {
  uuid: string;
  roomId: string;
  attendance: ServicesAttendee[];
}
export interface VideoRecords {
  hookups: VideoRecord[];
  groupHookups: VideoRecord[];
}

/** services/API.md § Slice: video: room tokens and the records' room ids and attendance. */
export function videoCalls(call: ServicesCall, cursorCall: ServicesCursorCall) {
  return {
    videoToken: (accessToken: string, roomId: string) =>
      cursorCall<{ token: string }>('GET', '/video-sdk/generate-token', { accessToken, query: { roomId } }),
    videoRecords: (accessToken: string, uuids: { hookups?: string[]; groupHookups?: string[] }) =>
      call<VideoRecords>('GET', '/video/records', {
        accessToken,
        query: {
          ...(uuids.hookups?.length ? { hookups: uuids.hookups.join(',') } : {}),
          ...(uuids.groupHookups?.length ? { groupHookups: uuids.groupHookups.join(',') } : {}),
        },
      }),
  };
}
