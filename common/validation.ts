// spec §5 rules as patterns (shared by services' TypeBox schemas) and zod schemas (used by the web forms).
import { z } from 'zod';
import { PROFILE_TEXT_MAX } from './constants';
import { PROFILE as P, VALIDATION as M } from './messages';

// Email shape as browsers validate <input type=email>, tightened to require a dot in the domain.
export const EMAIL_PATTERN = "^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$";
// spec §5: a digit, a lowercase, an uppercase, a special character, no spaces.
export const PASSWORD_PATTERN = '^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9\\s])\\S+$';
// spec §5: a LinkedIn profile URL (in, profile or pub path).
export const LINKEDIN_URL_PATTERN = '^(https?:\\/\\/)?([a-z]{2,3}\\.)?linkedin\\.com\\/(in|profile|pub)\\/[^\\s/?#]+\\/?(\\?[^\\s]*)?$';

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 100;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 250;
/** longer is no LinkedIn profile address; also bounds what services store (spec §5 says only "a valid LinkedIn URL") */
export const LINKEDIN_URL_MAX = 300;
/** a place's name as the location picker shows it ('City, Country') */
export const LOCATION_NAME_MAX = 200;

const emailRe = new RegExp(EMAIL_PATTERN);
const passwordRe = new RegExp(PASSWORD_PATTERN);
const linkedInRe = new RegExp(LINKEDIN_URL_PATTERN, 'i');

// Length first, then shape: every §5 message can be reached (a valid email is never under 4 characters).
export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, M.usernameMin)
  .max(USERNAME_MAX, M.usernameMax)
  .regex(emailRe, M.usernameEmail);

/** Login only needs 8 to 250 characters (spec §5). */
export const loginPasswordSchema = z.string().min(PASSWORD_MIN, M.passwordMin).max(PASSWORD_MAX, M.passwordMax);

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, M.passwordMin)
  .max(PASSWORD_MAX, M.passwordMax)
  .regex(passwordRe, M.passwordRule);

export const linkedInUrlSchema = z.string().trim().max(LINKEDIN_URL_MAX, M.linkedInUrl).regex(linkedInRe, M.linkedInUrl);

export const locationSchema = z.object(
  {
    lat: z.number({ error: M.location }).min(-90, M.location).max(90, M.location),
    lng: z.number({ error: M.location }).min(-180, M.location).max(180, M.location),
    name: z.string({ error: M.location }).trim().min(1, M.location).max(LOCATION_NAME_MAX, M.location),
  },
  { error: M.location },
);

export const loginSchema = z.object({
  username: usernameSchema,
  password: loginPasswordSchema,
  rememberMe: z.boolean(),
});

/** spec §5: confirmPassword must match. Checked even while other fields fail, so the form shows it at once. */
const passwordsMatch: [
  (v: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[]; when: (payload: { value: unknown }) => boolean },
] = [
  (v) => v.password === v.confirmPassword,
  {
    message: M.passwordsMatch,
    path: ['confirmPassword'],
    when: (payload: { value: unknown }) => {
      const v = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof v?.password === 'string' && typeof v?.confirmPassword === 'string';
    },
  },
];

/** spec §5 name and job position rules, the same on registration, the profile and the admin's create form. */
export const firstNameSchema = z.string().trim().min(1, M.firstNameMin).max(PROFILE_TEXT_MAX, P.textTooLong);
export const lastNameSchema = z.string().trim().min(1, M.lastNameMin).max(PROFILE_TEXT_MAX, P.textTooLong);
export const jobPositionSchema = z.string().trim().min(2, M.jobPositionMin).max(PROFILE_TEXT_MAX, P.textTooLong);

export const registerSchema = z
  .object({
    username: usernameSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    linkedInUrl: linkedInUrlSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
    jobPosition: jobPositionSchema,
    location: locationSchema,
    howDidYouHearAboutUs: z.string().trim().min(1, M.howDidYouHearAboutUsMin),
    acceptTermsAndConditions: z.literal(true, { error: M.acceptTerms }),
  })
  .refine(...passwordsMatch);

/** Issue 19: what a LinkedIn sign-up still needs after the provider gave the name and the verified email. */
export const linkedInRegisterSchema = z.object({
  linkedInUrl: linkedInUrlSchema,
  jobPosition: jobPositionSchema,
  location: locationSchema,
  howDidYouHearAboutUs: z.string().trim().min(1, M.howDidYouHearAboutUsMin),
  acceptTermsAndConditions: z.literal(true, { error: M.acceptTerms }),
});

/** Issue 19: linking LinkedIn to an account that has a password proves that password first. */
export const linkedInLinkSchema = z.object({ password: z.string().min(1, M.passwordRequired) });

export const forgotPasswordSchema = z.object({ username: usernameSchema });

export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine(...passwordsMatch);

export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, M.passwordRequired),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(...passwordsMatch);

export const changeUsernameSchema = z.object({ username: usernameSchema });

export type LoginForm = z.infer<typeof loginSchema>;
export type RegisterForm = z.infer<typeof registerSchema>;
export type LinkedInRegisterForm = z.infer<typeof linkedInRegisterSchema>;
export type LinkedInLinkForm = z.infer<typeof linkedInLinkSchema>;
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
export type ChangeUsernameForm = z.infer<typeof changeUsernameSchema>;
