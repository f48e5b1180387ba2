import { Type, type Static, type TBoolean, type TOptional } from 'typebox';
import { ADMIN_NOTIFICATION_CODES, NOTIFICATION_CODES, PAUSE_NOTIFICATIONS_MAX_WEEKS, type NotificationCode } from '~/common/constants';
import { NOTIFICATION as M } from '~/common/messages';
import { Nullable } from '~/services/schemas';

// services/API.md § Notifications § Types MailingPreferences and the preference, pause and unsubscribe § Calls.

const eachCode = <T>(make: () => T) => Object.fromEntries(NOTIFICATION_CODES.map((code) => [code, make()])) as Record<NotificationCode, T>;

/** services/API.md MailingPreferences: `preferences` has every code, an admin's codes for admins only. */
export const MailingPreferencesSchema = Type.Object({
  preferences: Type.Object(
    Object.fromEntries(NOTIFICATION_CODES.map((code) => [code, ADMIN_NOTIFICATION_CODES.includes(code) ? Type.Optional(Type.Boolean()) : Type.Boolean()])) as Record<NotificationCode, TBoolean | TOptional<TBoolean>>,
  ),
  unsubscribeDate: Nullable(Type.String()),
  pauseNotificationsStartDate: Nullable(Type.String()),
  pauseNotificationsEndDate: Nullable(Type.String()),
  paused: Type.Boolean(),
});
export type MailingPreferences = Static<typeof MailingPreferencesSchema>;

/**
 * PUT /user/mailing-preferences `{ data: { preferences?, subscribe? } }`. Fastify's Ajv drops unknown properties of an
 * object with `additionalProperties: false` instead of refusing them, so unknown codes are refused by `propertyNames`.
 */
export const UpdatePreferencesBody = Type.Object({
  data: Type.Object({
    preferences: Type.Optional(
      Type.Unsafe<Partial<Record<NotificationCode, boolean>>>({
        ...Type.Object(eachCode<TOptional<TBoolean>>(() => Type.Optional(Type.Boolean()))),
        propertyNames: { enum: [...NOTIFICATION_CODES], errorMessage: M.unknownPreference },
        errorMessage: { propertyNames: M.unknownPreference, type: M.unknownPreference, additionalProperties: M.unknownPreference },
      }),
    ),
    /** true: mail again after unsubscribing (clears unsubscribeDate); false changes nothing */
    subscribe: Type.Optional(Type.Boolean()),
  }),
});

/** POST /user/pause-notifications?weeks: 1 to 52 weeks, or none (paused until unpaused). */
export const PauseQuery = Type.Object({
  weeks: Type.Optional(Type.Integer({ minimum: 1, maximum: PAUSE_NOTIFICATIONS_MAX_WEEKS, errorMessage: M.pauseWeeks })),
});

const LinkPart = Type.String({ minLength: 1, maxLength: 320, errorMessage: M.unsubscribeInvalid });

/** PUT /unsubscribe?token&email: the link of a notification mail (no session). */
export const UnsubscribeQuery = Type.Object(
  { token: LinkPart, email: LinkPart },
  { errorMessage: { required: { token: M.unsubscribeInvalid, email: M.unsubscribeInvalid } } },
);
