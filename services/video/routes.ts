import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VIDEO as M } from '~/common/messages';
import { isAdmin } from '~/common/roles';
import { signedIn } from '~/services/plugins/auth';
import { errorResponses } from '~/services/schemas';
import { withEventCursor } from '~/services/outbox/cursor';
import { fullName } from '~/services/users/repository';
import { assignMediaNode, findRoom, roomHistory } from './repository';
import { decideRoomEntry } from './rules';
import { GenerateTokenQuery, RoomParams, TokenSchema, ValidatedRoomSchema, ValidateHeaders } from './schemas';

/** The room token as sent: `Authorization: <token>` (spec §7), or with a Bearer prefix. */
const roomTokenOf = (header: string | undefined) => header?.replace(/^Bearer\s+/i, '').trim() || null;

/** services/API.md § Video: room tokens (spec §7 video-sdk/generate-token) and their validation (rooms/validate). */
const videoRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db, httpErrors, keys } = fastify;

  fastify.get(
    '/video-sdk/generate-token',
    {
      preHandler: fastify.authenticate,
      schema: { querystring: GenerateTokenQuery, response: { 200: TokenSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    // X-Event-Cursor: the room page hears video.room-ended after it, so an end while its socket reconnects is not lost
    async (request, reply) => withEventCursor(fastify, reply, async () => {
      const { user } = signedIn(request);
      const now = config.now();
      const room = await findRoom(db, request.query.roomId, user);
      if (!room) throw httpErrors.notFound(M.notFound);
      const viewer = { id: user.id, admin: isAdmin(user.roles) };
      const decision = decideRoomEntry(room.subject, viewer, await roomHistory(db, room.roomId, user.id), now);
      if (!decision.ok) throw httpErrors.createError(decision.statusCode, decision.message);
      const node = await assignMediaNode(db, room, config.mediaNodes, now);
      const token = await keys.signRoomToken({
        sub: user.uuid,
        name: fullName(user),
        room: room.roomId,
        node,
        grants: decision.grants,
        nbf: Math.floor(decision.window.opensAt / 1000),
        exp: Math.floor(decision.window.closesAt / 1000),
      });
      return { token };
    }),
  );

  // spec §7/§8: a 400 answers its text as the error; a valid result carries roomId
  fastify.get(
    '/rooms/validate/:roomId',
    { schema: { params: RoomParams, headers: ValidateHeaders, response: { 200: ValidatedRoomSchema, ...errorResponses(400) } } },
    async (request) => {
      const token = roomTokenOf(request.headers.authorization);
      if (!token) throw httpErrors.badRequest(M.tokenMissing);
      const claims = await keys.verifyRoomToken(token);
      if (!claims) throw httpErrors.badRequest(M.tokenInvalid);
      if (claims.room !== request.params.roomId) throw httpErrors.badRequest(M.tokenOtherRoom);
      const member = await db.selectFrom('users').select('id').where('uuid', '=', claims.sub).executeTakeFirst();
      if (!member) throw httpErrors.badRequest(M.tokenInvalid);
      const history = await roomHistory(db, claims.room, member.id);
      if (history.removed) throw httpErrors.badRequest(M.removed);
      if (history.ended) throw httpErrors.badRequest(M.ended);
      return { roomId: claims.room, closesAt: new Date(claims.exp * 1000).toISOString(), host: claims.grants.host || claims.grants.admin };
    },
  );
};

export default videoRoutes;
