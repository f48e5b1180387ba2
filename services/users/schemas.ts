import { Type, type Static } from 'typebox';
import { ROLES, type Role } from '~/common/constants';
import { AUTH, VALIDATION as M } from '~/common/messages';
import { LinkToken, Nullable, Username } from '~/services/schemas';

export const RoleSchema = Type.Unsafe<Role>({ type: 'string', enum: [...ROLES] });

export const LocationSchema = Type.Object({ lat: Type.Number(), lng: Type.Number(), name: Type.String() });

/** services/API.md SessionUser (spec §3 session user). */
export const SessionUserSchema = Type.Object({
  uuid: Type.String(),
  username: Type.String(),
  fullName: Type.String(),
  imageUrl: Nullable(Type.String()),
  roles: Type.Array(RoleSchema),
  verified: Type.Boolean(),
});

const text = Nullable(Type.String());
const date = Nullable(Type.String()); // ISO 8601 UTC

/** services/API.md User (spec §3): the columns of today; relation fields arrive with their features. */
export const UserSchema = Type.Object({
  uuid: Type.String(),
  id: Type.Integer(),
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  linkedInUrl: text,
  phoneNumber: text,
  jobPosition: text,
  roles: Type.Array(RoleSchema),
  countryCode: text,
  city: text,
  companyName: text,
  companySize: text,
  industry: text,
  yearsOfExperience: text,
  seniorityLevel: text,
  personalInformation: text,
  imageUrl: text,
  lastActivity: date,
  location: Nullable(LocationSchema),
  unsubscribeDate: date,
  pauseNotificationsStartDate: date,
  pauseNotificationsEndDate: date,
  active: Type.Boolean(),
  verified: Type.Boolean(),
  linkedWithGoogleCalendar: Type.Boolean(),
  /** IANA zone of the member's weekly availability (GET/PUT /timeslots) */
  timeZone: Type.String(),
  loggedWithLinkedIn: Type.Boolean(),
  acceptTermsAndConditions: Type.Boolean(),
  subscribe: Type.Boolean(),
  howDidYouHearAboutUs: text,
  referrer: text,
  createdOn: Type.String(),
});

/** POST /user/username/change: the new email. */
export const ChangeUsernameBody = Type.Object({ username: Username }, { errorMessage: { required: { username: M.usernameEmail } } });

/** PUT /user/username/confirm */
export const ConfirmUsernameBody = Type.Object(
  { confirmationToken: LinkToken },
  { errorMessage: { required: { confirmationToken: AUTH.tokenInvalid } } },
);

export type SessionUser = Static<typeof SessionUserSchema>;
export type User = Static<typeof UserSchema>;
