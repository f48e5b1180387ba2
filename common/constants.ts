// spec §9 business constants and limits, in one named place.
export const APP_VERSION = '3.23.1';

export const ROLES = ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_AMBASSADOR', 'ROLE_EXPERT'] as const;
export type Role = (typeof ROLES)[number];

export const GROUP_HOOKUP_JOIN_BEFORE_MINUTES = 5; // spec §9: joinable 5 min before start
export const GROUP_HOOKUP_FORCE_EXIT_AFTER_MINUTES = 10; // spec §9: over 10 min after its end
export const MAX_RESCHEDULES = 2; // spec §9
export const EMOJI_SUGGESTIONS_MAX = 10; // spec §9
export const NOTIFICATION_PAGE_SIZE = 5; // spec §9
export const DEFAULT_PAGE = 0; // spec §9
export const DEFAULT_PAGE_SIZE = 15; // spec §9
export const ADMIN_FILTER_DEBOUNCE_MS = 500; // spec §9
export const USER_PICKER_PAGE_SIZE = 50; // spec §9
export const MAX_FILE_SIZE_BYTES = 52_428_800; // spec §9: 50 MB
/** The image types an upload (group hookup image, avatar) may be, as sniffed by services and offered by the forms. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const TOAST_DURATION_MS = 4000; // spec §9
export const TOAST_MAX = 3; // spec §9
export const FEEDBACK_REDIRECT_SECONDS = 5; // spec §9
export const NAV_DRAWER_WIDTH = 310; // spec §9
export const TUTORIAL_DRAWER_WIDTH = 400; // spec §9
export const INFINITE_SCROLL_THRESHOLD = 0.9; // spec §9
export const BREAKPOINTS = { sm: 600, md: 900, lg: 1200, xl: 1536 } as const; // spec §9

// Account lifecycle (issue: foundation)
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
export const PASSWORD_RESET_TTL_HOURS = 1;
/** reset links mailed to one account per PASSWORD_RESET_TTL_HOURS; more requests get the same answer and no mail */
export const PASSWORD_RESET_MAILS_MAX = 3;
/** reset requests one client address may make an hour (issue 20: a flood over many accounts), then 429 */
export const PASSWORD_RESET_REQUESTS_PER_ADDRESS = 20;
export const USERNAME_CHANGE_TTL_HOURS = 24;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/** A rotated refresh token presented again this soon gets a sibling instead of revoking the session. */
export const REFRESH_TOKEN_REUSE_GRACE_SECONDS = 10;
export const LOGIN_FAILURE_LIMIT = 5; // failed logins per account/address…
export const LOGIN_FAILURE_WINDOW_MINUTES = 15; // …within this window, then 429

// spec §3 local storage keys
export const STORAGE_KEYS = {
  session: 'session', // access token
  refreshToken: 'RTN',
  rememberMe: 'rememberMe', // 'y' selects localStorage
  hideGetStartedCard: 'hideGetStartedCard',
  acceptedFeedGuideline: 'acceptedFeedGuideline',
  acceptedGroupHookupGuideline: 'acceptedGroupHookupGuideline',
  groupHookupsTutorialFinished: 'groupHookupsTutorialFinished',
  forumUserSlug: 'forumUserSlug',
  timeFormat24h: 'timeFormat24h',
  showTutorial: 'showTutorial',
  askCalendarSync: 'askCalendarSync',
  askProfileImage: 'askProfileImage',
  chatOutgoing: 'chatOutgoing', // + ':' + the member's uuid: unsent chat messages and drafts, this tab only
} as const;

export const CONTACT_EMAIL = 'support@hookups.example';

// spec §3 enumerations
export const SENIORITY_LEVELS = ['Starter', 'Senior', 'Manager', 'Director'] as const;
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10,001+'] as const;
export const EXPERIENCE = ['less than 1 year', '1 to 2 years', '3 to 5 years', '6 to 10 years', 'more than 10 years'] as const;

// One-to-one hookups (issue: one-to-one hookups; services/API.md § One-to-one hookups)
export const CADENCES = ['WEEKLY', 'BIWEEKLY', 'MONTHLY'] as const;
export const HOOKUP_DURATIONS = [15, 30, 45, 60] as const;
/** a run books hookups from this long after it (rounded up to the half hour) … */
export const MATCHING_LEAD_HOURS = 12;
/** … over one cadence period: 7, 14 days or one calendar month */
export const SLOT_MINUTES = 30;
export const MAX_AVAILABILITY_SLOTS = 50;
export const FEATURE_GATES = ['full_calendar', 'onboarding_side_drawer'] as const;
export type FeatureGateName = (typeof FEATURE_GATES)[number];

