import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Role } from '~/common/constants';
import { NETWORK as M } from '~/common/messages';
import { signedIn } from '~/services/plugins/auth';
import { errorResponses } from '~/services/schemas';
import { createUsersRepository } from '~/services/users/repository';
import { createNetworkRepository, toCard } from './repository';
import {
  ActiveMemberList,
  AdminDirectoryPage,
  BlockedMemberList,
  ContactPage,
  ContactSchema,
  MemberCardPage,
  MemberCardSchema,
  MemberParams,
  MemberSearchQuery,
  NetworkQuery,
  PageQuery,
} from './schemas';

const DIRECTORIES: ReadonlyArray<{ path: 'experts' | 'ambassadors'; role: Role }> = [
  { path: 'experts', role: 'ROLE_EXPERT' },
  { path: 'ambassadors', role: 'ROLE_AMBASSADOR' },
];

/** Directories (experts, ambassadors), member search, top active members, my network and blocking. */
const networkRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;
  const network = createNetworkRepository(db);
  const users = createUsersRepository(db);
  const member = { preHandler: fastify.authenticate };

  /** The bearer is optional on public calls; one that is sent must be valid (401 otherwise), so it is never ignored. */
  const optionalSession = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await fastify.authenticate(request, reply);
  };

  /** Another member of the caller's organisation, or 404. */
  const otherMember = async (request: FastifyRequest, uuid: string) => {
    const found = await network.findMember(signedIn(request).user.organizationId, uuid);
    if (!found) throw fastify.httpErrors.notFound(M.memberNotFound);
    return found;
  };

  for (const { path, role } of DIRECTORIES) {
    // spec §2 /guest/experts: without a session the default organisation's list; signed in, the member's own
    // organisation without the people blocked either way
    fastify.get(
      `/public/users/${path}`,
      { preHandler: optionalSession, schema: { querystring: PageQuery, response: { 200: MemberCardPage, ...errorResponses(400, 401, 403) } } },
      async (request) => {
        const viewer = request.auth?.user ?? null;
        const organizationId = viewer ? viewer.organizationId : await users.defaultOrganizationId();
        return network.directory(role, organizationId, viewer?.id ?? null, request.query);
      },
    );

    fastify.get(
      `/admin/users/${path}`,
      { preHandler: fastify.requireAdmin, schema: { querystring: PageQuery, response: { 200: AdminDirectoryPage, ...errorResponses(400, 401, 403) } } },
      async (request) => network.adminDirectory(role, signedIn(request).user.organizationId, request.query),
    );
  }

  fastify.get(
    '/user',
    { ...member, schema: { querystring: MemberSearchQuery, response: { 200: MemberCardPage, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const { fullName, page, size } = request.query;
      return network.search(signedIn(request).user, fullName, { page, size });
    },
  );

  fastify.get('/user/top-active-members', { ...member, schema: { response: { 200: ActiveMemberList, ...errorResponses(401, 403) } } }, async (request) =>
    network.topActive(signedIn(request).user, config.now()),
  );

  fastify.get(
    '/user/network',
    { ...member, schema: { querystring: NetworkQuery, response: { 200: ContactPage, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const { query, page, size } = request.query;
      return network.network(signedIn(request).user, query, { page, size }, config.now());
    },
  );

  fastify.post(
    '/user/network/:uuid',
    { ...member, schema: { params: MemberParams, response: { 201: ContactSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      const { user } = signedIn(request);
      const contact = await otherMember(request, request.params.uuid);
      if (contact.id === user.id) throw fastify.httpErrors.badRequest(M.addSelf);
      const block = await network.blockBetween(user.id, contact.id);
      if (block === 'blocker') throw fastify.httpErrors.conflict(M.contactBlocked);
      // someone who blocked the caller is not there for them at all
      if (block === 'blocked' || !contact.active) throw fastify.httpErrors.notFound(M.memberNotFound);
      const now = config.now();
      await network.addContact(user.id, contact.id, now);
      return reply.code(201).send({ ...toCard(contact), met: await network.isMet(user.id, contact.id, now), added: true });
    },
  );

  fastify.delete(
    '/user/network/:uuid',
    { ...member, schema: { params: MemberParams, response: { 204: Type.Null(), ...errorResponses(401, 403, 404) } } },
    async (request, reply) => {
      const contact = await otherMember(request, request.params.uuid);
      // people met in hookups stay in the network: only additions can be removed
      if (!(await network.removeContact(signedIn(request).user.id, contact.id))) throw fastify.httpErrors.notFound(M.notAnAddedContact);
      return reply.code(204).send(null);
    },
  );

  fastify.get('/user/blocked', { ...member, schema: { response: { 200: BlockedMemberList, ...errorResponses(401, 403) } } }, async (request) =>
    network.blocked(signedIn(request).user.id),
  );

  // The block is stored in user_blocks: matching never pairs the two (services/matching/plan.ts) and the chat, when it
  // lands, refuses messages between them; every list here hides each from the other.
  fastify.put(
    '/user/block/:uuid',
    { ...member, schema: { params: MemberParams, response: { 200: MemberCardSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const { user } = signedIn(request);
      const blocked = await otherMember(request, request.params.uuid);
      if (blocked.id === user.id) throw fastify.httpErrors.badRequest(M.blockSelf);
      await network.block(user.id, blocked.id, config.now());
      return toCard(blocked);
    },
  );

  fastify.put(
    '/user/unblock/:uuid',
    { ...member, schema: { params: MemberParams, response: { 200: MemberCardSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const blocked = await otherMember(request, request.params.uuid);
      await network.unblock(signedIn(request).user.id, blocked.id);
      return toCard(blocked);
    },
  );
};

export default networkRoutes;
