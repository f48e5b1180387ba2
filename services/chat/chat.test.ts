import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_BODY_MAX_BYTES, CHAT_SEND_LIMIT, CHAT_SEND_WINDOW_MS, MAX_FILE_SIZE_BYTES } from '~/common/constants';
import { CHAT as M, NETWORK } from '~/common/messages';
import { createGroupHookup, eventsSince, newestEventId } from '~/services/testing/group-hookups';
import { createClock, createTestServices, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';

const clock = createClock();
let t: TestServices;
let otherOrg: string;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chat-test-'));
  t = await createTestServices({ now: clock.now, dataDir, accessTokenTtlSeconds: 365 * 24 * 3600, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
  otherOrg = (await t.db.insertInto('organizations').values({ name: 'Elsewhere Ltd' }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

type Json = Record<string, any>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Member | null, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers, ...(payload ? { payload } : {}) });
const member = () => createMember(t.app);
/** a direct conversation of a and b, created by a */
async function direct(a: Member, b: Member): Promise<Json> {
  const res = await call('POST', '/chat/conversations', a, { participants: [b.uuid] });
  expect([200, 201]).toContain(res.statusCode);
  return res.json();
}
const send = (who: Member, sid: string, body: object) => call('POST', `/chat/conversations/${sid}/messages`, who, body);
const conversation = async (who: Member, sid: string) => (await call('GET', `/chat/conversations/${sid}`, who)).json();
const unread = async (who: Member) => (await call('GET', '/chat/unread', who)).json().total;
const block = (who: Member, whom: Member) => call('PUT', `/user/block/${whom.uuid}`, who);
/** each test sends freely: the rate limit window is moved past */
const nextWindow = () => clock.advance(CHAT_SEND_WINDOW_MS + 1);

describe('one-to-one conversations', () => {
  it('are Twilio-shaped, one per pair, found again by either member', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const first = await call('POST', '/chat/conversations', a, { participants: [b.uuid] });
    expect(first.statusCode).toBe(201);
    const created = first.json();
    expect(created.sid).toMatch(/^CH[0-9a-f]{32}$/);
    expect(created.kind).toBe('direct');
    expect(created.participants.map((p: Json) => p.identity).sort()).toEqual([a.uuid, b.uuid].sort());
    expect(created.participants.every((p: Json) => /^MB[0-9a-f]{32}$/.test(p.sid))).toBe(true);
    expect(created).toMatchObject({ unreadCount: 0, notificationLevel: 'default', lastMessageIndex: -1, lastMessage: null });
    const again = await call('POST', '/chat/conversations', b, { participants: [a.uuid] });
    expect(again.statusCode).toBe(200);
    expect(again.json().sid).toBe(created.sid);
  });

  it('refuses oneself, an unknown member and a member of another organisation', async () => {
    const a = await member();
    const stranger = await createMember(t.app, { organizationId: otherOrg });
    expect((await call('POST', '/chat/conversations', a, { participants: [a.uuid] })).json().message).toBe(M.chatWithSelf);
    const unknown = await call('POST', '/chat/conversations', a, { participants: ['not-a-uuid'] });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, NETWORK.memberNotFound]);
    expect((await call('POST', '/chat/conversations', a, { participants: [stranger.uuid] })).statusCode).toBe(404);
    expect((await call('POST', '/chat/conversations', a, { participants: [] })).json().message).toBe(M.participantsRequired);
  });

  it('cannot be started with a blocked member, either way, and stops carrying messages once one blocks the other', async () => {
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    await block(b, a);
    for (const [from, to] of [[a, b], [b, a]]) {
      const res = await call('POST', '/chat/conversations', from, { participants: [to.uuid] });
      expect([res.statusCode, res.json().message]).toEqual([403, M.blocked]);
    }
    const open = await direct(a, c);
    await block(c, a);
    const res = await send(a, open.sid, { body: 'Still there?' });
    expect([res.statusCode, res.json().message]).toEqual([403, M.blocked]);
    // the pair still counts once the blocked partner left the conversation, and either way round
    const [d, e] = await Promise.all([member(), member()]);
    const left = await direct(d, e);
    expect((await call('DELETE', `/chat/conversations/${left.sid}/participants/me`, e)).statusCode).toBe(204);
    expect((await send(d, left.sid, { body: 'Alone' })).statusCode).toBe(201);
    await block(e, d);
    const refused = await send(d, left.sid, { body: 'Anyone?' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, M.blocked]);
  });

  it('answers spec §8 not-found wording to someone who is not a participant', async () => {
    const [a, b, outsider] = await Promise.all([member(), member(), member()]);
    const { sid } = await direct(a, b);
    for (const res of [await call('GET', `/chat/conversations/${sid}`, outsider), await send(outsider, sid, { body: 'hi' }), await call('GET', `/chat/conversations/${sid}/messages`, outsider)]) {
      expect([res.statusCode, res.json().message]).toEqual([404, `Conversation with SID ${sid} was not found.`]);
    }
    expect((await call('GET', '/chat/conversations', null)).statusCode).toBe(401);
  });
});

