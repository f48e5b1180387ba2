// Every user-facing message in one place. Quoted ones are spec wording (§2, §5, §8) and must not change.

/** spec §5 validation messages, used by the web forms (zod) and enforced again by services (TypeBox). */
export const VALIDATION = {
  usernameEmail: 'You need to provide a valid email', // spec §5
  usernameMin: 'Username must be at least 4 characters', // spec §5
  usernameMax: 'Username must be less than 100 characters', // spec §5
  passwordRule:
    'Password must contain at least one number, one uppercase letter, one lowercase letter, one special character and no spaces', // spec §5
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be less than 250 characters',
  passwordRequired: 'Password is required',
  passwordsMatch: "Passwords don't match", // spec §5
  firstNameMin: 'Name must be at least 1 characters', // spec §5
  lastNameMin: 'Surname must be at least 1 characters', // spec §5
  jobPositionMin: 'Job position must be at least 2 characters',
  howDidYouHearAboutUsMin: 'Please tell us how you heard about us',
  linkedInUrl: 'You need to provide a valid LinkedIn URL', // spec §5
  location: 'You need to provide a valid location', // spec §5
  acceptTerms: 'You must accept the terms and conditions', // spec §5
  phoneNumber: 'You need to provide a valid phone number', // spec §5
  required: 'This field is required',
  /** common/text.ts: PostgreSQL text cannot hold U+0000 */
  unstorableText: 'Text may not contain the NUL character (\\u0000) or a lone surrogate.',
  /** gateway: a text sent in a URL to services is longer than any they accept */
  textTooLong: 'This text is too long.',
} as const;

/** Answers of the auth and account calls (services) shown as they are by the web app. */
export const AUTH = {
  // spec §8: a LinkedIn sign-in that failed without a code of the provider's
  linkedInFailed: 'Login failed. Please try again.',
  linkedInUnavailable: 'Sign in with LinkedIn is not available here.',
  linkedInExpired: 'This LinkedIn sign-in has expired. Please start again.',
  linkedInLinkWrongPassword: 'Wrong password: enter the password of your account to link LinkedIn to it.',
  linkedInEmailUnverified: 'Your LinkedIn email address is not verified. Verify it at LinkedIn, or register with a password.',
  invalidCredentials: 'Wrong email or password.',
  tooManyAttempts: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again in a minute.',
  accountDisabled: 'Your account has been disabled. Please contact us.',
  emailTaken: 'An account with this email already exists.',
  tokenInvalid: 'This link is invalid or has expired.',
  sessionExpired: 'Your session has expired. Please log in again.',
  unauthenticated: 'You need to log in to do that.',
  forbidden: 'You are not allowed to do that.',
  wrongOldPassword: 'The old password is incorrect.',
  samePassword: 'The new password must be different from the old one.',
  resetSent: 'If an account exists for this email, we have sent a link to reset your password.',
  passwordReset: 'Your password has been reset. You can now log in.',
  passwordChanged: 'Your password has been changed.',
  emailConfirmed: 'Your email has been confirmed.',
  alreadyVerified: 'Your email is already confirmed.',
  resendSuccess: "We've sent you another email to validate your account.", // spec §2
  usernameChangeSent: "We've sent a confirmation link to your new email address.",
  usernameChanged: 'Your email has been changed.',
  sameUsername: 'This is already your email address.',
  csrf: 'Your security token has expired. Please try again.',
} as const;

/** Page texts the spec quotes (§2, §8). */
export const PAGES = {
  notFoundTitle: 'Page not found', // spec §2
  notFoundText: 'The page you are looking for does not seem to exist', // spec §2
  goHome: 'GO HOME', // spec §2
  errorTitle: 'Sorry, we broke something!', // spec §2
  confirmFailure: 'An error occurred. Please try again later.', // spec §8
  offline: 'No internet connection.', // spec §8
  linkedInFailure: 'Login failed. Please try again.', // spec §8
  internal: 'Something went wrong on our side. Please try again later.',
} as const;

