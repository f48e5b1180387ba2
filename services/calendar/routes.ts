import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HOOKUP as M } from '~/common/messages';
import { errorResponses } from '~/services/schemas';
import { organizerOf } from '~/services/hookups/ics';
import { signedIn } from '~/services/plugins/auth';
import { feedCalendar, feedToken, feedUrl, rotateFeedToken } from './feed';

const FeedSchema = Type.Object({ url: Type.String() });
const GoogleBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 2000, errorMessage: 'code is the authorization code Google returned' }) },
  { errorMessage: { required: { code: 'code is the authorization code Google returned' } } },
);
const FeedParams = Type.Object({ file: Type.String({ maxLength: 100 }) });

/** services/API.md § Calls: the private ICS feed (any calendar app subscribes to it) and Google Calendar linking. */
const calendarRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;
  const member = { preHandler: fastify.authenticate };
  if (config.googleClientId || config.googleClientSecret) {
    fastify.log.warn('GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET are set, but this server links no Google Calendar (it would need the Google servers): PUT /user/google-calendar answers 409 and members use their private calendar feed');
  }

  fastify.get('/user/calendar-feed', { ...member, schema: { response: { 200: FeedSchema, ...errorResponses(401) } } }, async (request) => ({
    url: feedUrl(config.publicUrl, await feedToken(db, signedIn(request).user.id)),
  }));

  fastify.put('/user/calendar-feed', { ...member, schema: { response: { 200: FeedSchema, ...errorResponses(401) } } }, async (request) => ({
    url: feedUrl(config.publicUrl, await rotateFeedToken(db, signedIn(request).user.id)),
  }));

  // no bearer: the token in the URL is the secret; unknown, rotated or malformed tokens are 404
  fastify.get('/calendar/feed/:file', { schema: { params: FeedParams } }, async (request, reply) => {
    const match = /^(.+)\.ics$/.exec(request.params.file);
    const body = match ? await feedCalendar(db, match[1]!, { publicUrl: config.publicUrl, organizer: organizerOf(config.mailFrom) }, config.now()) : null;
    if (body === null) throw fastify.httpErrors.notFound('This calendar feed does not exist.');
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body);
  });

  /**
   * Linking Google Calendar needs the code exchanged with Google and the events pushed there, which this server does
   * not do (it has no Google client code and no place to keep Google tokens). It refuses clearly instead of
   * pretending: 409 HOOKUP.googleNotConfigured, linkedWithGoogleCalendar stays false; the ICS feed is the sync.
   */
  fastify.put(
    '/user/google-calendar',
    { ...member, schema: { body: GoogleBody, response: { 200: Type.Object({}), ...errorResponses(400, 401, 409) } } },
    async () => {
      throw fastify.httpErrors.conflict(M.googleNotConfigured);
    },
  );
};

export default calendarRoutes;
