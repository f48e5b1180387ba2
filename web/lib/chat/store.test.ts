import { describe, expect, it } from 'vitest';
import { CHAT_PREVIEW_LENGTH, MAX_FILE_SIZE_BYTES } from '~/common/constants';
import { CHAT } from '~/common/messages/chat';
import { applyChatEvent, mergeMessages, messageStatus, previewOf, sortConversations, unreadTotal, type ConversationData, type MessageData } from './store';
import { fileProblem } from './upload';

const message = (index: number, patch: Partial<MessageData> = {}): MessageData => ({
  sid: `IM${index}`,
  conversationSid: 'CH1',
  index,
  body: `m${index}`,
  author: 'ada',
  authorName: 'Ada',
  clientMessageId: null,
  dateCreated: new Date(Date.UTC(2030, 0, 1, 10, index)).toISOString(),
  edited: false,
  deleted: false,
  status: 'none',
  media: [],
  ...patch,
});

const participant = (identity: string, read: number | null, delivered: number | null = read) => ({
  sid: `MB${identity}`,
  identity,
  friendlyName: identity,
  imageUrl: null,
  lastReadMessageIndex: read,
  lastDeliveredMessageIndex: delivered,
});

const conversation = (sid: string, patch: Partial<ConversationData> = {}): ConversationData => ({
  sid,
  kind: 'DIRECT',
  friendlyName: null,
  title: sid,
  isCreator: true,
  groupHookupUUID: null,
  dateUpdated: '2030-01-01T09:00:00.000Z',
  lastMessageIndex: -1,
  unreadCount: 0,
  notificationLevel: 'default',
  lastReadMessageIndex: null,
  lastMessage: null,
  participants: [participant('ada', null), participant('ben', null)],
  ...patch,
});

describe('the conversation list (spec §4: latest message first)', () => {
  it('sorts by the latest message, a conversation without one by its own update', () => {
    const old = conversation('CHold', { lastMessage: message(1) });
    const recent = conversation('CHnew', { lastMessage: message(30) });
    const empty = conversation('CHempty', { dateUpdated: '2030-01-01T10:10:00.000Z' });
    expect(sortConversations([old, recent, empty]).map((c) => c.sid)).toEqual(['CHnew', 'CHempty', 'CHold']);
  });

  it('a new message moves its conversation to the top; leaving removes it', () => {
    let state = { loaded: true, conversations: [conversation('CH1', { lastMessage: message(5) }), conversation('CH2', { lastMessage: message(1) })] };
    state = applyChatEvent(state, { conversationSid: 'CH2', conversation: conversation('CH2', { lastMessage: message(9), unreadCount: 2 }) });
    expect(state.conversations.map((c) => c.sid)).toEqual(['CH2', 'CH1']);
    expect(unreadTotal(state.conversations)).toBe(2);
    state = applyChatEvent(state, { conversationSid: 'CH2', conversation: null });
    expect(state.conversations.map((c) => c.sid)).toEqual(['CH1']);
  });

  it('the unread total is the sum over conversations (spec §2)', () => {
    expect(unreadTotal([conversation('a', { unreadCount: 3 }), conversation('b', { unreadCount: 4 }), conversation('c')])).toBe(7);
  });
});

describe('messages', () => {
  it('merge by index: a replay or an older page never shows a message twice, and order is by index', () => {
    const merged = mergeMessages([message(3), message(4)], [message(4), message(1), message(2), message(5)]);
    expect(merged.map((m) => m.index)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a later copy (edited, deleted) replaces the earlier one', () => {
    const merged = mergeMessages([message(1)], [message(1, { body: null, deleted: true })]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.deleted).toBe(true);
  });

  it("shows the author Sent, Delivered, then Read from the others' horizons (spec §3)", () => {
    const m = message(2, { author: 'ada' });
    expect(messageStatus(m, { participants: [participant('ada', 2), participant('ben', 1, 1)] }, 'ada')).toBe('Sent');
    expect(messageStatus(m, { participants: [participant('ada', 2), participant('ben', 1, 2)] }, 'ada')).toBe('Delivered');
    expect(messageStatus(m, { participants: [participant('ada', 2), participant('ben', 2)] }, 'ada')).toBe('Read');
    expect(messageStatus(m, { participants: [participant('ada', 2), participant('ben', 2)] }, 'ben')).toBe('none');
  });

  it('previews at most 75 characters of the last message (spec §9)', () => {
    expect([...previewOf(message(1, { body: 'x'.repeat(200) }))]).toHaveLength(CHAT_PREVIEW_LENGTH);
    expect(previewOf(message(1, { body: 'two\nlines' }))).toBe('two lines');
    expect(previewOf(message(1, { body: null, deleted: true }))).toBe(CHAT.messageDeleted);
    expect(previewOf(message(1, { body: null, media: [{ sid: 'ME1', filename: 'deck.pdf', contentType: 'application/pdf', size: 10, url: '/x' }] }))).toBe('📎 deck.pdf');
    expect(previewOf(null)).toBe('No messages yet');
  });
});

describe('attachments (spec §9: 50 MB)', () => {
  it('refuses a file over 52428800 bytes before uploading, and an empty one', () => {
    expect(fileProblem({ size: MAX_FILE_SIZE_BYTES })).toBeNull();
    expect(fileProblem({ size: MAX_FILE_SIZE_BYTES + 1 })).toBe(CHAT.fileTooLarge);
    expect(fileProblem({ size: 0 })).toBe(CHAT.fileMissing);
  });
});
