import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { NotificationCode, Role } from '~/common/constants';

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
  /** personal referral code of /register?ref= (referrals slice); null until first asked for */
  referralCode: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** the member's LinkedIn OpenID subject, once linked (migration 0024) */
  linkedinSub: Generated<string | null>;
  acceptTermsAndConditions: Generated<boolean>;
  subscribe: Generated<boolean>;
  createdOn: Timestamp;
  /** IANA zone of the member's weekly availability (default 'UTC') */
  timeZone: Generated<string>;
  /** secret of the member's private ICS feed URL; null until they ask for it */
  calendarFeedToken: string | null;
  /** per notificationCode, false = no email of that type; an absent code is on (written as JSON text) */
  mailingPreferences: ColumnType<Partial<Record<NotificationCode, boolean>>, string | undefined, string>;
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
  /** the .ics attached to the mail (a hookup invite, update or cancel) */
  icalEvent: ColumnType<string | null, string | null | undefined, string | null>;
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

/** services/API.md § Events; `id` is a bigint (text from pg), read through Number(). */
export interface OutboxTable {
  id: ColumnType<string | number, never, never>;
  topic: string;
  payload: ColumnType<unknown, string, never>;
  createdAt: Generated<CreatedAt>;
}

export interface UploadTable {
  id: Generated<string>;
  contentType: string;
  size: number;
  /** only rows written before migration 0023, until services move them to the file store */
  bytes: Uint8Array | null;
  /** where the bytes are in the file store */
  fileKey: string | null;
  /** hex SHA-256 of the stored bytes */
  sha256: string | null;
  uploadedBy: number | null;
  createdAt: Timestamp;
}

export interface LinkedInStateTable {
  state: string;
  nonce: string;
  codeVerifier: string;
  mode: 'login' | 'sign_up';
  createdAt: Timestamp;
}

export interface LinkedInPendingTable {
  tokenHash: string;
  kind: 'link' | 'sign_up';
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
  userId: number | null;
  expiresAt: Timestamp;
}

export interface UploadDiscardTable {
  fileKey: string;
  discardedAt: Generated<Timestamp>;
}

export type GroupHookupStatus = 'PENDING' | 'APPROVED' | 'COMPLETED' | 'CANCELED' | 'NOT ACCEPTED';

export interface GroupHookupCategoryTable {
  name: string;
  label: string;
  position: number;
}

export interface GroupHookupTable {
  id: Generated<number>;
  uuid: Generated<string>;
  organizationId: string;
  hostId: number;
  title: string;
  description: string | null;
  whoShouldJoin: string | null;
  whyShouldJoin: string | null;
  whatWillDiscuss: string | null;
  category: string;
  startDate: Timestamp;
  duration: number;
  maxParticipants: number;
  status: GroupHookupStatus;
  private: boolean;
  sponsored: Generated<boolean>;
  highlighted: Generated<boolean>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  imageUploadId: string | null;
  cancellationReason: string | null;
  createdOn: Timestamp;
  updatedOn: Timestamp;
  /** the id of its video room (issue 22; migration 0017) */
  videoRoomId: Generated<string>;
}

export interface GroupHookupParticipantTable {
  groupHookupId: number;
  userId: number;
  joinedAt: Timestamp;
  leftAt: Timestamp | null;
  leaveReason: string | null;
}

export interface GroupHookupPresenceTable {
  groupHookupId: number;
  userId: number;
  lastSeenAt: Timestamp;
}

export interface GroupHookupSettingsTable {
  organizationId: string;
  requireApproval: boolean;
  defaultDuration: number;
  defaultMaxParticipants: number;
  updatedAt: Timestamp;
}

export type Cadence = 'WEEKLY' | 'BIWEEKLY' | 'MONTHLY';

export interface TimeCycleTable {
  id: Generated<number>;
  organizationId: string;
  name: string;
  cadence: Cadence;
  hookupDuration: Generated<number>;
  isDefault: Generated<boolean>;
  active: Generated<boolean>;
  nextRunAt: Timestamp;
  lastRunAt: Timestamp | null;
  createdOn: Timestamp;
  updatedOn: Timestamp;
}

export interface UserTimeCycleTable {
  userId: number;
  timeCycleId: number;
  selectedAt: Timestamp;
  /** runs this member was eligible for and left unmatched since their last match: priority next run */
  missedRuns: Generated<number>;
}

export interface AvailabilitySlotTable {
  userId: number;
  /** ISO weekday, 1 = Monday … 7 = Sunday, in users.time_zone */
  dayOfWeek: number;
  /** minutes from local midnight, [startMinute, endMinute), multiples of 30 */
  startMinute: number;
  endMinute: number;
}

