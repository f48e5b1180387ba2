import { Type, type Static } from 'typebox';
import { CHAT_MESSAGES_PAGE_SIZE, CHAT_GROUP_MAX_PARTICIPANTS } from '~/common/constants';
import { CHAT as M, NETWORK } from '~/common/messages';
import { IdText, Nullable } from '~/services/schemas';

// services/API.md § Chat: Twilio Conversations' shapes (spec §3 chat fields).

const Attributes = Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });
const Index = Nullable(Type.Integer());

export const ParticipantSchema = Type.Object({
  sid: Type.String(),
  identity: Type.String(),
  friendlyName: Type.String(),
  imageUrl: Nullable(Type.String()),
  type: Type.Literal('chat'),
  attributes: Attributes,
  notificationLevel: Type.Union([Type.Literal('default'), Type.Literal('muted')]),
  lastReadMessageIndex: Index,
  lastDeliveredMessageIndex: Index,
});

export const MediaSchema = Type.Object({
  sid: Type.String(),
  filename: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  category: Type.Literal('media'),
});

export const MessageSchema = Type.Object({
  sid: Type.String(),
  conversationSid: Type.String(),
  index: Type.Integer(),
  body: Nullable(Type.String()),
  author: Type.String(),
  authorName: Type.String(),
  participantSid: Type.String(),
  attributes: Attributes,
  clientMessageId: Nullable(Type.String()),
  dateCreated: Type.String(),
  dateUpdated: Type.String(),
  edited: Type.Boolean(),
  deleted: Type.Boolean(),
  media: Type.Array(MediaSchema),
});

/** Twilio's delivery receipt summary, from the other participants' horizons (common/chat.ts deliveryOf) */
export const DeliverySchema = Type.Object({
  total: Type.Integer(),
  sent: Type.Integer(),
  delivered: Type.Integer(),
  read: Type.Integer(),
  undelivered: Type.Integer(),
  failed: Type.Integer(),
});

/** The author's answer to a send, edit or delete: the message with its delivery (absent for a resend's first answer) */
export const MessageAnswerSchema = Type.Object({ ...MessageSchema.properties, delivery: Type.Optional(DeliverySchema) });

export const ConversationSchema = Type.Object({
  sid: Type.String(),
  kind: Type.Union([Type.Literal('direct'), Type.Literal('group'), Type.Literal('group-hookup')]),
  friendlyName: Nullable(Type.String()),
  attributes: Attributes,
  createdBy: Type.String(),
  groupHookupUUID: Nullable(Type.String()),
  dateCreated: Type.String(),
  dateUpdated: Type.String(),
  lastMessageIndex: Type.Integer(),
  lastMessage: Nullable(MessageSchema),
  participants: Type.Array(ParticipantSchema),
  unreadCount: Type.Integer(),
  notificationLevel: Type.Union([Type.Literal('default'), Type.Literal('muted')]),
  lastReadMessageIndex: Index,
});

export const ConversationPage = Type.Object({
  elements: Type.Array(ConversationSchema),
  totalPages: Type.Integer(),
  totalElements: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});

export const MessagePage = Type.Object({ messages: Type.Array(MessageSchema), hasMore: Type.Boolean(), participants: Type.Array(ParticipantSchema) });

export const SidParams = Type.Object({ sid: IdText() });
export const MessageParams = Type.Object({ sid: IdText(), messageSid: IdText() });
export const GroupHookupParams = Type.Object({ uuid: IdText() });

export const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 0, default: 0, errorMessage: NETWORK.page }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 50, errorMessage: NETWORK.pageSize }),
});

export const MessagesQuery = Type.Object({
  before: Type.Optional(Type.Integer({ minimum: 0 })),
  size: Type.Integer({ minimum: 1, maximum: 100, default: CHAT_MESSAGES_PAGE_SIZE, errorMessage: NETWORK.pageSize }),
});

const FriendlyName = Type.String({ minLength: 1, maxLength: 100, errorMessage: { minLength: M.friendlyNameLength, maxLength: M.friendlyNameLength, type: M.friendlyNameLength } });

export const CreateConversationBody = Type.Object({
  /** member uuids besides the caller: one without a name is a one-to-one conversation */
  participants: Type.Array(IdText(), { minItems: 1, maxItems: CHAT_GROUP_MAX_PARTICIPANTS - 1, errorMessage: { minItems: M.participantsRequired, maxItems: M.participantsMax, type: M.participantsRequired } }),
  friendlyName: Type.Optional(FriendlyName),
});

export const RenameBody = Type.Object({ friendlyName: FriendlyName });
export const AddParticipantBody = Type.Object({ identity: IdText() });

export const UpdateMeBody = Type.Object({
  notificationLevel: Type.Optional(Type.Union([Type.Literal('default'), Type.Literal('muted')], { errorMessage: M.notificationLevel })),
  lastReadMessageIndex: Type.Optional(Type.Integer({ minimum: -1 })),
  lastDeliveredMessageIndex: Type.Optional(Type.Integer({ minimum: -1 })),
});

export const SendBody = Type.Object({
  // the 32 KB byte limit is checked in bytes by the handler; this only bounds what is parsed
  body: Type.Optional(Type.String({ maxLength: 40_000, errorMessage: { maxLength: M.bodyTooLong } })),
  mediaSids: Type.Optional(Type.Array(IdText(), { maxItems: 10 })),
  clientMessageId: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]{1,64}$', errorMessage: M.clientMessageId })),
  attributes: Type.Optional(Attributes),
});

export const EditBody = Type.Object({ body: Type.String({ maxLength: 40_000, errorMessage: { maxLength: M.bodyTooLong } }) });

export const AccessTokenSchema = Type.Object({ token: Type.String(), identity: Type.String(), expiresAt: Type.String(), ttlSeconds: Type.Integer() });
export const UnreadSchema = Type.Object({ total: Type.Integer() });
export const MediaQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 2_000 })) });

export type SendBodyType = Static<typeof SendBody>;
