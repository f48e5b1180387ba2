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
  busy: 'Chat is busy right now and your message was not sent. Try again in a moment.',
} as const;
