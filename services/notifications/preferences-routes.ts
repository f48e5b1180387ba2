import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type UpdateObject } from 'kysely';
import { UNSUBSCRIBE_TOKEN_TTL_DAYS, type Role } from '~/common/constants';
import { NOTIFICATION as M } from '~/common/messages';
import type { Database } from '~/services/db/schema';
import { signedIn } from '~/services/plugins/auth';
import { MessageSchema, errorResponses } from '~/services/schemas';
import { hashUnsubscribeToken } from './mail-jobs';
import { mailingColumns, mailingState, toMailingPreferences } from './mailing-preferences';
import { MailingPreferencesSchema, PauseQuery, UnsubscribeQuery, UpdatePreferencesBody } from './preferences-schemas';

const DAY = 24 * 3_600_000;
const WEEK = 7 * DAY;

/** A member's notification email settings, and the unsubscribe link of every notification mail (services/API.md § Calls). */
const preferencesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;
  const member = { preHandler: fastify.authenticate };
  const answers = (...errors: number[]) => ({ 200: MailingPreferencesSchema, ...errorResponses(...errors) });

  /** the member's settings after `change` (an update of their users row, or none) */
  async function settingsOf({ id: userId, roles }: { id: number; roles: readonly Role[] }, change?: UpdateObject<Database, 'users'>) {
    const query = change
      ? db.updateTable('users').set(change).where('id', '=', userId).returning(mailingColumns())
      : db.selectFrom('users').select(mailingColumns()).where('id', '=', userId);
    return toMailingPreferences(mailingState(await query.executeTakeFirstOrThrow()), roles, config.now());
  }

  fastify.get('/user/mailing-preferences', { ...member, schema: { response: answers(401, 403) } }, async (request) =>
    settingsOf(signedIn(request).user),
  );

  fastify.put(
    '/user/mailing-preferences',
    { ...member, schema: { body: UpdatePreferencesBody, response: answers(400, 401, 403) } },
    async (request) => {
      const { preferences, subscribe } = request.body.data;
      // codes not given keep their value: the given ones are merged into the stored object
      return settingsOf(signedIn(request).user, {
        mailingPreferences: sql`mailing_preferences || ${JSON.stringify(preferences ?? {})}::jsonb`,
        ...(subscribe === true ? { unsubscribeDate: null } : {}),
      });
    },
  );

  fastify.post(
    '/user/pause-notifications',
    { ...member, schema: { querystring: PauseQuery, response: answers(400, 401, 403) } },
    async (request) => {
      const now = config.now();
      const { weeks } = request.query;
      return settingsOf(signedIn(request).user, {
        pauseNotificationsStartDate: now,
        // no weeks: paused until the member unpauses
        pauseNotificationsEndDate: weeks === undefined ? null : new Date(now.getTime() + weeks * WEEK),
      });
    },
  );

  fastify.post('/user/unpause-notifications', { ...member, schema: { response: answers(401, 403) } }, async (request) =>
    settingsOf(signedIn(request).user, { pauseNotificationsStartDate: null, pauseNotificationsEndDate: null }),
  );

  // public: the link of a notification mail is the member's proof, within UNSUBSCRIBE_TOKEN_TTL_DAYS of that mail
  fastify.put(
    '/unsubscribe',
    { schema: { querystring: UnsubscribeQuery, response: { 200: MessageSchema, ...errorResponses(400) } } },
    async (request) => {
      const { token, email } = request.query;
      const now = config.now();
      const mail = await db
        .selectFrom('mailJobs')
        .select(['userId', 'toAddress', 'createdAt'])
        .where('unsubscribeTokenHash', '=', hashUnsubscribeToken(token))
        .executeTakeFirst();
      const valid =
        mail !== undefined &&
        mail.toAddress.toLowerCase() === email.trim().toLowerCase() &&
        now.getTime() - mail.createdAt.getTime() <= UNSUBSCRIBE_TOKEN_TTL_DAYS * DAY;
      if (!valid) throw fastify.httpErrors.badRequest(M.unsubscribeInvalid);
      // a second click answers the same and keeps the first date
      await db.updateTable('users').set({ unsubscribeDate: now }).where('id', '=', mail.userId).where('unsubscribeDate', 'is', null).execute();
      return { message: M.unsubscribed };
    },
  );
};

export default preferencesRoutes;
