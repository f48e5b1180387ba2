// Issue 21: the chat's connection loads after the shell has painted; the list and its unread total still arrive.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatProvider, useChat } from '~/web/lib/chat/ChatProvider';
import { SessionProvider } from '~/web/lib/session';
import { saveTokens } from '~/web/lib/storage';
import { fakeGateway, json } from '~/web/testing/fakeGateway';

const member = { uuid: 'u-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_USER'], verified: true };

const conversation = (sid: string, unreadCount: number) => ({
  __typename: 'ChatConversation',
  sid,
  kind: 'DIRECT',
  friendlyName: null,
  title: `Chat ${sid}`,
  isCreator: false,
  groupHookupUUID: null,
  dateUpdated: '2026-01-01T10:00:00Z',
  lastMessageIndex: unreadCount,
  unreadCount,
  notificationLevel: 'DEFAULT',
  lastReadMessageIndex: 0,
  lastMessage: null,
  participants: [],
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Unread() {
  const chat = useChat();
  return <p>{chat.loaded ? `unread ${chat.unreadTotal} in ${chat.conversations.length}` : 'not loaded'}</p>;
}

describe('ChatProvider', () => {
  it('fetches the conversation list once the page is on screen and sums the unread messages', async () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' }, false);
    const gateway = fakeGateway({
      SessionUser: [() => json({ data: { me: member } })],
      ChatConversations: [() => json({ data: { chatConversations: { __typename: 'ChatConversationPage', eventCursor: null, elements: [conversation('c1', 2), conversation('c2', 3)] } } })],
      ChatAccessToken: [() => json({ data: { chatAccessToken: { __typename: 'ChatAccessToken', token: 't', expiresAt: '2099-01-01T00:00:00Z' } } })],
    });
    render(
      <SessionProvider navigate={() => {}} fetch={gateway.fetchFn as typeof fetch}>
        <ChatProvider>
          <Unread />
        </ChatProvider>
      </SessionProvider>,
    );
    expect(screen.getByText('not loaded')).toBeTruthy();
    expect(await screen.findByText('unread 5 in 2', undefined, { timeout: 5000 })).toBeTruthy();
    expect(gateway.calls.filter((call) => call.operation === 'ChatConversations')).toHaveLength(1);
  });
});
