import { decodeJwt } from 'jose';
import type { MercuriusContext, MercuriusLoaders } from 'mercurius';
import { iceServersFrom } from '~/common/video';
import { requireAccessToken } from '~/gateway/context';
import type { Resolvers } from '~/gateway/generated/graphql';
import type { ServicesAttendee, VideoRecord } from '~/gateway/sources/video';

// TURN_URLS / TURN_USERNAME / TURN_CREDENTIAL: read once, given to every browser with its token
const iceServers = iceServersFrom(process.env);

/** Video (issue 22): the room token for a room id. The refusals keep services' messages (BAD_USER_INPUT, FORBIDDEN, NOT_FOUND). */
export const videoResolvers: Resolvers = {
  Query: {
    videoToken: async (_parent, { roomId }, context) => {
      const { body, eventCursor } = await context.services.videoToken(requireAccessToken(context), roomId);
      const { exp } = decodeJwt(body.token);
      return { token: body.token, roomId, closesAt: new Date((exp ?? 0) * 1000).toISOString(), iceServers, eventCursor };
    },
  },
};

type Query = { obj: { uuid: string } };
const byUuid = (records: VideoRecord[]) => new Map(records.map((record) => [record.uuid, record]));

/** One GET /video/records per request for every Hookup/GroupHookup in the answer (Mercurius loaders batch them). */
async function records(kind: 'hookups' | 'groupHookups', queries: Query[], context: MercuriusContext) {
  const uuids = [...new Set(queries.map((query) => query.obj.uuid))];
  const answer = await context.services.videoRecords(requireAccessToken(context), { [kind]: uuids });
  const found = byUuid(answer[kind]);
  return queries.map((query) => found.get(query.obj.uuid));
}

const attendanceOf = (record: VideoRecord | undefined): ServicesAttendee[] => record?.attendance ?? [];

export const videoLoaders: MercuriusLoaders = {
  Hookup: {
    attendance: async (queries: Query[], context) => (await records('hookups', queries, context)).map(attendanceOf),
  },
  GroupHookup: {
    videoRoomId: async (queries: Query[], context) =>
      (await records('groupHookups', queries, context)).map((record) => {
        if (!record) throw new Error('the group hookup has no video room record');
        return record.roomId;
      }),
    attendance: async (queries: Query[], context) => (await records('groupHookups', queries, context)).map(attendanceOf),
  },
};
