import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { VIDEO as M } from '~/common/messages';
import { errorResponses } from '~/services/schemas';
import { internalOnly } from '~/services/shared/internal-token';
import { endRoom, recordJoin, recordLeave, recordRemoval, roomRow, userByUuid } from './repository';
import { InternalRoomSchema, MemberBody, RemovalBody, RoomParams } from './schemas';

const NoContent = { 204: Type.Null() };

/**
 * services/API.md § Video, internal: what media nodes report (joins, leaves, removals, the end) and ask (where a
 * room lives). INTERNAL_TOKEN bearer only, like GET /events.
 */
const videoInternalRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db, httpErrors } = fastify;
  const guard = { preHandler: internalOnly(fastify), config: { rateLimit: false as const } };

  async function roomAndMember(roomId: string, memberUUID: string) {
    const room = await roomRow(db, roomId);
    if (!room) throw httpErrors.notFound(M.notFound);
    const member = await userByUuid(db, memberUUID);
    if (!member) throw httpErrors.notFound(M.notFound);
    return { room, member };
  }

  fastify.get(
    '/internal/video/rooms/:roomId',
    { ...guard, schema: { params: RoomParams, response: { 200: InternalRoomSchema, ...errorResponses(401, 404) } } },
    async (request) => {
      const room = await roomRow(db, request.params.roomId);
      if (!room) throw httpErrors.notFound(M.notFound);
      return { roomId: room.roomId, mediaNode: room.mediaNode, endedAt: room.endedAt?.toISOString() ?? null };
    },
  );

  // a join is refused for a removed member (403) or an ended room (409), whatever their token says
  fastify.post(
    '/internal/video/rooms/:roomId/joins',
    { ...guard, schema: { params: RoomParams, body: MemberBody, response: { ...NoContent, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      const { room, member } = await roomAndMember(request.params.roomId, request.body.memberUUID);
      if (room.endedAt) throw httpErrors.conflict(M.ended);
      const removed = await db.selectFrom('videoRemovals').select('userId').where('roomId', '=', room.roomId).where('userId', '=', member.id).executeTakeFirst();
      if (removed) throw httpErrors.forbidden(M.removed);
      await recordJoin(db, room.roomId, member.id, config.now());
      return reply.status(204).send(null);
    },
  );

  fastify.post(
    '/internal/video/rooms/:roomId/leaves',
    { ...guard, schema: { params: RoomParams, body: MemberBody, response: { ...NoContent, ...errorResponses(400, 401, 404) } } },
    async (request, reply) => {
      const { room, member } = await roomAndMember(request.params.roomId, request.body.memberUUID);
      await recordLeave(db, room.roomId, member.id, config.now());
      return reply.status(204).send(null);
    },
  );

  fastify.post(
    '/internal/video/rooms/:roomId/removals',
    { ...guard, schema: { params: RoomParams, body: RemovalBody, response: { ...NoContent, ...errorResponses(400, 401, 404) } } },
    async (request, reply) => {
      const { room, member } = await roomAndMember(request.params.roomId, request.body.memberUUID);
      const by = request.body.byUUID ? await userByUuid(db, request.body.byUUID) : null;
      await recordRemoval(db, room.roomId, member.id, by?.id ?? null, config.now());
      return reply.status(204).send(null);
    },
  );

  fastify.post(
    '/internal/video/rooms/:roomId/end',
    { ...guard, schema: { params: RoomParams, response: { ...NoContent, ...errorResponses(400, 401, 404) } } },
    async (request, reply) => {
      const room = await roomRow(db, request.params.roomId);
      if (!room) throw httpErrors.notFound(M.notFound);
      await endRoom(db, room.roomId, config.now());
      return reply.status(204).send(null);
    },
  );
};

export default videoInternalRoutes;