describe('messages', () => {
  it('take strictly increasing indexes without gaps when many are sent at once', async () => {
    const people = await Promise.all([member(), member(), member(), member()]);
    const [creator, ...others] = people;
    const group = (await call('POST', '/chat/conversations', creator, { participants: others.map((o) => o.uuid), friendlyName: 'Q3 pipeline' })).json();
    const sends = people.flatMap((who) => Array.from({ length: 5 }, (_, i) => send(who, group.sid, { body: `${who.uuid.slice(0, 4)} #${i}`, clientMessageId: `c-${i}-${who.uuid}` })));
    const answers = await Promise.all(sends);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
    const indexes = answers.map((r) => r.json().index).sort((x, y) => x - y);
    expect(indexes).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const page = (await call('GET', `/chat/conversations/${group.sid}/messages?size=100`, creator)).json();
    expect(page.messages.map((m: Json) => m.index)).toEqual(indexes);
    expect(page.messages.every((m: Json) => /^IM[0-9a-f]{32}$/.test(m.sid))).toBe(true);
    nextWindow();
  });

  it('are not duplicated by a resend with the same clientMessageId', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const { sid } = await direct(a, b);
    const before = await newestEventId(t.db);
    const first = await send(a, sid, { body: 'Lunch at noon?', clientMessageId: 'retry-1' });
    const [again, concurrent] = await Promise.all([send(a, sid, { body: 'Lunch at noon?', clientMessageId: 'retry-1' }), send(a, sid, { body: 'Lunch at noon?', clientMessageId: 'retry-1' })]);
    expect(first.statusCode).toBe(201);
    expect([again.statusCode, concurrent.statusCode]).toEqual([200, 200]);
    expect(again.json().sid).toBe(first.json().sid);
    expect((await conversation(b, sid)).lastMessageIndex).toBe(0);
    const events = (await eventsSince(t.db, before)).filter((e) => e.topic === 'chat.changed');
    expect(events.map((e) => e.payload.kind)).toEqual(['message.added']);
    nextWindow();
  });

  it('hold at most 32 KB of text, counted in bytes, and need a body or a file', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const { sid } = await direct(a, b);
    expect((await send(a, sid, { body: 'x'.repeat(CHAT_BODY_MAX_BYTES) })).statusCode).toBe(201);
    const over = await send(a, sid, { body: 'é'.repeat(CHAT_BODY_MAX_BYTES / 2 + 1) });
    expect([over.statusCode, over.json().message, over.json().fields]).toEqual([400, M.bodyTooLong, { body: M.bodyTooLong }]);
    expect((await send(a, sid, {})).json().message).toBe(M.bodyOrMedia);
    expect((await send(a, sid, { body: 'hi', clientMessageId: 'has spaces' })).json().message).toBe(M.clientMessageId);
    nextWindow();
  });

  it('are limited per member: the 21st within 10 seconds is refused, later ones go through', async () => {
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    const one = await direct(a, b);
    const two = await direct(a, c);
    for (let i = 0; i < CHAT_SEND_LIMIT; i++) expect((await send(a, i % 2 ? one.sid : two.sid, { body: `m${i}` })).statusCode).toBe(201);
    const refused = await send(a, one.sid, { body: 'one too many' });
    expect([refused.statusCode, refused.json().message]).toEqual([429, M.rateLimited]);
    expect((await send(b, one.sid, { body: 'the other member is not limited' })).statusCode).toBe(201);
    nextWindow();
    expect((await send(a, one.sid, { body: 'later' })).statusCode).toBe(201);
  });

  it('count as unread for the others until their read horizon moves, which only moves forward', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const { sid } = await direct(a, b);
    for (const body of ['one', 'two', 'three']) await send(a, sid, { body });
    expect(await unread(b)).toBe(3);
    expect(await unread(a)).toBe(0); // one's own messages are read
    const listed = (await call('GET', '/chat/conversations', b)).json().elements[0];
    expect(listed).toMatchObject({ sid, unreadCount: 3, lastReadMessageIndex: null, lastMessage: { body: 'three', index: 2 } });
    const read = await call('PUT', `/chat/conversations/${sid}/participants/me`, b, { lastReadMessageIndex: 1 });
    expect(read.json()).toMatchObject({ unreadCount: 1, lastReadMessageIndex: 1 });
    expect((await call('PUT', `/chat/conversations/${sid}/participants/me`, b, { lastReadMessageIndex: 0 })).json().lastReadMessageIndex).toBe(1);
    // never past the last message
    expect((await call('PUT', `/chat/conversations/${sid}/participants/me`, b, { lastReadMessageIndex: 99 })).json()).toMatchObject({ lastReadMessageIndex: 2, unreadCount: 0 });
    const bSide = (await conversation(a, sid)).participants.find((p: Json) => p.identity === b.uuid);
    expect(bSide).toMatchObject({ lastReadMessageIndex: 2, lastDeliveredMessageIndex: 2 });
    nextWindow();
  });

  it('still count as unread for a muted member', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const { sid } = await direct(a, b);
    const muted = await call('PUT', `/chat/conversations/${sid}/participants/me`, b, { notificationLevel: 'muted' });
    expect(muted.json().notificationLevel).toBe('muted');
    await send(a, sid, { body: 'ping' });
    expect(await unread(b)).toBe(1);
    expect((await call('PUT', `/chat/conversations/${sid}/participants/me`, b, { notificationLevel: 'loud' })).json().message).toBe(M.notificationLevel);
    nextWindow();
  });

  it('are edited and deleted by their author only, and shown so to everyone', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const { sid } = await direct(a, b);
    const message = (await send(a, sid, { body: 'Typo hree' })).json();
    const url = `/chat/conversations/${sid}/messages/${message.sid}`;
    const notYours = await call('PUT', url, b, { body: 'hacked' });
    expect([notYours.statusCode, notYours.json().message]).toEqual([403, M.notYours]);
    expect((await call('PUT', url, a, { body: 'Typo here' })).json()).toMatchObject({ body: 'Typo here', edited: true });
    expect((await call('DELETE', url, b)).statusCode).toBe(403);
    expect((await call('DELETE', url, a)).json()).toMatchObject({ body: null, deleted: true, index: 0 });
    const seen = (await call('GET', `/chat/conversations/${sid}/messages`, b)).json().messages[0];
    expect(seen).toMatchObject({ body: null, deleted: true });
    const gone = await call('PUT', url, a, { body: 'again' });
    expect([gone.statusCode, gone.json().message]).toEqual([404, `Message with SID ${message.sid} was not found.`]);
    nextWindow();
  });

  it('answer their author with the delivery counts, so the gateway need not read the conversation again', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const { sid } = await direct(a, b);
    const first = await send(a, sid, { body: 'Counted', clientMessageId: 'counted-1' });
    const unseen = { total: 1, sent: 1, delivered: 0, read: 0, undelivered: 1, failed: 0 };
    expect(first.json().delivery).toEqual(unseen);
    const url = `/chat/conversations/${sid}/messages/${first.json().sid}`;
    await call('PUT', `/chat/conversations/${sid}/participants/me`, b, { lastReadMessageIndex: 0 });
    const read = { total: 1, sent: 1, delivered: 1, read: 1, undelivered: 0, failed: 0 };
    expect((await call('PUT', url, a, { body: 'Counted again' })).json().delivery).toEqual(read);
    // a resend's first answer comes without them (nothing was changed or loaded)
    const again = await send(a, sid, { body: 'Counted', clientMessageId: 'counted-1' });
    expect([again.statusCode, again.json().delivery]).toEqual([200, undefined]);
    expect((await call('DELETE', url, a)).json().delivery).toEqual(read);
    nextWindow();
  });

  it('load newest first in pages of 30, older pages before an index', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const { sid } = await direct(a, b);
    for (let i = 0; i < 35; i++) {
      if (i % CHAT_SEND_LIMIT === 0) nextWindow();
      await send(i % 2 ? a : b, sid, { body: `#${i}` });
    }
    const newest = (await call('GET', `/chat/conversations/${sid}/messages`, a)).json();
    expect(newest.messages.map((m: Json) => m.index)).toEqual(Array.from({ length: 30 }, (_, i) => i + 5));
    expect(newest.hasMore).toBe(true);
    const older = (await call('GET', `/chat/conversations/${sid}/messages?before=5`, a)).json();
    expect([older.messages.map((m: Json) => m.index), older.hasMore]).toEqual([[0, 1, 2, 3, 4], false]);
    nextWindow();
  });

  it('write chat.changed events that carry the conversation with everyone’s horizons', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const { sid } = await direct(a, b);
    const before = await newestEventId(t.db);
    await send(a, sid, { body: 'Event me' });
    const stored = await conversation(b, sid);
    await call('PUT', `/chat/conversations/${sid}/participants/me`, b, { lastReadMessageIndex: 0 });
    const [added, read] = (await eventsSince(t.db, before)).map((e) => e.payload);
    expect(added).toMatchObject({ kind: 'message.added', actorUUID: a.uuid, message: { body: 'Event me', index: 0 }, conversation: { sid, lastMessageIndex: 0 } });
    // the send's event carries the conversation as reading it back gives it (the author's horizons at their message)
    const { unreadCount: _b, notificationLevel: _own, lastReadMessageIndex: _its, ...shared } = stored;
    expect(added.conversation).toEqual(shared);
    expect(read.kind).toBe('participant.updated');
    expect(read.conversation.participants.find((p: Json) => p.identity === b.uuid).lastReadMessageIndex).toBe(0);
    nextWindow();
  });
});

