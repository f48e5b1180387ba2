import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { viewOf } from '~/common/chat';
import { CHAT_TOKEN_TTL_SECONDS } from '~/common/constants';
import { AUTH, CHAT as M } from '~/common/messages';
import type { UserRow } from '~/services/db/schema';
import { signedIn } from '~/services/plugins/auth';
import { withEventCursor } from '~/services/outbox/cursor';
import { errorResponses } from '~/services/schemas';
import { createChatConversations } from './conversations';
import { INLINE_TYPES, refuseOversizedBody, storeMedia } from './media';
import { createChatMessages } from './messages';
import { createChatRepository, loadConversations } from './repository';
import {
  AccessTokenSchema,
  AddParticipantBody,
  ConversationPage,
  ConversationSchema,
  CreateConversationBody,
  EditBody,
  GroupHookupParams,
  MediaQuery,
  MediaSchema,
  MessagePage,
  MessageParams,
  MessageAnswerSchema,
  MessagesQuery,
  PageQuery,
  RenameBody,
  SendBody,
  SidParams,
  UnreadSchema,
  UpdateMeBody,
} from './schemas';

/** services/API.md § Chat: conversations, participants, messages and media of the built-in chat. */
const chatRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, httpErrors, keys } = fastify;
  const chat = createChatRepository(db);
  const conversations = createChatConversations(fastify);
  const messages = createChatMessages(fastify);
  const member = { preHandler: fastify.authenticate };
  const me = (request: FastifyRequest) => signedIn(request).user;

  /** The caller's conversation or 404 in spec §8 words (a non-participant learns nothing more). */
  const conversationOf = async (request: FastifyRequest, sid: string) => {
    const found = await chat.conversationOf(sid, me(request).id);
    if (!found) throw httpErrors.notFound(M.notFound('Conversation', sid));
    return found;
  };

  fastify.get('/chat/access-token', { ...member, schema: { response: { 200: AccessTokenSchema, ...errorResponses(401, 403) } } }, async (request) => {
    const identity = me(request).uuid;
    const { token, expiresAt } = await keys.signChatToken(identity, CHAT_TOKEN_TTL_SECONDS);
    return { token, identity, expiresAt: expiresAt.toISOString(), ttlSeconds: CHAT_TOKEN_TTL_SECONDS };
  });

  // X-Event-Cursor: the chat.changed subscription starts after it, so nothing between the list and the stream is lost
  fastify.get('/chat/conversations', { ...member, schema: { querystring: PageQuery, response: { 200: ConversationPage, ...errorResponses(400, 401, 403) } } }, async (request, reply) => {
    const page = await withEventCursor(fastify, reply, () => chat.listFor(me(request).id, request.query.page, request.query.size));
    return { ...page, elements: page.elements.map((c) => viewOf(c, me(request).uuid)) };
  });

  fastify.get('/chat/unread', { ...member, schema: { response: { 200: UnreadSchema, ...errorResponses(401, 403) } } }, async (request) => ({
    total: await chat.unreadTotal(me(request).id),
  }));

  fastify.post(
    '/chat/conversations',
    { ...member, schema: { body: CreateConversationBody, response: { 200: ConversationSchema, 201: ConversationSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const viewer = me(request);
      const { participants, friendlyName } = request.body;
      if (participants.length === 1 && friendlyName === undefined) {
        const { conversation, created } = await conversations.startDirect(viewer, participants[0]);
        return reply.code(created ? 201 : 200).send(viewOf(conversation, viewer.uuid));
      }
      if (friendlyName === undefined) throw httpErrors.badRequest(M.friendlyNameRequired);
      return reply.code(201).send(viewOf(await conversations.createGroup(viewer, participants, friendlyName), viewer.uuid));
    },
  );

  fastify.post(
    '/chat/group-hookups/:uuid/conversation',
    { ...member, schema: { params: GroupHookupParams, response: { 200: ConversationSchema, ...errorResponses(401, 403) } } },
    async (request) => viewOf(await conversations.forGroupHookup(me(request), request.params.uuid), me(request).uuid),
  );

  fastify.get('/chat/conversations/:sid', { ...member, schema: { params: SidParams, response: { 200: ConversationSchema, ...errorResponses(401, 403, 404) } } }, async (request) => {
    const conversation = await conversationOf(request, request.params.sid);
    const [loaded] = await loadConversations(db, [conversation.id]);
    return viewOf(loaded, me(request).uuid);
  });

  fastify.put(
    '/chat/conversations/:sid',
    { ...member, schema: { params: SidParams, body: RenameBody, response: { 200: ConversationSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => viewOf(await conversations.rename(me(request), request.params.sid, request.body.friendlyName), me(request).uuid),
  );

  fastify.post(
    '/chat/conversations/:sid/participants',
    { ...member, schema: { params: SidParams, body: AddParticipantBody, response: { 200: ConversationSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => viewOf(await conversations.addParticipant(me(request), request.params.sid, request.body.identity), me(request).uuid),
  );

  fastify.delete('/chat/conversations/:sid/participants/me', { ...member, schema: { params: SidParams, response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 409) } } }, async (request, reply) => {
    await conversations.leave(me(request), request.params.sid);
    return reply.code(204).send(null);
  });

  fastify.put(
    '/chat/conversations/:sid/participants/me',
    { ...member, schema: { params: SidParams, body: UpdateMeBody, response: { 200: ConversationSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => viewOf(await conversations.updateMe(me(request), request.params.sid, request.body), me(request).uuid),
  );

  fastify.get(
    '/chat/conversations/:sid/messages',
    { ...member, schema: { params: SidParams, querystring: MessagesQuery, response: { 200: MessagePage, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const conversation = await conversationOf(request, request.params.sid);
      const page = await chat.messagesBefore(conversation.id, request.query.before, request.query.size);
      const [loaded] = await loadConversations(db, [conversation.id]);
      return { ...page, participants: loaded.participants };
    },
  );

  /** send requests on their way to the sender (body, validation, token): the next send transaction may wait for them */
  const arrivals = new WeakMap<FastifyRequest, () => void>();
  const noLongerComing = (request: FastifyRequest) => arrivals.get(request)?.();
  // A send signs in inside its batch's first statement (sendBatch.ts `Signer`), not with a statement of its own: only its
  // token is verified here.
  fastify.post(
    '/chat/conversations/:sid/messages',
    {
      onRequest: (request, _reply, done) => {
        arrivals.set(request, messages.arriving());
        done();
      },
      onResponse: (request, _reply, done) => {
        noLongerComing(request);
        done();
      },
      onRequestAbort: (request, done) => {
        noLongerComing(request);
        done();
      },
      schema: { params: SidParams, body: SendBody, response: { 200: MessageAnswerSchema, 201: MessageAnswerSchema, ...errorResponses(400, 401, 403, 404, 429, 503) } },
    },
    async (request, reply) => {
      // issue 16: under overload a send is refused early (503 CHAT.busy) rather than answered after the client gave up
      const arrivedAt = performance.now() - reply.elapsedTime;
      const claims = await fastify.bearerClaims(request);
      const answer = messages.send({ claims, at: fastify.config.now() }, request.params.sid, request.body, arrivedAt);
      // queued (or refused) by now: no transaction need wait for this request any more
      noLongerComing(request);
      const { message, created, delivery } = await answer;
      return reply.code(created ? 201 : 200).send({ ...message, ...(delivery && { delivery }) });
    },
  );

  fastify.put(
    '/chat/conversations/:sid/messages/:messageSid',
    { ...member, schema: { params: MessageParams, body: EditBody, response: { 200: MessageAnswerSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => messages.edit(me(request), request.params.sid, request.params.messageSid, request.body.body),
  );

  fastify.delete(
    '/chat/conversations/:sid/messages/:messageSid',
    { ...member, schema: { params: MessageParams, response: { 200: MessageAnswerSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => messages.remove(me(request), request.params.sid, request.params.messageSid),
  );

  fastify.post(
    '/chat/conversations/:sid/media',
    // the size is judged from Content-Length before anything is read or the bearer is checked (spec §9 50 MB)
    { onRequest: refuseOversizedBody, ...member, schema: { params: SidParams, response: { 201: MediaSchema, ...errorResponses(400, 401, 403, 404, 413, 415) } } },
    async (request, reply) => {
      const conversation = await conversationOf(request, request.params.sid);
      return reply.code(201).send(await storeMedia(fastify, request, conversation, me(request)));
    },
  );

  /** Media for participants only: a bearer, or `?token=` a chat token (what an <img> can carry). */
  fastify.get('/chat/media/:sid', { schema: { params: SidParams, querystring: MediaQuery } }, async (request, reply) => {
    let viewer: Pick<UserRow, 'id'> | undefined;
    if (request.query.token) {
      const uuid = await keys.verifyChatToken(request.query.token);
      if (!uuid) throw httpErrors.unauthorized(AUTH.sessionExpired);
      viewer = await db.selectFrom('users').select('id').where('uuid', '=', uuid).where('active', '=', true).executeTakeFirst();
      if (!viewer) throw httpErrors.unauthorized(AUTH.sessionExpired);
    } else {
      await fastify.authenticate(request, reply);
      viewer = me(request);
    }
    const media = await chat.media(request.params.sid, viewer.id);
    const file = media && (await fastify.files.open(media.storageKey));
    if (!media || !file) throw httpErrors.notFound(M.notFound('Media', request.params.sid));
    const disposition = INLINE_TYPES.has(media.contentType) ? 'inline' : 'attachment';
    return reply
      .header('content-type', media.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(media.filename)}`)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.stream);
  });

};

export default chatRoutes;
