import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Transaction } from 'kysely';
import { roomState } from '~/common/groupHookupRules';
import { GROUP_HOOKUP as M } from '~/common/messages';
import type { Database, GroupHookupRow } from '~/services/db/schema';
import { inTransaction } from '~/services/db/transaction';
import { errorResponses } from '~/services/schemas';
import { isActiveParticipant } from './participants';
import { emitPresence, roomOf, staleBefore } from './presence';
import { visibleTo } from './repository';
import { isUuid } from '~/services/shared/uuid';
import { viewerOf, type Viewer } from '~/services/shared/viewer';
import { RoomSchema, UuidParams } from './schemas';

type Trx = Transaction<Database>;

/** The group hookup room: who may be in it, when, and who is (presence by heartbeat). */
const roomRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db, httpErrors } = fastify;

  /** the visible group hookup and whether the viewer is its host or a participant; 404 when not visible */
  async function member(trx: Trx, uuid: string, viewer: Viewer): Promise<{ row: GroupHookupRow; role: 'host' | 'participant' | null }> {
    if (!isUuid(uuid)) throw httpErrors.notFound(M.notFound);
    const row = await trx.selectFrom('groupHookups').selectAll().where('uuid', '=', uuid).where(visibleTo(viewer)).executeTakeFirst();
    if (!row) throw httpErrors.notFound(M.notFound);
    if (row.hostId === viewer.id) return { row, role: 'host' };
    return { row, role: (await isActiveParticipant(trx, row.id, viewer.id)) ? 'participant' : null };
  }

  const isPresent = async (trx: Trx, groupHookupId: number, userId: number, now: Date) =>
    (await trx
      .selectFrom('groupHookupPresence')
      .select('userId')
      .where('groupHookupId', '=', groupHookupId)
      .where('userId', '=', userId)
      .where('lastSeenAt', '>', staleBefore(now))
      .executeTakeFirst()) !== undefined;

  const params = { params: UuidParams };

  fastify.get(
    '/group-hookup/:uuid/room',
    { preHandler: fastify.authenticate, schema: { ...params, response: { 200: RoomSchema, ...errorResponses(401, 403, 404) } } },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const viewer = viewerOf(request);
        const { row, role } = await member(trx, request.params.uuid, viewer);
        if (!role && !viewer.admin) throw httpErrors.forbidden(M.attendFirst);
        return roomOf(trx, row, config.now());
      }),
  );

  // a heartbeat: the first one (or the first after 45 s of silence) announces the arrival
  fastify.put(
    '/group-hookup/:uuid/room/presence',
    { preHandler: fastify.authenticate, schema: { ...params, response: { 200: RoomSchema, ...errorResponses(401, 403, 404, 409) } } },
    async (request) =>
      inTransaction(db, async (trx) => {
        const viewer = viewerOf(request);
        const now = config.now();
        const { row, role } = await member(trx, request.params.uuid, viewer);
        if (!role) throw httpErrors.forbidden(M.attendFirst);
        // common/groupHookupRules: the status and the window, the rule the web's room machine follows too
        const state = roomState(row, now.getTime());
        if (state === 'before') throw httpErrors.conflict(M.roomNotOpen);
        if (state !== 'open') throw httpErrors.conflict(M.roomClosed);
        const arriving = !(await isPresent(trx, row.id, viewer.id, now));
        await trx
          .insertInto('groupHookupPresence')
          .values({ groupHookupId: row.id, userId: viewer.id, lastSeenAt: now })
          .onConflict((oc) => oc.columns(['groupHookupId', 'userId']).doUpdateSet({ lastSeenAt: now }))
          .execute();
        if (arriving) await emitPresence(trx, row.id, now);
        return roomOf(trx, row, now);
      }),
  );

  fastify.delete(
    '/group-hookup/:uuid/room/presence',
    { preHandler: fastify.authenticate, schema: { ...params, response: { 200: RoomSchema, ...errorResponses(401, 403, 404) } } },
    async (request) =>
      inTransaction(db, async (trx) => {
        const viewer = viewerOf(request);
        const now = config.now();
        const { row, role } = await member(trx, request.params.uuid, viewer);
        if (!role && !viewer.admin) throw httpErrors.forbidden(M.attendFirst);
        const wasPresent = await isPresent(trx, row.id, viewer.id, now);
        await trx.deleteFrom('groupHookupPresence').where('groupHookupId', '=', row.id).where('userId', '=', viewer.id).execute();
        if (wasPresent) await emitPresence(trx, row.id, now);
        return roomOf(trx, row, now);
      }),
  );
};

export default roomRoutes;