/** Group hookups (spec §3, §4, §5): validation and refused transitions. */
export const GROUP_HOOKUP = {
  titleLength: 'Title must be between 3 and 70 characters',
  descriptionLength: 'Description must be between 10 and 1000 characters',
  whoShouldJoinLength: 'Who should join must be between 10 and 1000 characters',
  whyShouldJoinLength: 'Why should join must be between 10 and 1000 characters',
  whatWillDiscussLength: 'What will we discuss must be between 10 and 1000 characters',
  privateRequired: 'Please choose whether the group hookup is private',
  categoryRequired: 'Please choose a category',
  startDateFuture: 'The start date must be in the future',
  durationRange: 'The duration must be between 15 and 240 minutes',
  maxParticipantsRange: 'The number of participants must be between 2 and 100',
  tagsLimit: 'Use at most 10 tags of 1 to 30 characters each',
  reasonLength: 'Please give a reason of 3 to 500 characters',
  imageTooLarge: 'The image must be at most 50 MB',
  imageType: 'Please upload a JPEG, PNG, WebP or GIF image',
  imageUnreadable: 'We could not read this image. Please try another one.',
  notFound: 'This group hookup does not exist or is not visible to you.',
  onlyHostOrAdmin: 'Only the host or an admin can do that.',
  sponsoredAdminsOnly: 'Only admins can mark a group hookup as sponsored.',
  verifyFirst: 'Please confirm your email before hosting a group hookup.',
  notEditable: 'Only a pending or approved group hookup that has not started can be edited.',
  belowParticipants: 'There are already more participants than that.',
  approveNotPending: 'Only a pending group hookup can be approved.',
  rejectNotPending: 'Only a pending group hookup can be rejected.',
  cancelNotActive: 'Only a pending or approved group hookup that has not ended can be cancelled.',
  highlightNotApproved: 'Only an approved group hookup that has not ended can be highlighted.',
  attendNotOpen: 'You can only attend an approved group hookup that has not ended.',
  attendFull: 'This group hookup is full.',
  attendOwn: 'You are the host of this group hookup.',
  leaveNotParticipant: 'You are not attending this group hookup.',
  leaveEnded: 'This group hookup has already ended.',
  attendFirst: 'Attend the group hookup before you join its room.',
  roomNotOpen: 'The room opens 5 minutes before the start.',
  roomClosed: 'This session is over.',
  requireApprovalRequired: 'Please choose whether new group hookups need approval',
  settingsNotFound: 'These group hookup settings do not exist or are not visible to you.',
  uploadNotFound: 'This image does not exist.',
  // issue 20: images are served only through the signed, expiring links services hand out
  imageLinkInvalid: 'This image link is not valid. Open the image from the page that shows it.',
  imageLinkExpired: 'This image link has expired. Reload the page to see the image.',
  imageMissing: 'Please choose an image to upload',
  imageMalformed: 'The upload could not be read: send the image as multipart/form-data.',
} as const;

/** One-to-one hookups, time cycles and availability (spec §3, §7, §8). Quoted ones are spec §8 wording. */
export const HOOKUP = {
  rescheduleCancelTitle: 'Reschedule cancel', // spec §8
  rescheduleLimit:
    'It looks like you and your hookup are having difficulty rescheduling. The platform is limited to 2 reschedules to prevent misuse of the platform. If you would like to continue with your hookup please select a timeslot. Press "SAVE" if you prefer to cancel the hookup.', // spec §8
  alreadyCancelled: 'The hookup has already been cancelled!', // spec §8
  notFound: 'This hookup does not exist or is not yours.',
  notConfirmable: 'Only a hookup waiting for confirmation that has not started can be confirmed.',
  alreadyConfirmed: 'You have already confirmed this hookup.',
  notReschedulable: 'Only an upcoming hookup that has not started can be rescheduled.',
  alreadyTookPlace: 'This hookup has already taken place.',
  slotUnavailable: 'This time is not available for both of you. Please pick another timeslot.',
  startInPast: 'Please pick a time in the future.',
  timeCycleNotFound: 'This time cycle does not exist or is not active.',
  samePerson: 'A hookup needs two different members.',
  blockedPair: 'These members cannot be matched.',
  matchingInProgress: 'Matching is already running for this time cycle. Please try again in a moment.',
  participantBusy: 'One of the members already has a hookup at that time.',
  reasonLength: 'Please give a reason of 3 to 500 characters',
  cycleNameLength: 'The name must be between 2 and 60 characters',
  cycleNameTaken: 'A time cycle with this name already exists.',
  cadenceRequired: 'Please choose how often the cycle runs',
  durationChoice: 'The hookup duration must be 15, 30, 45 or 60 minutes',
  timeZoneInvalid: 'Please choose a valid time zone',
  slotOrder: 'Each timeslot must end after it starts',
  slotGrid: 'Timeslots start and end on the hour or half hour',
  slotOverlap: 'Timeslots on the same day must not overlap',
  slotsLimit: 'Use at most 50 timeslots',
  userNotFound: 'This member does not exist.',
  featureGateNotFound: 'This feature gate does not exist.',
  googleNotConfigured: 'Google Calendar is not available on this server. Use your private calendar feed instead.',
} as const;

