import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TOPICS } from '~/common/events';
import { NOTIFICATION as M } from '~/common/messages';
import { signedIn } from '~/services/plugins/auth';
import { emit } from '~/services/outbox/write';
import { inTransaction } from '~/services/db/transaction';
import { withEventCursor } from '~/services/outbox/cursor';
import { errorResponses } from '~/services/schemas';
import { countNew, createNotificationsRepository, lockMembers } from './repository';
import { MarkViewedBody, NewCountSchema, NotificationListQuery, NotificationListSchema, NotificationSchema } from './schemas';

/** The bell (services/API.md § Notifications § Calls): the member's list, "not new" on opening it, "viewed" on a click. */
const notificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const notifications = createNotificationsRepository(db);
  const member = { preHandler: fastify.authenticate };

  fastify.get(
    '/notification/list',
    { ...member, schema: { querystring: NotificationListQuery, response: { 200: NotificationListSchema, ...errorResponses(400, 401) } } },
    async (request, reply) => {
      const { page, size, sorting_direction: direction } = request.query;
      return withEventCursor(fastify, reply, () => notifications.list(signedIn(request).user.id, { page, size, direction }));
    },
  );

  fastify.put('/notification/mark-as-not-new', { ...member, schema: { response: { 200: NewCountSchema, ...errorResponses(401) } } }, async (request) => {
    const { user } = signedIn(request);
    return inTransaction(db, async (trx) => {
      await lockMembers(trx, [user.id]);
      const changed = await createNotificationsRepository(trx).markAllNotNew(user.id);
      const newNotificationsCount = (await countNew(trx, [user.id])).get(user.id) ?? 0;
      if (changed > 0) await emit(trx, TOPICS.notificationChanged, { kind: 'allNotNew', userUUID: user.uuid, notification: null, newNotificationsCount });
      return { newNotificationsCount };
    });
  });

  fastify.put(
    '/notification/mark-as-viewed',
    { ...member, schema: { body: MarkViewedBody, response: { 200: NotificationSchema, ...errorResponses(400, 401, 404) } } },
    async (request) => {
      const { user } = signedIn(request);
      return inTransaction(db, async (trx) => {
        await lockMembers(trx, [user.id]);
        const result = await createNotificationsRepository(trx).markViewed(user.id, request.body.notificationId);
        if (!result) throw fastify.httpErrors.notFound(M.notFound);
        if (result.changed) {
          const newNotificationsCount = (await countNew(trx, [user.id])).get(user.id) ?? 0;
          await emit(trx, TOPICS.notificationChanged, { kind: 'viewed', userUUID: user.uuid, notification: result.notification, newNotificationsCount });
        }
        return result.notification;
      });
    },
  );
};

export default notificationRoutes;
