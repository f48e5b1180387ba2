import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '~/services/schemas';
import { signedIn } from '~/services/plugins/auth';
import { connectionsCsv, exportFilename } from './export';
import { viewerOf } from '~/services/shared/viewer';
import { ExportQuery, GroupHookupSchema, ReasonQuery, UuidParams } from './schemas';
import { createGroupHookupTransitions } from './transitions';

const one = { 200: GroupHookupSchema, ...errorResponses(401, 403, 404, 409) };

/** spec §6: approve, reject, highlight, unhighlight and the connections report are for admins only. */
const groupHookupAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;
  const transitions = createGroupHookupTransitions(fastify);
  const admin = { preHandler: fastify.requireAdmin };

  fastify.put('/hookup-admin/group-hookups/:uuid/approve', { ...admin, schema: { params: UuidParams, response: one } }, async (request) =>
    transitions.approve(request.params.uuid, viewerOf(request)),
  );

  fastify.put(
    '/hookup-admin/group-hookups/:uuid/reject',
    { ...admin, schema: { params: UuidParams, querystring: ReasonQuery, response: { ...one, ...errorResponses(400) } } },
    async (request) => transitions.reject(request.params.uuid, viewerOf(request), request.query.reason),
  );

  fastify.put('/hookup-admin/group-hookup/:uuid/highlight', { ...admin, schema: { params: UuidParams, response: one } }, async (request) =>
    transitions.highlight(request.params.uuid, viewerOf(request), true),
  );

  fastify.put('/hookup-admin/group-hookup/:uuid/unhighlight', { ...admin, schema: { params: UuidParams, response: one } }, async (request) =>
    transitions.highlight(request.params.uuid, viewerOf(request), false),
  );

  fastify.get(
    '/hookup-admin/group-hookups/connections/export',
    { ...admin, schema: { querystring: ExportQuery, response: { 200: Type.String(), ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      const csv = await connectionsCsv(db, signedIn(request).user.organizationId, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFilename(config.now())}"`)
        .send(csv);
    },
  );
};

export default groupHookupAdminRoutes;
