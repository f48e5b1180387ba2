import type { ChatConversation, ChatConversationView, ChatMedia, ChatMessage, ChatParticipant, Delivery, NotificationLevel } from '~/common/chat';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { CHAT } from '~/common/messages';
import { GatewayError } from '~/gateway/errors';
import { CHAT_SENDS_IN_FLIGHT_MAX } from '~/gateway/limits';
import type { ServicesCall, ServicesCursorCall } from '~/gateway/sources/call';
import { servicesUrl } from '~/gateway/sources/call';
import { ACCESS_TOKEN_ISSUER } from '~/gateway/tokens';

// REST shapes of services/API.md § Chat (common/chat.ts).
export type { ChatConversation, ChatConversationView, ChatMedia, ChatMessage, ChatParticipant };

export interface ServicesChatPage {
  elements: ChatConversationView[];
  totalPages: number;
  totalElements: number;
  page: number;
  size: number;
}

/** services' answer to its author's send, edit or delete: delivery counts too, except for a resend's first answer */
export type MessageAnswer = ChatMessage & { delivery?: Delivery };

export interface ServicesMessagePage {
  messages: ChatMessage[];
  hasMore: boolean;
  participants: ChatParticipant[];
}

const segment = encodeURIComponent;
const conversationPath = (sid: string) => `/chat/conversations/${segment(sid)}`;

/** this process's chat sends waiting on services (all requests together) */
let sendsInFlight = 0;

/** A send, unless CHAT_SENDS_IN_FLIGHT_MAX already wait on services: then UNAVAILABLE at once (issue 16). */
async function boundedSend<T>(send: () => Promise<T>): Promise<T> {
  if (sendsInFlight >= CHAT_SENDS_IN_FLIGHT_MAX) throw new GatewayError(CHAT.busy, { code: 'UNAVAILABLE' });
  sendsInFlight += 1;
  try {
    return await send();
  } finally {
    sendsInFlight -= 1;
  }
}

/** The built-in chat's calls (services/API.md § Chat). */
export function chatCalls(call: ServicesCall, cursorCall: ServicesCursorCall) {
  return {
    chatAccessToken: (accessToken: string) => call<{ token: string; identity: string; expiresAt: string; ttlSeconds: number }>('GET', '/chat/access-token', { accessToken }),
    chatConversations: (accessToken: string, page?: number | null, size?: number | null) =>
      cursorCall<ServicesChatPage>('GET', '/chat/conversations', { accessToken, query: { page, size } }),
    chatConversation: (accessToken: string, sid: string) => call<ChatConversationView>('GET', conversationPath(sid), { accessToken }),
    chatMessages: (accessToken: string, sid: string, before?: number | null, size?: number | null) =>
      call<ServicesMessagePage>('GET', `${conversationPath(sid)}/messages`, { accessToken, query: { before, size } }),
    chatUnread: (accessToken: string) => call<{ total: number }>('GET', '/chat/unread', { accessToken }),
    startChat: (accessToken: string, participants: string[], friendlyName?: string | null) =>
      call<ChatConversationView>('POST', '/chat/conversations', { accessToken, body: { participants, ...(friendlyName != null ? { friendlyName } : {}) } }),
    openGroupHookupChat: (accessToken: string, uuid: string) => call<ChatConversationView>('POST', `/chat/group-hookups/${segment(uuid)}/conversation`, { accessToken }),
    renameChat: (accessToken: string, sid: string, friendlyName: string) => call<ChatConversationView>('PUT', conversationPath(sid), { accessToken, body: { friendlyName } }),
    addChatParticipant: (accessToken: string, sid: string, identity: string) =>
      call<ChatConversationView>('POST', `${conversationPath(sid)}/participants`, { accessToken, body: { identity } }),
    leaveChat: (accessToken: string, sid: string) => call<void>('DELETE', `${conversationPath(sid)}/participants/me`, { accessToken }),
    updateChatParticipant: (
      accessToken: string,
      sid: string,
      body: { notificationLevel?: NotificationLevel; lastReadMessageIndex?: number; lastDeliveredMessageIndex?: number },
    ) => call<ChatConversationView>('PUT', `${conversationPath(sid)}/participants/me`, { accessToken, body }),
    sendChatMessage: (accessToken: string, sid: string, body: { body?: string; mediaSids?: string[]; clientMessageId?: string }) =>
      boundedSend(() => call<MessageAnswer>('POST', `${conversationPath(sid)}/messages`, { accessToken, body })),
    editChatMessage: (accessToken: string, sid: string, messageSid: string, body: string) =>
      call<MessageAnswer>('PUT', `${conversationPath(sid)}/messages/${segment(messageSid)}`, { accessToken, body: { body } }),
    deleteChatMessage: (accessToken: string, sid: string, messageSid: string) =>
      call<MessageAnswer>('DELETE', `${conversationPath(sid)}/messages/${segment(messageSid)}`, { accessToken }),
  };
}

/** services/API.md § Tokens: chat tokens are signed with the access tokens' keys, for the 'hookups-chat' audience. */
export const CHAT_TOKEN_AUDIENCE = 'hookups-chat';

export type ChatTokenCheck = { status: 'valid'; identity: string; expiresAt: number } | { status: 'invalid' } | { status: 'unverifiable' };

const chatVerifiers = new Map<string, (token: string) => Promise<ChatTokenCheck>>();

/** One verifier per services address (jose caches the key set), shared by every request of this process. */
export function chatTokenVerifier(baseUrl: string): (token: string) => Promise<ChatTokenCheck> {
  let verifier = chatVerifiers.get(baseUrl);
  if (!verifier) {
    const keySet = createRemoteJWKSet(servicesUrl(baseUrl, '/.well-known/jwks.json'));
    verifier = async (token) => {
      try {
        const { payload } = await jwtVerify(token, keySet, {
          issuer: ACCESS_TOKEN_ISSUER,
          audience: CHAT_TOKEN_AUDIENCE,
          algorithms: ['EdDSA', 'Ed25519'],
          requiredClaims: ['sub', 'exp'],
        });
        return { status: 'valid', identity: String(payload.sub), expiresAt: payload.exp! * 1000 };
      } catch (error) {
        const unavailable = !(error instanceof errors.JOSEError) || ['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC'].includes(error.code);
        return { status: unavailable ? 'unverifiable' : 'invalid' };
      }
    };
    chatVerifiers.set(baseUrl, verifier);
  }
  return verifier;
}
