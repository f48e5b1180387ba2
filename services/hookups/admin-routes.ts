import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { viewerOf } from '~/services/shared/viewer';
import { hookupsCsv, exportFilename } from './export';
import { createHookupsRepository } from './repository';
import { withEventCursor } from '~/services/outbox/cursor';
import { errorResponses } from '~/services/schemas';
import { AdminEditBody, AdminListQuery, HookupPage, HookupSchema, IdParams, RangeQuery } from './schemas';
import { createHookupTransitions, hookupNotFound } from './transitions';

/** The admins' one-to-one hookup calls (services/API.md § One-to-one hookups § Calls), within their organisation. */
const hookupAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;
  const hookups = createHookupsRepository(db);
  const transitions = createHookupTransitions(fastify);
  const admin = { preHandler: fastify.requireAdmin };

  // registered before /hookup-admin/hookup/:id so "export" is never taken for an id
  fastify.get(
    '/hookup-admin/hookup/export',
    { ...admin, schema: { querystring: RangeQuery, response: { 200: Type.String(), ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      const csv = await hookupsCsv(db, viewerOf(request).organizationId, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFilename(config.now())}"`)
        .send(csv);
    },
  );

  fastify.get(
    '/hookup-admin/hookup/:id',
    { ...admin, schema: { params: IdParams, response: { 200: HookupSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const hookup = await hookups.findVisible(request.params.id, viewerOf(request));
      if (!hookup) throw hookupNotFound();
      return hookup;
    },
  );

  fastify.put(
    '/hookup-admin/hookup',
    { ...admin, schema: { body: AdminEditBody, response: { 200: HookupSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => transitions.adminEdit(viewerOf(request), request.body),
  );

  fastify.get(
    '/hookup-admin/all-hookups',
    { ...admin, schema: { querystring: AdminListQuery, response: { 200: HookupPage, ...errorResponses(400, 401, 403) } } },
    async (request, reply) => withEventCursor(fastify, reply, () => hookups.listAll(viewerOf(request).organizationId, request.query)),
  );
};

export default hookupAdminRoutes;
