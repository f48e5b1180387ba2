import type { GraphQLResolveInfo } from 'graphql';
import type { MercuriusContext } from 'mercurius';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** One of the organisation's top active members; activity = completed hookups plus attended group hookups in the last 90 days. */
export type ActiveMember = {
  __typename?: 'ActiveMember';
  activity: Scalars['Int']['output'];
  city?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  jobPosition?: Maybe<Scalars['String']['output']>;
  linkedInUrl?: Maybe<Scalars['String']['output']>;
  locationName?: Maybe<Scalars['String']['output']>;
  roles: Array<Role>;
  uuid: Scalars['ID']['output'];
};

/** POST admin/user: the /users/create form */
export type AdminCreateUserInput = {
  firstName: Scalars['String']['input'];
  jobPosition?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  location?: InputMaybe<LocationInput>;
  roles: Array<Role>;
  /** the login email */
  username: Scalars['String']['input'];
};

/** spec §3 admin user list filters; each text is a case-insensitive 'contains', empty ones are dropped */
export type AdminUserFilters = {
  city?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** f_isSubscribe */
  isSubscribe?: InputMaybe<Scalars['Boolean']['input']>;
  jobPosition?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** f_location.name */
  locationName?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type AdminUserPage = {
  __typename?: 'AdminUserPage';
  elements: Array<AdminUserRow>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** A row of the admin user list (GET admin/users): the picker's fields and the columns of /users. */
export type AdminUserRow = {
  __typename?: 'AdminUserRow';
  active: Scalars['Boolean']['output'];
  city?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  createdOn: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  jobPosition?: Maybe<Scalars['String']['output']>;
  lastActivity?: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  location?: Maybe<Location>;
  roles: Array<Role>;
  subscribe: Scalars['Boolean']['output'];
  username: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
  verified: Scalars['Boolean']['output'];
};

/** spec §3 admin user list: the columns the list sorts by (sorting_parameter) */
export type AdminUserSort =
  | 'city'
  | 'companyName'
  | 'createdOn'
  | 'firstName'
  | 'fullName'
  | 'lastActivity'
  | 'lastName'
  | 'username';

/** One step of a streamed answer: text to append, then the stored answer, or an error (then nothing was stored). */
export type AiAgentAnswerEvent = {
  __typename?: 'AiAgentAnswerEvent';
  delta?: Maybe<Scalars['String']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  message?: Maybe<AiAgentMessage>;
};

export type AiAgentAnswerInput = {
  /** empty clears the answer */
  answer: Scalars['String']['input'];
  key: Scalars['String']['input'];
};

export type AiAgentMessage = {
  __typename?: 'AiAgentMessage';
  content: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** user or assistant */
  role: Scalars['String']['output'];
  /** member (asked), engine (written by the AI engine) or computed (built from the member's data without an engine) */
  source: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

/** One of the assistant's own profile questions (sells, wantsToMeet) and the member's answer; matching uses it. */
export type AiAgentProfileQuestion = {
  __typename?: 'AiAgentProfileQuestion';
  answer?: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

export type AiAgentQuestions = {
  __typename?: 'AiAgentQuestions';
  /** An AI engine is configured: free-form questions are answered. Without one only the suggested questions are. */
  engine: Scalars['Boolean']['output'];
  profile: Array<AiAgentProfileQuestion>;
  suggested: Array<AiAgentSuggestedQuestion>;
};

/** A question the assistant suggests; only those the member's data can answer now are offered. */
export type AiAgentSuggestedQuestion = {
  __typename?: 'AiAgentSuggestedQuestion';
  /** nextHookup, peopleToMeet, improveProfile or groupHookups */
  key: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** The member's own attendance score: percent of their last 20 confirmed meetings they joined (null before the first). */
export type AttendanceScore = {
  __typename?: 'AttendanceScore';
  meetings: Scalars['Int']['output'];
  noShows: Scalars['Int']['output'];
  score?: Maybe<Scalars['Int']['output']>;
};

/** Who attended a hookup's or group hookup's video room */
export type Attendee = {
  __typename?: 'Attendee';
  attended: Scalars['Boolean']['output'];
  firstJoinedAt?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  /** null while they are in the room (or never joined) */
  lastLeftAt?: Maybe<Scalars['String']['output']>;
  memberUUID: Scalars['ID']['output'];
  /** an expected participant who had not joined by start + 10 minutes, once that has passed */
  noShow: Scalars['Boolean']['output'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  accessToken: Scalars['String']['output'];
  refreshToken: Scalars['String']['output'];
  user: SessionUser;
};

export type Availability = {
  __typename?: 'Availability';
  slots: Array<AvailabilitySlot>;
  /** IANA time zone, e.g. Europe/Berlin */
  timeZone: Scalars['String']['output'];
};

export type AvailabilityInput = {
  slots: Array<AvailabilitySlotInput>;
  timeZone: Scalars['String']['input'];
};

export type AvailabilitySlot = {
  __typename?: 'AvailabilitySlot';
  /** ISO weekday: 1 = Monday … 7 = Sunday */
  dayOfWeek: Scalars['Int']['output'];
  endTime: Scalars['String']['output'];
  /** HH:mm in the member's time zone */
  startTime: Scalars['String']['output'];
};

export type AvailabilitySlotInput = {
  dayOfWeek: Scalars['Int']['input'];
  endTime: Scalars['String']['input'];
  startTime: Scalars['String']['input'];
};

/** A member the viewer blocked (spec §3 blockedUsers). */
export type BlockedMember = {
  __typename?: 'BlockedMember';
  blockedAt: Scalars['String']['output'];
  city?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  jobPosition?: Maybe<Scalars['String']['output']>;
  linkedInUrl?: Maybe<Scalars['String']['output']>;
  locationName?: Maybe<Scalars['String']['output']>;
  roles: Array<Role>;
  uuid: Scalars['ID']['output'];
};

export type Cadence =
  | 'BIWEEKLY'
  | 'MONTHLY'
  | 'WEEKLY';

export type CalendarFeed = {
  __typename?: 'CalendarFeed';
  /** private URL any calendar app can subscribe to */
  url: Scalars['String']['output'];
};

export type Category = {
  __typename?: 'Category';
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ChangePasswordInput = {
  confirmPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** GET chat/access-token: refreshed by the client before it expires (spec §4) */
export type ChatAccessToken = {
  __typename?: 'ChatAccessToken';
  expiresAt: Scalars['String']['output'];
  identity: Scalars['ID']['output'];
  token: Scalars['String']['output'];
  ttlSeconds: Scalars['Int']['output'];
};

export type ChatConversation = {
  __typename?: 'ChatConversation';
  /** JSON object */
  attributes: Scalars['String']['output'];
  /** the creator's uuid (a group hookup's conversation: its host) */
  createdBy: Scalars['ID']['output'];
  dateCreated: Scalars['String']['output'];
  dateUpdated: Scalars['String']['output'];
  friendlyName?: Maybe<Scalars['String']['output']>;
  groupHookupUUID?: Maybe<Scalars['ID']['output']>;
  /** whether the viewer created it (only they rename it, spec §8) */
  isCreator: Scalars['Boolean']['output'];
  kind: ChatConversationKind;
  lastMessage?: Maybe<ChatMessage>;
  /** -1 while there is no message */
  lastMessageIndex: Scalars['Int']['output'];
  lastReadMessageIndex?: Maybe<Scalars['Int']['output']>;
  notificationLevel: ChatNotificationLevel;
  participants: Array<ChatParticipant>;
  /** CH… */
  sid: Scalars['ID']['output'];
  /** what the viewer sees as its name: a group's friendlyName, or the other members' names */
  title: Scalars['String']['output'];
  /** the viewer's: last index − their read horizon */
  unreadCount: Scalars['Int']['output'];
};

export type ChatConversationKind =
  | 'DIRECT'
  | 'GROUP'
  | 'GROUP_HOOKUP';

export type ChatConversationPage = {
  __typename?: 'ChatConversationPage';
  elements: Array<ChatConversation>;
  /** subscribe to chatChanged after this, so nothing between the list and the stream is lost */
  eventCursor?: Maybe<Scalars['ID']['output']>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** Twilio's delivery receipt counts, from the other participants' delivered and read horizons */
export type ChatDelivery = {
  __typename?: 'ChatDelivery';
  delivered: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  read: Scalars['Int']['output'];
  sent: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  undelivered: Scalars['Int']['output'];
};

export type ChatEvent = {
  __typename?: 'ChatEvent';
  /** the conversation as the subscriber now sees it; null when they are no longer in it */
  conversation?: Maybe<ChatConversation>;
  conversationSid: Scalars['ID']['output'];
  eventId: Scalars['ID']['output'];
  kind: ChatEventKind;
  message?: Maybe<ChatMessage>;
};

export type ChatEventKind =
  | 'CONVERSATION_ADDED'
  | 'CONVERSATION_UPDATED'
  | 'MESSAGE_ADDED'
  | 'MESSAGE_REMOVED'
  | 'MESSAGE_UPDATED'
  | 'PARTICIPANT_ADDED'
  | 'PARTICIPANT_REMOVED'
  | 'PARTICIPANT_UPDATED';

export type ChatMedia = {
  __typename?: 'ChatMedia';
  category: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  filename: Scalars['String']['output'];
  /** ME… */
  sid: Scalars['ID']['output'];
  size: Scalars['Int']['output'];
  /** GET path of the bytes: add ?token= a chat access token (participants only) */
  url: Scalars['String']['output'];
};

export type ChatMessage = {
  __typename?: 'ChatMessage';
  /** JSON object */
  attributes: Scalars['String']['output'];
  /** the author's uuid */
  author: Scalars['ID']['output'];
  authorName: Scalars['String']['output'];
  /** null once deleted */
  body?: Maybe<Scalars['String']['output']>;
  clientMessageId?: Maybe<Scalars['String']['output']>;
  conversationSid: Scalars['ID']['output'];
  dateCreated: Scalars['String']['output'];
  dateUpdated: Scalars['String']['output'];
  deleted: Scalars['Boolean']['output'];
  delivery: ChatDelivery;
  edited: Scalars['Boolean']['output'];
  /** strictly increasing per conversation, from 0, without gaps */
  index: Scalars['Int']['output'];
  media: Array<ChatMedia>;
  participantSid: Scalars['ID']['output'];
  /** IM… */
  sid: Scalars['ID']['output'];
  status: ChatMessageStatus;
};

export type ChatMessagePage = {
  __typename?: 'ChatMessagePage';
  /** older messages exist before the first one */
  hasMore: Scalars['Boolean']['output'];
  /** in index order */
  messages: Array<ChatMessage>;
};

/** spec §3 message statuses once stored, as the viewer sees them: 'none' for someone else's message (Sending and Failed live only in the browser) */
export type ChatMessageStatus =
  | 'Delivered'
  | 'Read'
  | 'Sent'
  | 'none';

/** spec §3 notificationLevel */
export type ChatNotificationLevel =
  | 'default'
  | 'muted';

export type ChatParticipant = {
  __typename?: 'ChatParticipant';
  /** JSON object */
  attributes: Scalars['String']['output'];
  friendlyName: Scalars['String']['output'];
  /** the member's uuid */
  identity: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  lastDeliveredMessageIndex?: Maybe<Scalars['Int']['output']>;
  lastReadMessageIndex?: Maybe<Scalars['Int']['output']>;
  /** MB… */
  sid: Scalars['ID']['output'];
  type: Scalars['String']['output'];
};

/** Someone is typing: show it until expiresAt (5 s) unless a newer one arrives */
export type ChatTypingEvent = {
  __typename?: 'ChatTypingEvent';
  conversationSid: Scalars['ID']['output'];
  expiresAt: Scalars['String']['output'];
  friendlyName: Scalars['String']['output'];
  identity: Scalars['ID']['output'];
};

/** A member of my network: met in a hookup or group hookup, added by hand, or both. */
export type Contact = {
  __typename?: 'Contact';
  added: Scalars['Boolean']['output'];
  city?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  jobPosition?: Maybe<Scalars['String']['output']>;
  linkedInUrl?: Maybe<Scalars['String']['output']>;
  locationName?: Maybe<Scalars['String']['output']>;
  met: Scalars['Boolean']['output'];
  roles: Array<Role>;
  uuid: Scalars['ID']['output'];
};

export type ContactPage = {
  __typename?: 'ContactPage';
  elements: Array<Contact>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** DELETE perks/{uuid} and tags/{slug}: what was deleted */
export type Deleted = {
  __typename?: 'Deleted';
  id: Scalars['ID']['output'];
};

/** Route errors with the same message, with the latest occurrence's details. */
export type ErrorGroup = {
  __typename?: 'ErrorGroup';
  breadcrumbs: Array<Scalars['String']['output']>;
  count: Scalars['Int']['output'];
  lastRoute: Scalars['String']['output'];
  lastSeenAt: Scalars['String']['output'];
  lastUserUuid?: Maybe<Scalars['ID']['output']>;
  message: Scalars['String']['output'];
  release: Scalars['String']['output'];
};

/** What the route-error page caught (spec §8); services scrub emails, tokens and passwords before storing it. */
export type ErrorReportInput = {
  /** the last route changes and clicks, oldest first, at most 20 */
  breadcrumbs: Array<Scalars['String']['input']>;
  message: Scalars['String']['input'];
  release: Scalars['String']['input'];
  route: Scalars['String']['input'];
  stack?: InputMaybe<Scalars['String']['input']>;
};

export type FeatureGate = {
  __typename?: 'FeatureGate';
  description: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/** A message sent through the feedback tab (spec §3 Feedback: name, email, message). */
export type Feedback = {
  __typename?: 'Feedback';
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** null until an admin marks it handled */
  handledAt?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** the page the tab was opened on */
  page?: Maybe<Scalars['String']['output']>;
  uuid: Scalars['ID']['output'];
};

/** spec §5: name, email (valid) and message each required. */
export type FeedbackInput = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  page?: InputMaybe<Scalars['String']['input']>;
};

/** What the web app needs before the tab or an error page is used. */
export type FeedbackSettings = {
  __typename?: 'FeedbackSettings';
  /** FEEDBACK_REDIRECT: after sending, a 5-second countdown leads to /home (spec §4) */
  redirect: Scalars['Boolean']['output'];
  /** SENTRY_DSN: route errors also go to Sentry; null loads no Sentry code */
  sentryDsn?: Maybe<Scalars['String']['output']>;
};

export type ForumAuthor = {
  __typename?: 'ForumAuthor';
  displayName: Scalars['String']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  reputation: Scalars['Int']['output'];
  uid: Scalars['ID']['output'];
  userUuid?: Maybe<Scalars['ID']['output']>;
};

export type ForumCategory = {
  __typename?: 'ForumCategory';
  /** only admins start topics here (createForumTopic answers FORBIDDEN to members); members read and reply */
  adminsOnly: Scalars['Boolean']['output'];
  cid: Scalars['ID']['output'];
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  postCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  topicCount: Scalars['Int']['output'];
};

export type ForumPost = {
  __typename?: 'ForumPost';
  author: ForumAuthor;
  /** the editor's JSON; null when deleted */
  contentJson?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  deleted: Scalars['Boolean']['output'];
  downvotes: Scalars['Int']['output'];
  editedAt?: Maybe<Scalars['String']['output']>;
  /** server-rendered, sanitised; empty when deleted */
  html: Scalars['String']['output'];
  mine: Scalars['Boolean']['output'];
  /** -1, 0 or 1 */
  myVote: Scalars['Int']['output'];
  pid: Scalars['ID']['output'];
  plainText: Scalars['String']['output'];
  replyCount: Scalars['Int']['output'];
  tid: Scalars['ID']['output'];
  toPid?: Maybe<Scalars['ID']['output']>;
  upvotes: Scalars['Int']['output'];
};

export type ForumPostPage = {
  __typename?: 'ForumPostPage';
  /** the newest event when the page was read (the built-in forum; null from a real NodeBB): forumTopicChanged after it misses nothing the page lacks */
  eventCursor?: Maybe<Scalars['ID']['output']>;
  nextCursor?: Maybe<Scalars['String']['output']>;
  posts: Array<ForumPost>;
};

/** /post/{postId}: no session needed */
export type ForumPostPublic = {
  __typename?: 'ForumPostPublic';
  post: ForumPost;
  topic: ForumTopic;
};

export type ForumSearchResult = {
  __typename?: 'ForumSearchResult';
  nextCursor?: Maybe<Scalars['String']['output']>;
  posts: Array<ForumPost>;
  topics: Array<ForumTopic>;
};

export type ForumTopic = {
  __typename?: 'ForumTopic';
  author: ForumAuthor;
  category: ForumCategory;
  cid: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  deleted: Scalars['Boolean']['output'];
  following: Scalars['Boolean']['output'];
  lastPostAt: Scalars['String']['output'];
  locked: Scalars['Boolean']['output'];
  mainPost: ForumPost;
  pinned: Scalars['Boolean']['output'];
  postCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  teaser?: Maybe<ForumPost>;
  tid: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  viewCount: Scalars['Int']['output'];
};

/** kind: post-created | post-edited | post-deleted | post-restored | post-voted | topic-changed */
export type ForumTopicEvent = {
  __typename?: 'ForumTopicEvent';
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  post?: Maybe<ForumPost>;
  topic?: Maybe<ForumTopic>;
};

export type ForumTopicPage = {
  __typename?: 'ForumTopicPage';
  nextCursor?: Maybe<Scalars['String']['output']>;
  topics: Array<ForumTopic>;
};

export type GroupHookup = {
  __typename?: 'GroupHookup';
  attendance: Array<Attendee>;
  /** reason of a cancel or a reject */
  cancellationReason?: Maybe<Scalars['String']['output']>;
  category: Scalars['String']['output'];
  createdOn: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** minutes */
  duration: Scalars['Int']['output'];
  /** The `groupHookup` query only (else null): the newest event id when it was read; subscribe with `after` = it and no change is lost. */
  eventCursor?: Maybe<Scalars['ID']['output']>;
  highlighted: Scalars['Boolean']['output'];
  host: Person;
  hostFullName: Scalars['String']['output'];
  hostImageUrl?: Maybe<Scalars['String']['output']>;
  hostRoles: Array<Role>;
  hostUUID: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** the signed-in member hosts it */
  isHost: Scalars['Boolean']['output'];
  /** the signed-in member attends it */
  isParticipant: Scalars['Boolean']['output'];
  maxParticipants: Scalars['Int']['output'];
  participants: Array<Person>;
  private: Scalars['Boolean']['output'];
  slotsLeft: Scalars['Int']['output'];
  sponsored: Scalars['Boolean']['output'];
  /** ISO 8601, UTC */
  startDate: Scalars['String']['output'];
  status: GroupHookupStatus;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedOn: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
  /** the id of its video room (/group-hookups/details/{uuid}/conferencing-room joins it) */
  videoRoomId: Scalars['ID']['output'];
  whatWillDiscuss?: Maybe<Scalars['String']['output']>;
  whoShouldJoin?: Maybe<Scalars['String']['output']>;
  whyShouldJoin?: Maybe<Scalars['String']['output']>;
};

export type GroupHookupEvent = {
  __typename?: 'GroupHookupEvent';
  /** the outbox id: a client passes the last one it saw as `after` when it resubscribes */
  eventId: Scalars['ID']['output'];
  groupHookup: GroupHookup;
  kind: Scalars['String']['output'];
};

/** spec §3 group hookup form (the image is uploaded separately: PUT /uploads/group-hookup/{uuid}/image) */
export type GroupHookupInput = {
  category: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  duration: Scalars['Int']['input'];
  maxParticipants: Scalars['Int']['input'];
  private: Scalars['Boolean']['input'];
  /** admins only */
  sponsored?: InputMaybe<Scalars['Boolean']['input']>;
  startDate: Scalars['String']['input'];
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
  whatWillDiscuss?: InputMaybe<Scalars['String']['input']>;
  whoShouldJoin?: InputMaybe<Scalars['String']['input']>;
  whyShouldJoin?: InputMaybe<Scalars['String']['input']>;
};

export type GroupHookupPage = {
  __typename?: 'GroupHookupPage';
  elements: Array<GroupHookup>;
  /** The newest event id when the page was read (services' X-Event-Cursor): subscribe with `after` = it and no change is lost. */
  eventCursor?: Maybe<Scalars['ID']['output']>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type GroupHookupSettings = {
  __typename?: 'GroupHookupSettings';
  defaultDuration: Scalars['Int']['output'];
  defaultMaxParticipants: Scalars['Int']['output'];
  organizationUUID: Scalars['ID']['output'];
  requireApproval: Scalars['Boolean']['output'];
};

export type GroupHookupSettingsInput = {
  defaultDuration: Scalars['Int']['input'];
  defaultMaxParticipants: Scalars['Int']['input'];
  requireApproval: Scalars['Boolean']['input'];
};

export type GroupHookupStatus =
  | 'APPROVED'
  | 'CANCELED'
  | 'COMPLETED'
  /** spec wording: 'NOT ACCEPTED' (services answer it with the space) */
  | 'NOT_ACCEPTED'
  | 'PENDING';

export type GroupHookupView =
  /** admins: every status */
  | 'ALL'
  /** the ones the member hosts */
  | 'HOSTING'
  /** the ones the member attends */
  | 'MINE'
  | 'PAST'
  /** approved and not ended (the default) */
  | 'UPCOMING';

export type Hookup = {
  __typename?: 'Hookup';
  attendance: Array<Attendee>;
  cancellationReason?: Maybe<Scalars['String']['output']>;
  cancelledBy?: Maybe<Person>;
  /** both members confirmed */
  confirmed: Scalars['Boolean']['output'];
  /** the signed-in member confirmed */
  confirmedByMe: Scalars['Boolean']['output'];
  createdOn: Scalars['String']['output'];
  endDateTime: Scalars['String']['output'];
  firstParticipant: Person;
  firstParticipantConfirmed: Scalars['Boolean']['output'];
  firstParticipantGoogleEventId?: Maybe<Scalars['String']['output']>;
  hookupStatus: HookupStatus;
  id: Scalars['ID']['output'];
  isDefaultTimeCycle: Scalars['Boolean']['output'];
  /** why the two were matched, e.g. 'You both sell SaaS' */
  matchReasons: Array<Scalars['String']['output']>;
  matchScore?: Maybe<Scalars['Float']['output']>;
  /** the other member, seen from the signed-in one (an admin who is neither: the second) */
  partner: Person;
  rescheduleCount: Scalars['Int']['output'];
  rescheduled: Scalars['Boolean']['output'];
  reschedulesLeft: Scalars['Int']['output'];
  secondParticipant: Person;
  secondParticipantConfirmed: Scalars['Boolean']['output'];
  secondParticipantGoogleEventId?: Maybe<Scalars['String']['output']>;
  startDateTime: Scalars['String']['output'];
  timeCycleId?: Maybe<Scalars['ID']['output']>;
  timeCycleName?: Maybe<Scalars['String']['output']>;
  updatedOn: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
  videoCallId: Scalars['ID']['output'];
};

export type HookupEvent = {
  __typename?: 'HookupEvent';
  /** uuid of the member who did it (null: the system) */
  actorUUID?: Maybe<Scalars['ID']['output']>;
  /** the outbox id: a client passes the last one it saw as `after` when it resubscribes */
  eventId: Scalars['ID']['output'];
  hookup: Hookup;
  /** matched, confirmed, rescheduled, cancelled, completed, expired or updated */
  kind: Scalars['String']['output'];
};

/** spec §3 hookup form (admin edit) */
export type HookupInput = {
  /** a member's uuid */
  firstParticipant: Scalars['ID']['input'];
  /** the hookup's uuid */
  id: Scalars['ID']['input'];
  /** a member's uuid; omitted keeps the current second participant */
  secondParticipant?: InputMaybe<Scalars['ID']['input']>;
  startDateTime: Scalars['String']['input'];
};

export type HookupPage = {
  __typename?: 'HookupPage';
  elements: Array<Hookup>;
  /** The newest event id when the page was read (services' X-Event-Cursor): subscribe with `after` = it and no change is lost. */
  eventCursor?: Maybe<Scalars['ID']['output']>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type HookupStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'CONFIRMED'
  /** its time passed before both confirmed */
  | 'EXPIRED'
  /** waiting for both members to confirm */
  | 'PENDING';

export type HookupTotals = {
  __typename?: 'HookupTotals';
  completed: Scalars['Int']['output'];
  /** every hookup not cancelled */
  total: Scalars['Int']['output'];
  upcoming: Scalars['Int']['output'];
};

export type HookupView =
  | 'ALL'
  /** ended, cancelled or expired, latest first */
  | 'PAST'
  /** pending or confirmed, not ended (the default), soonest first */
  | 'UPCOMING';

export type IceServer = {
  __typename?: 'IceServer';
  credential?: Maybe<Scalars['String']['output']>;
  urls: Array<Scalars['String']['output']>;
  username?: Maybe<Scalars['String']['output']>;
};

/** An address the member invited by email (POST /referrals) */
export type Invitation = {
  __typename?: 'Invitation';
  email: Scalars['String']['output'];
  invitedAt: Scalars['String']['output'];
  /** the address registered (through the link or not) */
  joined: Scalars['Boolean']['output'];
  joinedFullName?: Maybe<Scalars['String']['output']>;
  joinedUserUuid?: Maybe<Scalars['ID']['output']>;
  lastSentAt: Scalars['String']['output'];
  /** how many times the invitation was mailed (inviting again re-sends it) */
  sentCount: Scalars['Int']['output'];
};

/** The popup's landing page (spec §2 /linkedIn/login, /linkedIn/sign_up). */
export type LinkedInMode =
  | 'login'
  | 'sign_up';

/** What the provider's answer leads to. */
export type LinkedInOutcome = {
  __typename?: 'LinkedInOutcome';
  auth?: Maybe<AuthPayload>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  linkToken?: Maybe<Scalars['String']['output']>;
  signupToken?: Maybe<Scalars['String']['output']>;
  status: LinkedInStatus;
};

export type LinkedInRegisterInput = {
  acceptTermsAndConditions: Scalars['Boolean']['input'];
  howDidYouHearAboutUs: Scalars['String']['input'];
  jobPosition: Scalars['String']['input'];
  linkedInUrl: Scalars['String']['input'];
  location: LocationInput;
  signupToken: Scalars['String']['input'];
};

export type LinkedInStatus =
  /** an account with this email has a password: prove it with linkedInLink(linkToken) to link LinkedIn to it */
  | 'PASSWORD_REQUIRED'
  /** the LinkedIn account is linked: `auth` is the session */
  | 'SIGNED_IN'
  /** no account yet: finish with linkedInRegister(signupToken) and the registration fields LinkedIn does not give */
  | 'SIGN_UP_REQUIRED';

export type Location = {
  __typename?: 'Location';
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  name: Scalars['String']['output'];
};

export type LocationInput = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
  name: Scalars['String']['input'];
};

export type LoginInput = {
  password: Scalars['String']['input'];
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
  username: Scalars['String']['input'];
};

export type MailingPreference = {
  __typename?: 'MailingPreference';
  /** email for this type on */
  email: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  notificationCode: NotificationCode;
};

export type MailingPreferenceInput = {
  email: Scalars['Boolean']['input'];
  notificationCode: NotificationCode;
};

/** GET user/mailing-preferences */
export type MailingPreferences = {
  __typename?: 'MailingPreferences';
  pauseNotificationsEndDate?: Maybe<Scalars['String']['output']>;
  pauseNotificationsStartDate?: Maybe<Scalars['String']['output']>;
  paused: Scalars['Boolean']['output'];
  preferences: Array<MailingPreference>;
  unsubscribeDate?: Maybe<Scalars['String']['output']>;
};

export type MailingPreferencesInput = {
  preferences?: InputMaybe<Array<MailingPreferenceInput>>;
  /** true: receive emails again after unsubscribing */
  subscribe?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MatchingRun = {
  __typename?: 'MatchingRun';
  /** eligible members */
  candidates: Scalars['Int']['output'];
  finishedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  pairs: Scalars['Int']['output'];
  /** candidates who had a lower priority for repeated no-shows */
  repeatedNoShows: Scalars['Int']['output'];
  startedAt: Scalars['String']['output'];
  timeCycleId: Scalars['ID']['output'];
  totalScore: Scalars['Float']['output'];
  /** SCHEDULE or ADMIN */
  trigger: Scalars['String']['output'];
  unmatched: Scalars['Int']['output'];
  windowEnd: Scalars['String']['output'];
  windowStart: Scalars['String']['output'];
};

/** A member as directories, search and the network show them: never the email or the phone number (services/API.md MemberCard). */
export type MemberCard = {
  __typename?: 'MemberCard';
  city?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  jobPosition?: Maybe<Scalars['String']['output']>;
  linkedInUrl?: Maybe<Scalars['String']['output']>;
  /** spec §3 location.name */
  locationName?: Maybe<Scalars['String']['output']>;
  /** from 3 revealed reviews up (issue 18); null below that and for guests */
  rating?: Maybe<RatingSummary>;
  roles: Array<Role>;
  uuid: Scalars['ID']['output'];
};

export type MemberCardPage = {
  __typename?: 'MemberCardPage';
  elements: Array<MemberCard>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** What a member sees of another member of their organisation (/users/{uuid}): no email, no phone. */
export type MemberProfile = {
  __typename?: 'MemberProfile';
  /** COMPLETED group hookups this member took part in */
  attendedGroupHookups: Scalars['Int']['output'];
  companyName?: Maybe<Scalars['String']['output']>;
  companySize?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  industry?: Maybe<Scalars['String']['output']>;
  jobPosition?: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  linkedInUrl?: Maybe<Scalars['String']['output']>;
  location?: Maybe<Location>;
  /** hookups with this member that took place (COMPLETED) */
  pastMatches: Scalars['Int']['output'];
  personalInformation?: Maybe<Scalars['String']['output']>;
  rating?: Maybe<RatingSummary>;
  roles: Array<Role>;
  seniorityLevel?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  uuid: Scalars['ID']['output'];
  yearsOfExperience?: Maybe<Scalars['String']['output']>;
};

/** A member in the admin user picker. */
export type MemberSummary = {
  __typename?: 'MemberSummary';
  fullName: Scalars['String']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  jobPosition?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

export type MemberSummaryPage = {
  __typename?: 'MemberSummaryPage';
  elements: Array<MemberSummary>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addChatParticipant: ChatConversation;
  /** POST user/network/{uuid} */
  addContact: Contact;
  /** POST admin/user (admins): the new member gets a mail to set their password */
  adminCreateUser: User;
  /** Admins: remove a member's avatar. Uploading: POST /admin/user/upload-avatar/{uuid} on the gateway. */
  adminDeleteAvatar: User;
  /** Admins: edit a member of their organisation (PUT /admin/user/edit/{id}). */
  adminUpdateUser: User;
  /** moves the viewer's horizons forward (never back); reading implies delivery */
  advanceChatHorizons: ChatConversation;
  /** PUT hookup-admin/group-hookups/{uuid}/approve */
  approveGroupHookup: GroupHookup;
  /** POST group-hookup/attend?uuid= */
  attendGroupHookup: GroupHookup;
  /** PUT user/block/{uuid} */
  blockUser: MemberCard;
  /** PUT group-hookup/{uuid}/cancel?reason= */
  cancelGroupHookup: GroupHookup;
  /** PUT hookup-user/hookups/{uuid}/cancel?reason= */
  cancelHookup: Hookup;
  /** PUT /user/password: revokes the other sessions and returns a fresh pair for this one */
  changePassword: AuthPayload;
  /** POST /user/username/change: mails a confirmation link to the new address */
  changeUsername: MessagePayload;
  /** GET /auth/confirm?token */
  confirmEmail: MessagePayload;
  /** PUT hookup-user/hookups/{uuid}/confirm */
  confirmHookup: Hookup;
  /** PUT /user/username/confirm */
  confirmUsernameChange: MessagePayload;
  /** admin; the slug comes from the name and is unique (CONFLICT when another category has it) */
  createForumCategory: ForumCategory;
  createForumTopic: ForumTopic;
  /** POST group-hookup */
  createGroupHookup: GroupHookup;
  /** POST perks (admins) */
  createPerk: Perk;
  /** POST tags (admins) */
  createTag: Tag;
  /** POST hookup-admin/time-cycle */
  createTimeCycle: TimeCycle;
  /** Removes the viewer's avatar. Uploading goes through POST /user/upload-avatar (multipart) on the gateway. */
  deleteAvatar: User;
  deleteChatMessage: ChatMessage;
  /** admin; only an empty category (no topic at all) can be deleted, else CONFLICT. Answers the deleted cid. */
  deleteForumCategory: Scalars['ID']['output'];
  /** own post, or any as admin (moderation) */
  deleteForumPost: ForumPost;
  /** DELETE perks/{uuid} (admins) */
  deletePerk: Deleted;
  /** DELETE tags/{slug} (admins) */
  deleteTag: Deleted;
  /** PUT admin/user/disable/{id} (admins): their sessions end and their live connections close */
  disableUser: User;
  editChatMessage: ChatMessage;
  editForumPost: ForumPost;
  /** PUT admin/user/enable/{id} (admins) */
  enableUser: User;
  /** PUT group-hookup/{uuid}/room/presence: enter the room, or say you are still there (every 20 s) */
  enterRoom: Room;
  followForumTopic: ForumTopic;
  /** PUT hookup-admin/group-hookup/{uuid}/highlight */
  highlightGroupHookup: GroupHookup;
  /** POST /referrals (clients only): records the invitation and mails the link; again for the same address re-sends */
  inviteFriend: Invitation;
  leaveChatConversation: Scalars['ID']['output'];
  /** PUT group-hookup/leave/{uuid} */
  leaveGroupHookup: GroupHookup;
  /** DELETE group-hookup/{uuid}/room/presence */
  leaveRoom: Room;
  /** PUT /user/google-calendar: links Google Calendar when the server has GOOGLE_* credentials */
  linkGoogleCalendar: User;
  /** The provider's authorization URL for the popup (PKCE, state and nonce kept by services). */
  linkedInAuthorize: Scalars['String']['output'];
  /** The landing page's query (`?code=…&state=…` or `?error=…`) handed back. */
  linkedInCallback: LinkedInOutcome;
  linkedInLink: AuthPayload;
  linkedInRegister: AuthPayload;
  login: AuthPayload;
  /** Revokes the session (the refresh token's family). */
  logout: Scalars['Boolean']['output'];
  /** admins; marking twice keeps the first time */
  markFeedbackHandled: Feedback;
  /** PUT notification/mark-as-viewed */
  markNotificationViewed: Notification;
  /** PUT notification/mark-as-not-new: opening the bell */
  markNotificationsNotNew: UnreadCount;
  /** admin */
  moderateForumTopic: ForumTopic;
  /** the group hookup's conversation, for its host and participants */
  openGroupHookupChat: ChatConversation;
  /** POST user/pause-notifications?weeks= (no weeks: until unpaused) */
  pauseNotifications: MailingPreferences;
  /** POST auth/refreshToken: rotates the refresh token */
  refreshToken: TokenPair;
  register: AuthPayload;
  /** PUT hookup-admin/group-hookups/{uuid}/reject?reason= */
  rejectGroupHookup: GroupHookup;
  /** DELETE user/network/{uuid}: answers the uuid removed (people met stay in the network) */
  removeContact: Scalars['ID']['output'];
  /** creator only (spec §8) */
  renameChatConversation: ChatConversation;
  replyForumTopic: ForumPost;
  /** guests and members; rate-limited and size-capped */
  reportError: Scalars['Boolean']['output'];
  /** POST user/password/reset: same answer for unknown addresses */
  requestPasswordReset: MessagePayload;
  /** PUT hookup-user/hookups/{uuid}/reschedule */
  rescheduleHookup: Hookup;
  /** POST /user/resend-email */
  resendVerificationEmail: MessagePayload;
  /** PUT password/reset/confirm */
  resetPassword: MessagePayload;
  /** admin */
  restoreForumPost: ForumPost;
  /** PUT user/calendar-feed: a new private URL (the old one stops working) */
  rotateCalendarFeed: CalendarFeed;
  /** POST hookup-admin/time-cycle/{id}/run: match now */
  runMatching: MatchingRun;
  saveAiAgentAnswers: AiAgentQuestions;
  /** POST time-cycle/select (null opts out); answers time-cycle/all */
  selectTimeCycle: Array<TimeCycle>;
  /** mediaSids: files uploaded with POST /chat/conversations/{sid}/media; the same clientMessageId again answers the first send */
  sendChatMessage: ChatMessage;
  /** tells the others the viewer is typing; at most one per 3 s is passed on (false: this one was not) */
  sendChatTyping: Scalars['Boolean']['output'];
  /** guests and members (a member's bearer ties it to them); rate-limited per address */
  sendFeedback: Feedback;
  setChatNotificationLevel: ChatConversation;
  /** PUT hookup-admin/feature-gates/{name} (admins) */
  setFeatureGate: FeatureGate;
  /** PUT admin/user/{userUuid}/roles (admins): at least one role; an admin keeps their own ROLE_ADMIN */
  setUserRoles: User;
  /** one member without a name: their one-to-one conversation (found again if it exists); otherwise a named group */
  startChat: ChatConversation;
  submitReview: Review;
  /** PUT user/unblock/{uuid} */
  unblockUser: MemberCard;
  /** PUT hookup-admin/group-hookup/{uuid}/unhighlight */
  unhighlightGroupHookup: GroupHookup;
  /** POST user/unpause-notifications */
  unpauseNotifications: MailingPreferences;
  /** PUT unsubscribe?token&email (no session needed) */
  unsubscribe: MessagePayload;
  /** PUT timeslots */
  updateAvailability: Availability;
  /** admin; a field left out stays as it is, description null clears it */
  updateForumCategory: ForumCategory;
  /** PUT group-hookup/{uuid} */
  updateGroupHookup: GroupHookup;
  /** PUT group-hookup-settings/{organizationUUID} */
  updateGroupHookupSettings: GroupHookupSettings;
  /** PUT hookup-admin/hookup */
  updateHookup: Hookup;
  /** PUT user/mailing-preferences */
  updateMailingPreferences: MailingPreferences;
  /** PUT perks/{uuid} (admins) */
  updatePerk: Perk;
  /** The viewer edits their own profile (PUT /user). */
  updateProfile: User;
  /** PUT tags/{slug} (admins); the slug follows the new name */
  updateTag: Tag;
  /** PUT hookup-admin/time-cycle/{id} */
  updateTimeCycle: TimeCycle;
  /** delta: -1, 0 (unvote), 1 */
  voteForumPost: ForumPost;
};


export type MutationAddChatParticipantArgs = {
  identity: Scalars['ID']['input'];
  sid: Scalars['ID']['input'];
};


export type MutationAddContactArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationAdminCreateUserArgs = {
  input: AdminCreateUserInput;
};


export type MutationAdminDeleteAvatarArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationAdminUpdateUserArgs = {
  input: ProfileInput;
  uuid: Scalars['ID']['input'];
};


export type MutationAdvanceChatHorizonsArgs = {
  lastDeliveredMessageIndex?: InputMaybe<Scalars['Int']['input']>;
  lastReadMessageIndex?: InputMaybe<Scalars['Int']['input']>;
  sid: Scalars['ID']['input'];
};


export type MutationApproveGroupHookupArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationAttendGroupHookupArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationBlockUserArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationCancelGroupHookupArgs = {
  reason: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationCancelHookupArgs = {
  reason: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationChangeUsernameArgs = {
  username: Scalars['String']['input'];
};


export type MutationConfirmEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmHookupArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationConfirmUsernameChangeArgs = {
  confirmationToken: Scalars['String']['input'];
};


export type MutationCreateForumCategoryArgs = {
  adminsOnly?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};


export type MutationCreateForumTopicArgs = {
  cid: Scalars['ID']['input'];
  contentJson: Scalars['String']['input'];
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
};


export type MutationCreateGroupHookupArgs = {
  input: GroupHookupInput;
};


export type MutationCreatePerkArgs = {
  input: PerkInput;
};


export type MutationCreateTagArgs = {
  input: TagInput;
};


export type MutationCreateTimeCycleArgs = {
  input: TimeCycleInput;
};


export type MutationDeleteChatMessageArgs = {
  conversationSid: Scalars['ID']['input'];
  sid: Scalars['ID']['input'];
};


export type MutationDeleteForumCategoryArgs = {
  cid: Scalars['ID']['input'];
};


export type MutationDeleteForumPostArgs = {
  pid: Scalars['ID']['input'];
};


export type MutationDeletePerkArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationDeleteTagArgs = {
  slug: Scalars['ID']['input'];
};


export type MutationDisableUserArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationEditChatMessageArgs = {
  body: Scalars['String']['input'];
  conversationSid: Scalars['ID']['input'];
  sid: Scalars['ID']['input'];
};


export type MutationEditForumPostArgs = {
  contentJson: Scalars['String']['input'];
  pid: Scalars['ID']['input'];
};


export type MutationEnableUserArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationEnterRoomArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationFollowForumTopicArgs = {
  follow: Scalars['Boolean']['input'];
  tid: Scalars['ID']['input'];
};


export type MutationHighlightGroupHookupArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationInviteFriendArgs = {
  email: Scalars['String']['input'];
};


export type MutationLeaveChatConversationArgs = {
  sid: Scalars['ID']['input'];
};


export type MutationLeaveGroupHookupArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationLeaveRoomArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationLinkGoogleCalendarArgs = {
  code: Scalars['String']['input'];
};


export type MutationLinkedInAuthorizeArgs = {
  mode: LinkedInMode;
};


export type MutationLinkedInCallbackArgs = {
  mode: LinkedInMode;
  query: Scalars['String']['input'];
};


export type MutationLinkedInLinkArgs = {
  linkToken: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationLinkedInRegisterArgs = {
  input: LinkedInRegisterInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationLogoutArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationMarkFeedbackHandledArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationMarkNotificationViewedArgs = {
  id: Scalars['ID']['input'];
};


export type MutationModerateForumTopicArgs = {
  locked?: InputMaybe<Scalars['Boolean']['input']>;
  pinned?: InputMaybe<Scalars['Boolean']['input']>;
  tid: Scalars['ID']['input'];
};


export type MutationOpenGroupHookupChatArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationPauseNotificationsArgs = {
  weeks?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRefreshTokenArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRejectGroupHookupArgs = {
  reason: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationRemoveContactArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationRenameChatConversationArgs = {
  friendlyName: Scalars['String']['input'];
  sid: Scalars['ID']['input'];
};


export type MutationReplyForumTopicArgs = {
  contentJson: Scalars['String']['input'];
  tid: Scalars['ID']['input'];
  toPid?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationReportErrorArgs = {
  input: ErrorReportInput;
};


export type MutationRequestPasswordResetArgs = {
  username: Scalars['String']['input'];
};


export type MutationRescheduleHookupArgs = {
  startDateTime: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationRestoreForumPostArgs = {
  pid: Scalars['ID']['input'];
};


export type MutationRunMatchingArgs = {
  timeCycleId: Scalars['ID']['input'];
};


export type MutationSaveAiAgentAnswersArgs = {
  answers: Array<AiAgentAnswerInput>;
};


export type MutationSelectTimeCycleArgs = {
  timeCycleId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSendChatMessageArgs = {
  body?: InputMaybe<Scalars['String']['input']>;
  clientMessageId?: InputMaybe<Scalars['String']['input']>;
  conversationSid: Scalars['ID']['input'];
  mediaSids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationSendChatTypingArgs = {
  conversationSid: Scalars['ID']['input'];
};


export type MutationSendFeedbackArgs = {
  input: FeedbackInput;
};


export type MutationSetChatNotificationLevelArgs = {
  level: ChatNotificationLevel;
  sid: Scalars['ID']['input'];
};


export type MutationSetFeatureGateArgs = {
  enabled: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
};


export type MutationSetUserRolesArgs = {
  roles: Array<Role>;
  uuid: Scalars['ID']['input'];
};


export type MutationStartChatArgs = {
  friendlyName?: InputMaybe<Scalars['String']['input']>;
  participants: Array<Scalars['ID']['input']>;
};


export type MutationSubmitReviewArgs = {
  input: ReviewInput;
};


export type MutationUnblockUserArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationUnhighlightGroupHookupArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationUnsubscribeArgs = {
  email: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationUpdateAvailabilityArgs = {
  input: AvailabilityInput;
};


export type MutationUpdateForumCategoryArgs = {
  adminsOnly?: InputMaybe<Scalars['Boolean']['input']>;
  cid: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateGroupHookupArgs = {
  input: GroupHookupInput;
  uuid: Scalars['ID']['input'];
};


export type MutationUpdateGroupHookupSettingsArgs = {
  input: GroupHookupSettingsInput;
  organizationUUID: Scalars['ID']['input'];
};


export type MutationUpdateHookupArgs = {
  input: HookupInput;
};


export type MutationUpdateMailingPreferencesArgs = {
  input: MailingPreferencesInput;
};


export type MutationUpdatePerkArgs = {
  input: PerkInput;
  uuid: Scalars['ID']['input'];
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


export type MutationUpdateTagArgs = {
  input: TagInput;
  slug: Scalars['ID']['input'];
};


export type MutationUpdateTimeCycleArgs = {
  id: Scalars['ID']['input'];
  input: TimeCycleInput;
};


export type MutationVoteForumPostArgs = {
  delta: Scalars['Int']['input'];
  pid: Scalars['ID']['input'];
};

/** spec §3 Notification */
export type Notification = {
  __typename?: 'Notification';
  /** ISO 8601 UTC */
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  /** counts in the bell's badge until the member opens the bell */
  isNew: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  notificationCode: NotificationCode;
  redirectUrl?: Maybe<Scalars['String']['output']>;
  /** set when the member clicked it */
  viewed: Scalars['Boolean']['output'];
};

export type NotificationChangeKind =
  | 'allNotNew'
  | 'created'
  | 'viewed';

export type NotificationCode =
  | 'CHAT_UNREAD'
  | 'FEEDBACK_RECEIVED'
  | 'FORUM_MENTION'
  | 'FORUM_REPLY'
  | 'FORUM_TOPIC_POST'
  | 'GROUP_HOOKUP_APPROVED'
  | 'GROUP_HOOKUP_ATTENDED'
  | 'GROUP_HOOKUP_CANCELLED'
  | 'GROUP_HOOKUP_REJECTED'
  | 'GROUP_HOOKUP_STARTING_SOON'
  | 'HOOKUP_CANCELLED'
  | 'HOOKUP_CONFIRMED'
  | 'HOOKUP_MATCHED'
  | 'HOOKUP_RESCHEDULED'
  | 'HOOKUP_STARTING_SOON'
  | 'REVIEW_REQUESTED'
  | 'REVIEW_REVEALED'
  | 'WELCOME';

export type NotificationEvent = {
  __typename?: 'NotificationEvent';
  eventId: Scalars['ID']['output'];
  kind: NotificationChangeKind;
  /** the member's badge count after this change */
  newNotificationsCount: Scalars['Int']['output'];
  /** the created or viewed notification; null for allNotNew */
  notification?: Maybe<Notification>;
};

/** GET notification/list */
export type NotificationPage = {
  __typename?: 'NotificationPage';
  elements: Array<Notification>;
  /** subscribe to notificationChanged with after = this, so nothing between this read and the subscription is lost */
  eventCursor?: Maybe<Scalars['ID']['output']>;
  newNotificationsCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type Organization = {
  __typename?: 'Organization';
  name: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

/** A meeting the member may still review (oldest window first). */
export type PendingReview = {
  __typename?: 'PendingReview';
  endedAt: Scalars['String']['output'];
  meetingKind: Scalars['String']['output'];
  meetingTitle?: Maybe<Scalars['String']['output']>;
  meetingUuid: Scalars['ID']['output'];
  reviewee: ReviewPerson;
  windowClosesAt: Scalars['String']['output'];
};

/** A member perk (title, partner, description, how to redeem, link) admins publish */
export type Perk = {
  __typename?: 'Perk';
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  howToRedeem: Scalars['String']['output'];
  /** an http(s) URL, opened in a new tab */
  link: Scalars['String']['output'];
  partner: Scalars['String']['output'];
  /** members see published perks only */
  published: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

export type PerkInput = {
  description: Scalars['String']['input'];
  howToRedeem: Scalars['String']['input'];
  link: Scalars['String']['input'];
  partner: Scalars['String']['input'];
  published?: InputMaybe<Scalars['Boolean']['input']>;
  title: Scalars['String']['input'];
};

/** A member as others see them on a group hookup. */
export type Person = {
  __typename?: 'Person';
  fullName: Scalars['String']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  jobPosition?: Maybe<Scalars['String']['output']>;
  roles: Array<Role>;
  uuid: Scalars['ID']['output'];
};

/** spec §3 user edit fields (services/API.md § Slice: profiles). Left out = unchanged; null or '' clears an optional field. The login email changes through changeUsername. */
export type ProfileInput = {
  /** true: the member accepts the terms and conditions (their own profile only; an account an admin created has not) */
  acceptTermsAndConditions?: InputMaybe<Scalars['Boolean']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** one of 1-10, 11-50, 51-200, 201-500, 501-1000, 1001-5000, 5001-10000, 10,001+ */
  companySize?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166 alpha-2 */
  countryCode?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  howDidYouHearAboutUs?: InputMaybe<Scalars['String']['input']>;
  industry?: InputMaybe<Scalars['String']['input']>;
  jobPosition?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  linkedInUrl?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<LocationInput>;
  personalInformation?: InputMaybe<Scalars['String']['input']>;
  /** parsed and stored in international form (+E.164); a national number needs countryCode */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** one of Starter, Senior, Manager, Director */
  seniorityLevel?: InputMaybe<Scalars['String']['input']>;
  /** interest tag slugs, at most 10; replaces the member's tags */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** one of less than 1 year, 1 to 2 years, 3 to 5 years, 6 to 10 years, more than 10 years */
  yearsOfExperience?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** GET hookup-admin/hookup/{id} (admins) */
  adminHookup: Hookup;
  /** GET hookup-admin/time-cycle (admins) */
  adminTimeCycles: Array<TimeCycle>;
  /** GET admin/user/{id} (admins) */
  adminUser: User;
  /** GET admin/users (admins): every filter of spec §3; default sort createdOn desc, default size 15 */
  adminUsers: AdminUserPage;
  /** The suggested questions and the assistant's profile questions; another member's only for admins. */
  aiAgentQuestions: AiAgentQuestions;
  /** The latest 100 messages of the thread, oldest first; another member's only for admins. */
  aiAgentThread: Array<AiAgentMessage>;
  /** GET hookup-admin/all-hookups (admins) */
  allHookups: HookupPage;
  /** GET public/users/ambassadors (as experts) */
  ambassadors: MemberCardPage;
  attendanceScore: AttendanceScore;
  /** GET timeslots: the member's weekly availability */
  availability: Availability;
  /** GET user/blocked */
  blockedUsers: Array<BlockedMember>;
  /** GET user/calendar-feed */
  calendarFeed: CalendarFeed;
  /** GET category */
  categories: Array<Category>;
  /** GET chat/access-token */
  chatAccessToken: ChatAccessToken;
  chatConversation: ChatConversation;
  /** the member's conversations, latest message first (spec §4) */
  chatConversations: ChatConversationPage;
  /** a page of messages before index `before` (the newest without it), 30 by default */
  chatMessages: ChatMessagePage;
  /** the top bar badge and the page title count (spec §2) */
  chatUnreadCount: Scalars['Int']['output'];
  /** admins: reported route errors grouped by message, most frequent first */
  errorReports: Array<ErrorGroup>;
  /** GET public/users/experts (no session needed: the default organisation; signed in: the member's own, without blocked people) */
  experts: MemberCardPage;
  /** GET feature-gates */
  featureGates: Array<FeatureGate>;
  /** admins: newest first; handled filters handled (true) or open (false) ones */
  feedbackList: Array<Feedback>;
  /** anyone */
  feedbackSettings: FeedbackSettings;
  forumCategories: Array<ForumCategory>;
  /** public: NOT_FOUND for a missing or deleted post */
  forumPostPublic: ForumPostPublic;
  /** contentJson of the viewer's own post, for editing */
  forumPostRaw: Scalars['String']['output'];
  forumPostReplies: Array<ForumPost>;
  forumRecent: ForumTopicPage;
  forumSearch: ForumSearchResult;
  forumTopic: ForumTopic;
  /** main post first, then replies by time */
  forumTopicPosts: ForumPostPage;
  /** GET group-hookup/{uuid} */
  groupHookup: GroupHookup;
  /** GET group-hookup-settings/{organizationUUID} */
  groupHookupSettings: GroupHookupSettings;
  /** GET group-hookup/all */
  groupHookups: GroupHookupPage;
  /** GET group-hookup/highlighted */
  highlightedGroupHookups: Array<GroupHookup>;
  /** The event cursor of highlightedGroupHookups (the same services call when both are asked in one operation). */
  highlightedGroupHookupsEventCursor?: Maybe<Scalars['ID']['output']>;
  /** GET hookup-user/hookups/{uuid} (a participant or an admin) */
  hookup: Hookup;
  /** GET hookup-user/hookups/{uuid}/timeslots: free times of both members for a reschedule */
  hookupTimeslots: Array<Timeslot>;
  /** GET hookup-user/hookups */
  hookups: HookupPage;
  /** Job position suggestions (GET job-positions). */
  jobPositions: Array<Scalars['String']['output']>;
  lastReviews: Array<Review>;
  /** Sign in with LinkedIn is configured (LINKEDIN_CLIENT_ID and _SECRET): the buttons show only then. */
  linkedInEnabled: Scalars['Boolean']['output'];
  /** Places for the registration location picker, matching the text typed. */
  locations: Array<Location>;
  /** GET user/mailing-preferences */
  mailingPreferences: MailingPreferences;
  /** GET hookup-admin/time-cycle/{id}/runs (admins): the latest runs first */
  matchingRuns: Array<MatchingRun>;
  /** The signed-in member (GET user/details); UNAUTHENTICATED without a valid access token. */
  me: User;
  /** GET admin/users (admins): the user picker */
  memberPicker: MemberSummaryPage;
  /** A member of the viewer's organisation by uuid (NOT_FOUND otherwise). */
  memberProfile: MemberProfile;
  /** The viewer's missing required registration fields (spec §5), e.g. linkedInUrl, location. */
  missingProfileFields: Array<Scalars['String']['output']>;
  /** GET user/network?query= */
  myNetwork: ContactPage;
  /** GET hookup-user/next-hookup-details (null when there is none) */
  nextHookup?: Maybe<Hookup>;
  /** The event cursor of nextHookup, also when there is none (the same services call when both are asked in one operation). */
  nextHookupEventCursor?: Maybe<Scalars['ID']['output']>;
  /** GET notification/list (sorting by date, newest first; page size 5 in the bell) */
  notifications: NotificationPage;
  /** GET user/organization */
  organization: Organization;
  pendingReviews: Array<PendingReview>;
  /** The event cursor of pendingReviews (the same services call when both are asked in one operation). */
  pendingReviewsEventCursor?: Maybe<Scalars['ID']['output']>;
  /** GET perks (published ones of the member's organisation); all: drafts too (admins only, FORBIDDEN otherwise) */
  perks: Array<Perk>;
  /** GET group-hookup/public?uuid= (no session needed) */
  publicGroupHookup: GroupHookup;
  /** GET user/referral-link */
  referralLink: ReferralLink;
  /** GET /referrals */
  referrals: Referrals;
  reviewRating: ReviewRating;
  /** scope: received (revealed only) or given; all (admins): every review of the organisation, with the filters */
  reviews: ReviewPage;
  /** GET admin/roles/all (admins) */
  roles: Array<RoleOption>;
  /** GET group-hookup/{uuid}/room */
  room: Room;
  /** GET user?fullName= (members of the viewer's organisation, not blocked either way) */
  searchMembers: MemberCardPage;
  /** GET tags */
  tags: Array<Tag>;
  /** GET time-cycle/all: the active cycles, with the member's choice */
  timeCycles: Array<TimeCycle>;
  /** GET user/top-active-members (at most 10) */
  topActiveMembers: Array<ActiveMember>;
  /** GET user/total-hookups */
  totalHookups: HookupTotals;
  /** GET video-sdk/generate-token?roomId= : a hookup's videoCallId or a group hookup's videoRoomId */
  videoToken: VideoToken;
};


export type QueryAdminHookupArgs = {
  uuid: Scalars['ID']['input'];
};


export type QueryAdminUserArgs = {
  uuid: Scalars['ID']['input'];
};


export type QueryAdminUsersArgs = {
  filters?: InputMaybe<AdminUserFilters>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<AdminUserSort>;
  sortDirection?: InputMaybe<SortDirection>;
};


export type QueryAiAgentQuestionsArgs = {
  userUuid?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAiAgentThreadArgs = {
  userUuid?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAllHookupsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<HookupStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAmbassadorsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryChatConversationArgs = {
  sid: Scalars['ID']['input'];
};


export type QueryChatConversationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryChatMessagesArgs = {
  before?: InputMaybe<Scalars['Int']['input']>;
  conversationSid: Scalars['ID']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryExpertsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFeedbackListArgs = {
  handled?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryForumPostPublicArgs = {
  pid: Scalars['ID']['input'];
};


export type QueryForumPostRawArgs = {
  pid: Scalars['ID']['input'];
};


export type QueryForumPostRepliesArgs = {
  pid: Scalars['ID']['input'];
};


export type QueryForumRecentArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  cid?: InputMaybe<Scalars['ID']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryForumSearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  query: Scalars['String']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryForumTopicArgs = {
  tid: Scalars['ID']['input'];
};


export type QueryForumTopicPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  tid: Scalars['ID']['input'];
};


export type QueryGroupHookupArgs = {
  uuid: Scalars['ID']['input'];
};


export type QueryGroupHookupSettingsArgs = {
  organizationUUID: Scalars['ID']['input'];
};


export type QueryGroupHookupsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<GroupHookupStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
  view?: InputMaybe<GroupHookupView>;
};


export type QueryHookupArgs = {
  uuid: Scalars['ID']['input'];
};


export type QueryHookupTimeslotsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
};


export type QueryHookupsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  view?: InputMaybe<HookupView>;
};


export type QueryLastReviewsArgs = {
  size?: InputMaybe<Scalars['Int']['input']>;
  userUuid?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryLocationsArgs = {
  query: Scalars['String']['input'];
};


export type QueryMatchingRunsArgs = {
  timeCycleId: Scalars['ID']['input'];
};


export type QueryMemberPickerArgs = {
  fullName?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMemberProfileArgs = {
  uuid: Scalars['ID']['input'];
};


export type QueryMyNetworkArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotificationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPerksArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryPublicGroupHookupArgs = {
  uuid: Scalars['ID']['input'];
};


export type QueryReviewRatingArgs = {
  userUuid?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryReviewsArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rating?: InputMaybe<Scalars['Int']['input']>;
  revealed?: InputMaybe<Scalars['Boolean']['input']>;
  scope?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  userUuid?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryRoomArgs = {
  uuid: Scalars['ID']['input'];
};


export type QuerySearchMembersArgs = {
  fullName?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVideoTokenArgs = {
  roomId: Scalars['ID']['input'];
};

/** Reviews' average and count; null until reviews exist. */
export type RatingSummary = {
  __typename?: 'RatingSummary';
  average: Scalars['Float']['output'];
  count: Scalars['Int']['output'];
};

/** GET user/referral-link: the member's personal registration link */
export type ReferralLink = {
  __typename?: 'ReferralLink';
  code: Scalars['String']['output'];
  /** PUBLIC_URL/register?ref=CODE */
  url: Scalars['String']['output'];
};

/** GET /referrals: whom the member invited and who joined */
export type Referrals = {
  __typename?: 'Referrals';
  invitations: Array<Invitation>;
  registeredWithLink: Array<ReferredMember>;
};

/** Someone who registered with the member's link without an invitation by email */
export type ReferredMember = {
  __typename?: 'ReferredMember';
  fullName: Scalars['String']['output'];
  registeredAt: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

export type RegisterInput = {
  acceptTermsAndConditions: Scalars['Boolean']['input'];
  confirmPassword: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  howDidYouHearAboutUs: Scalars['String']['input'];
  jobPosition: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  linkedInUrl: Scalars['String']['input'];
  location: LocationInput;
  password: Scalars['String']['input'];
  /** the `ref` of /register?ref=CODE; an unknown code is ignored */
  referralCode?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

export type ResetPasswordInput = {
  confirmPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

/** A review of one meeting. Sealed reviews show rating and comment only to their author and admins. */
export type Review = {
  __typename?: 'Review';
  comment?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** hookup or group */
  meetingKind: Scalars['String']['output'];
  /** a group hookup's title; null for one-to-one hookups */
  meetingTitle?: Maybe<Scalars['String']['output']>;
  meetingUuid: Scalars['ID']['output'];
  /** admins only; null for everyone else */
  privateFeedback?: Maybe<Scalars['String']['output']>;
  rating?: Maybe<Scalars['Int']['output']>;
  revealDueAt: Scalars['String']['output'];
  /** null while sealed */
  revealedAt?: Maybe<Scalars['String']['output']>;
  reviewee: ReviewPerson;
  reviewer: ReviewPerson;
  uuid: Scalars['ID']['output'];
};

/** A review was submitted (told to its author and the organisation's admins) or revealed (told to both sides and the admins). */
export type ReviewEvent = {
  __typename?: 'ReviewEvent';
  eventId: Scalars['ID']['output'];
  /** submitted or revealed */
  kind: Scalars['String']['output'];
  reviewUuid: Scalars['ID']['output'];
};

export type ReviewInput = {
  comment: Scalars['String']['input'];
  groupHookupUuid?: InputMaybe<Scalars['ID']['input']>;
  hookupUuid?: InputMaybe<Scalars['ID']['input']>;
  privateFeedback?: InputMaybe<Scalars['String']['input']>;
  rating: Scalars['Int']['input'];
};

export type ReviewPage = {
  __typename?: 'ReviewPage';
  elements: Array<Review>;
  /** The newest event id when the page was read (services' X-Event-Cursor): subscribe to reviewChanged with `after` = it and no change is lost. */
  eventCursor?: Maybe<Scalars['ID']['output']>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type ReviewPerson = {
  __typename?: 'ReviewPerson';
  fullName: Scalars['String']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  uuid: Scalars['ID']['output'];
};

/** A member's rating: average is null (and shown false) below 3 revealed reviews. */
export type ReviewRating = {
  __typename?: 'ReviewRating';
  average?: Maybe<Scalars['Float']['output']>;
  count: Scalars['Int']['output'];
  shown: Scalars['Boolean']['output'];
};

export type Role =
  | 'ROLE_ADMIN'
  | 'ROLE_AMBASSADOR'
  | 'ROLE_EXPERT'
  | 'ROLE_USER';

/** GET admin/roles/all */
export type RoleOption = {
  __typename?: 'RoleOption';
  label: Scalars['String']['output'];
  role: Role;
};

/** The conferencing room of a group hookup, as far as it goes without media. */
export type Room = {
  __typename?: 'Room';
  /** start + duration + 10 minutes (spec §9) */
  closesAt: Scalars['String']['output'];
  /** start − 5 minutes (spec §9) */
  opensAt: Scalars['String']['output'];
  present: Array<Person>;
  uuid: Scalars['ID']['output'];
};

export type RoomPresenceEvent = {
  __typename?: 'RoomPresenceEvent';
  eventId: Scalars['ID']['output'];
  present: Array<Person>;
  uuid: Scalars['ID']['output'];
};

/** spec §3 session user */
export type SessionUser = {
  __typename?: 'SessionUser';
  fullName: Scalars['String']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  roles: Array<Role>;
  /** the login email */
  username: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
  verified: Scalars['Boolean']['output'];
};

export type SortDirection =
  | 'asc'
  | 'desc';

/** Served over WebSocket (graphql-transport-ws). Auth: `{ authorization: 'Bearer …' }` in connection_init. */
export type Subscription = {
  __typename?: 'Subscription';
  /** Asks the assistant (a free-form question, or a suggested one by key) and streams its answer; it ends after it. */
  aiAgentAnswer: AiAgentAnswerEvent;
  /** Changes of the member's conversations and their messages. token: a chat access token (the stream ends with UNAUTHENTICATED when it expires); after: the last eventId seen, what was missed is replayed first. */
  chatChanged: ChatEvent;
  /** Typing in one conversation the member is in (ephemeral, never stored) */
  chatTyping: ChatTypingEvent;
  /** new/edited/deleted posts and votes in one topic; after: the last event id seen, what was missed is replayed first */
  forumTopicChanged: ForumTopicEvent;
  /** Changes of every group hookup the member may see, or of one (uuid). `after`: the last eventId seen; what was missed is replayed first. */
  groupHookupChanged: GroupHookupEvent;
  /** Changes of the member's own hookups (admins: every hookup of their organisation). `after`: the last eventId seen. */
  hookupChanged: HookupEvent;
  /** The member's own notifications: created, viewed, all not new. `after`: the last eventId seen; what was missed is replayed first. */
  notificationChanged: NotificationEvent;
  /** The member's reviews submitted and revealed (an admin's: every review of their organisation). after: the last eventId seen; what was missed is replayed first. */
  reviewChanged: ReviewEvent;
  /** Who is in the room of a group hookup (host, participants and admins only). */
  roomPresence: RoomPresenceEvent;
  /** the end of one video room, told to whoever may be in it: a hookup's two participants, a group hookup's host and participants, anyone who joined */
  videoRoomEnded: VideoRoomEndedEvent;
};


/** Served over WebSocket (graphql-transport-ws). Auth: `{ authorization: 'Bearer …' }` in connection_init. */
export type SubscriptionAiAgentAnswerArgs = {
  question?: InputMaybe<Scalars['String']['input']>;
  questionKey?: InputMaybe<Scalars['String']['input']>;
};


/** Served over WebSocket (graphql-transport-ws). Auth: `{ authorization: 'Bearer …' }` in connection_init. */
export type SubscriptionChatChangedArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  token: Scalars['String']['input'];
};


/** Served over WebSocket (graphql-transport-ws). Auth: `{ authorization: 'Bearer …' }` in connection_init. */
export type SubscriptionChatTypingArgs = {
  conversationSid: Scalars['ID']['input'];
};


/** Served over WebSocket (graphql-transport-ws). Auth: `{ authorization: 'Bearer …' }` in connection_init. */
export type SubscriptionForumTopicChangedArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  tid: Scalars['ID']['input'];
};


/** Served over WebSocket (graphql-transport-ws). Auth: `{ authorization: 'Bearer …' }` in connection_init. */
export type SubscriptionGroupHookupChangedArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  uuid?: InputMaybe<Scalars['ID']['input']>;
};


/** Served over WebSocket (graphql-transport-ws). Auth: `{ authorization: 'Bearer …' }` in connection_init. */
export type SubscriptionHookupChangedArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
};


/** Served over WebSocket (graphql-transport-ws). Auth: `{ authorization: 'Bearer …' }` in connection_init. */
export type SubscriptionNotificationChangedArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
};


/** Served over WebSocket (graphql-transport-ws). Auth: `{ authorization: 'Bearer …' }` in connection_init. */
export type SubscriptionReviewChangedArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
};


/** Served over WebSocket (graphql-transport-ws). Auth: `{ authorization: 'Bearer …' }` in connection_init. */
export type SubscriptionRoomPresenceArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  uuid: Scalars['ID']['input'];
};


/** Served over WebSocket (graphql-transport-ws). Auth: `{ authorization: 'Bearer …' }` in connection_init. */
export type SubscriptionVideoRoomEndedArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  roomId: Scalars['ID']['input'];
};

/** spec §3 Tag */
export type Tag = {
  __typename?: 'Tag';
  /** #RRGGBB */
  color: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** #RRGGBB */
  fontColor: Scalars['String']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['ID']['output'];
  updatedAt: Scalars['String']['output'];
};

/** spec §5: name, description, color, fontColor non-empty; colors #RRGGBB */
export type TagInput = {
  color: Scalars['String']['input'];
  description: Scalars['String']['input'];
  fontColor: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type TimeCycle = {
  __typename?: 'TimeCycle';
  active: Scalars['Boolean']['output'];
  cadence: Cadence;
  createdOn: Scalars['String']['output'];
  /** minutes of each hookup it books */
  hookupDuration: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isDefaultTimeCycle: Scalars['Boolean']['output'];
  lastRunAt?: Maybe<Scalars['String']['output']>;
  /** members opted into it */
  members: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  nextRunAt: Scalars['String']['output'];
  /** the signed-in member opted into it (time-cycle/all) */
  selected: Scalars['Boolean']['output'];
  updatedOn: Scalars['String']['output'];
};

export type TimeCycleInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  cadence: Cadence;
  hookupDuration?: InputMaybe<Scalars['Int']['input']>;
  isDefaultTimeCycle?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  /** ISO 8601; default: one cadence period from now */
  nextRunAt?: InputMaybe<Scalars['String']['input']>;
};

export type Timeslot = {
  __typename?: 'Timeslot';
  endDateTime: Scalars['String']['output'];
  startDateTime: Scalars['String']['output'];
};

export type TokenPair = {
  __typename?: 'TokenPair';
  accessToken: Scalars['String']['output'];
  refreshToken: Scalars['String']['output'];
};

export type UnreadCount = {
  __typename?: 'UnreadCount';
  newNotificationsCount: Scalars['Int']['output'];
};

/** spec §3 user (fields of later issues are added as their features land) */
export type User = {
  __typename?: 'User';
  acceptTermsAndConditions: Scalars['Boolean']['output'];
  active: Scalars['Boolean']['output'];
  city?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  companySize?: Maybe<Scalars['String']['output']>;
  countryCode?: Maybe<Scalars['String']['output']>;
  createdOn: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  howDidYouHearAboutUs?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  industry?: Maybe<Scalars['String']['output']>;
  jobPosition?: Maybe<Scalars['String']['output']>;
  lastActivity?: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  linkedInUrl?: Maybe<Scalars['String']['output']>;
  linkedWithGoogleCalendar: Scalars['Boolean']['output'];
  location?: Maybe<Location>;
  loggedWithLinkedIn: Scalars['Boolean']['output'];
  personalInformation?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** spec §3 User.reviews: the member's rating from their revealed reviews (average, count), from 3 up; null below that */
  reviews?: Maybe<RatingSummary>;
  roles: Array<Role>;
  seniorityLevel?: Maybe<Scalars['String']['output']>;
  subscribe: Scalars['Boolean']['output'];
  /** The member's interest tag slugs (GET tags), at most 10. */
  tags: Array<Scalars['String']['output']>;
  /** IANA time zone of the member's availability */
  timeZone: Scalars['String']['output'];
  username: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
  verified: Scalars['Boolean']['output'];
  yearsOfExperience?: Maybe<Scalars['String']['output']>;
};

/** A video room ended: its host or an admin ended it, or its window closed (services' video.room-ended) */
export type VideoRoomEndedEvent = {
  __typename?: 'VideoRoomEndedEvent';
  /** ISO 8601 UTC */
  endedAt: Scalars['String']['output'];
  eventId: Scalars['ID']['output'];
  roomId: Scalars['ID']['output'];
};

/** A room token and what the browser needs to join (issue 22; GET video-sdk/generate-token) */
export type VideoToken = {
  __typename?: 'VideoToken';
  /** ISO 8601: the window's end, when the media node closes every transport */
  closesAt: Scalars['String']['output'];
  /** the outbox position of this answer: videoRoomEnded(after:) from it misses no end of the room */
  eventCursor?: Maybe<Scalars['ID']['output']>;
  /** TURN_URLS / TURN_USERNAME / TURN_CREDENTIAL */
  iceServers: Array<IceServer>;
  roomId: Scalars['ID']['output'];
  /** the room token, sent as the first message on the WebSocket /rtc */
  token: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActiveMember: ResolverTypeWrapper<ActiveMember>;
  AdminCreateUserInput: AdminCreateUserInput;
  AdminUserFilters: AdminUserFilters;
  AdminUserPage: ResolverTypeWrapper<AdminUserPage>;
  AdminUserRow: ResolverTypeWrapper<AdminUserRow>;
  AdminUserSort: AdminUserSort;
  AiAgentAnswerEvent: ResolverTypeWrapper<AiAgentAnswerEvent>;
  AiAgentAnswerInput: AiAgentAnswerInput;
  AiAgentMessage: ResolverTypeWrapper<AiAgentMessage>;
  AiAgentProfileQuestion: ResolverTypeWrapper<AiAgentProfileQuestion>;
  AiAgentQuestions: ResolverTypeWrapper<AiAgentQuestions>;
  AiAgentSuggestedQuestion: ResolverTypeWrapper<AiAgentSuggestedQuestion>;
  AttendanceScore: ResolverTypeWrapper<AttendanceScore>;
  Attendee: ResolverTypeWrapper<Attendee>;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  Availability: ResolverTypeWrapper<Availability>;
  AvailabilityInput: AvailabilityInput;
  AvailabilitySlot: ResolverTypeWrapper<AvailabilitySlot>;
  AvailabilitySlotInput: AvailabilitySlotInput;
  BlockedMember: ResolverTypeWrapper<BlockedMember>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Cadence: Cadence;
  CalendarFeed: ResolverTypeWrapper<CalendarFeed>;
  Category: ResolverTypeWrapper<Category>;
  ChangePasswordInput: ChangePasswordInput;
  ChatAccessToken: ResolverTypeWrapper<ChatAccessToken>;
  ChatConversation: ResolverTypeWrapper<ChatConversation>;
  ChatConversationKind: ChatConversationKind;
  ChatConversationPage: ResolverTypeWrapper<ChatConversationPage>;
  ChatDelivery: ResolverTypeWrapper<ChatDelivery>;
  ChatEvent: ResolverTypeWrapper<ChatEvent>;
  ChatEventKind: ChatEventKind;
  ChatMedia: ResolverTypeWrapper<ChatMedia>;
  ChatMessage: ResolverTypeWrapper<ChatMessage>;
  ChatMessagePage: ResolverTypeWrapper<ChatMessagePage>;
  ChatMessageStatus: ChatMessageStatus;
  ChatNotificationLevel: ChatNotificationLevel;
  ChatParticipant: ResolverTypeWrapper<ChatParticipant>;
  ChatTypingEvent: ResolverTypeWrapper<ChatTypingEvent>;
  Contact: ResolverTypeWrapper<Contact>;
  ContactPage: ResolverTypeWrapper<ContactPage>;
  Deleted: ResolverTypeWrapper<Deleted>;
  ErrorGroup: ResolverTypeWrapper<ErrorGroup>;
  ErrorReportInput: ErrorReportInput;
  FeatureGate: ResolverTypeWrapper<FeatureGate>;
  Feedback: ResolverTypeWrapper<Feedback>;
  FeedbackInput: FeedbackInput;
  FeedbackSettings: ResolverTypeWrapper<FeedbackSettings>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ForumAuthor: ResolverTypeWrapper<ForumAuthor>;
  ForumCategory: ResolverTypeWrapper<ForumCategory>;
  ForumPost: ResolverTypeWrapper<ForumPost>;
  ForumPostPage: ResolverTypeWrapper<ForumPostPage>;
  ForumPostPublic: ResolverTypeWrapper<ForumPostPublic>;
  ForumSearchResult: ResolverTypeWrapper<ForumSearchResult>;
  ForumTopic: ResolverTypeWrapper<ForumTopic>;
  ForumTopicEvent: ResolverTypeWrapper<ForumTopicEvent>;
  ForumTopicPage: ResolverTypeWrapper<ForumTopicPage>;
  GroupHookup: ResolverTypeWrapper<GroupHookup>;
  GroupHookupEvent: ResolverTypeWrapper<GroupHookupEvent>;
  GroupHookupInput: GroupHookupInput;
  GroupHookupPage: ResolverTypeWrapper<GroupHookupPage>;
  GroupHookupSettings: ResolverTypeWrapper<GroupHookupSettings>;
  GroupHookupSettingsInput: GroupHookupSettingsInput;
  GroupHookupStatus: GroupHookupStatus;
  GroupHookupView: GroupHookupView;
  Hookup: ResolverTypeWrapper<Hookup>;
  HookupEvent: ResolverTypeWrapper<HookupEvent>;
  HookupInput: HookupInput;
  HookupPage: ResolverTypeWrapper<HookupPage>;
  HookupStatus: HookupStatus;
  HookupTotals: ResolverTypeWrapper<HookupTotals>;
  HookupView: HookupView;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IceServer: ResolverTypeWrapper<IceServer>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<Invitation>;
  LinkedInMode: LinkedInMode;
  LinkedInOutcome: ResolverTypeWrapper<LinkedInOutcome>;
  LinkedInRegisterInput: LinkedInRegisterInput;
  LinkedInStatus: LinkedInStatus;
  Location: ResolverTypeWrapper<Location>;
  LocationInput: LocationInput;
  LoginInput: LoginInput;
  MailingPreference: ResolverTypeWrapper<MailingPreference>;
  MailingPreferenceInput: MailingPreferenceInput;
  MailingPreferences: ResolverTypeWrapper<MailingPreferences>;
  MailingPreferencesInput: MailingPreferencesInput;
  MatchingRun: ResolverTypeWrapper<MatchingRun>;
  MemberCard: ResolverTypeWrapper<MemberCard>;
  MemberCardPage: ResolverTypeWrapper<MemberCardPage>;
  MemberProfile: ResolverTypeWrapper<MemberProfile>;
  MemberSummary: ResolverTypeWrapper<MemberSummary>;
  MemberSummaryPage: ResolverTypeWrapper<MemberSummaryPage>;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationChangeKind: NotificationChangeKind;
  NotificationCode: NotificationCode;
  NotificationEvent: ResolverTypeWrapper<NotificationEvent>;
  NotificationPage: ResolverTypeWrapper<NotificationPage>;
  Organization: ResolverTypeWrapper<Organization>;
  PendingReview: ResolverTypeWrapper<PendingReview>;
  Perk: ResolverTypeWrapper<Perk>;
  PerkInput: PerkInput;
  Person: ResolverTypeWrapper<Person>;
  ProfileInput: ProfileInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RatingSummary: ResolverTypeWrapper<RatingSummary>;
  ReferralLink: ResolverTypeWrapper<ReferralLink>;
  Referrals: ResolverTypeWrapper<Referrals>;
  ReferredMember: ResolverTypeWrapper<ReferredMember>;
  RegisterInput: RegisterInput;
  ResetPasswordInput: ResetPasswordInput;
  Review: ResolverTypeWrapper<Review>;
  ReviewEvent: ResolverTypeWrapper<ReviewEvent>;
  ReviewInput: ReviewInput;
  ReviewPage: ResolverTypeWrapper<ReviewPage>;
  ReviewPerson: ResolverTypeWrapper<ReviewPerson>;
  ReviewRating: ResolverTypeWrapper<ReviewRating>;
  Role: Role;
  RoleOption: ResolverTypeWrapper<RoleOption>;
  Room: ResolverTypeWrapper<Room>;
  RoomPresenceEvent: ResolverTypeWrapper<RoomPresenceEvent>;
  SessionUser: ResolverTypeWrapper<SessionUser>;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Tag: ResolverTypeWrapper<Tag>;
  TagInput: TagInput;
  TimeCycle: ResolverTypeWrapper<TimeCycle>;
  TimeCycleInput: TimeCycleInput;
  Timeslot: ResolverTypeWrapper<Timeslot>;
  TokenPair: ResolverTypeWrapper<TokenPair>;
  UnreadCount: ResolverTypeWrapper<UnreadCount>;
  User: ResolverTypeWrapper<User>;
  VideoRoomEndedEvent: ResolverTypeWrapper<VideoRoomEndedEvent>;
  VideoToken: ResolverTypeWrapper<VideoToken>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActiveMember: ActiveMember;
  AdminCreateUserInput: AdminCreateUserInput;
  AdminUserFilters: AdminUserFilters;
  AdminUserPage: AdminUserPage;
  AdminUserRow: AdminUserRow;
  AiAgentAnswerEvent: AiAgentAnswerEvent;
  AiAgentAnswerInput: AiAgentAnswerInput;
  AiAgentMessage: AiAgentMessage;
  AiAgentProfileQuestion: AiAgentProfileQuestion;
  AiAgentQuestions: AiAgentQuestions;
  AiAgentSuggestedQuestion: AiAgentSuggestedQuestion;
  AttendanceScore: AttendanceScore;
  Attendee: Attendee;
  AuthPayload: AuthPayload;
  Availability: Availability;
  AvailabilityInput: AvailabilityInput;
  AvailabilitySlot: AvailabilitySlot;
  AvailabilitySlotInput: AvailabilitySlotInput;
  BlockedMember: BlockedMember;
  Boolean: Scalars['Boolean']['output'];
  CalendarFeed: CalendarFeed;
  Category: Category;
  ChangePasswordInput: ChangePasswordInput;
  ChatAccessToken: ChatAccessToken;
  ChatConversation: ChatConversation;
  ChatConversationPage: ChatConversationPage;
  ChatDelivery: ChatDelivery;
  ChatEvent: ChatEvent;
  ChatMedia: ChatMedia;
  ChatMessage: ChatMessage;
  ChatMessagePage: ChatMessagePage;
  ChatParticipant: ChatParticipant;
  ChatTypingEvent: ChatTypingEvent;
  Contact: Contact;
  ContactPage: ContactPage;
  Deleted: Deleted;
  ErrorGroup: ErrorGroup;
  ErrorReportInput: ErrorReportInput;
  FeatureGate: FeatureGate;
  Feedback: Feedback;
  FeedbackInput: FeedbackInput;
  FeedbackSettings: FeedbackSettings;
  Float: Scalars['Float']['output'];
  ForumAuthor: ForumAuthor;
  ForumCategory: ForumCategory;
  ForumPost: ForumPost;
  ForumPostPage: ForumPostPage;
  ForumPostPublic: ForumPostPublic;
  ForumSearchResult: ForumSearchResult;
  ForumTopic: ForumTopic;
  ForumTopicEvent: ForumTopicEvent;
  ForumTopicPage: ForumTopicPage;
  GroupHookup: GroupHookup;
  GroupHookupEvent: GroupHookupEvent;
  GroupHookupInput: GroupHookupInput;
  GroupHookupPage: GroupHookupPage;
  GroupHookupSettings: GroupHookupSettings;
  GroupHookupSettingsInput: GroupHookupSettingsInput;
  Hookup: Hookup;
  HookupEvent: HookupEvent;
  HookupInput: HookupInput;
  HookupPage: HookupPage;
  HookupTotals: HookupTotals;
  ID: Scalars['ID']['output'];
  IceServer: IceServer;
  Int: Scalars['Int']['output'];
  Invitation: Invitation;
  LinkedInOutcome: LinkedInOutcome;
  LinkedInRegisterInput: LinkedInRegisterInput;
  Location: Location;
  LocationInput: LocationInput;
  LoginInput: LoginInput;
  MailingPreference: MailingPreference;
  MailingPreferenceInput: MailingPreferenceInput;
  MailingPreferences: MailingPreferences;
  MailingPreferencesInput: MailingPreferencesInput;
  MatchingRun: MatchingRun;
  MemberCard: MemberCard;
  MemberCardPage: MemberCardPage;
  MemberProfile: MemberProfile;
  MemberSummary: MemberSummary;
  MemberSummaryPage: MemberSummaryPage;
  MessagePayload: MessagePayload;
  Mutation: Record<PropertyKey, never>;
  Notification: Notification;
  NotificationEvent: NotificationEvent;
  NotificationPage: NotificationPage;
  Organization: Organization;
  PendingReview: PendingReview;
  Perk: Perk;
  PerkInput: PerkInput;
  Person: Person;
  ProfileInput: ProfileInput;
  Query: Record<PropertyKey, never>;
  RatingSummary: RatingSummary;
  ReferralLink: ReferralLink;
  Referrals: Referrals;
  ReferredMember: ReferredMember;
  RegisterInput: RegisterInput;
  ResetPasswordInput: ResetPasswordInput;
  Review: Review;
  ReviewEvent: ReviewEvent;
  ReviewInput: ReviewInput;
  ReviewPage: ReviewPage;
  ReviewPerson: ReviewPerson;
  ReviewRating: ReviewRating;
  RoleOption: RoleOption;
  Room: Room;
  RoomPresenceEvent: RoomPresenceEvent;
  SessionUser: SessionUser;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Tag: Tag;
  TagInput: TagInput;
  TimeCycle: TimeCycle;
  TimeCycleInput: TimeCycleInput;
  Timeslot: Timeslot;
  TokenPair: TokenPair;
  UnreadCount: UnreadCount;
  User: User;
  VideoRoomEndedEvent: VideoRoomEndedEvent;
  VideoToken: VideoToken;
};

export type ActiveMemberResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ActiveMember'] = ResolversParentTypes['ActiveMember']> = {
  activity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobPosition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedInUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AdminUserPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AdminUserPage'] = ResolversParentTypes['AdminUserPage']> = {
  elements?: Resolver<Array<ResolversTypes['AdminUserRow']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalElements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminUserRowResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AdminUserRow'] = ResolversParentTypes['AdminUserRow']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobPosition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastActivity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  subscribe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AiAgentAnswerEventResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AiAgentAnswerEvent'] = ResolversParentTypes['AiAgentAnswerEvent']> = {
  delta?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['AiAgentMessage']>, ParentType, ContextType>;
};

export type AiAgentMessageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AiAgentMessage'] = ResolversParentTypes['AiAgentMessage']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AiAgentProfileQuestionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AiAgentProfileQuestion'] = ResolversParentTypes['AiAgentProfileQuestion']> = {
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AiAgentQuestionsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AiAgentQuestions'] = ResolversParentTypes['AiAgentQuestions']> = {
  engine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profile?: Resolver<Array<ResolversTypes['AiAgentProfileQuestion']>, ParentType, ContextType>;
  suggested?: Resolver<Array<ResolversTypes['AiAgentSuggestedQuestion']>, ParentType, ContextType>;
};

export type AiAgentSuggestedQuestionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AiAgentSuggestedQuestion'] = ResolversParentTypes['AiAgentSuggestedQuestion']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AttendanceScoreResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AttendanceScore'] = ResolversParentTypes['AttendanceScore']> = {
  meetings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noShows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AttendeeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Attendee'] = ResolversParentTypes['Attendee']> = {
  attended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstJoinedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastLeftAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  memberUUID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  noShow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
};

export type AvailabilityResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Availability'] = ResolversParentTypes['Availability']> = {
  slots?: Resolver<Array<ResolversTypes['AvailabilitySlot']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AvailabilitySlotResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AvailabilitySlot'] = ResolversParentTypes['AvailabilitySlot']> = {
  dayOfWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlockedMemberResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['BlockedMember'] = ResolversParentTypes['BlockedMember']> = {
  blockedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobPosition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedInUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CalendarFeedResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CalendarFeed'] = ResolversParentTypes['CalendarFeed']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatAccessTokenResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ChatAccessToken'] = ResolversParentTypes['ChatAccessToken']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identity?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ttlSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatConversationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ChatConversation'] = ResolversParentTypes['ChatConversation']> = {
  attributes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dateCreated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  friendlyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupHookupUUID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  isCreator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ChatConversationKind'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  lastMessageIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastReadMessageIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  notificationLevel?: Resolver<ResolversTypes['ChatNotificationLevel'], ParentType, ContextType>;
  participants?: Resolver<Array<ResolversTypes['ChatParticipant']>, ParentType, ContextType>;
  sid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatConversationPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ChatConversationPage'] = ResolversParentTypes['ChatConversationPage']> = {
  elements?: Resolver<Array<ResolversTypes['ChatConversation']>, ParentType, ContextType>;
  eventCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalElements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatDeliveryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ChatDelivery'] = ResolversParentTypes['ChatDelivery']> = {
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  undelivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatEventResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ChatEvent'] = ResolversParentTypes['ChatEvent']> = {
  conversation?: Resolver<Maybe<ResolversTypes['ChatConversation']>, ParentType, ContextType>;
  conversationSid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ChatEventKind'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
};

export type ChatMediaResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ChatMedia'] = ResolversParentTypes['ChatMedia']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatMessageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = {
  attributes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  author?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientMessageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conversationSid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dateCreated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['ChatDelivery'], ParentType, ContextType>;
  edited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  media?: Resolver<Array<ResolversTypes['ChatMedia']>, ParentType, ContextType>;
  participantSid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ChatMessageStatus'], ParentType, ContextType>;
};

export type ChatMessagePageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ChatMessagePage'] = ResolversParentTypes['ChatMessagePage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
};

export type ChatParticipantResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ChatParticipant'] = ResolversParentTypes['ChatParticipant']> = {
  attributes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  friendlyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identity?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastDeliveredMessageIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastReadMessageIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatTypingEventResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ChatTypingEvent'] = ResolversParentTypes['ChatTypingEvent']> = {
  conversationSid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  friendlyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identity?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ContactResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = {
  added?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobPosition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedInUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  met?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ContactPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ContactPage'] = ResolversParentTypes['ContactPage']> = {
  elements?: Resolver<Array<ResolversTypes['Contact']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalElements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeletedResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Deleted'] = ResolversParentTypes['Deleted']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ErrorGroupResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ErrorGroup'] = ResolversParentTypes['ErrorGroup']> = {
  breadcrumbs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastRoute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastUserUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  release?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeatureGateResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FeatureGate'] = ResolversParentTypes['FeatureGate']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeedbackResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Feedback'] = ResolversParentTypes['Feedback']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FeedbackSettingsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FeedbackSettings'] = ResolversParentTypes['FeedbackSettings']> = {
  redirect?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sentryDsn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ForumAuthorResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ForumAuthor'] = ResolversParentTypes['ForumAuthor']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reputation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ForumCategoryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ForumCategory'] = ResolversParentTypes['ForumCategory']> = {
  adminsOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topicCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ForumPostResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ForumPost'] = ResolversParentTypes['ForumPost']> = {
  author?: Resolver<ResolversTypes['ForumAuthor'], ParentType, ContextType>;
  contentJson?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  downvotes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  myVote?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  plainText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  replyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  toPid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  upvotes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ForumPostPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ForumPostPage'] = ResolversParentTypes['ForumPostPage']> = {
  eventCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['ForumPost']>, ParentType, ContextType>;
};

export type ForumPostPublicResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ForumPostPublic'] = ResolversParentTypes['ForumPostPublic']> = {
  post?: Resolver<ResolversTypes['ForumPost'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['ForumTopic'], ParentType, ContextType>;
};

export type ForumSearchResultResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ForumSearchResult'] = ResolversParentTypes['ForumSearchResult']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['ForumPost']>, ParentType, ContextType>;
  topics?: Resolver<Array<ResolversTypes['ForumTopic']>, ParentType, ContextType>;
};

export type ForumTopicResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ForumTopic'] = ResolversParentTypes['ForumTopic']> = {
  author?: Resolver<ResolversTypes['ForumAuthor'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['ForumCategory'], ParentType, ContextType>;
  cid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  following?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastPostAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mainPost?: Resolver<ResolversTypes['ForumPost'], ParentType, ContextType>;
  pinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  teaser?: Resolver<Maybe<ResolversTypes['ForumPost']>, ParentType, ContextType>;
  tid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ForumTopicEventResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ForumTopicEvent'] = ResolversParentTypes['ForumTopicEvent']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['ForumPost']>, ParentType, ContextType>;
  topic?: Resolver<Maybe<ResolversTypes['ForumTopic']>, ParentType, ContextType>;
};

export type ForumTopicPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ForumTopicPage'] = ResolversParentTypes['ForumTopicPage']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topics?: Resolver<Array<ResolversTypes['ForumTopic']>, ParentType, ContextType>;
};

export type GroupHookupResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GroupHookup'] = ResolversParentTypes['GroupHookup']> = {
  attendance?: Resolver<Array<ResolversTypes['Attendee']>, ParentType, ContextType>;
  cancellationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  highlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  host?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  hostFullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hostImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hostRoles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  hostUUID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isHost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isParticipant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxParticipants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  participants?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  private?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slotsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sponsored?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupHookupStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  videoRoomId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  whatWillDiscuss?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  whoShouldJoin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  whyShouldJoin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GroupHookupEventResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GroupHookupEvent'] = ResolversParentTypes['GroupHookupEvent']> = {
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  groupHookup?: Resolver<ResolversTypes['GroupHookup'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupHookupPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GroupHookupPage'] = ResolversParentTypes['GroupHookupPage']> = {
  elements?: Resolver<Array<ResolversTypes['GroupHookup']>, ParentType, ContextType>;
  eventCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalElements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupHookupSettingsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GroupHookupSettings'] = ResolversParentTypes['GroupHookupSettings']> = {
  defaultDuration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  defaultMaxParticipants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  organizationUUID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requireApproval?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HookupResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Hookup'] = ResolversParentTypes['Hookup']> = {
  attendance?: Resolver<Array<ResolversTypes['Attendee']>, ParentType, ContextType>;
  cancellationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledBy?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  confirmedByMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDateTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstParticipant?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  firstParticipantConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstParticipantGoogleEventId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hookupStatus?: Resolver<ResolversTypes['HookupStatus'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefaultTimeCycle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  matchReasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  matchScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  partner?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  rescheduleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rescheduled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reschedulesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secondParticipant?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  secondParticipantConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secondParticipantGoogleEventId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDateTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeCycleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  timeCycleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  videoCallId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type HookupEventResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['HookupEvent'] = ResolversParentTypes['HookupEvent']> = {
  actorUUID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  hookup?: Resolver<ResolversTypes['Hookup'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HookupPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['HookupPage'] = ResolversParentTypes['HookupPage']> = {
  elements?: Resolver<Array<ResolversTypes['Hookup']>, ParentType, ContextType>;
  eventCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalElements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HookupTotalsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['HookupTotals'] = ResolversParentTypes['HookupTotals']> = {
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upcoming?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IceServerResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['IceServer'] = ResolversParentTypes['IceServer']> = {
  credential?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  urls?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InvitationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invitedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  joined?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  joinedFullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  joinedUserUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lastSentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LinkedInOutcomeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['LinkedInOutcome'] = ResolversParentTypes['LinkedInOutcome']> = {
  auth?: Resolver<Maybe<ResolversTypes['AuthPayload']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signupToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LinkedInStatus'], ParentType, ContextType>;
};

export type LocationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailingPreferenceResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MailingPreference'] = ResolversParentTypes['MailingPreference']> = {
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notificationCode?: Resolver<ResolversTypes['NotificationCode'], ParentType, ContextType>;
};

export type MailingPreferencesResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MailingPreferences'] = ResolversParentTypes['MailingPreferences']> = {
  pauseNotificationsEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pauseNotificationsStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preferences?: Resolver<Array<ResolversTypes['MailingPreference']>, ParentType, ContextType>;
  unsubscribeDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MatchingRunResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MatchingRun'] = ResolversParentTypes['MatchingRun']> = {
  candidates?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pairs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  repeatedNoShows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeCycleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unmatched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  windowEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windowStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberCardResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MemberCard'] = ResolversParentTypes['MemberCard']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobPosition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedInUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['RatingSummary']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MemberCardPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MemberCardPage'] = ResolversParentTypes['MemberCardPage']> = {
  elements?: Resolver<Array<ResolversTypes['MemberCard']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalElements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MemberProfileResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MemberProfile'] = ResolversParentTypes['MemberProfile']> = {
  attendedGroupHookups?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companySize?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  industry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobPosition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkedInUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  pastMatches?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  personalInformation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['RatingSummary']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  seniorityLevel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  yearsOfExperience?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MemberSummaryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MemberSummary'] = ResolversParentTypes['MemberSummary']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobPosition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MemberSummaryPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MemberSummaryPage'] = ResolversParentTypes['MemberSummaryPage']> = {
  elements?: Resolver<Array<ResolversTypes['MemberSummary']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalElements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessagePayloadResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addChatParticipant?: Resolver<ResolversTypes['ChatConversation'], ParentType, ContextType, RequireFields<MutationAddChatParticipantArgs, 'identity' | 'sid'>>;
  addContact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<MutationAddContactArgs, 'uuid'>>;
  adminCreateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAdminCreateUserArgs, 'input'>>;
  adminDeleteAvatar?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAdminDeleteAvatarArgs, 'uuid'>>;
  adminUpdateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAdminUpdateUserArgs, 'input' | 'uuid'>>;
  advanceChatHorizons?: Resolver<ResolversTypes['ChatConversation'], ParentType, ContextType, RequireFields<MutationAdvanceChatHorizonsArgs, 'sid'>>;
  approveGroupHookup?: Resolver<ResolversTypes['GroupHookup'], ParentType, ContextType, RequireFields<MutationApproveGroupHookupArgs, 'uuid'>>;
  attendGroupHookup?: Resolver<ResolversTypes['GroupHookup'], ParentType, ContextType, RequireFields<MutationAttendGroupHookupArgs, 'uuid'>>;
  blockUser?: Resolver<ResolversTypes['MemberCard'], ParentType, ContextType, RequireFields<MutationBlockUserArgs, 'uuid'>>;
  cancelGroupHookup?: Resolver<ResolversTypes['GroupHookup'], ParentType, ContextType, RequireFields<MutationCancelGroupHookupArgs, 'reason' | 'uuid'>>;
  cancelHookup?: Resolver<ResolversTypes['Hookup'], ParentType, ContextType, RequireFields<MutationCancelHookupArgs, 'reason' | 'uuid'>>;
  changePassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  changeUsername?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationChangeUsernameArgs, 'username'>>;
  confirmEmail?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationConfirmEmailArgs, 'token'>>;
  confirmHookup?: Resolver<ResolversTypes['Hookup'], ParentType, ContextType, RequireFields<MutationConfirmHookupArgs, 'uuid'>>;
  confirmUsernameChange?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationConfirmUsernameChangeArgs, 'confirmationToken'>>;
  createForumCategory?: Resolver<ResolversTypes['ForumCategory'], ParentType, ContextType, RequireFields<MutationCreateForumCategoryArgs, 'name'>>;
  createForumTopic?: Resolver<ResolversTypes['ForumTopic'], ParentType, ContextType, RequireFields<MutationCreateForumTopicArgs, 'cid' | 'contentJson' | 'title'>>;
  createGroupHookup?: Resolver<ResolversTypes['GroupHookup'], ParentType, ContextType, RequireFields<MutationCreateGroupHookupArgs, 'input'>>;
  createPerk?: Resolver<ResolversTypes['Perk'], ParentType, ContextType, RequireFields<MutationCreatePerkArgs, 'input'>>;
  createTag?: Resolver<ResolversTypes['Tag'], ParentType, ContextType, RequireFields<MutationCreateTagArgs, 'input'>>;
  createTimeCycle?: Resolver<ResolversTypes['TimeCycle'], ParentType, ContextType, RequireFields<MutationCreateTimeCycleArgs, 'input'>>;
  deleteAvatar?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  deleteChatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationDeleteChatMessageArgs, 'conversationSid' | 'sid'>>;
  deleteForumCategory?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteForumCategoryArgs, 'cid'>>;
  deleteForumPost?: Resolver<ResolversTypes['ForumPost'], ParentType, ContextType, RequireFields<MutationDeleteForumPostArgs, 'pid'>>;
  deletePerk?: Resolver<ResolversTypes['Deleted'], ParentType, ContextType, RequireFields<MutationDeletePerkArgs, 'uuid'>>;
  deleteTag?: Resolver<ResolversTypes['Deleted'], ParentType, ContextType, RequireFields<MutationDeleteTagArgs, 'slug'>>;
  disableUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDisableUserArgs, 'uuid'>>;
  editChatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationEditChatMessageArgs, 'body' | 'conversationSid' | 'sid'>>;
  editForumPost?: Resolver<ResolversTypes['ForumPost'], ParentType, ContextType, RequireFields<MutationEditForumPostArgs, 'contentJson' | 'pid'>>;
  enableUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationEnableUserArgs, 'uuid'>>;
  enterRoom?: Resolver<ResolversTypes['Room'], ParentType, ContextType, RequireFields<MutationEnterRoomArgs, 'uuid'>>;
  followForumTopic?: Resolver<ResolversTypes['ForumTopic'], ParentType, ContextType, RequireFields<MutationFollowForumTopicArgs, 'follow' | 'tid'>>;
  highlightGroupHookup?: Resolver<ResolversTypes['GroupHookup'], ParentType, ContextType, RequireFields<MutationHighlightGroupHookupArgs, 'uuid'>>;
  inviteFriend?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType, RequireFields<MutationInviteFriendArgs, 'email'>>;
  leaveChatConversation?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationLeaveChatConversationArgs, 'sid'>>;
  leaveGroupHookup?: Resolver<ResolversTypes['GroupHookup'], ParentType, ContextType, RequireFields<MutationLeaveGroupHookupArgs, 'uuid'>>;
  leaveRoom?: Resolver<ResolversTypes['Room'], ParentType, ContextType, RequireFields<MutationLeaveRoomArgs, 'uuid'>>;
  linkGoogleCalendar?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationLinkGoogleCalendarArgs, 'code'>>;
  linkedInAuthorize?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationLinkedInAuthorizeArgs, 'mode'>>;
  linkedInCallback?: Resolver<ResolversTypes['LinkedInOutcome'], ParentType, ContextType, RequireFields<MutationLinkedInCallbackArgs, 'mode' | 'query'>>;
  linkedInLink?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLinkedInLinkArgs, 'linkToken' | 'password'>>;
  linkedInRegister?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLinkedInRegisterArgs, 'input'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLogoutArgs, 'refreshToken'>>;
  markFeedbackHandled?: Resolver<ResolversTypes['Feedback'], ParentType, ContextType, RequireFields<MutationMarkFeedbackHandledArgs, 'uuid'>>;
  markNotificationViewed?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationViewedArgs, 'id'>>;
  markNotificationsNotNew?: Resolver<ResolversTypes['UnreadCount'], ParentType, ContextType>;
  moderateForumTopic?: Resolver<ResolversTypes['ForumTopic'], ParentType, ContextType, RequireFields<MutationModerateForumTopicArgs, 'tid'>>;
  openGroupHookupChat?: Resolver<ResolversTypes['ChatConversation'], ParentType, ContextType, RequireFields<MutationOpenGroupHookupChatArgs, 'uuid'>>;
  pauseNotifications?: Resolver<ResolversTypes['MailingPreferences'], ParentType, ContextType, Partial<MutationPauseNotificationsArgs>>;
  refreshToken?: Resolver<ResolversTypes['TokenPair'], ParentType, ContextType, RequireFields<MutationRefreshTokenArgs, 'refreshToken'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  rejectGroupHookup?: Resolver<ResolversTypes['GroupHookup'], ParentType, ContextType, RequireFields<MutationRejectGroupHookupArgs, 'reason' | 'uuid'>>;
  removeContact?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemoveContactArgs, 'uuid'>>;
  renameChatConversation?: Resolver<ResolversTypes['ChatConversation'], ParentType, ContextType, RequireFields<MutationRenameChatConversationArgs, 'friendlyName' | 'sid'>>;
  replyForumTopic?: Resolver<ResolversTypes['ForumPost'], ParentType, ContextType, RequireFields<MutationReplyForumTopicArgs, 'contentJson' | 'tid'>>;
  reportError?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReportErrorArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'username'>>;
  rescheduleHookup?: Resolver<ResolversTypes['Hookup'], ParentType, ContextType, RequireFields<MutationRescheduleHookupArgs, 'startDateTime' | 'uuid'>>;
  resendVerificationEmail?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  restoreForumPost?: Resolver<ResolversTypes['ForumPost'], ParentType, ContextType, RequireFields<MutationRestoreForumPostArgs, 'pid'>>;
  rotateCalendarFeed?: Resolver<ResolversTypes['CalendarFeed'], ParentType, ContextType>;
  runMatching?: Resolver<ResolversTypes['MatchingRun'], ParentType, ContextType, RequireFields<MutationRunMatchingArgs, 'timeCycleId'>>;
  saveAiAgentAnswers?: Resolver<ResolversTypes['AiAgentQuestions'], ParentType, ContextType, RequireFields<MutationSaveAiAgentAnswersArgs, 'answers'>>;
  selectTimeCycle?: Resolver<Array<ResolversTypes['TimeCycle']>, ParentType, ContextType, Partial<MutationSelectTimeCycleArgs>>;
  sendChatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationSendChatMessageArgs, 'conversationSid'>>;
  sendChatTyping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendChatTypingArgs, 'conversationSid'>>;
  sendFeedback?: Resolver<ResolversTypes['Feedback'], ParentType, ContextType, RequireFields<MutationSendFeedbackArgs, 'input'>>;
  setChatNotificationLevel?: Resolver<ResolversTypes['ChatConversation'], ParentType, ContextType, RequireFields<MutationSetChatNotificationLevelArgs, 'level' | 'sid'>>;
  setFeatureGate?: Resolver<ResolversTypes['FeatureGate'], ParentType, ContextType, RequireFields<MutationSetFeatureGateArgs, 'enabled' | 'name'>>;
  setUserRoles?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserRolesArgs, 'roles' | 'uuid'>>;
  startChat?: Resolver<ResolversTypes['ChatConversation'], ParentType, ContextType, RequireFields<MutationStartChatArgs, 'participants'>>;
  submitReview?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationSubmitReviewArgs, 'input'>>;
  unblockUser?: Resolver<ResolversTypes['MemberCard'], ParentType, ContextType, RequireFields<MutationUnblockUserArgs, 'uuid'>>;
  unhighlightGroupHookup?: Resolver<ResolversTypes['GroupHookup'], ParentType, ContextType, RequireFields<MutationUnhighlightGroupHookupArgs, 'uuid'>>;
  unpauseNotifications?: Resolver<ResolversTypes['MailingPreferences'], ParentType, ContextType>;
  unsubscribe?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationUnsubscribeArgs, 'email' | 'token'>>;
  updateAvailability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType, RequireFields<MutationUpdateAvailabilityArgs, 'input'>>;
  updateForumCategory?: Resolver<ResolversTypes['ForumCategory'], ParentType, ContextType, RequireFields<MutationUpdateForumCategoryArgs, 'cid'>>;
  updateGroupHookup?: Resolver<ResolversTypes['GroupHookup'], ParentType, ContextType, RequireFields<MutationUpdateGroupHookupArgs, 'input' | 'uuid'>>;
  updateGroupHookupSettings?: Resolver<ResolversTypes['GroupHookupSettings'], ParentType, ContextType, RequireFields<MutationUpdateGroupHookupSettingsArgs, 'input' | 'organizationUUID'>>;
  updateHookup?: Resolver<ResolversTypes['Hookup'], ParentType, ContextType, RequireFields<MutationUpdateHookupArgs, 'input'>>;
  updateMailingPreferences?: Resolver<ResolversTypes['MailingPreferences'], ParentType, ContextType, RequireFields<MutationUpdateMailingPreferencesArgs, 'input'>>;
  updatePerk?: Resolver<ResolversTypes['Perk'], ParentType, ContextType, RequireFields<MutationUpdatePerkArgs, 'input' | 'uuid'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateTag?: Resolver<ResolversTypes['Tag'], ParentType, ContextType, RequireFields<MutationUpdateTagArgs, 'input' | 'slug'>>;
  updateTimeCycle?: Resolver<ResolversTypes['TimeCycle'], ParentType, ContextType, RequireFields<MutationUpdateTimeCycleArgs, 'id' | 'input'>>;
  voteForumPost?: Resolver<ResolversTypes['ForumPost'], ParentType, ContextType, RequireFields<MutationVoteForumPostArgs, 'delta' | 'pid'>>;
};

export type NotificationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notificationCode?: Resolver<ResolversTypes['NotificationCode'], ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationEventResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['NotificationEvent'] = ResolversParentTypes['NotificationEvent']> = {
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationChangeKind'], ParentType, ContextType>;
  newNotificationsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notification?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  elements?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  eventCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  newNotificationsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrganizationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PendingReviewResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['PendingReview'] = ResolversParentTypes['PendingReview']> = {
  endedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meetingKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meetingTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meetingUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reviewee?: Resolver<ResolversTypes['ReviewPerson'], ParentType, ContextType>;
  windowClosesAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PerkResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Perk'] = ResolversParentTypes['Perk']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  howToRedeem?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PersonResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobPosition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminHookup?: Resolver<ResolversTypes['Hookup'], ParentType, ContextType, RequireFields<QueryAdminHookupArgs, 'uuid'>>;
  adminTimeCycles?: Resolver<Array<ResolversTypes['TimeCycle']>, ParentType, ContextType>;
  adminUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryAdminUserArgs, 'uuid'>>;
  adminUsers?: Resolver<ResolversTypes['AdminUserPage'], ParentType, ContextType, Partial<QueryAdminUsersArgs>>;
  aiAgentQuestions?: Resolver<ResolversTypes['AiAgentQuestions'], ParentType, ContextType, Partial<QueryAiAgentQuestionsArgs>>;
  aiAgentThread?: Resolver<Array<ResolversTypes['AiAgentMessage']>, ParentType, ContextType, Partial<QueryAiAgentThreadArgs>>;
  allHookups?: Resolver<ResolversTypes['HookupPage'], ParentType, ContextType, Partial<QueryAllHookupsArgs>>;
  ambassadors?: Resolver<ResolversTypes['MemberCardPage'], ParentType, ContextType, Partial<QueryAmbassadorsArgs>>;
  attendanceScore?: Resolver<ResolversTypes['AttendanceScore'], ParentType, ContextType>;
  availability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType>;
  blockedUsers?: Resolver<Array<ResolversTypes['BlockedMember']>, ParentType, ContextType>;
  calendarFeed?: Resolver<ResolversTypes['CalendarFeed'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  chatAccessToken?: Resolver<ResolversTypes['ChatAccessToken'], ParentType, ContextType>;
  chatConversation?: Resolver<ResolversTypes['ChatConversation'], ParentType, ContextType, RequireFields<QueryChatConversationArgs, 'sid'>>;
  chatConversations?: Resolver<ResolversTypes['ChatConversationPage'], ParentType, ContextType, Partial<QueryChatConversationsArgs>>;
  chatMessages?: Resolver<ResolversTypes['ChatMessagePage'], ParentType, ContextType, RequireFields<QueryChatMessagesArgs, 'conversationSid'>>;
  chatUnreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorReports?: Resolver<Array<ResolversTypes['ErrorGroup']>, ParentType, ContextType>;
  experts?: Resolver<ResolversTypes['MemberCardPage'], ParentType, ContextType, Partial<QueryExpertsArgs>>;
  featureGates?: Resolver<Array<ResolversTypes['FeatureGate']>, ParentType, ContextType>;
  feedbackList?: Resolver<Array<ResolversTypes['Feedback']>, ParentType, ContextType, Partial<QueryFeedbackListArgs>>;
  feedbackSettings?: Resolver<ResolversTypes['FeedbackSettings'], ParentType, ContextType>;
  forumCategories?: Resolver<Array<ResolversTypes['ForumCategory']>, ParentType, ContextType>;
  forumPostPublic?: Resolver<ResolversTypes['ForumPostPublic'], ParentType, ContextType, RequireFields<QueryForumPostPublicArgs, 'pid'>>;
  forumPostRaw?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryForumPostRawArgs, 'pid'>>;
  forumPostReplies?: Resolver<Array<ResolversTypes['ForumPost']>, ParentType, ContextType, RequireFields<QueryForumPostRepliesArgs, 'pid'>>;
  forumRecent?: Resolver<ResolversTypes['ForumTopicPage'], ParentType, ContextType, Partial<QueryForumRecentArgs>>;
  forumSearch?: Resolver<ResolversTypes['ForumSearchResult'], ParentType, ContextType, RequireFields<QueryForumSearchArgs, 'query'>>;
  forumTopic?: Resolver<ResolversTypes['ForumTopic'], ParentType, ContextType, RequireFields<QueryForumTopicArgs, 'tid'>>;
  forumTopicPosts?: Resolver<ResolversTypes['ForumPostPage'], ParentType, ContextType, RequireFields<QueryForumTopicPostsArgs, 'tid'>>;
  groupHookup?: Resolver<ResolversTypes['GroupHookup'], ParentType, ContextType, RequireFields<QueryGroupHookupArgs, 'uuid'>>;
  groupHookupSettings?: Resolver<ResolversTypes['GroupHookupSettings'], ParentType, ContextType, RequireFields<QueryGroupHookupSettingsArgs, 'organizationUUID'>>;
  groupHookups?: Resolver<ResolversTypes['GroupHookupPage'], ParentType, ContextType, Partial<QueryGroupHookupsArgs>>;
  highlightedGroupHookups?: Resolver<Array<ResolversTypes['GroupHookup']>, ParentType, ContextType>;
  highlightedGroupHookupsEventCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hookup?: Resolver<ResolversTypes['Hookup'], ParentType, ContextType, RequireFields<QueryHookupArgs, 'uuid'>>;
  hookupTimeslots?: Resolver<Array<ResolversTypes['Timeslot']>, ParentType, ContextType, RequireFields<QueryHookupTimeslotsArgs, 'uuid'>>;
  hookups?: Resolver<ResolversTypes['HookupPage'], ParentType, ContextType, Partial<QueryHookupsArgs>>;
  jobPositions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lastReviews?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType, Partial<QueryLastReviewsArgs>>;
  linkedInEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType, RequireFields<QueryLocationsArgs, 'query'>>;
  mailingPreferences?: Resolver<ResolversTypes['MailingPreferences'], ParentType, ContextType>;
  matchingRuns?: Resolver<Array<ResolversTypes['MatchingRun']>, ParentType, ContextType, RequireFields<QueryMatchingRunsArgs, 'timeCycleId'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  memberPicker?: Resolver<ResolversTypes['MemberSummaryPage'], ParentType, ContextType, Partial<QueryMemberPickerArgs>>;
  memberProfile?: Resolver<ResolversTypes['MemberProfile'], ParentType, ContextType, RequireFields<QueryMemberProfileArgs, 'uuid'>>;
  missingProfileFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  myNetwork?: Resolver<ResolversTypes['ContactPage'], ParentType, ContextType, Partial<QueryMyNetworkArgs>>;
  nextHookup?: Resolver<Maybe<ResolversTypes['Hookup']>, ParentType, ContextType>;
  nextHookupEventCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, Partial<QueryNotificationsArgs>>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  pendingReviews?: Resolver<Array<ResolversTypes['PendingReview']>, ParentType, ContextType>;
  pendingReviewsEventCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  perks?: Resolver<Array<ResolversTypes['Perk']>, ParentType, ContextType, Partial<QueryPerksArgs>>;
  publicGroupHookup?: Resolver<ResolversTypes['GroupHookup'], ParentType, ContextType, RequireFields<QueryPublicGroupHookupArgs, 'uuid'>>;
  referralLink?: Resolver<ResolversTypes['ReferralLink'], ParentType, ContextType>;
  referrals?: Resolver<ResolversTypes['Referrals'], ParentType, ContextType>;
  reviewRating?: Resolver<ResolversTypes['ReviewRating'], ParentType, ContextType, Partial<QueryReviewRatingArgs>>;
  reviews?: Resolver<ResolversTypes['ReviewPage'], ParentType, ContextType, Partial<QueryReviewsArgs>>;
  roles?: Resolver<Array<ResolversTypes['RoleOption']>, ParentType, ContextType>;
  room?: Resolver<ResolversTypes['Room'], ParentType, ContextType, RequireFields<QueryRoomArgs, 'uuid'>>;
  searchMembers?: Resolver<ResolversTypes['MemberCardPage'], ParentType, ContextType, Partial<QuerySearchMembersArgs>>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  timeCycles?: Resolver<Array<ResolversTypes['TimeCycle']>, ParentType, ContextType>;
  topActiveMembers?: Resolver<Array<ResolversTypes['ActiveMember']>, ParentType, ContextType>;
  totalHookups?: Resolver<ResolversTypes['HookupTotals'], ParentType, ContextType>;
  videoToken?: Resolver<ResolversTypes['VideoToken'], ParentType, ContextType, RequireFields<QueryVideoTokenArgs, 'roomId'>>;
};

export type RatingSummaryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['RatingSummary'] = ResolversParentTypes['RatingSummary']> = {
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReferralLinkResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReferralLink'] = ResolversParentTypes['ReferralLink']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReferralsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Referrals'] = ResolversParentTypes['Referrals']> = {
  invitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType>;
  registeredWithLink?: Resolver<Array<ResolversTypes['ReferredMember']>, ParentType, ContextType>;
};

export type ReferredMemberResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReferredMember'] = ResolversParentTypes['ReferredMember']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registeredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meetingKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meetingTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meetingUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  privateFeedback?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  revealDueAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revealedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewee?: Resolver<ResolversTypes['ReviewPerson'], ParentType, ContextType>;
  reviewer?: Resolver<ResolversTypes['ReviewPerson'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReviewEventResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReviewEvent'] = ResolversParentTypes['ReviewEvent']> = {
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReviewPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReviewPage'] = ResolversParentTypes['ReviewPage']> = {
  elements?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  eventCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalElements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewPersonResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReviewPerson'] = ResolversParentTypes['ReviewPerson']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReviewRatingResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReviewRating'] = ResolversParentTypes['ReviewRating']> = {
  average?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RoleOptionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['RoleOption'] = ResolversParentTypes['RoleOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type RoomResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Room'] = ResolversParentTypes['Room']> = {
  closesAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  present?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RoomPresenceEventResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['RoomPresenceEvent'] = ResolversParentTypes['RoomPresenceEvent']> = {
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  present?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SessionUserResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['SessionUser'] = ResolversParentTypes['SessionUser']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  aiAgentAnswer?: SubscriptionResolver<ResolversTypes['AiAgentAnswerEvent'], "aiAgentAnswer", ParentType, ContextType, Partial<SubscriptionAiAgentAnswerArgs>>;
  chatChanged?: SubscriptionResolver<ResolversTypes['ChatEvent'], "chatChanged", ParentType, ContextType, RequireFields<SubscriptionChatChangedArgs, 'token'>>;
  chatTyping?: SubscriptionResolver<ResolversTypes['ChatTypingEvent'], "chatTyping", ParentType, ContextType, RequireFields<SubscriptionChatTypingArgs, 'conversationSid'>>;
  forumTopicChanged?: SubscriptionResolver<ResolversTypes['ForumTopicEvent'], "forumTopicChanged", ParentType, ContextType, RequireFields<SubscriptionForumTopicChangedArgs, 'tid'>>;
  groupHookupChanged?: SubscriptionResolver<ResolversTypes['GroupHookupEvent'], "groupHookupChanged", ParentType, ContextType, Partial<SubscriptionGroupHookupChangedArgs>>;
  hookupChanged?: SubscriptionResolver<ResolversTypes['HookupEvent'], "hookupChanged", ParentType, ContextType, Partial<SubscriptionHookupChangedArgs>>;
  notificationChanged?: SubscriptionResolver<ResolversTypes['NotificationEvent'], "notificationChanged", ParentType, ContextType, Partial<SubscriptionNotificationChangedArgs>>;
  reviewChanged?: SubscriptionResolver<ResolversTypes['ReviewEvent'], "reviewChanged", ParentType, ContextType, Partial<SubscriptionReviewChangedArgs>>;
  roomPresence?: SubscriptionResolver<ResolversTypes['RoomPresenceEvent'], "roomPresence", ParentType, ContextType, RequireFields<SubscriptionRoomPresenceArgs, 'uuid'>>;
  videoRoomEnded?: SubscriptionResolver<ResolversTypes['VideoRoomEndedEvent'], "videoRoomEnded", ParentType, ContextType, RequireFields<SubscriptionVideoRoomEndedArgs, 'roomId'>>;
};

export type TagResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fontColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimeCycleResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['TimeCycle'] = ResolversParentTypes['TimeCycle']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cadence?: Resolver<ResolversTypes['Cadence'], ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hookupDuration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefaultTimeCycle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastRunAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  members?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextRunAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimeslotResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Timeslot'] = ResolversParentTypes['Timeslot']> = {
  endDateTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDateTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TokenPairResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['TokenPair'] = ResolversParentTypes['TokenPair']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UnreadCountResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['UnreadCount'] = ResolversParentTypes['UnreadCount']> = {
  newNotificationsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  acceptTermsAndConditions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companySize?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  howDidYouHearAboutUs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  industry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobPosition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastActivity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkedInUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedWithGoogleCalendar?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  loggedWithLinkedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  personalInformation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviews?: Resolver<Maybe<ResolversTypes['RatingSummary']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  seniorityLevel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscribe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  yearsOfExperience?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VideoRoomEndedEventResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['VideoRoomEndedEvent'] = ResolversParentTypes['VideoRoomEndedEvent']> = {
  endedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roomId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VideoTokenResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['VideoToken'] = ResolversParentTypes['VideoToken']> = {
  closesAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  iceServers?: Resolver<Array<ResolversTypes['IceServer']>, ParentType, ContextType>;
  roomId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = MercuriusContext> = {
  ActiveMember?: ActiveMemberResolvers<ContextType>;
  AdminUserPage?: AdminUserPageResolvers<ContextType>;
  AdminUserRow?: AdminUserRowResolvers<ContextType>;
  AiAgentAnswerEvent?: AiAgentAnswerEventResolvers<ContextType>;
  AiAgentMessage?: AiAgentMessageResolvers<ContextType>;
  AiAgentProfileQuestion?: AiAgentProfileQuestionResolvers<ContextType>;
  AiAgentQuestions?: AiAgentQuestionsResolvers<ContextType>;
  AiAgentSuggestedQuestion?: AiAgentSuggestedQuestionResolvers<ContextType>;
  AttendanceScore?: AttendanceScoreResolvers<ContextType>;
  Attendee?: AttendeeResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Availability?: AvailabilityResolvers<ContextType>;
  AvailabilitySlot?: AvailabilitySlotResolvers<ContextType>;
  BlockedMember?: BlockedMemberResolvers<ContextType>;
  CalendarFeed?: CalendarFeedResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  ChatAccessToken?: ChatAccessTokenResolvers<ContextType>;
  ChatConversation?: ChatConversationResolvers<ContextType>;
  ChatConversationPage?: ChatConversationPageResolvers<ContextType>;
  ChatDelivery?: ChatDeliveryResolvers<ContextType>;
  ChatEvent?: ChatEventResolvers<ContextType>;
  ChatMedia?: ChatMediaResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatMessagePage?: ChatMessagePageResolvers<ContextType>;
  ChatParticipant?: ChatParticipantResolvers<ContextType>;
  ChatTypingEvent?: ChatTypingEventResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  ContactPage?: ContactPageResolvers<ContextType>;
  Deleted?: DeletedResolvers<ContextType>;
  ErrorGroup?: ErrorGroupResolvers<ContextType>;
  FeatureGate?: FeatureGateResolvers<ContextType>;
  Feedback?: FeedbackResolvers<ContextType>;
  FeedbackSettings?: FeedbackSettingsResolvers<ContextType>;
  ForumAuthor?: ForumAuthorResolvers<ContextType>;
  ForumCategory?: ForumCategoryResolvers<ContextType>;
  ForumPost?: ForumPostResolvers<ContextType>;
  ForumPostPage?: ForumPostPageResolvers<ContextType>;
  ForumPostPublic?: ForumPostPublicResolvers<ContextType>;
  ForumSearchResult?: ForumSearchResultResolvers<ContextType>;
  ForumTopic?: ForumTopicResolvers<ContextType>;
  ForumTopicEvent?: ForumTopicEventResolvers<ContextType>;
  ForumTopicPage?: ForumTopicPageResolvers<ContextType>;
  GroupHookup?: GroupHookupResolvers<ContextType>;
  GroupHookupEvent?: GroupHookupEventResolvers<ContextType>;
  GroupHookupPage?: GroupHookupPageResolvers<ContextType>;
  GroupHookupSettings?: GroupHookupSettingsResolvers<ContextType>;
  Hookup?: HookupResolvers<ContextType>;
  HookupEvent?: HookupEventResolvers<ContextType>;
  HookupPage?: HookupPageResolvers<ContextType>;
  HookupTotals?: HookupTotalsResolvers<ContextType>;
  IceServer?: IceServerResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  LinkedInOutcome?: LinkedInOutcomeResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  MailingPreference?: MailingPreferenceResolvers<ContextType>;
  MailingPreferences?: MailingPreferencesResolvers<ContextType>;
  MatchingRun?: MatchingRunResolvers<ContextType>;
  MemberCard?: MemberCardResolvers<ContextType>;
  MemberCardPage?: MemberCardPageResolvers<ContextType>;
  MemberProfile?: MemberProfileResolvers<ContextType>;
  MemberSummary?: MemberSummaryResolvers<ContextType>;
  MemberSummaryPage?: MemberSummaryPageResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationEvent?: NotificationEventResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  PendingReview?: PendingReviewResolvers<ContextType>;
  Perk?: PerkResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RatingSummary?: RatingSummaryResolvers<ContextType>;
  ReferralLink?: ReferralLinkResolvers<ContextType>;
  Referrals?: ReferralsResolvers<ContextType>;
  ReferredMember?: ReferredMemberResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewEvent?: ReviewEventResolvers<ContextType>;
  ReviewPage?: ReviewPageResolvers<ContextType>;
  ReviewPerson?: ReviewPersonResolvers<ContextType>;
  ReviewRating?: ReviewRatingResolvers<ContextType>;
  RoleOption?: RoleOptionResolvers<ContextType>;
  Room?: RoomResolvers<ContextType>;
  RoomPresenceEvent?: RoomPresenceEventResolvers<ContextType>;
  SessionUser?: SessionUserResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TimeCycle?: TimeCycleResolvers<ContextType>;
  Timeslot?: TimeslotResolvers<ContextType>;
  TokenPair?: TokenPairResolvers<ContextType>;
  UnreadCount?: UnreadCountResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VideoRoomEndedEvent?: VideoRoomEndedEventResolvers<ContextType>;
  VideoToken?: VideoTokenResolvers<ContextType>;
};

