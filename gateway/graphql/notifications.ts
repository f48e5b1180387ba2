import type { Resolvers } from '~/gateway/generated/graphql';
import { requireAccessToken } from '~/gateway/context';
import {
  mailingPreferencesToServices,
  notificationIdToServices,
  toMailingPreferences,
  toNotification,
} from '~/gateway/graphql/notificationMapping';

/**
 * Notifications (spec §2 the bell, §3 Notification; services/API.md § Notifications): the member's own list and badge
 * count, opening the bell and clicking a notification, the email switches of /settings, pausing them, and the public
 * unsubscribe of the mail's link. services scope every call to the caller (another member's notification is 404).
 */
export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: async (_parent, { page, size }, context) => {
      const accessToken = requireAccessToken(context);
      const { body, eventCursor } = await context.services.notifications(accessToken, { page, size });
      return {
        elements: body.notifications.elements.map(toNotification),
        totalPages: body.notifications.totalPages,
        newNotificationsCount: body.newNotificationsCount,
        eventCursor,
      };
    },
    mailingPreferences: async (_parent, _args, context) =>
      toMailingPreferences(await context.services.mailingPreferences(requireAccessToken(context))),
  },
  Mutation: {
    markNotificationsNotNew: (_parent, _args, context) =>
      context.services.markNotificationsNotNew(requireAccessToken(context)),
    markNotificationViewed: async (_parent, { id }, context) => {
      const accessToken = requireAccessToken(context);
      return toNotification(await context.services.markNotificationViewed(accessToken, notificationIdToServices(id)));
    },
    updateMailingPreferences: async (_parent, { input }, context) => {
      const accessToken = requireAccessToken(context);
      return toMailingPreferences(await context.services.updateMailingPreferences(accessToken, mailingPreferencesToServices(input)));
    },
    pauseNotifications: async (_parent, { weeks }, context) => {
      const accessToken = requireAccessToken(context);
      return toMailingPreferences(await context.services.pauseNotifications(accessToken, weeks));
    },
    unpauseNotifications: async (_parent, _args, context) =>
      toMailingPreferences(await context.services.unpauseNotifications(requireAccessToken(context))),
    // no session needed: the link in the mail may be opened signed out, or in another browser
    unsubscribe: (_parent, { token, email }, context) => context.services.unsubscribe(token, email),
  },
};
