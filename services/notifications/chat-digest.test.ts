import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_DIGEST_DELAY_MINUTES, CHAT_DIGEST_WINDOW_MINUTES, CHAT_SEND_WINDOW_MS } from '~/common/constants';
import { createClock, createTestServices, MINUTE, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';

// services/API.md § Notifications "Chat digests": unread after the delay → one bell + one digest mail per member;
// read before it, muted, or the email switch off → what the table says.

const clock = createClock();
let t: TestServices;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 365 * 24 * 3600, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
});
afterAll(() => t.close());

type Json = Record<string, any>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Member, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

async function direct(a: Member, b: Member): Promise<string> {
  const res = await call('POST', '/chat/conversations', a, { participants: [b.uuid] });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json().sid;
}
async function send(who: Member, sid: string, body: string): Promise<Json> {
  clock.advance(CHAT_SEND_WINDOW_MS + 1);
  const res = await call('POST', `/chat/conversations/${sid}/messages`, who, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const read = (who: Member, sid: string, index: number) => call('PUT', `/chat/conversations/${sid}/participants/me`, who, { lastReadMessageIndex: index });
const chatBell = async (who: Member) =>
  ((await call('GET', '/notification/list?size=50', who)).json().notifications.elements as Json[]).filter((n) => n.notificationCode === 'CHAT_UNREAD');
const digestMails = (who: Member) =>
  t.db.selectFrom('mailJobs').select(['subject', 'textBody']).where('userId', '=', who.id).where('notificationCode', '=', 'CHAT_UNREAD').execute();
const afterDelay = () => clock.advance(CHAT_DIGEST_DELAY_MINUTES * MINUTE + 1);
/** past the window of any digest an earlier test gave */
const freshWindow = () => clock.advance(CHAT_DIGEST_WINDOW_MINUTES * MINUTE + 1);
const digest = () => t.app.notifications.digestOnce(clock.now());
const named = (firstName: string, lastName: string) => createMember(t.app, { firstName, lastName });

describe('chat digests', () => {
  it('tell a member who has not read for the delay once: one bell and one mail listing the conversations', async () => {
    freshWindow();
    const [reader, ann, bob] = await Promise.all([named('Rita', 'Reader'), named('Ann', 'Able'), named('Bob', 'Baker')]);
    const withAnn = await direct(ann, reader);
    const withBob = await direct(bob, reader);
    await send(ann, withAnn, 'one');
    await send(ann, withAnn, 'two');
    await send(bob, withBob, 'three');
    // not yet: the newest messages are younger than the delay
    await digest();
    expect(await chatBell(reader)).toEqual([]);
    afterDelay();
    await digest();
    const [item, ...more] = await chatBell(reader);
    expect(more).toEqual([]);
    expect(item).toMatchObject({ message: 'You have 3 unread messages in 2 conversations.', redirectUrl: '/chat' });
    const mails = await digestMails(reader);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You have unread chat messages');
    expect(mails[0]!.textBody).toContain('Ann Able: 2 unread messages');
    expect(mails[0]!.textBody).toContain('Bob Baker: 1 unread message');
    // the authors read their own messages: nothing for them
    expect(await chatBell(ann)).toEqual([]);
    // the same messages are never digested again, even after the window
    freshWindow();
    await digest();
    expect(await chatBell(reader)).toHaveLength(1);
    expect(await digestMails(reader)).toHaveLength(1);
  });

  it('send one digest per window however many messages keep arriving, then the next one', async () => {
    freshWindow();
    const [reader, ann] = await Promise.all([named('Rita', 'Reader'), named('Ann', 'Able')]);
    const sid = await direct(ann, reader);
    await send(ann, sid, 'first');
    afterDelay();
    await digest();
    expect(await chatBell(reader)).toHaveLength(1);
    await send(ann, sid, 'second');
    afterDelay();
    await digest();
    expect(await digestMails(reader)).toHaveLength(1);
    freshWindow();
    await digest();
    const items = await chatBell(reader);
    expect(items).toHaveLength(2);
    // unread is counted from the read horizon: both messages are still unread
    expect(items[0]).toMatchObject({ message: 'You have 2 unread messages from Ann Able.', redirectUrl: `/chat/${sid}` });
    expect(await digestMails(reader)).toHaveLength(2);
  });

  it('tell nothing when the member read the messages before the delay', async () => {
    freshWindow();
    const [reader, ann] = await Promise.all([named('Rita', 'Reader'), named('Ann', 'Able')]);
    const sid = await direct(ann, reader);
    const message = await send(ann, sid, 'hello');
    expect((await read(reader, sid, message.index)).statusCode).toBe(200);
    afterDelay();
    await digest();
    expect(await chatBell(reader)).toEqual([]);
    expect(await digestMails(reader)).toEqual([]);
  });

  it('tell nothing about a muted conversation, whose messages still count as unread, nor after unmuting', async () => {
    freshWindow();
    const [reader, ann] = await Promise.all([named('Rita', 'Reader'), named('Ann', 'Able')]);
    const sid = await direct(ann, reader);
    expect((await call('PUT', `/chat/conversations/${sid}/participants/me`, reader, { notificationLevel: 'muted' })).statusCode).toBe(200);
    await send(ann, sid, 'psst');
    afterDelay();
    await digest();
    expect(await chatBell(reader)).toEqual([]);
    expect(await digestMails(reader)).toEqual([]);
    expect((await call('GET', '/chat/unread', reader)).json().total).toBe(1);
    expect((await call('PUT', `/chat/conversations/${sid}/participants/me`, reader, { notificationLevel: 'default' })).statusCode).toBe(200);
    freshWindow();
    await digest();
    expect(await chatBell(reader)).toEqual([]);
  });

  it('give the bell only when the member switched the chat email off', async () => {
    freshWindow();
    const [reader, ann] = await Promise.all([named('Rita', 'Reader'), named('Ann', 'Able')]);
    const off = await call('PUT', '/user/mailing-preferences', reader, { data: { preferences: { CHAT_UNREAD: false } } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().preferences.CHAT_UNREAD).toBe(false);
    const sid = await direct(ann, reader);
    await send(ann, sid, 'hi');
    afterDelay();
    await digest();
    expect(await chatBell(reader)).toHaveLength(1);
    expect(await digestMails(reader)).toEqual([]);
  });
});
