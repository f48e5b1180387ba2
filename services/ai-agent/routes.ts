import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUGGESTED_QUESTIONS } from '~/common/aiAgent';
import { AI_AGENT_HISTORY_SIZE, AI_AGENT_THREAD_SIZE } from '~/common/constants';
import { AI_AGENT } from '~/common/messages';
import { FieldError } from '~/services/errors';
import { errorResponses } from '~/services/schemas';
import { isUuid } from '~/services/shared/uuid';
import { viewerOf, type Viewer } from '~/services/shared/viewer';
import { computedAnswer, suggestedKeys } from './computed';
import { engineAnswer } from './engine';
import { createAiAgentRepository } from './repository';
import { AiAgentAnswersBody, AiAgentQuestionsSchema, AiAgentThreadSchema, AskBody, MemberQuery } from './schemas';

/**
 * The AI assistant over the member's own data (issue 19; services/API.md § AI assistant). Answers are streamed as
 * server-sent events (`delta`, then `done` with the stored answer, or `error`); the exchange is stored only whole.
 */
const aiAgentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;
  const repository = createAiAgentRepository(db);
  const signedIn = { preHandler: fastify.authenticate };
  /** members with an answer under way in this process: one at a time each */
  const answering = new Set<number>();

  /** The member the request is about: the viewer, or (admins only) the member of ?userUuid= in their organisation. */
  async function memberOf(viewer: Viewer, userUuid: string | undefined): Promise<Viewer> {
    if (userUuid === undefined || userUuid === viewer.uuid) return viewer;
    if (!viewer.admin) throw fastify.httpErrors.forbidden(AI_AGENT.otherMember);
    const row = isUuid(userUuid)
      ? await db.selectFrom('users').select(['id', 'uuid']).where('uuid', '=', userUuid).where('organizationId', '=', viewer.organizationId).executeTakeFirst()
      : undefined;
    if (!row) throw fastify.httpErrors.notFound(AI_AGENT.memberNotFound);
    return { id: row.id, uuid: row.uuid, organizationId: viewer.organizationId, admin: false };
  }

  async function questions(member: Viewer) {
    const [keys, profile] = await Promise.all([suggestedKeys({ db, viewer: member, now: config.now() }), repository.profileAnswers(member.id)]);
    return { engine: config.ai !== null, suggested: keys.map((key) => ({ key, text: SUGGESTED_QUESTIONS[key] })), profile };
  }

  fastify.get(
    '/ai-agent/questions',
    { ...signedIn, schema: { querystring: MemberQuery, response: { 200: AiAgentQuestionsSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => questions(await memberOf(viewerOf(request), request.query.userUuid)),
  );

  // one's own answers only: the assistant's questions are asked to the member themselves
  fastify.put(
    '/ai-agent/questions',
    { ...signedIn, schema: { body: AiAgentAnswersBody, response: { 200: AiAgentQuestionsSchema, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const viewer = viewerOf(request);
      await repository.saveProfileAnswers(viewer.id, request.body.answers, config.now());
      return questions(viewer);
    },
  );

  fastify.get(
    '/ai-agent/thread',
    { ...signedIn, schema: { querystring: MemberQuery, response: { 200: AiAgentThreadSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ({ messages: await repository.thread((await memberOf(viewerOf(request), request.query.userUuid)).id, AI_AGENT_THREAD_SIZE) }),
  );

  fastify.post(
    '/ai-agent/thread',
    { ...signedIn, schema: { body: AskBody, response: { ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { questionKey } = request.body;
      const typed = request.body.question?.trim() ?? '';
      if (!questionKey && !typed) throw new FieldError(400, 'question', AI_AGENT.questionRequired);
      if (!questionKey && !config.ai) throw fastify.httpErrors.conflict(AI_AGENT.noEngine);
      if (answering.has(viewer.id)) throw fastify.httpErrors.conflict(AI_AGENT.busy);
      const question = questionKey ? SUGGESTED_QUESTIONS[questionKey] : typed;
      const tools = { db, viewer, now: config.now() };

      answering.add(viewer.id);
      const abort = new AbortController();
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
      const send = (event: string, data: unknown) => {
        if (!raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      // the member went away: stop the engine, store nothing
      raw.on('close', () => abort.abort(new Error('client closed')));
      let timedOut = false;
      const timer = config.ai
        ? setTimeout(() => {
            timedOut = true;
            abort.abort(new Error('timeout'));
          }, config.ai.timeoutMs)
        : null;
      try {
        let answer = '';
        let source: 'engine' | 'computed';
        if (config.ai) {
          source = 'engine';
          const history = (await repository.thread(viewer.id, AI_AGENT_HISTORY_SIZE)).map((m) => ({ role: m.role, content: m.content }));
          for await (const delta of engineAnswer(config.ai, history, question, tools, abort.signal)) {
            answer += delta;
            send('delta', { text: delta });
          }
          if (!answer.trim()) throw new Error('the engine answered nothing');
        } else {
          source = 'computed';
          const timeZone = (await db.selectFrom('users').select('timeZone').where('id', '=', viewer.id).executeTakeFirst())?.timeZone ?? 'UTC';
          answer = await computedAnswer(questionKey!, tools, timeZone);
          send('delta', { text: answer });
        }
        if (abort.signal.aborted) throw abort.signal.reason;
        const message = await repository.storeExchange(viewer.id, question, answer, source, config.now());
        send('done', { message });
      } catch (err) {
        if (!raw.destroyed) request.log.warn({ err, timedOut }, 'ai-agent: no answer');
        send('error', { message: timedOut ? AI_AGENT.engineTimeout : AI_AGENT.engineFailed });
      } finally {
        if (timer) clearTimeout(timer);
        answering.delete(viewer.id);
        raw.end();
      }
    },
  );
};

export default aiAgentRoutes;
