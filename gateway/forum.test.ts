// The forum through the real gateway and the real services: queries and mutations in the contract's shapes, NodeBB's
// errors as GraphQL codes, the public post without a session, and forumTopicChanged live and resumed with `after`.
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { FORUM } from '~/common/messages';
import { contentJsonFromText } from '~/services/forum/render';
import { csrfHeaders } from '~/gateway/testing/fakeServices';
import { collect } from '~/gateway/testing/liveClients';
import { useRealStack, type Member } from '~/gateway/testing/realStack';

const stack = useRealStack('forum');
const { gql, send, registerMember } = stack;

/** an established member with no recent post: the post delay does not stand in a test's way */
async function ready(who: Member): Promise<Member> {
  const db = stack.services.app.db;
  await db.updateTable('users').set({ createdOn: sql`now() - interval '2 days'` }).where('uuid', '=', who.uuid).execute();
  await sql`update forum_posts set created_at = created_at - interval '10 minutes' where author_id = (select id from users where uuid = ${who.uuid})`.execute(db);
  return who;
}
const POST = 'pid tid toPid html plainText deleted upvotes downvotes myVote mine author { uid userUuid displayName reputation }';
const TOPIC = `tid cid title slug tags postCount following locked pinned category { cid name } mainPost { ${POST} } teaser { pid }`;

async function newTopic(who: Member, title: string, text: string) {
  await ready(who);
  const categories = (await gql<{ forumCategories: { cid: string; adminsOnly: boolean }[] }>('{ forumCategories { cid name slug adminsOnly topicCount postCount } }', {}, who.token)).forumCategories;
  const cid = categories.find((c) => !c.adminsOnly)!.cid;
  const data = await gql<{ createForumTopic: any }>(
    `mutation($cid: ID!, $title: String!, $json: String!, $tags: [String!]) { createForumTopic(cid: $cid, title: $title, contentJson: $json, tags: $tags) { ${TOPIC} } }`,
    { cid, title, json: contentJsonFromText(text), tags: ['closing'] },
    who.token,
  );
  return data.createForumTopic;
}
async function replyTo(who: Member, tid: string, text: string, toPid?: string) {
  await ready(who);
  return (
    await gql<{ replyForumTopic: any }>(`mutation($tid: ID!, $json: String!, $toPid: ID) { replyForumTopic(tid: $tid, contentJson: $json, toPid: $toPid) { ${POST} } }`, { tid, json: contentJsonFromText(text), toPid }, who.token)
  ).replyForumTopic;
}

