import { Type, type TSchema } from 'typebox';
import { AUTH, VALIDATION as M } from '~/common/messages';
import { EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_PATTERN, USERNAME_MAX, USERNAME_MIN } from '~/common/validation';

// Shapes shared by every domain: answers, errors and the spec §5 field rules with their exact messages.
// ajv-errors reports a field's messages in the order of its `errorMessage` keys; the error handler keeps the first.

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// Every string an input accepts has a maximum length (services/inputLimits.test.ts walks every route for it).
/** a uuid, slug or numeric id in a path or query: longer is never one (400), shorter and wrong is the route's 404 */
export const ID_TEXT_MAX = 100;
/** an ISO 8601 date and time ('2030-01-15T10:00:00.000+05:30' is 29 characters) */
export const DATE_TIME_TEXT_MAX = 40;
export const IdText = () => Type.String({ maxLength: ID_TEXT_MAX });

export const MessageSchema = Type.Object({ message: Type.String() });

export const ErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  /** spec §8 numeric code of the hookups area (services/errors.ts CodedError) */
  errorCode: Type.Optional(Type.Integer()),
});

/** `response` entries for the error statuses a route may answer. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorSchema])) as { [K in S[number]]: typeof ErrorSchema };
}

/** spec §5 username: an email of 4 to 100 characters (length first, then shape, like the web forms). */
export const Username = Type.String({
  minLength: USERNAME_MIN,
  maxLength: USERNAME_MAX,
  pattern: EMAIL_PATTERN,
  errorMessage: { type: M.usernameEmail, minLength: M.usernameMin, maxLength: M.usernameMax, pattern: M.usernameEmail },
});

/** spec §5: the login password only needs 8 to 250 characters. */
export const LoginPassword = Type.String({
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  errorMessage: { type: M.passwordRequired, minLength: M.passwordMin, maxLength: M.passwordMax },
});

/** spec §5: a new password has 8 to 250 characters with a digit, lower, upper, special character and no spaces. */
export const NewPassword = Type.String({
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  pattern: PASSWORD_PATTERN,
  errorMessage: { type: M.passwordRule, minLength: M.passwordMin, maxLength: M.passwordMax, pattern: M.passwordRule },
});

/** spec §5: confirmPassword must equal the sibling `password` (an Ajv $data reference). */
export const ConfirmPassword = Type.Unsafe<string>({
  type: 'string',
  const: { $data: '1/password' },
  errorMessage: { type: M.passwordsMatch, const: M.passwordsMatch },
});

/** A token from a mailed link: any non-empty text; unknown ones are refused by the handler. */
export const LinkToken = Type.String({ minLength: 1, maxLength: 200, errorMessage: AUTH.tokenInvalid });