/** Notifications, mailing preferences, pause and unsubscribe (spec §2, §4, §7). */
export const NOTIFICATION = {
  empty: 'No notifications found', // spec §2
  notFound: 'This notification does not exist or is not yours.',
  pageSize: 'The page size must be between 1 and 50.',
  sorting: 'Notifications can only be sorted by date.',
  pauseWeeks: 'Please choose between 1 and 52 weeks.',
  unknownPreference: 'Unknown notification type.',
  unsubscribed: 'You have been unsubscribed. We will not send you any more emails.',
  unsubscribeInvalid: 'This unsubscribe link is invalid or has expired.',
} as const;

/** Profiles: editing one's own or (admins) a member's profile, avatars, the public profile (issue 6 § Profiles). */
export const PROFILE = {
  termsOwnOnly: 'Only the member can accept the terms and conditions.',
  seniorityLevel: 'Please choose a seniority level from the list',
  companySize: 'Please choose a company size from the list',
  yearsOfExperience: 'Please choose your years of experience from the list',
  textTooLong: 'Please use at most 200 characters',
  personalInformationTooLong: 'Please use at most 2000 characters',
  usernameHere: 'Your email is changed from Settings, where we send a confirmation link to the new address.',
  tagsLimit: 'Choose at most 10 interests',
  tagInvalid: 'Each interest must be 1 to 30 lower-case letters, digits or dashes',
  tagUnknown: 'One of the interests does not exist',
  userNotFound: 'This member does not exist.',
  idMismatch: 'The id does not match the member being edited.',
  fullNameParts: 'Please give a first name and a surname',
  avatarUnreadable: GROUP_HOOKUP.imageUnreadable,
  avatarDeleted: 'The profile photo has been removed.',
  saved: 'Your profile has been saved.',
  memberSaved: 'The profile has been saved.',
  missingFieldsTitle: 'Complete your profile',
  missingFieldsText: 'Some details other members look for are missing:',
} as const;

/** Directories, my network and blocking (spec §2 /experts, /ambassadors, /my-network; §7 user, public). */
export const NETWORK = {
  memberNotFound: 'This member does not exist.',
  blockSelf: 'You cannot block yourself.',
  addSelf: 'You cannot add yourself to your network.',
  contactBlocked: 'Unblock this member before adding them to your network.',
  notAnAddedContact: 'This member is not one of the contacts you added.',
  pageSize: 'size must be between 1 and 100',
  page: 'page must be a whole number of at least 0',
  queryLength: 'The search text must be at most 100 characters',
  emptyNetwork: 'Your network is empty. People you meet in hookups and group hookups show up here.',
  emptyExperts: 'No experts yet.',
  emptyAmbassadors: 'No ambassadors yet.',
  emptyBlocked: 'You have not blocked anyone.',
  emptySearch: 'No members found',
} as const;

/** Referrals and Invite Friends (issue 6; services/API.md § Slice: referrals-perks-tags). */
export const REFERRAL = {
  email: 'You need to provide a valid email', // spec §5 (the invitee's address)
  alreadyMember: 'This person is already a member.',
  clientsOnly: 'Only clients can invite friends.',
  invited: 'Your invitation has been sent.',
  reinvited: 'We have sent your invitation again.',
  linkCopied: 'Link copied',
} as const;

/** Member perks (issue 6): what admins publish on /member-perks. */
export const PERK = {
  titleRequired: 'Title is required',
  partnerRequired: 'Partner is required',
  descriptionRequired: 'Description is required',
  howToRedeemRequired: 'How to redeem is required',
  link: 'You need to provide a valid link starting with http:// or https://',
  tooLong: 'This text is too long',
  notFound: 'This perk does not exist.',
  draftsAdminsOnly: 'Only admins can see unpublished perks.',
} as const;

/** Tags (spec §3 Tag, §5 "Tags: name, description, color, fontColor non-empty"). */
export const TAG = {
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  colorRequired: 'Color is required',
  fontColorRequired: 'Font color is required',
  colorFormat: 'Color must be a hex color like #1A2B3C',
  fontColorFormat: 'Font color must be a hex color like #FFFFFF',
  nameSlug: 'The name needs at least one letter or digit',
  tooLong: 'This text is too long',
  slugTaken: 'A tag with this name already exists.',
  notFound: 'This tag does not exist.',
} as const;

