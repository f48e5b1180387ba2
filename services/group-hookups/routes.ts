import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GROUP_HOOKUP as M } from '~/common/messages';
import { withEventCursor } from '~/services/outbox/cursor';
import { errorResponses } from '~/services/schemas';
import { viewerOf } from '~/services/shared/viewer';
import { createGroupHookupsRepository } from './repository';
import {
  CategoryList,
  GroupHookupForm,
  GroupHookupList,
  GroupHookupPage,
  GroupHookupSchema,
  ListQuery,
  ReasonQuery,
  UuidParams,
  UuidQuery,
} from './schemas';
import { createGroupHookupTransitions } from './transitions';

const one = (...errors: number[]) => ({ 200: GroupHookupSchema, ...errorResponses(...errors) });

/** The members' group hookup calls (services/API.md § Group hookups); admin ones are in admin-routes.ts. */
const groupHookupRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;
  const groupHookups = createGroupHookupsRepository(db);
  const transitions = createGroupHookupTransitions(fastify);
  const member = { preHandler: fastify.authenticate };

  fastify.get('/category', { schema: { response: { 200: CategoryList } } }, async () => groupHookups.categories());

  fastify.post(
    '/group-hookup',
    { ...member, schema: { body: GroupHookupForm, response: { 201: GroupHookupSchema, ...errorResponses(400, 401, 403) } } },
    async (request, reply) => reply.status(201).send(await transitions.create(viewerOf(request), request.body)),
  );

  fastify.get(
    '/group-hookup/all',
    { ...member, schema: { querystring: ListQuery, response: { 200: GroupHookupPage, ...errorResponses(400, 401) } } },
    async (request, reply) => withEventCursor(fastify, reply, () => groupHookups.list(viewerOf(request), request.query, config.now())),
  );

  fastify.get(
    '/group-hookup/highlighted',
    { ...member, schema: { response: { 200: GroupHookupList, ...errorResponses(401) } } },
    async (request, reply) => withEventCursor(fastify, reply, () => groupHookups.highlighted(viewerOf(request), config.now())),
  );

  // no bearer: the page a shared link opens
  fastify.get('/group-hookup/public', { schema: { querystring: UuidQuery, response: one(400, 404) } }, async (request) => {
    const groupHookup = await groupHookups.findPublic(request.query.uuid);
    if (!groupHookup) throw fastify.httpErrors.notFound(M.notFound);
    return groupHookup;
  });

  fastify.post(
    '/group-hookup/attend',
    { ...member, schema: { querystring: UuidQuery, response: one(400, 401, 404, 409) } },
    async (request) => transitions.attend(request.query.uuid, viewerOf(request)),
  );

  fastify.put(
    '/group-hookup/leave/:uuid',
    { ...member, schema: { params: UuidParams, response: one(401, 404, 409) } },
    async (request) => transitions.leave(request.params.uuid, viewerOf(request)),
  );

  fastify.get('/group-hookup/:uuid', { ...member, schema: { params: UuidParams, response: one(401, 404) } }, async (request, reply) => {
    const groupHookup = await withEventCursor(fastify, reply, () => groupHookups.findVisible(request.params.uuid, viewerOf(request)));
    if (!groupHookup) throw fastify.httpErrors.notFound(M.notFound);
    return groupHookup;
  });

  fastify.put(
    '/group-hookup/:uuid',
    { ...member, schema: { params: UuidParams, body: GroupHookupForm, response: one(400, 401, 403, 404, 409) } },
    async (request) => transitions.update(request.params.uuid, viewerOf(request), request.body),
  );

  fastify.put(
    '/group-hookup/:uuid/cancel',
    { ...member, schema: { params: UuidParams, querystring: ReasonQuery, response: one(400, 401, 403, 404, 409) } },
    async (request) => transitions.cancel(request.params.uuid, viewerOf(request), request.query.reason),
  );
};

export default groupHookupRoutes;
