import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createJobPositionsRepository } from './repository';
import { JobPositionsResponse } from './schemas';

/** Job position suggestions (seeded by migration 0007). */
const jobPositionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const jobPositions = createJobPositionsRepository(fastify.db);
  fastify.get('/job-positions', { schema: { response: { 200: JobPositionsResponse } } }, async () => jobPositions.listNames());
};

export default jobPositionRoutes;
