import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { viewerOf } from '~/services/shared/viewer';
import { signedIn } from '~/services/plugins/auth';
import { loadAvailability, parseAvailability, saveAvailability, toAvailability } from './availability';
import { createTimeCyclesRepository } from './repository';
import { runMatching } from './run';
import { AvailabilitySchema, CycleParams, MatchingRunList, MatchingRunSchema, SelectBody, TimeCycleBody, TimeCycleList, TimeCycleSchema } from './schemas';
import { errorResponses } from '~/services/schemas';

/** services/API.md § One-to-one hookups: time cycles (admins and members), matching runs and the weekly availability. */
const timeCycleRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;
  const cycles = createTimeCyclesRepository(db);
  const admin = { preHandler: fastify.requireAdmin };
  const member = { preHandler: fastify.authenticate };

  fastify.get('/hookup-admin/time-cycle', { ...admin, schema: { response: { 200: TimeCycleList, ...errorResponses(401, 403) } } }, async (request) => {
    const viewer = viewerOf(request);
    return cycles.list(viewer.organizationId, viewer.id, { onlyActive: false });
  });

  fastify.post(
    '/hookup-admin/time-cycle',
    { ...admin, schema: { body: TimeCycleBody, response: { 201: TimeCycleSchema, ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      return reply.status(201).send(await cycles.create(viewer.organizationId, viewer.id, request.body, config.now()));
    },
  );

  fastify.put(
    '/hookup-admin/time-cycle/:id',
    { ...admin, schema: { params: CycleParams, body: TimeCycleBody, response: { 200: TimeCycleSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => {
      const viewer = viewerOf(request);
      return cycles.update(viewer.organizationId, viewer.id, request.params.id, request.body, config.now());
    },
  );

  fastify.post(
    '/hookup-admin/time-cycle/:id/run',
    { ...admin, schema: { params: CycleParams, response: { 200: MatchingRunSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => {
      const viewer = viewerOf(request);
      const run = await runMatching(fastify, request.params.id, {
        trigger: 'ADMIN',
        triggeredBy: viewer.id,
        actorUUID: viewer.uuid,
        organizationId: viewer.organizationId,
        now: config.now(),
      });
      if (!run) throw new Error('an admin run always runs');
      return run;
    },
  );

  fastify.get(
    '/hookup-admin/time-cycle/:id/runs',
    { ...admin, schema: { params: CycleParams, response: { 200: MatchingRunList, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => cycles.runs(viewerOf(request).organizationId, request.params.id),
  );

  fastify.get('/time-cycle/all', { ...member, schema: { response: { 200: TimeCycleList, ...errorResponses(401) } } }, async (request) => {
    const viewer = viewerOf(request);
    return cycles.list(viewer.organizationId, viewer.id, { onlyActive: true });
  });

  fastify.post(
    '/time-cycle/select',
    { ...member, schema: { body: SelectBody, response: { 200: TimeCycleList, ...errorResponses(400, 401, 404, 409) } } },
    async (request) => {
      const viewer = viewerOf(request);
      return cycles.select(viewer.organizationId, viewer.id, request.body.timeCycleId, config.now());
    },
  );

  fastify.get('/timeslots', { ...member, schema: { response: { 200: AvailabilitySchema, ...errorResponses(401) } } }, async (request) => {
    const { timeZone, slots } = await loadAvailability(db, signedIn(request).user.id);
    return toAvailability(timeZone, slots);
  });

  fastify.put(
    '/timeslots',
    { ...member, schema: { body: AvailabilitySchema, response: { 200: AvailabilitySchema, ...errorResponses(400, 401) } } },
    async (request) => {
      const userId = signedIn(request).user.id;
      const availability = parseAvailability(request.body);
      await db.transaction().execute((trx) => saveAvailability(trx, userId, availability));
      return toAvailability(availability.timeZone, availability.slots);
    },
  );
};

export default timeCycleRoutes;