/** Admin user management (slice admin-users): refusals of GET/PUT admin/user… and the /users screens. */
export const ADMIN_USERS = {
  notFound: 'This user does not exist.',
  cannotDisableSelf: 'You cannot disable your own account.',
  cannotRemoveOwnAdmin: 'You cannot remove your own admin role.',
  rolesRequired: 'Please choose at least one role',
  roleUnknown: 'Please choose roles from the list',
  sortingParameter: 'sorting_parameter must be one of createdOn, firstName, lastName, fullName, username, city, companyName, lastActivity',
  sortingDirection: 'sorting_direction must be asc or desc',
  isSubscribe: 'f_isSubscribe must be true or false',
  created: 'The user has been created. We have sent them an email to set their password.',
  disabled: 'The user has been disabled.',
  enabled: 'The user has been enabled.',
  rolesSaved: 'The roles have been saved.',
  empty: 'No users found',
} as const;

/** Video rooms (issue 22): refusals of GET video-sdk/generate-token, GET rooms/validate and the media node. */
export const VIDEO = {
  roomRequired: 'Please choose a room',
  notFound: 'This video call does not exist or is not yours.',
  notParticipant: 'Only the two participants of this hookup can join its video call.',
  attendFirst: GROUP_HOOKUP.attendFirst,
  groupNotOpen: GROUP_HOOKUP.roomNotOpen,
  hookupNotOpen: 'The video call opens 5 minutes before the start.',
  closed: GROUP_HOOKUP.roomClosed,
  hookupCancelled: 'This hookup has been cancelled.',
  noRoom: 'This group hookup has no room: only an approved group hookup has one.',
  removed: 'You were removed from this session.',
  ended: 'The host ended this session.',
  tokenMissing: 'A room token is required.',
  tokenInvalid: 'This room token is not valid.',
  tokenOtherRoom: 'This room token is for another room.',
  hostOnly: 'Only the host can do this.',
  muteLocked: 'The host has muted you.',
};

/** Chat (issue 16; spec §8 chat errors; services/API.md § Chat). */
export const CHAT = {
  /** spec §8: '{Conversation|Message|Media|Participant} with SID {sid} was not found.' */
  notFound: (kind: 'Conversation' | 'Message' | 'Media' | 'Participant', sid: string) => `${kind} with SID ${sid} was not found.`,
  addParticipantTitle: 'Unable to add participant', // spec §8
  addParticipant: 'There is an error while adding participant to conversation', // spec §8
  renameTitle: 'Unable to save Conversation name', // spec §8
  renameCreatorOnly: 'Only creators of the Conversation can edit the Conversation name.', // spec §8
  blocked: 'You cannot message this member.',
  bodyTooLong: 'A message can be at most 32 KB (32,768 bytes). Split it into shorter messages.',
  bodyOrMedia: 'Write a message or attach a file.',
  friendlyNameRequired: 'Give the group conversation a name.',
  friendlyNameLength: 'A conversation name must be 1 to 100 characters.',
  participantsRequired: 'Choose at least one member to talk to.',
  participantsMax: 'A conversation can have at most 100 participants.',
  chatWithSelf: 'You cannot start a conversation with yourself.',
  notYours: 'You can only edit or delete your own messages.',
  messageDeleted: 'This message was deleted.',
  rateLimited: 'You are sending messages too quickly. Wait a few seconds and try again.',
  fileMissing: 'Choose a file to attach.',
  fileTooLarge: 'The file is larger than 50 MB.',
  fileExecutable: 'Programs and scripts cannot be sent in the chat.',
  groupHookupOnly: 'Only the host and the participants of this group hookup can chat in it.',
  groupHookupMembership: 'Members of a group hookup conversation follow the group hookup: attend or leave it instead.',
  directMembership: 'A one-to-one conversation keeps its two members: start a group conversation to add someone.',
  clientMessageId: 'clientMessageId must be 1 to 64 letters, digits, dashes or underscores.',
  notificationLevel: "notificationLevel must be 'default' or 'muted'.",
  tokenExpired: 'Your chat session expired. Reconnecting…',
} as const;

