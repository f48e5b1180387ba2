// Profile rules shared by services (PUT /user, PUT /admin/user/edit/{id}) and the web's "Edit profile" form:
// spec §3 user edit fields, spec §5 rules and messages.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import {
  COMPANY_SIZES,
  EXPERIENCE,
  PERSONAL_INFORMATION_MAX,
  PROFILE_TAGS_MAX,
  PROFILE_TEXT_MAX,
  SENIORITY_LEVELS,
} from './constants';
import { PROFILE as P, VALIDATION as M } from './messages';
import { firstNameSchema, jobPositionSchema, lastNameSchema, linkedInUrlSchema, locationSchema } from './validation';

/** An interest tag's slug (GET tags): lower-case words joined by dashes, 1 to 30 characters. */
export const TAG_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const TAG_SLUG_MAX = 30;

/** The registration fields a member must have (spec §5: "users missing required registration fields"), in form order. */
export const REQUIRED_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'linkedInUrl',
  'jobPosition',
  'location',
  'howDidYouHearAboutUs',
  'acceptTermsAndConditions',
] as const;
export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];

/** How the web names each missing field in the "Complete your profile" prompt. */
export const REQUIRED_PROFILE_FIELD_LABELS: Record<RequiredProfileField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  linkedInUrl: 'LinkedIn profile',
  jobPosition: 'Job position',
  location: 'Location',
  howDidYouHearAboutUs: 'How you heard about us',
  acceptTermsAndConditions: 'Terms and conditions',
};

/**
 * spec §5: a phone number must be parseable; it is stored in international (E.164) form. `country` (ISO 3166
 * alpha-2) reads a national number ("020 7946 0958" with GB). null when the text is not a valid number.
 */
export function parsePhoneNumber(text: string, country?: string | null): { e164: string; country: string | null } | null {
  const defaultCountry = country && /^[A-Za-z]{2}$/.test(country) ? (country.toUpperCase() as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(text.trim(), defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  return { e164: parsed.number, country: parsed.country ?? null };
}

const optionalText = (max: number, message: string) => z.string().trim().max(max, message);

/** The web's "Edit profile" form; '' means "not given" for the optional fields. */
export const profileFormSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  jobPosition: jobPositionSchema,
  linkedInUrl: linkedInUrlSchema,
  location: locationSchema,
  phoneNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || parsePhoneNumber(value) !== null, M.phoneNumber),
  companyName: optionalText(PROFILE_TEXT_MAX, P.textTooLong),
  industry: optionalText(PROFILE_TEXT_MAX, P.textTooLong),
  companySize: z.union([z.literal(''), z.enum(COMPANY_SIZES)], { error: P.companySize }),
  yearsOfExperience: z.union([z.literal(''), z.enum(EXPERIENCE)], { error: P.yearsOfExperience }),
  seniorityLevel: z.union([z.literal(''), z.enum(SENIORITY_LEVELS)], { error: P.seniorityLevel }),
  personalInformation: optionalText(PERSONAL_INFORMATION_MAX, P.personalInformationTooLong),
  howDidYouHearAboutUs: z.string().trim().min(1, M.howDidYouHearAboutUsMin).max(1000, P.textTooLong),
  tags: z
    .array(z.string().regex(new RegExp(TAG_SLUG_PATTERN), P.tagInvalid).max(TAG_SLUG_MAX, P.tagInvalid))
    .max(PROFILE_TAGS_MAX, P.tagsLimit),
  // true unless the member is asked to accept the terms (an account an admin created), then it must be ticked
  acceptTermsAndConditions: z.literal(true, { error: M.acceptTerms }),
});

export type ProfileForm = z.infer<typeof profileFormSchema>;
