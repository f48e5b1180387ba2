// The chat through the real gateway and the real services (fresh embedded PGlite): a member's chatChanged stream
// carries their conversations' changes only, resumes after a dropped socket with each message exactly once, refuses a
// token that is not theirs, and typing reaches the other participants, at most once per 3 s, without services storing it.
import { describe, expect, it, vi } from 'vitest';
import { CHAT } from '~/common/messages';
import { collect } from '~/gateway/testing/liveClients';
import { useRealStack, type Member } from '~/gateway/testing/realStack';

const stack = useRealStack('chat');
const { gql, send, registerMember } = stack;

interface Event {
  eventId: string;
  kind: string;
  conversationSid: string;
  conversation: { sid: string; unreadCount: number; title: string } | null;
  message: { index: number; body: string | null; author: string; status: string; delivery: { total: number; read: number } } | null;
}
const CHANGED = `subscription($token: String!, $after: ID) {
  chatChanged(token: $token, after: $after) {
    eventId kind conversationSid conversation { sid unreadCount title } message { index body author status delivery { total read } }
  }
}`;
const TYPING = 'subscription($sid: ID!) { chatTyping(conversationSid: $sid) { conversationSid identity friendlyName expiresAt } }';

const token = async (who: Member) => (await gql<{ chatAccessToken: { token: string } }>('{ chatAccessToken { token } }', {}, who.token)).chatAccessToken.token;
const cursor = async (who: Member) =>
  (await gql<{ chatConversations: { eventCursor: string } }>('{ chatConversations { eventCursor elements { sid } } }', {}, who.token)).chatConversations.eventCursor;
const start = async (who: Member, other: Member) =>
  (await gql<{ startChat: { sid: string } }>('mutation($p: [ID!]!) { startChat(participants: $p) { sid } }', { p: [other.uuid] }, who.token)).startChat.sid;