export interface MatchingRunTable {
  id: Generated<number>;
  timeCycleId: number;
  trigger: 'SCHEDULE' | 'ADMIN';
  triggeredBy: number | null;
  windowStart: Timestamp;
  windowEnd: Timestamp;
  candidates: Generated<number>;
  pairs: Generated<number>;
  unmatched: Generated<number>;
  totalScore: Generated<number>;
  /** candidates with a lower priority for repeated no-shows (issue 18, migration 0020) */
  repeatedNoShows: Generated<number>;
  seed: Generated<number>;
  startedAt: Timestamp;
  finishedAt: Timestamp | null;
}

/** services/API.md § One-to-one hookups § States */
export type HookupStatus = 'PENDING' | 'CONFIRMED' | 'CANCELLED' | 'COMPLETED' | 'EXPIRED';

export interface HookupTable {
  id: Generated<number>;
  uuid: Generated<string>;
  organizationId: string;
  firstParticipantId: number;
  secondParticipantId: number;
  videoCallId: Generated<string>;
  startDateTime: Timestamp;
  endDateTime: Timestamp;
  status: HookupStatus;
  firstConfirmed: Generated<boolean>;
  secondConfirmed: Generated<boolean>;
  rescheduleCount: Generated<number>;
  sequence: Generated<number>;
  timeCycleId: number | null;
  matchingRunId: number | null;
  matchScore: number | null;
  matchReasons: ColumnType<string[], string[] | undefined, string[]>;
  cancellationReason: string | null;
  cancelledById: number | null;
  firstParticipantGoogleEventId: string | null;
  secondParticipantGoogleEventId: string | null;
  createdOn: Timestamp;
  updatedOn: Timestamp;
}

export interface UserBlockTable {
  blockerId: number;
  blockedId: number;
  createdAt: Timestamp;
}

/** A contact a member added to their network by hand (spec §2 /my-network). */
export interface UserContactTable {
  userId: number;
  contactId: number;
  createdAt: Timestamp;
}

export interface UserTagTable {
  userId: number;
  tag: string;
}

export interface FeatureGateTable {
  name: string;
  enabled: boolean;
  description: string;
  updatedAt: Generated<Timestamp>;
}

/** services/API.md § Notifications; `id` is a bigint (text from pg), read through Number(). */
export interface NotificationTable {
  id: ColumnType<string | number, never, never>;
  userId: number;
  notificationCode: NotificationCode;
  message: string;
  image: string | null;
  redirectUrl: string | null;
  createdAt: Timestamp;
  viewed: Generated<boolean>;
  isNew: Generated<boolean>;
  dedupeKey: string;
}

export type MailJobStatus = 'PENDING' | 'SENDING' | 'SENT' | 'FAILED' | 'SKIPPED';

/** A notification email on its way (services/API.md § Notification email). */
export interface MailJobTable {
  id: ColumnType<string | number, never, never>;
  userId: number;
  notificationId: ColumnType<string | number | null, string | number | null | undefined, string | number | null>;
  notificationCode: NotificationCode;
  dedupeKey: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  link: string | null;
  icalEvent: string | null;
  icalMethod: 'REQUEST' | 'CANCEL' | null;
  unsubscribeTokenHash: string;
  status: Generated<MailJobStatus>;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lockedUntil: Timestamp | null;
  lastError: string | null;
  sentAt: Timestamp | null;
  createdAt: Timestamp;
}

/** How far an outbox consumer inside services got. */
export interface EventConsumerTable {
  name: string;
  lastEventId: ColumnType<string | number, string | number | undefined, string | number>;
  updatedAt: Generated<Timestamp>;
}