describe('group conversations', () => {
  it('are named by their creator, who alone renames them (spec §8)', async () => {
    const [creator, other] = await Promise.all([member(), member()]);
    const noName = await call('POST', '/chat/conversations', creator, { participants: [other.uuid, (await member()).uuid] });
    expect(noName.json().message).toBe(M.friendlyNameRequired);
    const group = (await call('POST', '/chat/conversations', creator, { participants: [other.uuid], friendlyName: 'Deal desk' })).json();
    expect(group).toMatchObject({ kind: 'group', friendlyName: 'Deal desk', createdBy: creator.uuid });
    const refused = await call('PUT', `/chat/conversations/${group.sid}`, other, { friendlyName: 'Mine now' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, M.renameCreatorOnly]);
    expect((await call('PUT', `/chat/conversations/${group.sid}`, creator, { friendlyName: 'Deal desk EMEA' })).json().friendlyName).toBe('Deal desk EMEA');
    expect((await call('PUT', `/chat/conversations/${group.sid}`, creator, { friendlyName: '' })).json().message).toBe(M.friendlyNameLength);
  });

  it('take new participants, but never a blocked member or into a one-to-one conversation (spec §8 wording)', async () => {
    const [creator, other, newcomer, blocker] = await Promise.all([member(), member(), member(), member()]);
    const group = (await call('POST', '/chat/conversations', creator, { participants: [other.uuid], friendlyName: 'Team' })).json();
    const added = await call('POST', `/chat/conversations/${group.sid}/participants`, other, { identity: newcomer.uuid });
    expect(added.json().participants).toHaveLength(3);
    await block(blocker, other);
    const blocked = await call('POST', `/chat/conversations/${group.sid}/participants`, other, { identity: blocker.uuid });
    expect([blocked.statusCode, blocked.json().message]).toEqual([409, M.addParticipant]);
    const pair = await direct(creator, other);
    expect((await call('POST', `/chat/conversations/${pair.sid}/participants`, creator, { identity: newcomer.uuid })).json().message).toBe(M.addParticipant);
    const creating = await call('POST', '/chat/conversations', other, { participants: [blocker.uuid, newcomer.uuid], friendlyName: 'x' });
    expect(creating.json().message).toBe(M.blocked);
  });

  it('can be left; the member no longer sees it', async () => {
    const [creator, other, third] = await Promise.all([member(), member(), member()]);
    const group = (await call('POST', '/chat/conversations', creator, { participants: [other.uuid, third.uuid], friendlyName: 'Leavers' })).json();
    expect((await call('DELETE', `/chat/conversations/${group.sid}/participants/me`, third)).statusCode).toBe(204);
    expect((await call('GET', `/chat/conversations/${group.sid}`, third)).statusCode).toBe(404);
    expect((await conversation(creator, group.sid)).participants).toHaveLength(2);
  });
});