const say = (who: Member, sid: string, body: string) =>
  gql<{ sendChatMessage: { index: number; status: string } }>(
    'mutation($sid: ID!, $body: String) { sendChatMessage(conversationSid: $sid, body: $body) { index status } }',
    { sid, body },
    who.token,
  );
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('chat through the gateway', () => {
  it('reaches the conversation’s participants only, each with their own unread count and status', async () => {
    const [ann, bob, eve] = await Promise.all([registerMember('ann'), registerMember('bob'), registerMember('eve')]);
    const [annLive, eveLive] = await Promise.all(
      [ann, eve].map(async (who) => collect<Event>(stack.live(who.token), CHANGED, { token: await token(who), after: await cursor(who) })),
    );
    const sid = await start(bob, ann);
    const sent = await say(bob, sid, 'Hi Ann, coffee?');
    expect(sent.sendChatMessage).toEqual({ index: 0, status: 'Sent' });
    await vi.waitFor(() => expect(annLive.results.map((e) => e.kind)).toEqual(['CONVERSATION_ADDED', 'MESSAGE_ADDED']));
    const added = annLive.results[1];
    expect(added.message).toMatchObject({ body: 'Hi Ann, coffee?', author: bob.uuid, status: 'none' });
    expect(added.conversation).toMatchObject({ sid, unreadCount: 1, title: expect.stringContaining('bob') });
    // Ann reads: Bob's message shows Read to Bob
    await gql('mutation($sid: ID!) { advanceChatHorizons(sid: $sid, lastReadMessageIndex: 0) { unreadCount } }', { sid }, ann.token);
    const page = await gql<{ chatMessages: { messages: Array<{ status: string; delivery: { read: number } }> } }>(
      'query($sid: ID!) { chatMessages(conversationSid: $sid) { messages { status delivery { read } } } }',
      { sid },
      bob.token,
    );
    expect(page.chatMessages.messages[0]).toEqual({ status: 'Read', delivery: { read: 1 } });
    await settle();
    expect(eveLive.results).toEqual([]);
    const outsider = await send('query($sid: ID!) { chatMessages(conversationSid: $sid) { hasMore } }', { sid }, eve.token);
    expect(outsider.body.errors?.[0]).toMatchObject({ message: CHAT.notFound('Conversation', sid), extensions: { code: 'NOT_FOUND' } });
  }, 20_000); // three registrations (argon2, queued at half the cores) before the first event: slow on a busy box

  it('each participant hears a message once, with their own status and title, whether or not their documents share its execution', async () => {
    const [ann, bob, eve] = await Promise.all([registerMember('ann'), registerMember('bob'), registerMember('eve')]);
    const sid = await start(ann, bob);
    // read alike by every participant (one execution for both), the author apart (status), and per viewer (title)
    const alike = 'subscription($token: String!, $after: ID) { chatChanged(token: $token, after: $after) { kind message { body author } } }';
    const status = 'subscription($token: String!, $after: ID) { chatChanged(token: $token, after: $after) { kind message { body status } } }';
    const listen = async (who: Member, query: string) => collect<Event>(stack.live(who.token), query, { token: await token(who), after: await cursor(who) });
    const [annAlike, annStatus, annFull, bobAlike, bobStatus, bobFull, eveAlike] = await Promise.all([
      listen(ann, alike),
      listen(ann, status),
      listen(ann, CHANGED),
      listen(bob, alike),
      listen(bob, status),
      listen(bob, CHANGED),
      listen(eve, alike),
    ]);
    await say(ann, sid, 'Same for both of us?');
    const heard = [annAlike, annStatus, annFull, bobAlike, bobStatus, bobFull];
    await vi.waitFor(() => heard.forEach((live) => expect(live.results).toHaveLength(1)));
    await settle();
    heard.forEach((live) => expect([live.results.length, live.errors]).toEqual([1, []]));
    expect(eveAlike.results).toEqual([]);
    expect(annAlike.results[0]).toEqual({ kind: 'MESSAGE_ADDED', message: { body: 'Same for both of us?', author: ann.uuid } });
    expect(bobAlike.results[0]).toEqual(annAlike.results[0]);
    expect(annStatus.results[0]!.message).toEqual({ body: 'Same for both of us?', status: 'Sent' });
    expect(bobStatus.results[0]!.message).toEqual({ body: 'Same for both of us?', status: 'none' });
    expect(annFull.results[0]!.conversation).toMatchObject({ sid, unreadCount: 0, title: expect.stringContaining('bob') });
    expect(bobFull.results[0]!.conversation).toMatchObject({ sid, unreadCount: 1, title: expect.stringContaining('ann') });
  }, 20_000);

  it('resumes after a dropped socket with every missed message once, in order', async () => {
    const [ann, bob] = await Promise.all([registerMember('ann'), registerMember('bob')]);
    const sid = await start(ann, bob);
    const first = collect<Event>(stack.live(bob.token), CHANGED, { token: await token(bob), after: await cursor(bob) });
    await say(ann, sid, 'one');
    await vi.waitFor(() => expect(first.results.filter((e) => e.kind === 'MESSAGE_ADDED')).toHaveLength(1));
    const lastSeen = first.results.at(-1)!.eventId;
    first.unsubscribe();
    await say(ann, sid, 'two');
    await say(ann, sid, 'three');
    const resumed = collect<Event>(stack.live(bob.token), CHANGED, { token: await token(bob), after: lastSeen });
    await say(ann, sid, 'four');
    await vi.waitFor(() => expect(resumed.results.filter((e) => e.kind === 'MESSAGE_ADDED')).toHaveLength(3));
    await settle();
    expect(resumed.results.map((e) => e.message?.body)).toEqual(['two', 'three', 'four']);
    expect(resumed.results.map((e) => e.message?.index)).toEqual([1, 2, 3]);
  });

  it('refuses a chat token that is not the member’s own or not a token at all', async () => {
    const [ann, bob] = await Promise.all([registerMember('ann'), registerMember('bob')]);
    for (const wrong of [await token(bob), 'not-a-token', ann.token]) {
      const live = collect<Event>(stack.live(ann.token), CHANGED, { token: wrong });
      await vi.waitFor(() => expect(live.errors).toHaveLength(1));
      expect(live.errors[0]).toMatchObject({ message: CHAT.tokenExpired, extensions: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('passes typing to the other participants at most once per 3 s, never to outsiders', async () => {
    const [ann, bob, eve] = await Promise.all([registerMember('ann'), registerMember('bob'), registerMember('eve')]);
    const sid = await start(ann, bob);
    const bobHears = collect<{ identity: string; friendlyName: string; expiresAt: string }>(stack.live(bob.token), TYPING, { sid });
    const annHears = collect<{ identity: string }>(stack.live(ann.token), TYPING, { sid });
    const eveTries = collect(stack.live(eve.token), TYPING, { sid });
    await vi.waitFor(() => expect(eveTries.errors).toHaveLength(1));
    await settle();
    const typing = 'mutation($sid: ID!) { sendChatTyping(conversationSid: $sid) }';
    expect((await gql<{ sendChatTyping: boolean }>(typing, { sid }, ann.token)).sendChatTyping).toBe(true);
    expect((await gql<{ sendChatTyping: boolean }>(typing, { sid }, ann.token)).sendChatTyping).toBe(false);
    await vi.waitFor(() => expect(bobHears.results).toHaveLength(1));
    const heard = bobHears.results[0];
    expect(heard).toMatchObject({ identity: ann.uuid, friendlyName: expect.stringContaining('ann') });
    expect(new Date(heard.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5000);
    await settle();
    expect(annHears.results).toEqual([]); // one's own typing is not echoed
    const eveTyping = await send(typing, { sid }, eve.token);
    expect(eveTyping.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