/**
 * spec §8: numeric codes 1001–1010 of the hookups area (1006: timeslots). Services send one as `errorCode` in
 * the error body, the gateway as `extensions.errorCode`, the web shows the message in that area.
 */
export const HOOKUP_ERROR_CODES = {
  notFound: 1001,
  rescheduleLimit: 1002,
  alreadyCancelled: 1003,
  notConfirmable: 1004,
  alreadyTookPlace: 1005,
  timeslot: 1006,
  timeCycle: 1007,
  samePerson: 1008,
  blockedPair: 1009,
  matchingInProgress: 1010,
} as const;
export type HookupErrorCode = (typeof HOOKUP_ERROR_CODES)[keyof typeof HOOKUP_ERROR_CODES];

// Notifications (issue: notifications, live; services/API.md § Notifications)
/** What a notification is about: its notificationCode, and the key of its mailing preference. */
export const NOTIFICATION_CODES = [
  'GROUP_HOOKUP_APPROVED',
  'GROUP_HOOKUP_REJECTED',
  'GROUP_HOOKUP_CANCELLED',
  'GROUP_HOOKUP_ATTENDED',
  'GROUP_HOOKUP_STARTING_SOON',
  'HOOKUP_MATCHED',
  'HOOKUP_CONFIRMED',
  'HOOKUP_RESCHEDULED',
  'HOOKUP_CANCELLED',
  'HOOKUP_STARTING_SOON',
  'WELCOME',
  'CHAT_UNREAD',
  // forum (issue 17)
  'FORUM_REPLY',
  'FORUM_TOPIC_POST',
  'FORUM_MENTION',
  // reviews and feedback (issue 18)
  'REVIEW_REQUESTED',
  'REVIEW_REVEALED',
  'FEEDBACK_RECEIVED',
] as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];
/** How /settings names each type's email switch. */
export const NOTIFICATION_LABELS: Record<NotificationCode, string> = {
  GROUP_HOOKUP_APPROVED: 'My group hookup is approved',
  GROUP_HOOKUP_REJECTED: 'My group hookup is not accepted',
  GROUP_HOOKUP_CANCELLED: 'A group hookup I attend is cancelled',
  GROUP_HOOKUP_ATTENDED: 'Someone attends my group hookup',
  GROUP_HOOKUP_STARTING_SOON: 'A group hookup starts in 15 minutes',
  HOOKUP_MATCHED: 'I am matched for a hookup',
  HOOKUP_CONFIRMED: 'My partner confirms a hookup',
  HOOKUP_RESCHEDULED: 'A hookup is rescheduled or changed',
  HOOKUP_CANCELLED: 'A hookup is cancelled',
  HOOKUP_STARTING_SOON: 'A hookup starts in 15 minutes',
  WELCOME: 'Welcome after I confirm my email',
  CHAT_UNREAD: 'I have unread chat messages',
  FORUM_REPLY: 'Someone replies to my forum post',
  FORUM_TOPIC_POST: 'A new post in a forum topic I follow',
  FORUM_MENTION: 'Someone mentions me in the forum',
  REVIEW_REQUESTED: 'A meeting I attended can be reviewed',
  REVIEW_REVEALED: 'A review of me is revealed',
  FEEDBACK_RECEIVED: 'Someone sends feedback',
};
/** Codes only admins are notified of (a member's feedback): /settings shows their email switch to admins alone. */
export const ADMIN_NOTIFICATION_CODES: readonly NotificationCode[] = ['FEEDBACK_RECEIVED'];
export const NOTIFICATION_REMINDER_MINUTES = 15; // "starting in 15 minutes"
export const NOTIFICATION_PAGE_SIZE_MAX = 50;
export const PAUSE_NOTIFICATIONS_MAX_WEEKS = 52;
export const UNSUBSCRIBE_TOKEN_TTL_DAYS = 90;
/** A notification email is tried this many times (backoff doubling from MAIL_RETRY_BASE_MS) before it is FAILED. */
export const MAIL_MAX_ATTEMPTS = 8;