/** A member's avatar: the stored upload users.image_url points at (migration 0013). */
export interface UserAvatarTable {
  userId: number;
  uploadId: string;
  updatedAt: Timestamp;
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
  outbox: OutboxTable;
  uploads: UploadTable;
  uploadDiscards: UploadDiscardTable;
  linkedinStates: LinkedInStateTable;
  linkedinPending: LinkedInPendingTable;
  groupHookupCategories: GroupHookupCategoryTable;
  groupHookups: GroupHookupTable;
  groupHookupParticipants: GroupHookupParticipantTable;
  groupHookupPresence: GroupHookupPresenceTable;
  groupHookupSettings: GroupHookupSettingsTable;
  timeCycles: TimeCycleTable;
  userTimeCycles: UserTimeCycleTable;
  availabilitySlots: AvailabilitySlotTable;
  matchingRuns: MatchingRunTable;
  hookups: HookupTable;
  userBlocks: UserBlockTable;
  userContacts: UserContactTable;
  userTags: UserTagTable;
  featureGates: FeatureGateTable;
  notifications: NotificationTable;
  mailJobs: MailJobTable;
  eventConsumers: EventConsumerTable;
  userAvatars: UserAvatarTable;
  referrals: ReferralTable;
  perks: PerkTable;
  tags: TagTable;
  videoRooms: VideoRoomTable;
  videoAttendance: VideoAttendanceTable;
  videoRemovals: VideoRemovalTable;
  chatConversations: ChatConversationTable;
  chatParticipants: ChatParticipantTable;
  chatMessages: ChatMessageTable;
  chatMedia: ChatMediaTable;
  reviews: ReviewTable;
  noShows: NoShowTable;
  reviewRequests: ReviewRequestTable;
  feedback: FeedbackTable;
  errorReports: ErrorReportTable;
  forumCategories: ForumCategoryTable;
  forumTopics: ForumTopicTable;
  forumPosts: ForumPostTable;
  forumVotes: ForumVoteTable;
  forumFollows: ForumFollowTable;
  forumUserSettings: ForumUserSettingsTable;
  aiAgentAnswers: AiAgentAnswerTable;
  aiAgentMessages: AiAgentMessageTable;
  forumMembers: ForumMemberTable;
  forumTopicViews: ForumTopicViewTable;
}

/** Video rooms (issue 22, migration 0017): the room → media node assignment, made with the room's first token. */
export interface VideoRoomTable {
  roomId: string;
  kind: 'group' | 'hookup';
  groupHookupId: number | null;
  hookupId: number | null;
  mediaNode: string;
  createdAt: Timestamp;
  /** the host ended the session */
  endedAt: Timestamp | null;
}

/** One row per join; leftAt when that connection left. */
export interface VideoAttendanceTable {
  id: Generated<number>;
  roomId: string;
  userId: number;
  joinedAt: Timestamp;
  leftAt: Timestamp | null;
}

export interface VideoRemovalTable {
  roomId: string;
  userId: number;
  removedBy: number | null;
  removedAt: Timestamp;
}

export type TimeCycleRow = Selectable<TimeCycleTable>;
export type HookupRow = Selectable<HookupTable>;

export type GroupHookupRow = Selectable<GroupHookupTable>;

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;

// ── referrals, perks and tags (issue 6, migration 0015) ──

/** An invitation by email (POST /referrals); joinedUserId is set when the invited address registers. */
export interface ReferralTable {
  id: Generated<number>;
  inviterId: number;
  email: string;
  createdAt: Timestamp;
  lastSentAt: Timestamp;
  sentCount: Generated<number>;
  joinedUserId: number | null;
}

