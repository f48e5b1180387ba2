import { Type, type Static, type TSchema } from 'typebox';
import {
  COMPANY_SIZES,
  EXPERIENCE,
  PERSONAL_INFORMATION_MAX,
  PROFILE_TAGS_MAX,
  PROFILE_TEXT_MAX,
  SENIORITY_LEVELS,
} from '~/common/constants';
import { PROFILE as P, VALIDATION as M } from '~/common/messages';
import { TAG_SLUG_MAX, TAG_SLUG_PATTERN } from '~/common/profile';
import { LINKEDIN_URL_MAX, LINKEDIN_URL_PATTERN, USERNAME_MAX } from '~/common/validation'; // matched case-insensitively, see services/ajv.ts
import { FirstName, JobPosition, LastName, RegisterLocation } from '~/services/auth/schemas';
import { IdText, Nullable } from '~/services/schemas';
import { LocationSchema, UserSchema } from './schemas';

const NAME = '\\S'; // at least one character that is not a space

/** text or null, one message for anything wrong with it */
const nullable = <T extends TSchema>(schema: T, message: string) => Type.Union([schema, Type.Null()], { errorMessage: message });

const optionalText = (max: number, message: string) => Type.Optional(nullable(Type.String({ maxLength: max }), message));

const choice = (values: readonly string[], message: string) =>
  Type.Optional(Type.Union([Type.Unsafe<string>({ type: 'string', enum: [...values] }), Type.Null(), Type.Literal('')], { errorMessage: message }));

/**
 * PUT /user and PUT /admin/user/edit/{id} (spec §3 user edit fields, spec §5 rules). Every field is optional: what is
 * left out stays as it is; null (or '') clears an optional field. fullName is derived from firstName and lastName
 * (a fullName alone is split at its first space); username is changed through POST /user/username/change only.
 */
export const ProfileBody = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Integer(), IdText()])),
    firstName: Type.Optional(FirstName),
    lastName: Type.Optional(LastName),
    fullName: Type.Optional(Type.String({ maxLength: 2 * PROFILE_TEXT_MAX + 1, errorMessage: { maxLength: P.textTooLong } })),
    username: Type.Optional(Type.String({ maxLength: USERNAME_MAX })),
    // parsed by the handler (libphonenumber-js); countryCode (ISO 3166 alpha-2) reads a national number
    phoneNumber: Type.Optional(nullable(Type.String({ maxLength: 40 }), M.phoneNumber)),
    countryCode: Type.Optional(nullable(Type.String({ maxLength: 2, pattern: '^[A-Za-z]{2}$' }), M.phoneNumber)),
    jobPosition: Type.Optional(JobPosition),
    companyName: optionalText(PROFILE_TEXT_MAX, P.textTooLong),
    industry: optionalText(PROFILE_TEXT_MAX, P.textTooLong),
    companySize: choice(COMPANY_SIZES, P.companySize),
    yearsOfExperience: choice(EXPERIENCE, P.yearsOfExperience),
    seniorityLevel: choice(SENIORITY_LEVELS, P.seniorityLevel),
    personalInformation: optionalText(PERSONAL_INFORMATION_MAX, P.personalInformationTooLong),
    location: Type.Optional(RegisterLocation),
    howDidYouHearAboutUs: Type.Optional(Type.String({ minLength: 1, maxLength: 1000, pattern: NAME, errorMessage: { type: M.howDidYouHearAboutUsMin, minLength: M.howDidYouHearAboutUsMin, pattern: M.howDidYouHearAboutUsMin, maxLength: P.textTooLong } })),
    linkedInUrl: Type.Optional(Type.String({ maxLength: LINKEDIN_URL_MAX, pattern: LINKEDIN_URL_PATTERN, errorMessage: M.linkedInUrl })),
    // a member who never accepted the terms (an account an admin created) accepts them here; only `true` is taken
    acceptTermsAndConditions: Type.Optional(Type.Literal(true, { errorMessage: M.acceptTerms })),
    tags: Type.Optional(
      Type.Array(Type.String({ maxLength: TAG_SLUG_MAX, pattern: TAG_SLUG_PATTERN, errorMessage: P.tagInvalid }), {
        maxItems: PROFILE_TAGS_MAX,
        errorMessage: { type: P.tagInvalid, maxItems: P.tagsLimit },
      }),
    ),
  },
  { additionalProperties: true },
);
export type ProfileInput = Static<typeof ProfileBody>;

/** A member of the caller's organisation, by uuid. */
export const MemberParams = Type.Object({ id: IdText() });

/** The member's own User plus their interest tags (answer of PUT /user and PUT /admin/user/edit/{id}). */
export const ProfileUserSchema = Type.Object({ ...UserSchema.properties, tags: Type.Array(Type.String()) });
export type ProfileUser = Static<typeof ProfileUserSchema>;

/** spec §1 reviews and ratings: null below 3 revealed reviews (common/reviewRules.ts shownRating). */
export const RatingSummarySchema = Type.Object({ average: Type.Number(), count: Type.Integer() });

/** GET /user/details/{id}: what a member may see of another member of their organisation. */
export const MemberProfileSchema = Type.Object({
  uuid: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  imageUrl: Nullable(Type.String()),
  jobPosition: Nullable(Type.String()),
  companyName: Nullable(Type.String()),
  industry: Nullable(Type.String()),
  companySize: Nullable(Type.String()),
  yearsOfExperience: Nullable(Type.String()),
  seniorityLevel: Nullable(Type.String()),
  location: Nullable(LocationSchema),
  linkedInUrl: Nullable(Type.String()),
  personalInformation: Nullable(Type.String()),
  roles: UserSchema.properties.roles,
  tags: Type.Array(Type.String()),
  /** hookups with this member that were COMPLETED */
  pastMatches: Type.Integer(),
  /** COMPLETED group hookups this member took part in */
  attendedGroupHookups: Type.Integer(),
  rating: Nullable(RatingSummarySchema),
});
export type MemberProfile = Static<typeof MemberProfileSchema>;

export const MissingFieldsSchema = Type.Object({ missingFields: Type.Array(Type.String()) });
