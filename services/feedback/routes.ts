import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ERROR_REPORT_MAX_BYTES, ERROR_REPORT_RATE_LIMIT_PER_MINUTE, FEEDBACK_RATE_LIMIT_PER_MINUTE } from '~/common/constants';
import { FEEDBACK } from '~/common/messages';
import { bearerToken, signedIn } from '~/services/plugins/auth';
import { errorResponses } from '~/services/schemas';
import { createFeedbackRepository, type Sender } from './repository';
import { ErrorGroupSchema, FeedbackSettingsSchema, ErrorReportBody, FeedbackBody, FeedbackListQuery, FeedbackParams, FeedbackSchema } from './schemas';

/** Feedback (spec §2 tab, §3, §4, §5) and route-error reports (spec §8), issue 18. services/API.md § feedback. */
const feedbackRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify;
  const feedback = createFeedbackRepository(fastify.db);

  // open to guests (the tab is on the public pages); a member's token, when sent, must still be valid
  async function optionalAuth(request: FastifyRequest, reply: FastifyReply) {
    if (bearerToken(request)) await fastify.authenticate(request, reply);
  }
  const senderOf = (request: FastifyRequest): Sender | null =>
    request.auth ? { userId: request.auth.user.id, organizationId: request.auth.user.organizationId } : null;

  // what the web app needs to know before the feedback tab or an error page is used; public like the tab
  fastify.get(
    '/feedback/settings',
    { schema: { response: { 200: FeedbackSettingsSchema } } },
    async () => ({ redirect: config.feedbackRedirect, sentryDsn: config.sentryDsn }),
  );

  fastify.post(
    '/feedback',
    {
      preHandler: optionalAuth,
      config: { rateLimit: { max: FEEDBACK_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { body: FeedbackBody, response: { 201: FeedbackSchema, ...errorResponses(400, 401, 403, 429) } },
    },
    async (request, reply) => {
      const created = await feedback.create(senderOf(request), request.body, config.now());
      return reply.status(201).send(created);
    },
  );

  fastify.get(
    '/feedback',
    { preHandler: fastify.requireAdmin, schema: { querystring: FeedbackListQuery, response: { 200: Type.Array(FeedbackSchema), ...errorResponses(400, 401, 403) } } },
    async (request) => feedback.list(signedIn(request).user.organizationId, request.query.handled),
  );

  fastify.put(
    '/feedback/:uuid/handled',
    { preHandler: fastify.requireAdmin, schema: { params: FeedbackParams, response: { 200: FeedbackSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const { user } = signedIn(request);
      const handled = await feedback.markHandled(user.organizationId, request.params.uuid, user.id, config.now());
      if (!handled) throw fastify.httpErrors.notFound(FEEDBACK.notFound);
      return handled;
    },
  );

  fastify.post(
    '/error-reports',
    {
      preHandler: optionalAuth,
      bodyLimit: ERROR_REPORT_MAX_BYTES,
      config: { rateLimit: { max: ERROR_REPORT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { body: ErrorReportBody, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 413, 429) } },
    },
    async (request, reply) => {
      await feedback.report(senderOf(request), request.body, config.now());
      return reply.status(204).send(null);
    },
  );

  fastify.get(
    '/error-reports',
    { preHandler: fastify.requireAdmin, schema: { response: { 200: Type.Array(ErrorGroupSchema), ...errorResponses(401, 403) } } },
    async (request) => feedback.errorGroups(signedIn(request).user.organizationId),
  );
};

export default feedbackRoutes;
