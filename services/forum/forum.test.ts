import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORUM_VIEW_WINDOW_MINUTES, FORUM_NEW_MEMBER_HOURS, FORUM_NEW_MEMBER_POST_DELAY_SECONDS, FORUM_POST_DELAY_SECONDS, FORUM_POST_MAX, FORUM_POST_MIN, FORUM_TITLE_MAX, FORUM_TITLE_MIN } from '~/common/constants';
import { TOPICS } from '~/common/events';
import { FORUM as M } from '~/common/messages';
import { contentJsonFromText } from '~/services/forum/render';
import { createClock, createTestServices, HOUR, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';

const clock = createClock();
let t: TestServices;
let cid: number;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 365 * 24 * 3600, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
  // the first category members start topics in (Announcements is the admins')
  cid = (await t.db.selectFrom('forumCategories').select('id').where('adminsOnly', '=', false).orderBy('position').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

type Json = Record<string, any>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Member | null, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers, ...(payload ? { payload } : {}) });
const member = (admin = false) => createMember(t.app, { admin });
/** past every post delay, new member or not */
const later = () => clock.advance(FORUM_NEW_MEMBER_POST_DELAY_SECONDS * 1000 + 1);
const text = (s: string) => contentJsonFromText(s);
async function topic(who: Member, title = 'Cold calling in 2030', content = 'What opening lines work for you?'): Promise<Json> {
  later();
  const res = await call('POST', '/forum/api/v3/topics', who, { cid, title, contentJson: text(content), tags: ['prospecting'] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
}
async function reply(who: Member, tid: number, content: string, toPid?: number): Promise<Json> {
  later();
  const res = await call('POST', `/forum/api/v3/topics/${tid}`, who, { contentJson: text(content), ...(toPid ? { toPid } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
}

describe('the NodeBB envelope', () => {
  it('wraps answers and errors with NodeBB status codes', async () => {
    const a = await member();
    const config = await call('GET', '/forum/api/config', null);
    expect(config.json()).toMatchObject({ status: { code: 'ok', message: 'OK' }, response: { minimumTitleLength: FORUM_TITLE_MIN, maximumPostLength: FORUM_POST_MAX, relative_path: '/forum' } });
    const categories = (await call('GET', '/forum/api/v3/categories', a)).json();
    expect(categories.response.categories.map((c: Json) => c.slug)).toContain('sales-craft');
    const missing = await call('GET', '/forum/api/topic/999999', a);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: { code: 'not-found', message: M.topicNotFound }, response: {} });
    const anonymous = await call('POST', '/forum/api/v3/topics', null, { cid, title: 'Hello there', content: 'Some content here' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status.code).toBe('not-authorised');
    const bad = await call('PUT', '/forum/api/v3/posts/1/vote', a, { delta: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toEqual({ code: 'bad-request', message: M.voteDelta });
  });

  it('answers /me, /user and the settings of oneself only', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const me = (await call('GET', '/forum/api/me', a)).json().response;
    expect(me).toMatchObject({ uid: a.id, userUuid: a.uuid, displayName: a.fullName, reputation: 0, settings: { followTopicsOnCreate: true } });
    expect((await call('GET', `/forum/api/user/${b.uuid}`, a)).json().response).toMatchObject({ uid: b.id, postcount: 0 });
    expect((await call('GET', '/forum/api/user/999999999', a)).statusCode).toBe(404);
    const put = await call('PUT', `/forum/api/v3/users/${a.id}/settings`, a, { settings: { followTopicsOnReply: true } });
    expect(put.json().response.settings).toEqual({ followTopicsOnCreate: true, followTopicsOnReply: true });
    expect((await call('GET', `/forum/api/user/${a.uuid}/settings`, a)).json().response.settings.followTopicsOnReply).toBe(true);
    const other = await call('PUT', `/forum/api/v3/users/${b.id}/settings`, a, { settings: { followTopicsOnReply: true } });
    expect(other.statusCode).toBe(403);
    expect(other.json().status.message).toBe(M.settingsNotYours);
  });
});

describe('categories', () => {
  it('a category of the admins takes topics from admins only; members still reply in it', async () => {
    const [a, admin] = await Promise.all([member(), member(true)]);
    const categories = (await call('GET', '/forum/api/categories', a)).json().response.categories;
    const announcements = categories.find((c: Json) => c.slug === 'announcements');
    expect(announcements).toMatchObject({ name: 'Announcements', adminsOnly: true });
    expect(categories.filter((c: Json) => c.adminsOnly)).toHaveLength(1);
    later();
    const refused = await call('POST', '/forum/api/v3/topics', a, { cid: announcements.cid, title: 'Buy my course', contentJson: text('Only 99 dollars this week') });
    expect([refused.statusCode, refused.json().status.message]).toEqual([403, M.categoryTopicsAdminsOnly]);
    expect(await t.db.selectFrom('forumTopics').select('id').where('title', '=', 'Buy my course').execute()).toEqual([]);
    const news = await call('POST', '/forum/api/v3/topics', admin, { cid: announcements.cid, title: 'New perks this month', contentJson: text('Two new member perks are live.') });
    expect(news.statusCode, news.body).toBe(200);
    later();
    const reply = await call('POST', `/forum/api/v3/topics/${news.json().response.tid}`, a, { contentJson: text('Thanks, the CRM discount is great.') });
    expect(reply.statusCode, reply.body).toBe(200);
    // the admin opens it to everyone, and closes a new one at once
    const opened = await call('PUT', `/forum/api/v3/categories/${announcements.cid}`, admin, { adminsOnly: false });
    expect(opened.json().response).toMatchObject({ cid: announcements.cid, adminsOnly: false });
    later();
    expect((await call('POST', '/forum/api/v3/topics', a, { cid: announcements.cid, title: 'A member topic', contentJson: text('Now members can post here.') })).statusCode).toBe(200);
    await call('PUT', `/forum/api/v3/categories/${announcements.cid}`, admin, { adminsOnly: true });
    const staff = (await call('POST', '/forum/api/v3/categories', admin, { name: 'Team news', adminsOnly: true })).json().response;
    expect(staff).toMatchObject({ name: 'Team news', adminsOnly: true });
    const bad = await call('PUT', `/forum/api/v3/categories/${staff.cid}`, admin, { adminsOnly: 'yes' });
    expect([bad.statusCode, bad.json().status.message]).toEqual([400, 'adminsOnly must be true or false']);
    expect((await call('PUT', `/forum/api/v3/categories/${staff.cid}`, a, { adminsOnly: false })).statusCode).toBe(403);
    await call('DELETE', `/forum/api/v3/categories/${staff.cid}`, admin);
  });

  it('are managed by admins only, with NodeBB write paths, and only an empty one is deleted', async () => {
    const [a, admin] = await Promise.all([member(), member(true)]);
    const refused = await call('POST', '/forum/api/v3/categories', a, { name: 'Side projects' });
    expect([refused.statusCode, refused.json().status.message]).toEqual([403, M.categoriesAdminOnly]);
    const created = await call('POST', '/forum/api/v3/categories', admin, { name: ' Side projects ', description: 'What we build after hours' });
    expect(created.statusCode, created.body).toBe(200);
    const category = created.json().response;
    expect(category).toMatchObject({ name: 'Side projects', slug: 'side-projects', description: 'What we build after hours', topicCount: 0, postCount: 0 });
    const listed = (await call('GET', '/forum/api/categories', null)).json().response.categories;
    expect(listed.at(-1).cid).toBe(category.cid);
    const twice = await call('POST', '/forum/api/v3/categories', admin, { name: 'Side Projects!' });
    expect([twice.statusCode, twice.json().status.message, twice.json().response]).toEqual([409, M.categoryExists, { field: 'name' }]);
    const blank = await call('POST', '/forum/api/v3/categories', admin, { name: '  ' });
    expect([blank.statusCode, blank.json().status.message]).toEqual([400, M.categoryName]);
    const renamed = await call('PUT', `/forum/api/v3/categories/${category.cid}`, admin, { name: 'Side hustles', description: null, order: 0 });
    expect(renamed.json().response).toMatchObject({ cid: category.cid, name: 'Side hustles', slug: 'side-hustles', description: null });
    expect((await call('GET', '/forum/api/categories', null)).json().response.categories[0].cid).toBe(category.cid);
    expect((await call('PUT', `/forum/api/v3/categories/${category.cid}`, a, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await call('PUT', '/forum/api/v3/categories/999999', admin, { name: 'Nowhere' })).json().status).toEqual({ code: 'not-found', message: M.categoryNotFound });
    // a topic in it, even a deleted one, keeps it
    later();
    const inside = await call('POST', '/forum/api/v3/topics', a, { cid: category.cid, title: 'Weekend SaaS', contentJson: text('Anyone selling their own tool?') });
    await call('DELETE', `/forum/api/v3/posts/${inside.json().response.mainPost.pid}`, a);
    const full = await call('DELETE', `/forum/api/v3/categories/${category.cid}`, admin);
    expect([full.statusCode, full.json().status.message]).toEqual([409, M.categoryNotEmpty]);
    expect((await call('DELETE', `/forum/api/v3/categories/${category.cid}`, a)).statusCode).toBe(403);
    const empty = (await call('POST', '/forum/api/v3/categories', admin, { name: 'Short lived' })).json().response;
    expect((await call('DELETE', `/forum/api/v3/categories/${empty.cid}`, admin)).json()).toEqual({ status: { code: 'ok', message: 'OK' }, response: {} });
    expect((await call('GET', '/forum/api/categories', null)).json().response.categories.map((c: Json) => c.cid)).not.toContain(empty.cid);
  });
});

describe('topics and replies', () => {
  it('creates a topic, replies to a post, pages the topic and the feed', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const older = await topic(b, 'An older topic');
    const created = await topic(a, 'Discovery questions that work');
    expect(created).toMatchObject({ title: 'Discovery questions that work', slug: 'discovery-questions-that-work', tags: ['prospecting'], postCount: 1, following: true, cid });
    expect(created.mainPost.html).toBe('<p>What opening lines work for you?</p>');
    const first = await reply(b, created.tid, 'Ask about their last quarter first.', created.mainPost.pid);
    expect(first).toMatchObject({ toPid: created.mainPost.pid, mine: true, author: { userUuid: b.uuid } });
    for (let i = 0; i < 3; i++) await reply(b, created.tid, `Another thought number ${i}`);
    const page1 = (await call('GET', `/forum/api/topic/${created.tid}?size=2`, a)).json().response;
    expect(page1.posts.map((p: Json) => p.pid)).toEqual([created.mainPost.pid, first.pid]);
    expect(page1.viewCount).toBe(1);
    const page2 = (await call('GET', `/forum/api/topic/${created.tid}?size=2&after=${page1.nextCursor}`, a)).json().response;
    const page3 = (await call('GET', `/forum/api/topic/${created.tid}?size=2&after=${page2.nextCursor}`, a)).json().response;
    expect(page3.posts).toHaveLength(1);
    expect(page3.nextCursor).toBeNull();
    const replies = (await call('GET', `/forum/api/v3/posts/${created.mainPost.pid}/replies`, a)).json().response.posts;
    expect(replies.map((p: Json) => p.pid)).toEqual([first.pid]);
    const recent = (await call('GET', `/forum/api/recent?cid=${cid}&size=1`, a)).json().response;
    expect(recent.topics[0].tid).toBe(created.tid);
    expect(recent.topics[0].teaser.plainText).toBe('Another thought number 2');
    const next = (await call('GET', `/forum/api/recent?cid=${cid}&size=1&after=${recent.nextCursor}`, a)).json().response;
    expect(next.topics[0].tid).toBe(older.tid);
    expect((await call('GET', '/forum/api/recent?after=%21%21', a)).json().status.message).toBe(M.cursorInvalid);
  });

  it("checks NodeBB's limits with NodeBB's messages", async () => {
    const a = await member();
    later();
    const cases: [object, number, string][] = [
      [{ cid, title: 'ab', contentJson: text('long enough content') }, 400, M.titleTooShort(FORUM_TITLE_MIN)],
      [{ cid, title: 'x'.repeat(FORUM_TITLE_MAX + 1), contentJson: text('long enough content') }, 400, M.titleTooLong(FORUM_TITLE_MAX)],
      [{ cid, title: 'A fine title', contentJson: text('short') }, 400, M.contentTooShort(FORUM_POST_MIN)],
      [{ cid, title: 'A fine title', content: 'y'.repeat(FORUM_POST_MAX + 1) }, 400, M.contentTooLong(FORUM_POST_MAX)],
      [{ cid, title: 'A fine title', contentJson: '{"root":' }, 400, M.contentInvalid],
      [{ cid, title: 'A fine title', contentJson: '{"root":{"type":"paragraph"}}' }, 400, M.contentInvalid],
      [{ cid, title: 'A fine title' }, 400, M.contentMissing],
      [{ cid: 99999, title: 'A fine title', content: 'long enough content' }, 404, M.categoryNotFound],
      [{ cid, title: 'A fine title', content: 'long enough content', tags: ['<b>'] }, 400, M.tagInvalid],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('POST', '/forum/api/v3/topics', a, body);
      expect([res.statusCode, res.json().status.message], JSON.stringify(body).slice(0, 80)).toEqual([status, message]);
    }
    // NodeBB clients posting `content` are accepted, a paragraph per line, escaped
    const plain = await call('POST', '/forum/api/v3/topics', a, { cid, title: 'Plain text client', content: 'line <one>\nline two' });
    expect(plain.json().response.mainPost.html).toBe('<p>line &lt;one&gt;</p><p>line two</p>');
  });

  it('makes members wait between posts: 120 s when new, 10 s later on', async () => {
    const a = await member();
    const created = await topic(a);
    const early = await call('POST', `/forum/api/v3/topics/${created.tid}`, a, { content: 'too soon to post again' });
    expect(early.statusCode).toBe(429);
    expect(early.json().status).toEqual({ code: 'too-many-requests', message: M.postDelay(FORUM_NEW_MEMBER_POST_DELAY_SECONDS) });
    clock.advance(FORUM_NEW_MEMBER_HOURS * HOUR);
    await reply(a, created.tid, 'a day later, an established member');
    const soon = await call('POST', `/forum/api/v3/topics/${created.tid}`, a, { content: 'still too soon to post' });
    expect(soon.json().status.message).toBe(M.postDelay(FORUM_POST_DELAY_SECONDS));
    clock.advance(FORUM_POST_DELAY_SECONDS * 1000 + 1);
    expect((await call('POST', `/forum/api/v3/topics/${created.tid}`, a, { content: 'now it may be posted' })).statusCode).toBe(200);
  });

  it('edits and deletes only own posts; admins moderate', async () => {
    const [a, b, admin] = await Promise.all([member(), member(), member(true)]);
    const created = await topic(a);
    const answer = await reply(b, created.tid, 'An answer worth keeping');
    const notYours = await call('PUT', `/forum/api/v3/posts/${answer.pid}`, a, { content: 'rewritten by someone else' });
    expect([notYours.statusCode, notYours.json().status.message]).toEqual([403, M.notYours]);
    expect((await call('DELETE', `/forum/api/v3/posts/${answer.pid}`, a)).statusCode).toBe(403);
    const edited = (await call('PUT', `/forum/api/v3/posts/${answer.pid}`, b, { content: 'An answer, improved' })).json().response;
    expect(edited).toMatchObject({ plainText: 'An answer, improved', editedAt: clock.now().toISOString() });
    expect((await call('GET', `/forum/api/v3/posts/${answer.pid}/raw`, b)).json().response.content).toBe(text('An answer, improved'));
    expect((await call('GET', `/forum/api/v3/posts/${answer.pid}/raw`, a)).statusCode).toBe(403);
    const deleted = (await call('DELETE', `/forum/api/v3/posts/${answer.pid}`, b)).json().response;
    expect(deleted).toMatchObject({ deleted: true, html: '', contentJson: null });
    expect((await call('PUT', `/forum/api/v3/posts/${answer.pid}/state`, b)).json().status.message).toBe(M.adminOnly);
    expect((await call('PUT', `/forum/api/v3/posts/${answer.pid}/state`, admin)).json().response.deleted).toBe(false);
    expect((await call('PUT', `/forum/api/v3/topics/${created.tid}/lock`, a)).statusCode).toBe(403);
    expect((await call('PUT', `/forum/api/v3/topics/${created.tid}/lock`, admin)).json().response.locked).toBe(true);
    expect((await call('PUT', `/forum/api/v3/topics/${created.tid}/pin`, admin)).json().response.pinned).toBe(true);
    later();
    const locked = await call('POST', `/forum/api/v3/topics/${created.tid}`, b, { content: 'replying to a locked topic' });
    expect([locked.statusCode, locked.json().status.message]).toEqual([403, M.topicLocked]);
    // deleting the main post deletes the topic; the public post page then answers not found
    expect((await call('DELETE', `/forum/api/v3/posts/${created.mainPost.pid}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/forum/api/v3/posts/${created.mainPost.pid}`, null)).statusCode).toBe(404);
  });
});

describe('stored counters and views', () => {
  const category = async () => (await call('GET', '/forum/api/categories', null)).json().response.categories.find((c: Json) => c.cid === cid);
  const reputation = async (who: Member) => (await call('GET', '/forum/api/me', who)).json().response.reputation;

  it('keeps reputation and category counts through votes, deletes and restores', async () => {
    const [a, b, c, admin] = await Promise.all([member(), member(), member(), member(true)]);
    const before = await category();
    const created = await topic(a);
    const answer = await reply(b, created.tid, 'A second post in the topic');
    expect(await category()).toMatchObject({ topicCount: before.topicCount + 1, postCount: before.postCount + 2 });
    await Promise.all([b, c].map((who) => call('PUT', `/forum/api/v3/posts/${created.mainPost.pid}/vote`, who, { delta: 1 })));
    await call('PUT', `/forum/api/v3/posts/${answer.pid}/vote`, a, { delta: -1 });
    expect([await reputation(a), await reputation(b)]).toEqual([2, -1]);
    await call('PUT', `/forum/api/v3/posts/${created.mainPost.pid}/vote`, c, { delta: -1 });
    expect(await reputation(a)).toBe(0);
    // a deleted post's votes leave its author's reputation; deleting the main post takes the topic out of the counts
    await call('DELETE', `/forum/api/v3/posts/${answer.pid}`, b);
    expect(await reputation(b)).toBe(0);
    await call('DELETE', `/forum/api/v3/posts/${created.mainPost.pid}`, admin);
    expect([await reputation(a), await category()]).toEqual([0, expect.objectContaining({ topicCount: before.topicCount, postCount: before.postCount })]);
    await call('PUT', `/forum/api/v3/posts/${created.mainPost.pid}/state`, admin);
    await call('PUT', `/forum/api/v3/posts/${answer.pid}/state`, admin);
    expect([await reputation(a), await reputation(b)]).toEqual([0, -1]);
    expect(await category()).toMatchObject({ topicCount: before.topicCount + 1, postCount: before.postCount + 2 });
  });

  /** What every stored counter would be if recounted from the rows (migration 0026's definitions): none may drift. */
  async function drift(): Promise<Json[]> {
    const { rows } = await sql<Json>`
      select 'post ' || p.id as what, p.upvotes || '/' || p.downvotes as stored,
             (select count(*) filter (where v.delta > 0) || '/' || count(*) filter (where v.delta < 0) from forum_votes v where v.post_id = p.id) as counted
        from forum_posts p
      union all
      select 'member ' || u.id, coalesce(m.reputation, 0)::text,
             (select coalesce(sum(p.upvotes - p.downvotes), 0) from forum_posts p where p.author_id = u.id and not p.deleted)::text
        from users u left join forum_members m on m.user_id = u.id
      union all
      select 'topic ' || t.id, t.post_count::text, (select count(*) from forum_posts p where p.topic_id = t.id)::text from forum_topics t
      union all
      select 'category ' || c.id, c.topic_count || '/' || c.post_count,
             (select count(*) || '/' || coalesce(sum(t.post_count), 0) from forum_topics t where t.category_id = c.id and not t.deleted)
        from forum_categories c`.execute(t.db);
    return rows.filter((r) => r.stored !== r.counted);
  }

  it("keeps every counter true when a member's account is deleted", async () => {
    const [a, b, c, admin] = await Promise.all([member(), member(), member(), member(true)]);
    const before = await category();
    // a's topic, with b's post in it that c answers and votes on; b votes on c's answer
    const own = await topic(a, 'A topic that goes with its author');
    const inOwn = await reply(b, own.tid, 'A reply in the topic of a', own.mainPost.pid);
    const answerInOwn = await reply(c, own.tid, 'An answer to that reply', inOwn.pid);
    await call('PUT', `/forum/api/v3/posts/${inOwn.pid}/vote`, c, { delta: 1 });
    await call('PUT', `/forum/api/v3/posts/${answerInOwn.pid}/vote`, b, { delta: 1 });
    // a topic of a that an admin deleted: it no longer counts in its category
    const removed = await topic(a, 'A topic already deleted');
    await call('DELETE', `/forum/api/v3/posts/${removed.mainPost.pid}`, admin);
    // b's topic: a replies, c answers a and votes on it; a votes on b and c; a posts last
    const other = await topic(b, 'A topic that stays');
    const byA = await reply(a, other.tid, 'A reply by the member who leaves', other.mainPost.pid);
    const answer = await reply(c, other.tid, 'An answer to the member who leaves', byA.pid);
    await call('PUT', `/forum/api/v3/posts/${byA.pid}/vote`, c, { delta: 1 });
    await call('PUT', `/forum/api/v3/posts/${other.mainPost.pid}/vote`, a, { delta: 1 });
    await call('PUT', `/forum/api/v3/posts/${answer.pid}/vote`, a, { delta: -1 });
    await reply(a, other.tid, 'The last word of the member who leaves');
    expect(await drift()).toEqual([]);
    expect([await reputation(b), await reputation(c)]).toEqual([2, 0]);

    await t.db.deleteFrom('users').where('id', '=', a.id).execute();

    expect(await drift()).toEqual([]);
    // a's votes are withdrawn; b's post in a's topic went with the topic, and with it c's vote on it
    expect([await reputation(b), await reputation(c)]).toEqual([0, 0]);
    expect((await call('GET', `/forum/api/topic/${own.tid}`, b)).statusCode).toBe(404);
    const stays = (await call('GET', `/forum/api/topic/${other.tid}`, b)).json().response;
    expect(stays.posts.map((p: Json) => [p.pid, p.toPid, p.upvotes, p.downvotes])).toEqual([
      [other.mainPost.pid, null, 0, 0],
      [answer.pid, null, 0, 0],
    ]);
    expect(stays).toMatchObject({ postCount: 2, lastPostAt: answer.createdAt });
    expect(await category()).toMatchObject({ topicCount: before.topicCount + 1, postCount: before.postCount + 2 });
  });

  it('counts one view per member per hour, not one per read', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const created = await topic(a);
    const views = async (who: Member | null) => (await call('GET', `/forum/api/topic/${created.tid}`, who)).json().response.viewCount;
    expect(await views(a)).toBe(1);
    await Promise.all(Array.from({ length: 5 }, () => call('GET', `/forum/api/topic/${created.tid}`, b)));
    expect(await views(a)).toBe(2);
    expect(await views(null)).toBe(2);
    clock.advance(FORUM_VIEW_WINDOW_MINUTES * 60_000 + 1);
    expect(await views(b)).toBe(3);
    expect(await views(b)).toBe(3);
  });
});

describe('votes, follows and the public post', () => {
  it('keeps one vote per member per post, also under parallel requests', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const created = await topic(a);
    const pid = created.mainPost.pid;
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('PUT', `/forum/api/v3/posts/${pid}/vote`, b, { delta: 1 })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const post = (await call('GET', `/forum/api/v3/posts/${pid}`, b)).json().response.post;
    expect(post).toMatchObject({ upvotes: 1, downvotes: 0, myVote: 1 });
    expect(post.author.reputation).toBe(1);
    const events = await t.db.selectFrom('outbox').select('payload').where('topic', '=', TOPICS.forumChanged).execute();
    expect(events.filter((e) => (e.payload as Json).kind === 'post-voted' && (e.payload as Json).pid === pid)).toHaveLength(1);
    expect((await call('PUT', `/forum/api/v3/posts/${pid}/vote`, b, { delta: -1 })).json().response).toMatchObject({ upvotes: 0, downvotes: 1 });
    expect((await call('DELETE', `/forum/api/v3/posts/${pid}/vote`, b)).json().response).toMatchObject({ upvotes: 0, downvotes: 0, myVote: 0 });
    expect((await call('PUT', `/forum/api/v3/posts/${pid}/vote`, a, { delta: 1 })).json().status.message).toBe(M.voteOwnPost);
  });

  it('follows and unfollows a topic', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const created = await topic(a);
    expect((await call('PUT', `/forum/api/v3/topics/${created.tid}/follow`, b)).json().response.following).toBe(true);
    expect((await call('PUT', `/forum/api/v3/topics/${created.tid}/follow`, b)).json().response.following).toBe(true);
    expect((await call('DELETE', `/forum/api/v3/topics/${created.tid}/follow`, b)).json().response.following).toBe(false);
    expect((await call('PUT', '/forum/api/v3/topics/999999/follow', b)).statusCode).toBe(404);
  });

  it('serves a post to anyone signed out; the forum token sets the cookie that signs in', async () => {
    const a = await member();
    const created = await topic(a, 'Public things');
    const open = await call('GET', `/forum/api/v3/posts/${created.mainPost.pid}`, null);
    expect(open.json().response).toMatchObject({ post: { pid: created.mainPost.pid, mine: false }, topic: { title: 'Public things' } });
    const token = await call('GET', `/forum/forum-token?username=${encodeURIComponent(a.username)}`, a);
    expect(token.statusCode).toBe(200);
    const cookie = String(token.headers['set-cookie']).split(';')[0]!;
    expect(String(token.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    const me = await t.app.inject({ method: 'GET', url: '/forum/api/me', headers: { cookie } });
    expect(me.json().response.userUuid).toBe(a.uuid);
    expect((await call('GET', '/forum/forum-token?username=someone@else.test', a)).statusCode).toBe(403);
    // NodeBB's GET /login under /forum: the member's own credential opens the same session; nothing else does
    const login = await call('GET', '/forum/login', a);
    expect([login.statusCode, login.json().response]).toEqual([200, { uid: a.id, userslug: a.uuid }]);
    expect(String(login.headers['set-cookie']).split(';')[0]).toBe(cookie);
    const noLogin = await call('GET', '/forum/login', null);
    expect([noLogin.statusCode, noLogin.json().status.code]).toEqual([401, 'not-authorised']);
    expect((await t.app.inject({ method: 'GET', url: '/forum/api/me', headers: { cookie: 'forum_session=forged' } })).statusCode).toBe(401);
    // NodeBB's config says whose session it is: the web app's session check, without a 401 for a guest
    expect((await t.app.inject({ method: 'GET', url: '/forum/api/config', headers: { cookie } })).json().response).toMatchObject({ uid: a.id, userslug: a.uuid });
    expect((await t.app.inject({ method: 'GET', url: '/forum/api/config', headers: { cookie: 'forum_session=forged' } })).json().response).toMatchObject({ uid: 0, userslug: null });
    const out = await t.app.inject({ method: 'POST', url: '/forum/logout' });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^forum_session=; Path=\/forum; Max-Age=0; HttpOnly/);
  });

  it('searches posts and titles', async () => {
    const a = await member();
    const created = await topic(a, 'Negotiation anchors explained', 'Anchoring high sets the frame for the negotiation.');
    const found = (await call('GET', '/forum/api/search?term=anchoring', a)).json().response;
    expect(found.posts.map((p: Json) => p.pid)).toContain(created.mainPost.pid);
    expect(found.topics.map((x: Json) => x.tid)).toContain(created.tid);
    expect((await call('GET', '/forum/api/search?term=a', a)).json().status.message).toBe(M.searchQuery);
  });
});

describe('notifications', () => {
  it('tells the post replied to, followers and mentioned members once each', async () => {
    const [a, b, c, d] = await Promise.all([member(), member(), member(), member()]);
    const created = await topic(a, 'Who is told');
    await call('PUT', `/forum/api/v3/topics/${created.tid}/follow`, c);
    later();
    const mention = { type: 'mention', version: 1, text: '@Someone', userUuid: d.uuid, format: 0, style: '', mode: 'segmented', detail: 0 };
    const doc = { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Good point, ' }, mention] }] } };
    const res = await call('POST', `/forum/api/v3/topics/${created.tid}`, b, { contentJson: JSON.stringify(doc), toPid: created.mainPost.pid });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.notifications.drain();
    const rows = await t.db.selectFrom('notifications').select(['userId', 'notificationCode', 'redirectUrl']).where('userId', 'in', [a.id, b.id, c.id, d.id]).execute();
    const codes = Object.fromEntries(rows.map((r) => [r.userId, r.notificationCode]));
    expect(codes).toEqual({ [a.id]: 'FORUM_REPLY', [c.id]: 'FORUM_TOPIC_POST', [d.id]: 'FORUM_MENTION' });
    expect(rows[0]!.redirectUrl).toBe(`/post/${res.json().response.pid}`);
  });
});
