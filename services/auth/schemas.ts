import { Type, type Static } from 'typebox';
import { PROFILE_TEXT_MAX } from '~/common/constants';
import { AUTH, PROFILE as P, VALIDATION as M } from '~/common/messages';
import { LINKEDIN_URL_MAX, LINKEDIN_URL_PATTERN, LOCATION_NAME_MAX } from '~/common/validation'; // matched case-insensitively, see services/ajv.ts
import { SessionUserSchema } from '~/services/users/schemas';
import { ConfirmPassword, IdText, LinkToken, LoginPassword, NewPassword, Username } from '~/services/schemas';

const NAME = '\\S'; // at least one character that is not a space (the web trims before checking the length)

// One rule for a member's name and job position wherever they are written (registration, POST /admin/user, PUT /user
// and PUT /admin/user/edit/{id}) with the limit of the web's profile form (common/profile.ts), so a member can save
// the profile they were created with. Each field answers its spec §5 message, or P.textTooLong when too long.
const name = (message: string) =>
  Type.String({
    minLength: 1,
    maxLength: PROFILE_TEXT_MAX,
    pattern: NAME,
    errorMessage: { type: message, minLength: message, pattern: message, maxLength: P.textTooLong },
  });
export const FirstName = name(M.firstNameMin);
export const LastName = name(M.lastNameMin);
export const JobPosition = Type.String({
  minLength: 2,
  maxLength: PROFILE_TEXT_MAX,
  errorMessage: { type: M.jobPositionMin, minLength: M.jobPositionMin, maxLength: P.textTooLong },
});

/** POST /auth/login */
export const LoginBody = Type.Object(
  { username: Username, password: LoginPassword, rememberMe: Type.Optional(Type.Boolean()) },
  { errorMessage: { required: { username: M.usernameEmail, password: M.passwordRequired } } },
);

export const RegisterLocation = Type.Object(
  {
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lng: Type.Number({ minimum: -180, maximum: 180 }),
    name: Type.String({ minLength: 1, maxLength: LOCATION_NAME_MAX, pattern: NAME }),
  },
  { errorMessage: M.location }, // spec §5: one message for anything wrong with the location
);

/** POST /auth/register (spec §3 registration fields, spec §5 rules) */
export const RegisterBody = Type.Object(
  {
    username: Username,
    firstName: FirstName,
    lastName: LastName,
    linkedInUrl: Type.String({ maxLength: LINKEDIN_URL_MAX, pattern: LINKEDIN_URL_PATTERN, errorMessage: M.linkedInUrl }),
    password: NewPassword,
    confirmPassword: ConfirmPassword,
    jobPosition: JobPosition,
    location: RegisterLocation,
    howDidYouHearAboutUs: Type.String({ minLength: 1, maxLength: 1000, pattern: NAME, errorMessage: M.howDidYouHearAboutUsMin }),
    acceptTermsAndConditions: Type.Literal(true, { errorMessage: M.acceptTerms }),
    /** the `ref` of /register?ref=CODE (services/referrals): any text, an unknown code is ignored */
    referralCode: Type.Optional(IdText()),
  },
  {
    errorMessage: {
      required: {
        username: M.usernameEmail,
        firstName: M.firstNameMin,
        lastName: M.lastNameMin,
        linkedInUrl: M.linkedInUrl,
        password: M.passwordRule,
        confirmPassword: M.passwordsMatch,
        jobPosition: M.jobPositionMin,
        location: M.location,
        howDidYouHearAboutUs: M.howDidYouHearAboutUsMin,
        acceptTermsAndConditions: M.acceptTerms,
      },
    },
  },
);

/** GET /auth/confirm?token= */
export const ConfirmEmailQuery = Type.Object({ token: LinkToken }, { errorMessage: { required: { token: AUTH.tokenInvalid } } });

/** POST /auth/refreshToken and POST /auth/logout */
export const RefreshTokenBody = Type.Object(
  { refreshToken: Type.String({ minLength: 1, maxLength: 200, errorMessage: AUTH.sessionExpired }) },
  { errorMessage: { required: { refreshToken: AUTH.sessionExpired } } },
);

/** POST /user/password/reset */
export const ForgotPasswordBody = Type.Object({ username: Username }, { errorMessage: { required: { username: M.usernameEmail } } });

/** PUT /password/reset/confirm */
export const ResetPasswordBody = Type.Object(
  { token: LinkToken, password: NewPassword, confirmPassword: ConfirmPassword },
  { errorMessage: { required: { token: AUTH.tokenInvalid, password: M.passwordRule, confirmPassword: M.passwordsMatch } } },
);

/** PUT /user/password */
export const ChangePasswordBody = Type.Object(
  {
    oldPassword: Type.String({ minLength: 1, maxLength: 250, errorMessage: M.passwordRequired }),
    password: NewPassword,
    confirmPassword: ConfirmPassword,
  },
  { errorMessage: { required: { oldPassword: M.passwordRequired, password: M.passwordRule, confirmPassword: M.passwordsMatch } } },
);

export const TokenPairSchema = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });

export const AuthResponseSchema = Type.Object({ accessToken: Type.String(), refreshToken: Type.String(), user: SessionUserSchema });

/** GET /.well-known/jwks.json: the Ed25519 public key(s) access tokens are signed with. */
export const JwksSchema = Type.Object({
  keys: Type.Array(Type.Object({ kty: Type.String(), crv: Type.String(), x: Type.String(), kid: Type.String(), alg: Type.String(), use: Type.String() })),
});

export type RegisterInput = Static<typeof RegisterBody>;
export type AuthResponse = Static<typeof AuthResponseSchema>;
