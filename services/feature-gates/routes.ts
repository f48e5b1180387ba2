import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { HOOKUP as M } from '~/common/messages';
import { errorResponses } from '~/services/schemas';
import { FeatureGateBody, FeatureGateList, FeatureGateSchema, NameParams } from '~/services/time-cycles/schemas';

/** services/API.md FeatureGate: global switches of parts of the web (full_calendar, onboarding_side_drawer). */
const featureGateRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;

  fastify.get('/feature-gates', { preHandler: fastify.authenticate, schema: { response: { 200: FeatureGateList, ...errorResponses(401) } } }, async () =>
    db.selectFrom('featureGates').select(['name', 'enabled', 'description']).orderBy('name').execute(),
  );

  fastify.put(
    '/hookup-admin/feature-gates/:name',
    {
      preHandler: fastify.requireAdmin,
      schema: { params: NameParams, body: FeatureGateBody, response: { 200: FeatureGateSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const gate = await db
        .updateTable('featureGates')
        .set({ enabled: request.body.enabled, updatedAt: sql`${config.now()}` })
        .where('name', '=', request.params.name)
        .returning(['name', 'enabled', 'description'])
        .executeTakeFirst();
      if (!gate) throw fastify.httpErrors.notFound(M.featureGateNotFound);
      return gate;
    },
  );
};

export default featureGateRoutes;
