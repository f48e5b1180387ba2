import type { FastifyError, FastifyInstance } from 'fastify';
import { AUTH, PAGES } from '~/common/messages';
import { calendarFeedRoute } from './calendarFeed';
import { forumRoutes } from './forum';
import { PassThroughError, sendError } from './failures';
import type { RestRouteOptions } from './proxy';
import { reportRoutes } from './reports';
import { uploadRoutes } from './uploads';

/**
 * REST routes for what GraphQL carries badly, passed through to services: uploads and uploaded images (uploads.ts),
 * the admins' CSV reports (reports.ts), the members' private calendar feeds (calendarFeed.ts) and the forum's own
 * NodeBB-shaped API with its cookie session (forum.ts). Their errors answer
 * like services do (failures.ts).
 */
export async function registerRestRoutes(app: FastifyInstance, opts: RestRouteOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof PassThroughError) return sendError(reply, error.statusCode, error.message);
      if (error.code === 'FST_CSRF_MISSING_SECRET' || error.code === 'FST_CSRF_INVALID_TOKEN') {
        return sendError(reply, 403, AUTH.csrf);
      }
      request.log.error({ err: error }, 'pass-through request failed');
      return sendError(reply, 500, PAGES.internal);
    });
    // the body is services' to parse: keep it a stream, boundary and all
    scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));

    uploadRoutes(scope, opts);
    reportRoutes(scope, opts);
    calendarFeedRoute(scope, opts);
    forumRoutes(scope, opts);
  });
}
