import sensible from '@fastify/sensible';
import type { FastifyPluginAsync } from 'fastify';
import authRoutes from '~/services/auth/routes';
import passwordRoutes from '~/services/auth/password-routes';
import linkedInRoutes from '~/services/auth/linkedin-routes';
import type { Config } from '~/services/config';
import type { DB } from '~/services/db';
import { unstorableTextPath } from '~/common/text';
import { VALIDATION } from '~/common/messages';
import { errorHandler, FieldError, notFoundHandler } from '~/services/errors';
import eventRoutes from '~/services/outbox/routes';
import groupHookupAdminRoutes from '~/services/group-hookups/admin-routes';
import imageRoutes from '~/services/group-hookups/image-routes';
import roomRoutes from '~/services/group-hookups/room-routes';
import groupHookupRoutes from '~/services/group-hookups/routes';
import groupHookupScheduler from '~/services/group-hookups/scheduler';
import groupHookupSettingsRoutes from '~/services/group-hookups/settings-routes';
import jobPositionRoutes from '~/services/job-positions/routes';
import locationRoutes from '~/services/locations/routes';
import notificationsPlugin from '~/services/notifications/plugin';
import preferencesRoutes from '~/services/notifications/preferences-routes';
import notificationRoutes from '~/services/notifications/routes';
import authPlugin from '~/services/plugins/auth';
import configPlugin from '~/services/plugins/config';
import dbPlugin from '~/services/plugins/db';
import outboxRelay from '~/services/outbox/relay';
import keysPlugin from '~/services/plugins/keys';
import imageUrlsPlugin from '~/services/plugins/image-urls';
import mailPlugin from '~/services/plugins/mail';
import networkRoutes from '~/services/network/routes';
import rateLimitPlugin from '~/services/plugins/rate-limit';
import testClockPlugin from '~/services/plugins/test-clock';
import { forwardedForOnlyFromGateways } from '~/services/shared/internal-token';
import uploadsPlugin from '~/services/plugins/uploads';
import { formatCredentials, seedDemoData } from '~/services/seed';
import uploadRoutes from '~/services/uploads/routes';
import calendarRoutes from '~/services/calendar/routes';
import featureGateRoutes from '~/services/feature-gates/routes';
import hookupAdminRoutes from '~/services/hookups/admin-routes';
import hookupRoutes from '~/services/hookups/routes';
import hookupScheduler from '~/services/hookups/scheduler';
import reviewRoutes from '~/services/reviews/routes';
import reviewScheduler from '~/services/reviews/scheduler';
import timeCycleRoutes from '~/services/time-cycles/routes';
import userAdminRoutes from '~/services/users/admin-routes';
import userRoutes from '~/services/users/routes';
import profileRoutes from '~/services/users/profile-routes';
import perkRoutes from '~/services/perks/routes';
import feedbackRoutes from '~/services/feedback/routes';
import referralRoutes from '~/services/referrals/routes';
import tagRoutes from '~/services/tags/routes';
import videoInternalRoutes from '~/services/video/internal-routes';
import videoRecordRoutes from '~/services/video/records-routes';
import videoRoutes from '~/services/video/routes';

/** A route's input schemas as declared (TypeBox/JSON Schema), one entry per method. */
export interface RouteInput {
  method: string;
  url: string;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeInputs: readonly RouteInput[];
  }
}
import chatRoutes from '~/services/chat/routes';
import forumRoutes from '~/services/forum/routes';
import aiAgentRoutes from '~/services/ai-agent/routes';
import filesPlugin from '~/services/plugins/files';

export interface AppOptions {
  config: Config;
  /** an already open database (tests); otherwise one is opened from the config */
  database?: DB;
}

// Mail bodies and form fields are trimmed like the web forms do (zod .trim()); passwords and tokens stay as typed.
const UNTRIMMED = new Set(['password', 'confirmPassword', 'oldPassword', 'token', 'confirmationToken', 'refreshToken']);

