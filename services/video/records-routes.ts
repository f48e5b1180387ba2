import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { participations } from '~/services/group-hookups/participants';
import { visibleTo as groupHookupVisibleTo } from '~/services/group-hookups/repository';
import { visibleTo as hookupVisibleTo } from '~/services/hookups/repository';
import { isAdmin } from '~/common/roles';
import { signedIn } from '~/services/plugins/auth';
import { errorResponses } from '~/services/schemas';
import { attendanceOf, isRoomId } from './repository';
import { RecordsQuery, RecordsSchema } from './schemas';

const uuids = (list: string | undefined) => [...new Set((list ?? '').split(',').filter(isRoomId))].slice(0, 100);

/**
 * services/API.md § Video: the room id and attendance of the hookups and group hookups the member can see, in one
 * call for a page of records (the gateway's loaders batch Hookup.attendance, GroupHookup.videoRoomId/attendance).
 */
const videoRecordRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;

  fastify.get(
    '/video/records',
    { preHandler: fastify.authenticate, schema: { querystring: RecordsQuery, response: { 200: RecordsSchema, ...errorResponses(400, 401) } } },
    async (request) => {
      const { user } = signedIn(request);
      const viewer = { id: user.id, uuid: user.uuid, organizationId: user.organizationId, admin: isAdmin(user.roles) };
      const hookupIds = uuids(request.query.hookups);
      const groupIds = uuids(request.query.groupHookups);
      const hookups = hookupIds.length
        ? await db
            .selectFrom('hookups')
            .select(['uuid', 'videoCallId', 'startDateTime', 'firstParticipantId', 'secondParticipantId'])
            .where('uuid', 'in', hookupIds)
            .where(hookupVisibleTo(viewer))
            .execute()
        : [];
      const groups = groupIds.length
        ? await db.selectFrom('groupHookups').select(['id', 'uuid', 'videoRoomId', 'startDate', 'hostId']).where('uuid', 'in', groupIds).where(groupHookupVisibleTo(viewer)).execute()
        : [];
      const participants = groups.length
        ? await db
            .selectFrom(
              participations()
                .select(['groupHookupParticipants.groupHookupId', 'groupHookupParticipants.userId'])
                .where('groupHookupParticipants.groupHookupId', 'in', groups.map((group) => group.id))
                .as('p'),
            )
            .select(['p.groupHookupId', 'p.userId'])
            .execute()
        : [];
      const attendance = await attendanceOf(
        db,
        [
          ...hookups.map((h) => ({ roomId: h.videoCallId, start: h.startDateTime, expectedUserIds: [h.firstParticipantId, h.secondParticipantId] })),
          ...groups.map((g) => ({
            roomId: g.videoRoomId,
            start: g.startDate,
            expectedUserIds: [g.hostId, ...participants.filter((p) => p.groupHookupId === g.id).map((p) => p.userId)],
          })),
        ],
        config.now(),
      );
      return {
        hookups: hookups.map((h) => ({ uuid: h.uuid, roomId: h.videoCallId, attendance: attendance.get(h.videoCallId) ?? [] })),
        groupHookups: groups.map((g) => ({ uuid: g.uuid, roomId: g.videoRoomId, attendance: attendance.get(g.videoRoomId) ?? [] })),
      };
    },
  );
};

export default videoRecordRoutes;
