import { Type, type Static } from 'typebox';
import { ERROR_REPORT_BREADCRUMBS_MAX, ERROR_REPORT_TEXT_MAX as E, FEEDBACK_TEXT_MAX as F } from '~/common/constants';
import { FEEDBACK as M } from '~/common/messages';
import { EMAIL_PATTERN } from '~/common/validation';

const NON_BLANK = '\\S'; // bodies arrive trimmed; a text of spaces is empty

const required = (max: number, message: string) =>
  Type.String({ minLength: 1, maxLength: max, pattern: NON_BLANK, errorMessage: { type: message, minLength: message, pattern: message, maxLength: M.tooLong } });

/** POST /feedback (spec §3 Feedback: name, email, message; §5 each required, email valid) */
export const FeedbackBody = Type.Object(
  {
    name: required(F.name, M.nameRequired),
    email: Type.String({ maxLength: F.email, pattern: EMAIL_PATTERN, errorMessage: M.emailInvalid }),
    message: required(F.message, M.messageRequired),
    page: Type.Optional(Type.String({ maxLength: F.page })),
  },
  { errorMessage: { required: { name: M.nameRequired, email: M.emailInvalid, message: M.messageRequired } } },
);

export const FeedbackSchema = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  email: Type.String(),
  message: Type.String(),
  page: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  handledAt: Type.Union([Type.String(), Type.Null()]),
});

export const FeedbackListQuery = Type.Object({ handled: Type.Optional(Type.Boolean()) });
export const FeedbackParams = Type.Object({ uuid: Type.String({ maxLength: 100 }) });

/** POST /error-reports: what the route-error page caught (spec §8) */
export const ErrorReportBody = Type.Object({
  message: Type.String({ minLength: 1, maxLength: E.message }),
  stack: Type.Optional(Type.String({ maxLength: E.stack })),
  route: Type.String({ maxLength: E.route }),
  release: Type.String({ maxLength: 50 }),
  breadcrumbs: Type.Array(Type.String({ maxLength: E.breadcrumb }), { maxItems: ERROR_REPORT_BREADCRUMBS_MAX }),
});

/** GET /error-reports: one row per message, most frequent first */
export const ErrorGroupSchema = Type.Object({
  message: Type.String(),
  count: Type.Integer(),
  lastSeenAt: Type.String(),
  lastRoute: Type.String(),
  release: Type.String(),
  lastUserUuid: Type.Union([Type.String(), Type.Null()]),
  breadcrumbs: Type.Array(Type.String()),
});

/** GET /feedback/settings */
export const FeedbackSettingsSchema = Type.Object({ redirect: Type.Boolean(), sentryDsn: Type.Union([Type.String(), Type.Null()]) });

export type Feedback = Static<typeof FeedbackSchema>;
export type FeedbackInput = Static<typeof FeedbackBody>;
export type ErrorReportInput = Static<typeof ErrorReportBody>;
export type ErrorGroup = Static<typeof ErrorGroupSchema>;