describe('the forum through the gateway', () => {
  it('creates, replies, pages, votes and follows in the contract’s shapes', async () => {
    const [ann, bob] = await Promise.all([registerMember('ann'), registerMember('bob')]);
    const topic = await newTopic(ann, 'Closing techniques that respect buyers', 'Which closes still work in 2030?');
    expect(topic).toMatchObject({ title: 'Closing techniques that respect buyers', tags: ['closing'], postCount: 1, following: true, teaser: null });
    expect(topic.mainPost).toMatchObject({ mine: true, html: '<p>Which closes still work in 2030?</p>', author: { userUuid: ann.uuid } });
    const answer = await replyTo(bob, topic.tid, 'The assumptive close, gently.', topic.mainPost.pid);
    expect(answer).toMatchObject({ toPid: topic.mainPost.pid, tid: topic.tid, mine: true });

    const posts = await gql<{ forumTopicPosts: { posts: { pid: string }[]; nextCursor: string | null } }>(
      'query($tid: ID!) { forumTopicPosts(tid: $tid, size: 1) { posts { pid } nextCursor } }', { tid: topic.tid }, ann.token);
    expect(posts.forumTopicPosts.posts.map((p) => p.pid)).toEqual([topic.mainPost.pid]);
    const rest = await gql<{ forumTopicPosts: { posts: { pid: string }[]; nextCursor: string | null } }>(
      'query($tid: ID!, $after: String) { forumTopicPosts(tid: $tid, after: $after, size: 5) { posts { pid } nextCursor } }', { tid: topic.tid, after: posts.forumTopicPosts.nextCursor }, ann.token);
    expect(rest.forumTopicPosts).toEqual({ posts: [{ pid: answer.pid }], nextCursor: null });
    const replies = await gql<{ forumPostReplies: { pid: string }[] }>('query($pid: ID!) { forumPostReplies(pid: $pid) { pid } }', { pid: topic.mainPost.pid }, ann.token);
    expect(replies.forumPostReplies).toEqual([{ pid: answer.pid }]);

    const voted = await gql<{ voteForumPost: any }>('mutation($pid: ID!) { voteForumPost(pid: $pid, delta: 1) { upvotes myVote author { reputation } } }', { pid: answer.pid }, ann.token);
    expect(voted.voteForumPost).toEqual({ upvotes: 1, myVote: 1, author: { reputation: 1 } });
    const followed = await gql<{ followForumTopic: { following: boolean } }>('mutation($tid: ID!) { followForumTopic(tid: $tid, follow: true) { following } }', { tid: topic.tid }, bob.token);
    expect(followed.followForumTopic.following).toBe(true);
    const recent = await gql<{ forumRecent: { topics: any[] } }>(`{ forumRecent(size: 5) { topics { tid teaser { pid } } nextCursor } }`, {}, bob.token);
    expect(recent.forumRecent.topics[0]).toEqual({ tid: topic.tid, teaser: { pid: answer.pid } });
    const raw = await gql<{ forumPostRaw: string }>('query($pid: ID!) { forumPostRaw(pid: $pid) }', { pid: answer.pid }, bob.token);
    expect(raw.forumPostRaw).toBe(contentJsonFromText('The assumptive close, gently.'));
    const found = await gql<{ forumSearch: { posts: { pid: string }[] } }>('{ forumSearch(query: "assumptive") { posts { pid } topics { tid } nextCursor } }', {}, bob.token);
    expect(found.forumSearch.posts.map((p) => p.pid)).toContain(answer.pid);
  });

  it('answers the errors with their codes and the forum’s messages', async () => {
    const [ann, bob] = await Promise.all([registerMember('ann'), registerMember('bob')]);
    const topic = await newTopic(ann, 'Errors have codes', 'Each one with a message.');
    const short = await send('mutation($tid: ID!) { replyForumTopic(tid: $tid, contentJson: "{}") { pid } }', { tid: topic.tid }, bob.token);
    expect(short.body.errors?.[0]).toMatchObject({ message: FORUM.contentInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    const notMine = await send('mutation($pid: ID!) { deleteForumPost(pid: $pid) { pid } }', { pid: topic.mainPost.pid }, bob.token);
    expect(notMine.body.errors?.[0]).toMatchObject({ message: FORUM.notYours, extensions: { code: 'FORBIDDEN' } });
    const moderation = await send('mutation($tid: ID!) { moderateForumTopic(tid: $tid, locked: true) { locked } }', { tid: topic.tid }, bob.token);
    expect(moderation.body.errors?.[0]).toMatchObject({ message: FORUM.adminOnly, extensions: { code: 'FORBIDDEN' } });
    const missing = await send('{ forumTopic(tid: "999999") { tid } }', {}, bob.token);
    expect(missing.body.errors?.[0]).toMatchObject({ message: FORUM.topicNotFound, extensions: { code: 'NOT_FOUND' } });
    const signedOut = await send('{ forumRecent { nextCursor } }');
    expect(signedOut.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const delay = await send('mutation($tid: ID!, $json: String!) { replyForumTopic(tid: $tid, contentJson: $json) { pid } }', { tid: topic.tid, json: contentJsonFromText('posting again right away') }, ann.token);
    expect(delay.body.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
  });

  it('lets an admin create, rename and delete an empty category; refuses members and a category with topics', async () => {
    const [admin, bob] = await Promise.all([registerMember('cat-admin', { admin: true }), registerMember('cat-bob')]);
    const FIELDS = 'cid name description slug topicCount postCount';
    const created = (
      await gql<{ createForumCategory: any }>(`mutation($name: String!, $description: String) { createForumCategory(name: $name, description: $description) { ${FIELDS} } }`,
        { name: 'Cold Outreach', description: 'Emails and calls to strangers' }, admin.token)
    ).createForumCategory;
    expect(created).toMatchObject({ name: 'Cold Outreach', description: 'Emails and calls to strangers', slug: 'cold-outreach', topicCount: 0, postCount: 0 });
    const listed = await gql<{ forumCategories: { cid: string; name: string }[] }>('{ forumCategories { cid name } }', {}, bob.token);
    expect(listed.forumCategories).toContainEqual({ cid: created.cid, name: 'Cold Outreach' });

    const duplicate = await send('mutation { createForumCategory(name: "cold outreach") { cid } }', {}, admin.token);
    expect(duplicate.body.errors?.[0]).toMatchObject({ message: FORUM.categoryExists, extensions: { code: 'CONFLICT' } });
    const tooShort = await send('mutation { createForumCategory(name: "x") { cid } }', {}, admin.token);
    expect(tooShort.body.errors?.[0]).toMatchObject({ message: FORUM.categoryName, extensions: { code: 'BAD_USER_INPUT' } });
    for (const [document, variables] of [
      ['mutation { createForumCategory(name: "Members only") { cid } }', {}],
      ['mutation($cid: ID!) { updateForumCategory(cid: $cid, name: "Taken over") { cid } }', { cid: created.cid }],
      ['mutation($cid: ID!) { deleteForumCategory(cid: $cid) }', { cid: created.cid }],
    ] as const) {
      const refused = await send(document, variables, bob.token);
      expect(refused.body.errors?.[0]).toMatchObject({ message: FORUM.categoriesAdminOnly, extensions: { code: 'FORBIDDEN' } });
    }

    const renamed = await gql<{ updateForumCategory: any }>(`mutation($cid: ID!) { updateForumCategory(cid: $cid, name: "Cold Calling") { ${FIELDS} } }`, { cid: created.cid }, admin.token);
    expect(renamed.updateForumCategory).toMatchObject({ cid: created.cid, name: 'Cold Calling', slug: 'cold-calling', description: 'Emails and calls to strangers' });
    const cleared = await gql<{ updateForumCategory: any }>('mutation($cid: ID!) { updateForumCategory(cid: $cid, description: null) { description } }', { cid: created.cid }, admin.token);
    expect(cleared.updateForumCategory).toEqual({ description: null });

    // a category with a topic stays
    await ready(bob);
    await gql('mutation($cid: ID!, $json: String!) { createForumTopic(cid: $cid, title: "Opening lines", contentJson: $json) { tid } }', { cid: created.cid, json: contentJsonFromText('What do you say first?') }, bob.token);
    const notEmpty = await send('mutation($cid: ID!) { deleteForumCategory(cid: $cid) }', { cid: created.cid }, admin.token);
    expect(notEmpty.body.errors?.[0]).toMatchObject({ message: FORUM.categoryNotEmpty, extensions: { code: 'CONFLICT' } });

    const empty = (await gql<{ createForumCategory: { cid: string } }>('mutation { createForumCategory(name: "Short lived") { cid } }', {}, admin.token)).createForumCategory;
    const deleted = await gql<{ deleteForumCategory: string }>('mutation($cid: ID!) { deleteForumCategory(cid: $cid) }', { cid: empty.cid }, admin.token);
    expect(deleted.deleteForumCategory).toBe(empty.cid);
    const after = await gql<{ forumCategories: { cid: string }[] }>('{ forumCategories { cid } }', {}, admin.token);
    expect(after.forumCategories.map((c) => c.cid)).toContain(created.cid);
    expect(after.forumCategories.map((c) => c.cid)).not.toContain(empty.cid);
    const gone = await send('mutation($cid: ID!) { deleteForumCategory(cid: $cid) }', { cid: empty.cid }, admin.token);
    expect(gone.body.errors?.[0]).toMatchObject({ message: FORUM.categoryNotFound, extensions: { code: 'NOT_FOUND' } });
  });

  it('keeps the topics of an admins-only category to admins: a member is FORBIDDEN with the reason and may still reply', async () => {
    const [admin, bob] = await Promise.all([registerMember('news-admin', { admin: true }), registerMember('news-bob')]);
    const staff = (
      await gql<{ createForumCategory: { cid: string; adminsOnly: boolean } }>('mutation { createForumCategory(name: "Staff news", adminsOnly: true) { cid adminsOnly } }', {}, admin.token)
    ).createForumCategory;
    expect(staff.adminsOnly).toBe(true);
    const listed = await gql<{ forumCategories: { cid: string; slug: string; adminsOnly: boolean }[] }>('{ forumCategories { cid slug adminsOnly } }', {}, bob.token);
    expect(listed.forumCategories.filter((c) => c.adminsOnly).map((c) => c.slug).sort()).toEqual(['announcements', 'staff-news']);
    const create = 'mutation($cid: ID!, $title: String!, $json: String!) { createForumTopic(cid: $cid, title: $title, contentJson: $json) { tid } }';
    await ready(bob);
    const refused = await send(create, { cid: staff.cid, title: 'Member news', json: contentJsonFromText('Can I post here?') }, bob.token);
    expect(refused.body.errors?.[0]).toMatchObject({ message: FORUM.categoryTopicsAdminsOnly, extensions: { code: 'FORBIDDEN' } });
    await ready(admin);
    const news = await gql<{ createForumTopic: { tid: string } }>(create, { cid: staff.cid, title: 'Office hours moved', json: contentJsonFromText('Thursdays from now on.') }, admin.token);
    const reply = await replyTo(bob, news.createForumTopic.tid, 'Thanks for the heads-up.');
    expect(reply.tid).toBe(news.createForumTopic.tid);
    const opened = await gql<{ updateForumCategory: { adminsOnly: boolean } }>('mutation($cid: ID!) { updateForumCategory(cid: $cid, adminsOnly: false) { adminsOnly } }', { cid: staff.cid }, admin.token);
    expect(opened.updateForumCategory.adminsOnly).toBe(false);
  });

  it('serves the public post without a session; a missing or deleted one is NOT_FOUND', async () => {
    const ann = await registerMember('ann');
    const topic = await newTopic(ann, 'Public post page', 'Anyone can read this one.');
    const open = await gql<{ forumPostPublic: any }>('query($pid: ID!) { forumPostPublic(pid: $pid) { post { pid mine html } topic { title } } }', { pid: topic.mainPost.pid });
    expect(open.forumPostPublic).toEqual({ post: { pid: topic.mainPost.pid, mine: false, html: '<p>Anyone can read this one.</p>' }, topic: { title: 'Public post page' } });
    for (const pid of ['999999', 'abc']) {
      const missing = await send('query($pid: ID!) { forumPostPublic(pid: $pid) { post { pid } } }', { pid });
      expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    await gql('mutation($pid: ID!) { deleteForumPost(pid: $pid) { deleted } }', { pid: topic.mainPost.pid }, ann.token);
    const deleted = await send('query($pid: ID!) { forumPostPublic(pid: $pid) { post { pid } } }', { pid: topic.mainPost.pid });
    expect(deleted.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('streams a topic’s changes live and resumes after a dropped socket, each event once', async () => {
    const [ann, bob] = await Promise.all([registerMember('ann'), registerMember('bob')]);
    const topic = await newTopic(ann, 'Live topic', 'Replies should appear live.');
    const CHANGED = 'subscription($tid: ID!, $after: ID) { forumTopicChanged(tid: $tid, after: $after) { id kind post { pid plainText upvotes myVote deleted } } }';
    type Event = { id: string; kind: string; post: { pid: string; plainText: string; upvotes: number; myVote: number; deleted: boolean } | null };
    const first = collect<Event>(stack.live(ann.token), CHANGED, { tid: topic.tid });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const one = await replyTo(bob, topic.tid, 'First live reply here');
    await vi.waitFor(() => expect(first.results.map((e) => e.kind)).toEqual(['post-created']));
    expect(first.results[0]!.post).toMatchObject({ pid: one.pid, plainText: 'First live reply here' });
    const lastSeen = first.results[0]!.id;
    first.unsubscribe();
    const two = await replyTo(bob, topic.tid, 'Second reply, while away');
    await gql('mutation($pid: ID!) { voteForumPost(pid: $pid, delta: 1) { upvotes } }', { pid: one.pid }, ann.token);
    const resumed = collect<Event>(stack.live(ann.token), CHANGED, { tid: topic.tid, after: lastSeen });
    await gql('mutation($pid: ID!) { deleteForumPost(pid: $pid) { deleted } }', { pid: two.pid }, bob.token);
    await vi.waitFor(() => expect(resumed.results).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resumed.results.map((e) => [e.kind, e.post?.pid])).toEqual([
      ['post-created', two.pid],
      ['post-voted', one.pid],
      ['post-deleted', two.pid],
    ]);
    expect(resumed.results[1]!.post).toMatchObject({ upvotes: 1, myVote: 1 });
    expect(resumed.results[2]!.post).toMatchObject({ deleted: true, plainText: '' });
  });

  it('answers the first page with an event cursor: a change made before the subscription listens is replayed from it', async () => {
    const [ann, bob] = await Promise.all([registerMember('ann'), registerMember('bob')]);
    const topic = await newTopic(ann, 'Moderated while loading', 'Lock this while I read it.');
    const page = await gql<{ forumTopicPosts: { eventCursor: string | null } }>('query($tid: ID!) { forumTopicPosts(tid: $tid) { eventCursor } }', { tid: topic.tid }, ann.token);
    const { eventCursor } = page.forumTopicPosts;
    expect(eventCursor).toMatch(/^\d+$/);
    // committed after the page was read and before anyone subscribed
    const reply = await replyTo(bob, topic.tid, 'Written while the page loaded');
    const CHANGED = 'subscription($tid: ID!, $after: ID) { forumTopicChanged(tid: $tid, after: $after) { id kind post { pid } } }';
    const feed = collect<{ id: string; kind: string; post: { pid: string } | null }>(stack.live(ann.token), CHANGED, { tid: topic.tid, after: eventCursor });
    await vi.waitFor(() => expect(feed.results.map((e) => [e.kind, e.post?.pid])).toEqual([['post-created', reply.pid]]));
    expect(BigInt(feed.results[0]!.id) > BigInt(eventCursor!)).toBe(true);
    feed.unsubscribe();
  });

  it('proxies /forum/* with the HttpOnly forum cookie: a write on the cookie needs the CSRF token; logout clears it', async () => {
    const ann = await ready(await registerMember('proxy'));
    const app = stack.gateway.app;
    const anonymous = await app.inject({ method: 'GET', url: '/forum/api/me' });
    expect([anonymous.statusCode, anonymous.json().status.code]).toEqual([401, 'not-authorised']);
    // "log in at the forum": the bearer gets the forum's cookie, which alone then signs in
    const login = await app.inject({ method: 'GET', url: `/forum/forum-token?username=${encodeURIComponent(ann.username)}`, headers: { authorization: `Bearer ${ann.token}` } });
    expect(login.statusCode).toBe(200);
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^forum_session=[^;]+; Path=\/forum; HttpOnly; SameSite=Lax/);
    const cookie = setCookie.split(';')[0]!;
    const me = await app.inject({ method: 'GET', url: '/forum/api/me', headers: { cookie } });
    expect(me.json().response).toMatchObject({ userUuid: ann.uuid, userslug: ann.uuid });
    const cid = (await app.inject({ method: 'GET', url: '/forum/api/categories', headers: { cookie } })).json().response.categories.find((c: { adminsOnly: boolean }) => !c.adminsOnly).cid;
    const body = { cid, title: 'Posted through the forum host', content: 'Cookie credentials, as spec seven says.' };
    const forged = await app.inject({ method: 'POST', url: '/forum/api/v3/topics', headers: { cookie }, payload: body });
    expect(forged.statusCode).toBe(403);
    const csrf = await csrfHeaders(app);
    const posted = await app.inject({ method: 'POST', url: '/forum/api/v3/topics', headers: { ...csrf, cookie: `${csrf.cookie}; ${cookie}` }, payload: body });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().response).toMatchObject({ title: body.title, mainPost: { mine: true } });
    const out = await app.inject({ method: 'POST', url: '/forum/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^forum_session=; Path=\/forum; Max-Age=0/);
  });
});