// Profiles (issue 6 § Profiles)
export const PROFILE_TAGS_MAX = 10;
export const PROFILE_TEXT_MAX = 200;
export const PERSONAL_INFORMATION_MAX = 2000;
/** an avatar is served as a square WebP of this many pixels a side (cover crop) */
export const AVATAR_SIZE_PX = 256;
/** A group hookup image is re-encoded within this many pixels a side (cards and the details page show it smaller). */
export const GROUP_HOOKUP_IMAGE_MAX_PX = 1600;

// Referrals, perks and tags (issue 6; services/API.md § Slice: referrals-perks-tags)
/** spec §3 Tag color and fontColor: #RRGGBB */
export const TAG_COLOR_PATTERN = '^#[0-9A-Fa-f]{6}$';
export const TAG_COLOR_MAX = 7;
export const TAG_NAME_MAX = 40;
export const TAG_DESCRIPTION_MAX = 300;
export const PERK_TEXT_MAX = { title: 120, partner: 120, description: 2000, howToRedeem: 2000, link: 2000 } as const;
/** a perk's link: an absolute http(s) URL */
export const PERK_LINK_PATTERN = '^https?:\\/\\/[^\\s/$.?#][^\\s]*$';

// Admin user management (issue: members and admin, slice admin-users; services/API.md § Slice: admin-users)
/** How the admin screens name each role (GET admin/roles/all); ROLE_USER is the spec's "client". */
export const ROLE_LABELS: Record<Role, string> = {
  ROLE_ADMIN: 'Admin',
  ROLE_USER: 'Client',
  ROLE_AMBASSADOR: 'Ambassador',
  ROLE_EXPERT: 'Expert',
};
/** spec §3 admin user list: the columns sorting_parameter accepts (default createdOn, direction desc). */
export const ADMIN_USER_SORTS = ['createdOn', 'firstName', 'lastName', 'fullName', 'username', 'city', 'companyName', 'lastActivity'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
/** A member an admin creates sets their password through a mailed link that works this long (a reset link lasts 1 hour). */
export const SET_PASSWORD_TTL_HOURS = 72;

// Chat (issue 16)
/** Twilio's message body limit: 32 KB, counted in UTF-8 bytes. */
export const CHAT_BODY_MAX_BYTES = 32_768;
/** spec §9 "chat constants 30 and 75": 30 messages a page when a conversation opens and per older page */
export const CHAT_MESSAGES_PAGE_SIZE = 30;
/** spec §9 "chat constants 30 and 75": a conversation preview shows at most 75 characters of the last message */
export const CHAT_PREVIEW_LENGTH = 75;
/** a member may send at most this many messages in CHAT_SEND_WINDOW_MS (all conversations together) */
export const CHAT_SEND_LIMIT = 20;
export const CHAT_SEND_WINDOW_MS = 10_000;
/** lifetime of GET chat/access-token (Twilio's default is one hour); the client refreshes it a minute early */
export const CHAT_TOKEN_TTL_SECONDS = 3600;
export const CHAT_TOKEN_REFRESH_BEFORE_MS = 60_000;
/** typing indicators: at most one per member and conversation every 3 s, shown for 5 s */
export const CHAT_TYPING_INTERVAL_MS = 3000;
export const CHAT_TYPING_EXPIRES_MS = 5000;
export const CHAT_GROUP_MAX_PARTICIPANTS = 100;

// ════════ Realtime: chat digests (issue 16) ════════
/** A chat message unread this long after it was sent goes into the member's next digest (bell + email). */
export const CHAT_DIGEST_DELAY_MINUTES = 5;
/** At most one digest per member per this many minutes, however many messages keep arriving. */
export const CHAT_DIGEST_WINDOW_MINUTES = 30;
// ════════ Reviews (issue 18) ════════
/** a meeting can be reviewed for this many days after its end; sealed reviews are revealed when it closes */
export const REVIEW_WINDOW_DAYS = 14;
/** a member's rating is shown only from this many revealed reviews up */
export const REVIEW_RATING_MIN_COUNT = 3;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_PRIVATE_FEEDBACK_MAX = 1000;
/** the attendance score counts a member's last this many confirmed meetings (Focusmate-style) */
export const ATTENDANCE_SCORE_MEETINGS = 20;
/** from this many no-shows among those meetings, matching gives the member a lower priority */
export const NO_SHOW_PENALTY_FROM = 2;

// ════════ Feedback and error reports (issue 18) ════════
export const FEEDBACK_TEXT_MAX = { name: 200, email: 100, message: 5000, page: 500 } as const;
/** per address and minute: feedback and error reports are open to guests, so each has its own tight limit */
export const FEEDBACK_RATE_LIMIT_PER_MINUTE = 5;
export const ERROR_REPORT_RATE_LIMIT_PER_MINUTE = 20;
export const ERROR_REPORT_MAX_BYTES = 16_384; // a whole report body; larger ones are refused with 413
export const ERROR_REPORT_TEXT_MAX = { message: 1000, stack: 8000, route: 500, breadcrumb: 300 } as const;
export const ERROR_REPORT_BREADCRUMBS_MAX = 20; // the last route changes and clicks the page keeps
export const ERROR_REPORT_GROUPS_MAX = 100;
export const SENTRY_REPLAY_SAMPLE_RATE = 0.1; // spec §9
export const SENTRY_REPLAY_ON_ERROR_SAMPLE_RATE = 1; // spec §9
// ════════ Forum (issue 17): NodeBB's defaults ════════
export const FORUM_TITLE_MIN = 3;
export const FORUM_TITLE_MAX = 255;
/** counted on the post's plain text (what a reader sees), not on its JSON or HTML */
export const FORUM_POST_MIN = 8;
export const FORUM_POST_MAX = 32_767;
/** the largest editor JSON accepted (the contract's 200 KB) */
export const FORUM_CONTENT_JSON_MAX = 200_000;
export const FORUM_POST_DELAY_SECONDS = 10;
/** NodeBB's newbie delay: for a member whose account is younger than FORUM_NEW_MEMBER_HOURS while their forum
 *  reputation is below FORUM_NEW_MEMBER_REPUTATION (a few upvotes lift it early) */
export const FORUM_NEW_MEMBER_POST_DELAY_SECONDS = 120;
export const FORUM_NEW_MEMBER_HOURS = 24;
export const FORUM_NEW_MEMBER_REPUTATION = 3;
export const FORUM_TAGS_MAX = 5;
/** a forum category's name (counted without surrounding blanks) and optional description (admins, spec §7): services'
 *  schema and the "Manage categories" form both read these */
export const FORUM_CATEGORY_NAME_MIN = 2;
export const FORUM_CATEGORY_NAME_MAX = 60;
export const FORUM_CATEGORY_DESCRIPTION_MAX = 255;
/** A topic counts one view per member per this window (NodeBB counts a session's view once), not one per read */
export const FORUM_VIEW_WINDOW_MINUTES = 60;
/** topics per page of /recent and posts per page of a topic (NodeBB's 20) */
export const FORUM_PAGE_SIZE = 20;
export const FORUM_PAGE_SIZE_MAX = 50;
/** The header by which a gateway shows services its INTERNAL_TOKEN: only then do services believe its X-Forwarded-For. */
export const GATEWAY_TOKEN_HEADER = 'x-gateway-token';

// ════════ Chat in the browser (issue 16, web) ════════
/** Waits before the nth reconnection attempt after a failure (then the last one, never a tight loop). */
export const CHAT_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;
/** How many delivered chat eventIds are remembered so a replay never shows one twice. */
export const CHAT_SEEN_EVENTS_MAX = 1000;
/** How often the web app tells the chat connection the time. */
export const CHAT_CLOCK_TICK_MS = 5000;
/** Conversations loaded for the list and the unread badge (services' maximum page). */
export const CHAT_CONVERSATIONS_PAGE_SIZE = 100;

/** The AI assistant (issue 19). */
export const AI_AGENT_QUESTION_MAX = 1000;
export const AI_AGENT_ANSWER_MAX = 500;
/** how many of the latest messages GET ai-agent/thread answers, and how many the engine is given as history */
export const AI_AGENT_THREAD_SIZE = 100;
export const AI_AGENT_HISTORY_SIZE = 12;
/** the engine's answer must be whole within this time (AI_TIMEOUT_MS), else nothing is stored */
export const AI_AGENT_TIMEOUT_MS = 60_000;
/** tool rounds the engine may take before it must answer */
export const AI_AGENT_MAX_TOOL_ROUNDS = 4;