describe('a group hookup’s conversation', () => {
  it('belongs to its host and participants and follows attend and leave', async () => {
    const [host, early, late] = await Promise.all([member(), member(), member()]);
    const admin = await createMember(t.app, { admin: true });
    const groupHookup = await createGroupHookup(t.app, admin);
    await call('POST', `/group-hookup/attend?uuid=${groupHookup.uuid}`, early);
    const outsider = await call('POST', `/chat/group-hookups/${groupHookup.uuid}/conversation`, host);
    expect([outsider.statusCode, outsider.json().message]).toEqual([403, M.groupHookupOnly]);
    const opened = (await call('POST', `/chat/group-hookups/${groupHookup.uuid}/conversation`, early)).json();
    expect(opened).toMatchObject({ kind: 'group-hookup', friendlyName: groupHookup.title, groupHookupUUID: groupHookup.uuid, createdBy: admin.uuid });
    expect(opened.participants.map((p: Json) => p.identity).sort()).toEqual([admin.uuid, early.uuid].sort());
    expect((await call('POST', `/chat/group-hookups/${groupHookup.uuid}/conversation`, admin)).json().sid).toBe(opened.sid);
    await call('POST', `/group-hookup/attend?uuid=${groupHookup.uuid}`, late);
    expect((await conversation(late, opened.sid)).participants).toHaveLength(3);
    await call('PUT', `/group-hookup/leave/${groupHookup.uuid}`, early);
    expect((await call('GET', `/chat/conversations/${opened.sid}`, early)).statusCode).toBe(404);
    expect((await call('DELETE', `/chat/conversations/${opened.sid}/participants/me`, late)).json().message).toBe(M.groupHookupMembership);
    void host;
  });
});