/** A member perk of one organisation; members see it once published. */
export interface PerkTable {
  id: Generated<number>;
  uuid: Generated<string>;
  organizationId: string;
  title: string;
  partner: string;
  description: string;
  howToRedeem: string;
  link: string;
  published: Generated<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** spec §3 Tag: the slug is derived from the name. */
export interface TagTable {
  slug: string;
  name: string;
  description: string;
  color: string;
  fontColor: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

// ── chat (issue 16, migration 0017) ──

type Json = ColumnType<Record<string, unknown>, string | undefined, string>;

export interface ChatConversationTable {
  id: Generated<number>;
  sid: string;
  organizationId: string;
  kind: 'direct' | 'group' | 'group-hookup';
  friendlyName: string | null;
  attributes: Json;
  createdBy: number;
  pairKey: string | null;
  groupHookupId: number | null;
  lastMessageIndex: Generated<number>;
  dateCreated: Timestamp;
  dateUpdated: Timestamp;
}

export interface ChatParticipantTable {
  id: Generated<number>;
  sid: string;
  conversationId: number;
  userId: number;
  attributes: Json;
  notificationLevel: ColumnType<'default' | 'muted', 'default' | 'muted' | undefined, 'default' | 'muted'>;
  lastReadMessageIndex: number | null;
  lastDeliveredMessageIndex: number | null;
  /** migration 0022: the newest index a chat digest has told this member about */
  lastNotifiedMessageIndex: ColumnType<number | null, number | null | undefined, number | null>;
  dateCreated: Timestamp;
}

export interface ChatMessageTable {
  id: Generated<number>;
  sid: string;
  conversationId: number;
  index: number;
  authorId: number;
  participantSid: string;
  body: string | null;
  attributes: Json;
  clientMessageId: string | null;
  edited: Generated<boolean>;
  deleted: Generated<boolean>;
  dateCreated: Timestamp;
  dateUpdated: Timestamp;
}

export interface ChatMediaTable {
  id: Generated<number>;
  sid: string;
  conversationId: number;
  messageId: number | null;
  uploadedBy: number;
  filename: string;
  contentType: string;
  size: ColumnType<string, number, number>;
  storageKey: string;
  dateCreated: Timestamp;
}

export type ChatConversationRow = Selectable<ChatConversationTable>;

// ── reviews and no-shows (issue 18, migration 0020) ──

/** A review of one meeting: a one-to-one hookup (hookupId) or a group hookup's host (groupHookupId). */
export interface ReviewTable {
  id: Generated<number>;
  uuid: Generated<string>;
  organizationId: string;
  hookupId: number | null;
  groupHookupId: number | null;
  reviewerId: number;
  revieweeId: number;
  rating: number;
  comment: string;
  /** only admins read it */
  privateFeedback: string | null;
  createdAt: Timestamp;
  /** the meeting's end + REVIEW_WINDOW_DAYS: revealed then at the latest */
  revealDueAt: Timestamp;
  /** null while sealed */
  revealedAt: Timestamp | null;
}

/** A participant of a confirmed hookup who never joined its call. */
export interface NoShowTable {
  hookupId: number;
  userId: number;
  recordedAt: Timestamp;
}

/** A review request that was sent: one per reviewer per meeting (migration 0029). */
export interface ReviewRequestTable {
  id: Generated<number>;
  hookupId: number | null;
  groupHookupId: number | null;
  reviewerId: number;
  requestedAt: Timestamp;
}

// ── feedback and error reports (issue 18, migration 0021) ──

/** A message sent through the feedback tab; guests have no user or organisation. */
export interface FeedbackTable {
  id: Generated<number>;
  uuid: Generated<string>;
  organizationId: string | null;
  userId: number | null;
  name: string;
  email: string;
  message: string;
  page: string | null;
  createdAt: Timestamp;
  handledAt: Timestamp | null;
  handledBy: number | null;
}

/** A route error the error page caught and reported (spec §8), already scrubbed of secrets. */
export interface ErrorReportTable {
  id: Generated<number>;
  organizationId: string | null;
  userId: number | null;
  message: string;
  stack: string | null;
  route: string;
  release: string;
  breadcrumbs: ColumnType<unknown, string, string>;
  createdAt: Timestamp;
}

// ════════ Forum (issue 17; migration 0019) ════════
export interface ForumCategoryTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  position: Generated<number>;
  /** only admins start topics here (migration 0033); members read and reply */
  adminsOnly: Generated<boolean>;
  /** topics not deleted, and the posts in them (migration 0026: kept by the writes) */
  topicCount: Generated<number>;
  postCount: Generated<number>;
}

export interface ForumTopicTable {
  id: Generated<number>;
  categoryId: number;
  authorId: number;
  title: string;
  slug: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  locked: Generated<boolean>;
  pinned: Generated<boolean>;
  deleted: Generated<boolean>;
  viewCount: Generated<number>;
  postCount: Generated<number>;
  createdAt: Timestamp;
  lastPostAt: Timestamp;
}

export interface ForumPostTable {
  id: Generated<number>;
  topicId: number;
  authorId: number;
  toPid: number | null;
  contentJson: string;
  html: string;
  plainText: string;
  deleted: Generated<boolean>;
  createdAt: Timestamp;
  editedAt: Timestamp | null;
  /** migration 0026: kept by each vote */
  upvotes: Generated<number>;
  downvotes: Generated<number>;
}

/** migration 0026: a member's reputation, the votes on their posts that are not deleted */
export interface ForumMemberTable {
  userId: number;
  reputation: Generated<number>;
}

/** migration 0026: a member's latest counted view of a topic */
export interface ForumTopicViewTable {
  topicId: number;
  userId: number;
  viewedAt: Timestamp;
}

export interface ForumVoteTable {
  postId: number;
  userId: number;
  delta: number;
}

export interface ForumFollowTable {
  topicId: number;
  userId: number;
}

export interface ForumUserSettingsTable {
  userId: number;
  followTopicsOnCreate: Generated<boolean>;
  followTopicsOnReply: Generated<boolean>;
}

// ── the AI assistant (issue 19, migration 0028) ──

/** A member's answer to one of the assistant's profile questions (common/aiAgent.ts PROFILE_QUESTIONS). */
export interface AiAgentAnswerTable {
  userId: number;
  questionKey: string;
  answer: string;
  updatedAt: Timestamp;
}

/** One message of a member's thread with the assistant. */
export interface AiAgentMessageTable {
  id: Generated<number>;
  uuid: Generated<string>;
  userId: number;
  role: 'user' | 'assistant';
  content: string;
  /** member = typed or chosen by the member; engine = written by the model; computed = built from data, no model */
  source: 'member' | 'engine' | 'computed';
  createdAt: Timestamp;
}