function trimStrings(value: unknown): void {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  const object = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(object)) {
    if (typeof field === 'string' && !UNTRIMMED.has(key)) object[key] = field.trim();
    else trimStrings(field);
  }
}

/** The services app as one plugin: infrastructure first, then the domain modules (services/API.md). */
const app: FastifyPluginAsync<AppOptions> = async (fastify, opts) => {
  await fastify.register(sensible);
  fastify.setErrorHandler(errorHandler);
  fastify.setNotFoundHandler(notFoundHandler);
  fastify.addHook('preValidation', async (request) => {
    // one place for every route's body, query and path: a NUL byte is a clear 400, never PostgreSQL's 500
    for (const part of [request.params, request.query, request.body]) {
      const path = unstorableTextPath(part);
      if (path !== null) throw new FieldError(400, path.split('.')[0] || 'body', VALIDATION.unstorableText);
    }
    trimStrings(request.body);
  });

  // every route's input schemas, for the audit that each string is bounded (services/inputLimits.test.ts)
  const routeInputs: RouteInput[] = [];
  fastify.decorate('routeInputs', routeInputs);
  fastify.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as Partial<Record<'params' | 'querystring' | 'body', unknown>>;
    for (const method of [route.method].flat()) {
      routeInputs.push({ method, url: route.url, params: schema.params, querystring: schema.querystring, body: schema.body });
    }
  });

  await fastify.register(configPlugin, { config: opts.config });
  await fastify.register(testClockPlugin);
  await fastify.register(dbPlugin, { database: opts.database });
  await fastify.register(keysPlugin);
  await fastify.register(imageUrlsPlugin);
  await fastify.register(mailPlugin);
  await fastify.register(authPlugin);
  await fastify.register(outboxRelay);
  forwardedForOnlyFromGateways(fastify);
  await fastify.register(rateLimitPlugin);
  await fastify.register(uploadsPlugin);
  await fastify.register(filesPlugin);

  if (opts.config.seed) {
    const accounts = await seedDemoData(fastify.db, { password: opts.config.seedPassword, now: opts.config.now() });
    if (accounts) process.stdout.write(formatCredentials(accounts)); // printed once: later starts find users
  }

  fastify.get('/health', { schema: { response: { 200: { type: 'object', properties: { status: { type: 'string' } } } } } }, async () => ({
    status: 'ok',
  }));
  await fastify.register(authRoutes);
  await fastify.register(passwordRoutes);
  await fastify.register(linkedInRoutes);
  await fastify.register(userRoutes);
  await fastify.register(locationRoutes);
  await fastify.register(jobPositionRoutes);
  await fastify.register(eventRoutes);
  await fastify.register(groupHookupRoutes);
  await fastify.register(groupHookupAdminRoutes);
  await fastify.register(groupHookupSettingsRoutes);
  await fastify.register(roomRoutes);
  await fastify.register(imageRoutes);
  await fastify.register(uploadRoutes);
  await fastify.register(groupHookupScheduler);
  await fastify.register(timeCycleRoutes);
  await fastify.register(hookupRoutes);
  await fastify.register(hookupAdminRoutes);
  await fastify.register(featureGateRoutes);
  await fastify.register(calendarRoutes);
  await fastify.register(userAdminRoutes);
  await fastify.register(profileRoutes);
  await fastify.register(networkRoutes);
  await fastify.register(hookupScheduler);
  await fastify.register(reviewRoutes);
  await fastify.register(reviewScheduler);
  await fastify.register(notificationsPlugin);
  await fastify.register(notificationRoutes);
  await fastify.register(preferencesRoutes);
  await fastify.register(referralRoutes);
  await fastify.register(perkRoutes);
  await fastify.register(feedbackRoutes);
  await fastify.register(tagRoutes);
  await fastify.register(videoRoutes);
  await fastify.register(videoRecordRoutes);
  await fastify.register(videoInternalRoutes);
  await fastify.register(chatRoutes);
  await fastify.register(forumRoutes);
  await fastify.register(aiAgentRoutes);
};

export default app;
