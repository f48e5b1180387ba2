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
  categoryName: 'A category name is 2 to 60 characters.',
  categoryDescription: 'A category description is at most 255 characters.',
  categoryExists: 'A category with this name already exists.',
  categoryNotEmpty: 'This category still has topics: only an empty category can be deleted.',
  categoriesAdminOnly: 'Only administrators can manage the forum categories.',
  categoryTopicsAdminsOnly: 'Only administrators can start topics in this category. You can reply to its topics.',
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
