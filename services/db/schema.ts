import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Role } from '~/common/constants';

// Table shapes as Kysely sees them; CamelCasePlugin maps these names to the snake_case columns of migrations/.

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface OrganizationTable {
  id: Generated<string>;
  name: string;
  isDefault: Generated<boolean>;
  createdAt: Generated<CreatedAt>;
}

export interface UserTable {
  id: Generated<number>;
  uuid: Generated<string>;
  organizationId: string;
  username: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  linkedInUrl: string | null;
  phoneNumber: string | null;
  jobPosition: string | null;
  roles: ColumnType<Role[], Role[] | undefined, Role[]>;
  countryCode: string | null;
  city: string | null;
  companyName: string | null;
  companySize: string | null;
  industry: string | null;
  yearsOfExperience: string | null;
  seniorityLevel: string | null;
  personalInformation: string | null;
  imageUrl: string | null;
  referrer: string | null;
  howDidYouHearAboutUs: string | null;
  locationLat: number | null;
  locationLng: number | null;
  locationName: string | null;
  lastActivity: Timestamp | null;
  unsubscribeDate: Timestamp | null;
  pauseNotificationsStartDate: Timestamp | null;
  pauseNotificationsEndDate: Timestamp | null;
  active: Generated<boolean>;
  verified: Generated<boolean>;
  linkedWithGoogleCalendar: Generated<boolean>;
  loggedWithLinkedIn: Generated<boolean>;
  acceptTermsAndConditions: Generated<boolean>;
  subscribe: Generated<boolean>;
  createdOn: Timestamp;
}

/** A session is one refresh-token family: revoking it kills every token of the family. */
export interface SessionTable {
  id: Generated<string>;
  userId: number;
  rememberMe: boolean;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
}

export interface RefreshTokenTable {
  id: Generated<string>;
  sessionId: string;
  parentId: string | null;
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  /** set when the token was rotated; presenting it again is a replay */
  usedAt: Timestamp | null;
}

export type EmailTokenKind = 'verification' | 'reset' | 'username_change';

export interface EmailTokenTable {
  id: Generated<string>;
  userId: number;
  kind: EmailTokenKind;
  tokenHash: string;
  newUsername: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface LoginFailureTable {
  id: Generated<string>;
  username: string;
  address: string;
  createdAt: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  link: string | null;
  createdAt: Timestamp;
}

export interface SigningKeyTable {
  name: string;
  kid: string;
  privateKeyPem: string;
  publicKeyPem: string;
  createdAt: Generated<CreatedAt>;
}

export interface JobPositionTable {
  id: Generated<number>;
  name: string;
}

export interface Database {
  organizations: OrganizationTable;
  users: UserTable;
  sessions: SessionTable;
  refreshTokens: RefreshTokenTable;
  emailTokens: EmailTokenTable;
  loginFailures: LoginFailureTable;
  mailOutbox: MailOutboxTable;
  signingKeys: SigningKeyTable;
  jobPositions: JobPositionTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