describe('media', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  function multipart(bytes: Buffer, filename = 'photo.png', contentType = 'image/png') {
    const boundary = `----chat${randomBytes(8).toString('hex')}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }
  const upload = (who: Member, sid: string, body = multipart(PNG), headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/chat/conversations/${sid}/media`, payload: body.payload, headers: { ...who.headers, ...body.headers, ...headers } });

  it('is uploaded, attached to a message and served to participants only', async () => {
    const [a, b, outsider] = await Promise.all([member(), member(), member()]);
    const { sid } = await direct(a, b);
    const uploaded = await upload(a, sid);
    expect(uploaded.statusCode).toBe(201);
    const media = uploaded.json();
    expect(media).toMatchObject({ contentType: 'image/png', filename: 'photo.png', size: PNG.length, category: 'media' });
    expect(media.sid).toMatch(/^ME[0-9a-f]{32}$/);
    const message = (await send(a, sid, { mediaSids: [media.sid] })).json();
    expect(message.media).toEqual([media]);
    const served = await call('GET', `/chat/media/${media.sid}`, b);
    expect([served.statusCode, served.headers['content-type'], served.rawPayload.equals(PNG)]).toEqual([200, 'image/png', true]);
    const token = (await call('GET', '/chat/access-token', b)).json().token;
    expect((await t.app.inject({ method: 'GET', url: `/chat/media/${media.sid}?token=${token}` })).statusCode).toBe(200);
    const refused = await call('GET', `/chat/media/${media.sid}`, outsider);
    expect([refused.statusCode, refused.json().message]).toEqual([404, `Media with SID ${media.sid} was not found.`]);
    expect((await t.app.inject({ method: 'GET', url: `/chat/media/${media.sid}?token=forged` })).statusCode).toBe(401);
    // someone else's upload, or one already sent, cannot be attached again
    expect((await send(b, sid, { mediaSids: [media.sid] })).statusCode).toBe(404);
    nextWindow();
  });

  it('is answered to its sender, and carried by the event, exactly as the message reads back', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const { sid } = await direct(a, b);
    const files = [(await upload(a, sid)).json(), (await upload(a, sid, multipart(PNG, 'second.png'))).json()];
    const before = await newestEventId(t.db);
    const payload = { body: 'Both photos', clientMessageId: 'as-stored', attributes: { mood: 'fine', list: [1, 'two'] }, mediaSids: files.map((f) => f.sid).reverse() };
    const { delivery, ...answered } = (await send(a, sid, payload)).json();
    expect(delivery).toMatchObject({ total: 1, read: 0 });
    const stored = (await call('GET', `/chat/conversations/${sid}/messages`, b)).json().messages;
    expect(stored).toEqual([answered]);
    expect(answered).toMatchObject({ body: 'Both photos', author: a.uuid, authorName: a.fullName, attributes: payload.attributes, media: files });
    const [event] = (await eventsSince(t.db, before)).map((e) => e.payload);
    expect([event.message, event.conversation.lastMessage]).toEqual([answered, answered]);
    nextWindow();
  });

  it('refuses executables (415) whatever their name, and files over 52428800 bytes (413)', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const { sid } = await direct(a, b);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    exe.write('PE\0\0', 0x80);
    exe.writeUInt32LE(0x80, 0x3c);
    for (const body of [multipart(exe, 'invoice.pdf', 'application/pdf'), multipart(Buffer.from('#!/bin/sh\necho hi\n'), 'run.sh', 'text/plain')]) {
      const res = await upload(a, sid, body);
      expect([res.statusCode, res.json().message]).toEqual([415, M.fileExecutable]);
    }
    const declaredTooBig = await upload(a, sid, multipart(PNG), { 'content-length': String(MAX_FILE_SIZE_BYTES + 1024 * 1024) });
    expect(declaredTooBig.statusCode).toBe(413);
    const big = Buffer.alloc(MAX_FILE_SIZE_BYTES + 1);
    PNG.copy(big);
    const tooBig = await upload(a, sid, multipart(big));
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, M.fileTooLarge]);
    const text = await upload(a, sid, multipart(Buffer.from('quarterly,numbers\n1,2\n'), 'q3.csv', 'text/csv'));
    expect(text.json()).toMatchObject({ contentType: 'text/plain', filename: 'q3.csv' });
  });
});

describe('GET chat/access-token', () => {
  it('answers a short-lived token for the member’s identity', async () => {
    const a = await member();
    const res = await call('GET', '/chat/access-token', a);
    expect(res.statusCode).toBe(200);
    const { token, identity, expiresAt, ttlSeconds } = res.json();
    expect([identity, ttlSeconds]).toEqual([a.uuid, 3600]);
    expect(new Date(expiresAt).getTime()).toBe(Math.floor(clock.now().getTime() / 1000) * 1000 + 3600_000);
    expect(await t.app.keys.verifyChatToken(token)).toBe(a.uuid);
    // not an access token: it opens nothing else
    expect((await t.app.inject({ method: 'GET', url: '/user/details', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  });
});