/** Reviews (issue 18; spec §5-style messages, one for every refusal). */
export const REVIEW = {
  meetingRequired: 'Choose the hookup or group hookup you are reviewing.',
  rating: 'Choose a rating from 1 to 5 stars.',
  commentRequired: 'Write a comment others can read.',
  commentLength: 'A comment can be at most 1000 characters.',
  privateFeedbackLength: 'Private feedback can be at most 1000 characters.',
  meetingNotFound: 'This meeting was not found.',
  notParticipant: 'Only the participants of this meeting can review it.',
  ownGroupHookup: 'You host this group hookup: its participants review you.',
  notEnded: 'This meeting has not ended yet: you can review it once it is over.',
  notCompleted: 'Only a meeting that took place can be reviewed.',
  didNotAttend: 'Only members who joined the call can review it.',
  otherDidNotAttend: 'The other member did not join the call, so there is nothing to review.',
  windowClosed: 'The 14 days to review this meeting are over.',
  alreadyReviewed: 'You already reviewed this meeting. A review is final once submitted.',
  memberNotFound: 'This member was not found.',
} as const;

// ════════ Feedback and error reports (issue 18) ════════
export const FEEDBACK = {
  nameRequired: 'Name is required', // spec §5: each required
  emailInvalid: 'You need to provide a valid email', // spec §5
  messageRequired: 'Message is required', // spec §5: each required
  tooLong: 'This text is too long.',
  sent: 'Thank you! Your feedback has been sent.', // spec §4: the success message
  redirecting: (seconds: number) => `Taking you to Home in ${seconds} s…`, // spec §4/§9: the countdown
  notFound: 'This feedback does not exist.',
  errorReportTooLarge: 'This error report is too large.',
} as const;

/** Forum (issue 17; services/API.md § Forum): NodeBB's limits in NodeBB's words where it has them. */
export const FORUM = {
  titleTooShort: (min: number) => `Please enter a longer title. Titles should contain at least ${min} character(s).`,
  titleTooLong: (max: number) => `Please enter a shorter title. Titles can't be longer than ${max} character(s).`,
  contentTooShort: (min: number) => `Please enter a longer post. Posts should contain at least ${min} character(s).`,
  contentTooLong: (max: number) => `Please enter a shorter post. Posts can't be longer than ${max} character(s).`,
  postDelay: (seconds: number) => `You can only post once every ${seconds} seconds - please wait before posting again`,
  contentInvalid: 'The post content is not a valid editor document.',
  contentMissing: 'Write something: content or contentJson is required.',
  tooManyTags: (max: number) => `A topic can have at most ${max} tags.`,
  tagInvalid: 'Tags are 2 to 30 letters, digits, spaces or dashes.',
  categoryNotFound: 'This category does not exist.',
  topicNotFound: 'This topic does not exist.',
  postNotFound: 'This post does not exist.',
  userNotFound: 'This user does not exist.',
  topicLocked: 'This topic is locked: no new replies.',
  replyToOtherTopic: 'The post you reply to is in another topic.',
  notYours: 'You can only edit or delete your own posts.',
  postDeleted: 'This post was deleted.',
  voteOwnPost: 'You cannot vote on your own post.',
  voteDelta: 'delta must be -1, 0 or 1.',
  adminOnly: 'Only administrators can moderate the forum.',
  settingsNotYours: 'You can only change your own forum settings.',
  searchQuery: 'Search for at least 2 characters.',
  cursorInvalid: 'This page cursor is not valid.',
} as const;

/** The forum's pages and the rich-text editor (issue 17, web). */
export const FORUM_WEB = {
  linkInvalid: 'Enter a web address, an email address or a link starting with http://, https://, mailto:, ftp:, tel: or sms:.',
  embedInvalid: 'Paste a YouTube, Vimeo, X or LinkedIn post address.',
  guidelineTitle: 'Community guidelines',
  guideline:
    'Be kind and professional: share what you know, ask what you need, no spam or self-promotion. Posts that break these rules are removed by the moderators.',
  postNotFound: 'This post does not exist.',
} as const;

/** The AI assistant (issue 19; services/API.md § AI assistant). */
export const AI_AGENT = {
  noEngine:
    'Free-form questions need an AI engine, and none is configured here. Choose one of the suggested questions: they are answered from your own data.',
  engineFailed: 'The AI assistant could not answer just now. Please try again in a moment.',
  engineTimeout: 'The AI assistant took too long to answer. Please try again in a moment.',
  questionRequired: 'Ask a question or choose a suggested one.',
  unknownQuestion: 'This suggested question is not available.',
  answerTooLong: 'This answer is too long.',
  tooLong: 'This question is too long.',
  memberNotFound: 'This member does not exist.',
  otherMember: 'You can only see your own assistant.',
  busy: 'The assistant is still answering your previous question.',
} as const;
