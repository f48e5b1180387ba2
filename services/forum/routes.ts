import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { FORUM_PAGE_SIZE, FORUM_VIEW_WINDOW_MINUTES, FORUM_POST_DELAY_SECONDS, FORUM_POST_MAX, FORUM_POST_MIN, FORUM_TITLE_MAX, FORUM_TITLE_MIN } from '~/common/constants';
import { FORUM as M, AUTH } from '~/common/messages';
import { isAdmin } from '~/common/roles';
import { withEventCursor } from '~/services/outbox/cursor';
import { bearerToken } from '~/services/plugins/auth';
import { forumErrorHandler, ok } from './envelope';
import { createForum, settingsOf, type Member } from './forum';
import { decodeCursor, encodeCursor, loadAuthors, loadCategories, loadPosts, loadTopics, postCountOf, recentTopicIds, searchIds, topicPostIds } from './repository';
import * as S from './schemas';

/** The forum session cookie GET /forum/forum-token sets (spec §7: the forum host uses cookie credentials). */
export const FORUM_COOKIE = 'forum_session';

function cookieOf(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * services/API.md § Forum: NodeBB's API as NodeBB installed under `/forum` serves it — the read API under
 * /forum/api, the write API under /forum/api/v3 — in NodeBB's envelope. Identity is our own account: a bearer
 * access token (the gateway) or the forum session cookie (a browser, spec §7), never a second login.
 */
const forumRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, httpErrors } = fastify;
  const forum = createForum(fastify);
  fastify.setErrorHandler(forumErrorHandler);

  /**
   * The signed-in member by bearer token or forum session cookie (authenticating it), or null when the request carries
   * no credential at all; a bad credential is a 401. Not services/shared/viewer.ts's viewerOf, which reads an
   * already authenticated request.
   */
  async function signedInMember(request: FastifyRequest, reply: Parameters<typeof fastify.authenticate>[1]): Promise<Member | null> {
    if (!bearerToken(request)) {
      const cookie = cookieOf(request, FORUM_COOKIE);
      if (!cookie) return null;
      request.headers.authorization = `Bearer ${cookie}`;
    }
    await fastify.authenticate(request, reply);
    return request.auth!.user;
  }
  const member = async (request: FastifyRequest, reply: Parameters<typeof fastify.authenticate>[1]) => {
    const viewer = await signedInMember(request, reply);
    if (!viewer) throw httpErrors.unauthorized(AUTH.unauthenticated);
    return viewer;
  };

  /** The forum session: the cookie carries the member's access token, so it lives and dies with the app session. */
  const openSession = async (request: FastifyRequest, reply: FastifyReply, viewer: Member) => {
    const token = bearerToken(request) ?? cookieOf(request, FORUM_COOKIE)!;
    const secure = fastify.config.publicUrl?.startsWith('https:') ? '; Secure' : '';
    reply.header('set-cookie', `${FORUM_COOKIE}=${encodeURIComponent(token)}; Path=/forum; HttpOnly; SameSite=Lax${secure}`);
    return ok({ uid: viewer.id, userslug: viewer.uuid });
  };

  fastify.get('/forum/forum-token', { schema: { querystring: S.TokenQuery } }, async (request, reply) => {
    const viewer = await member(request, reply);
    if (request.query.username.toLowerCase() !== request.auth!.user.username.toLowerCase()) throw httpErrors.forbidden(AUTH.forbidden);
    return openSession(request, reply, viewer);
  });

  /** NodeBB's GET /login under the relative path (spec §7): our accounts are the forum's, so logging in at the forum is
   *  showing the member's own credential (the bearer, or a forum cookie still live) and getting the session cookie. */
  fastify.get('/forum/login', async (request, reply) => openSession(request, reply, await member(request, reply)));

  /** NodeBB's POST /logout under the relative path (spec §4: logout clears the forum cookie); idempotent, no session needed. */
  fastify.post('/forum/logout', async (_request, reply) => {
    const secure = fastify.config.publicUrl?.startsWith('https:') ? '; Secure' : '';
    reply.header('set-cookie', `${FORUM_COOKIE}=; Path=/forum; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
    return ok({});
  });

  /** The member of a valid credential, else null: a guest, or a forum cookie whose session has ended (never a 401). */
  const memberOrGuest = async (request: FastifyRequest, reply: Parameters<typeof fastify.authenticate>[1]) => {
    try {
      return await signedInMember(request, reply);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 401) return null;
      throw error;
    }
  };

  // NodeBB's config carries the session's uid (0 for a guest): the web app's forum session check (spec §8)
  fastify.get('/forum/api/config', async (request, reply) => {
    const viewer = await memberOrGuest(request, reply);
    return ok({
      uid: viewer?.id ?? 0,
      userslug: viewer?.uuid ?? null,
      relative_path: '/forum',
      minimumTitleLength: FORUM_TITLE_MIN,
      maximumTitleLength: FORUM_TITLE_MAX,
      minimumPostLength: FORUM_POST_MIN,
      maximumPostLength: FORUM_POST_MAX,
      postDelay: FORUM_POST_DELAY_SECONDS,
      topicsPerPage: FORUM_PAGE_SIZE,
      postsPerPage: FORUM_PAGE_SIZE,
    });
  });

  fastify.get('/forum/api/me', async (request, reply) => {
    const viewer = await member(request, reply);
    const author = (await loadAuthors(db, [viewer.id])).get(viewer.id)!;
    return ok({ ...author, userslug: viewer.uuid, isAdmin: isAdmin(viewer.roles), settings: await settingsOf(db, viewer.id) });
  });

  const categories = async () => ok({ categories: await loadCategories(db) });
  fastify.get('/forum/api/categories', categories);
  fastify.get('/forum/api/v3/categories', categories);

  // NodeBB's category administration (admins; services/API.md § Forum)
  fastify.post('/forum/api/v3/categories', { schema: { body: S.CreateCategoryBody } }, async (request, reply) =>
    ok(await forum.createCategory(await member(request, reply), request.body)),
  );
  fastify.put('/forum/api/v3/categories/:cid', { schema: { params: S.CidParams, body: S.UpdateCategoryBody } }, async (request, reply) =>
    ok(await forum.updateCategory(await member(request, reply), request.params.cid, request.body)),
  );
  fastify.delete('/forum/api/v3/categories/:cid', { schema: { params: S.CidParams } }, async (request, reply) => {
    await forum.deleteCategory(await member(request, reply), request.params.cid);
    return ok({});
  });

  fastify.get('/forum/api/recent', { schema: { querystring: S.RecentQuery } }, async (request, reply) => {
    const viewer = await signedInMember(request, reply);
    const { cid, after, size = FORUM_PAGE_SIZE } = request.query;
    let from: [Date, number] | undefined;
    if (after) {
      const parts = decodeCursor(after);
      const at = parts ? new Date(parts[0]!) : null;
      if (!parts || parts.length !== 2 || !at || Number.isNaN(at.getTime()) || !/^\d+$/.test(parts[1]!)) throw httpErrors.badRequest(M.cursorInvalid);
      from = [at, Number(parts[1])];
    }
    const page = await recentTopicIds(db, { cid, after: from, size });
    return ok({ topics: await loadTopics(db, page.ids, viewer?.id ?? null), nextCursor: page.next ? encodeCursor([page.next[0].toISOString(), page.next[1]]) : null });
  });

  const pidCursor = (after: string | undefined) => {
    if (!after) return undefined;
    const parts = decodeCursor(after);
    if (!parts || parts.length !== 1 || !/^\d+$/.test(parts[0]!)) throw httpErrors.badRequest(M.cursorInvalid);
    return Number(parts[0]);
  };

  /**
   * One view per member per FORUM_VIEW_WINDOW_MINUTES: the member's latest counted view is kept, and the topic's count
   * goes up only when that one is older than the window, so a reload, a refetch or the live subscription's own read of
   * the topic count nothing more. Both in one statement: parallel first reads count once.
   */
  const countView = async (tid: number, viewer: Member): Promise<number | null> => {
    const now = fastify.config.now();
    const since = new Date(now.getTime() - FORUM_VIEW_WINDOW_MINUTES * 60_000);
    const { rows } = await sql<{ viewCount: number }>`with counted as (
        insert into forum_topic_views (topic_id, user_id, viewed_at) values (${tid}, ${viewer.id}, ${now})
        on conflict (topic_id, user_id) do update set viewed_at = excluded.viewed_at where forum_topic_views.viewed_at < ${since}
        returning topic_id)
      update forum_topics set view_count = view_count + 1 where id in (select topic_id from counted) returning view_count`.execute(db);
    return rows[0]?.viewCount ?? null;
  };

  /**
   * A topic with a page of its posts (main post first); a member's first page counts a view (countView). The first page
   * answers X-Event-Cursor: a page subscribing to the topic's changes after it misses none committed while it loaded.
   */
  fastify.get('/forum/api/topic/:id', { schema: { params: S.TopicIdParams, querystring: S.PageQuery } }, async (request, reply) => {
    const viewer = await signedInMember(request, reply);
    const after = pidCursor(request.query.after);
    // only a first page starts a subscription: later pages skip the cursor's read
    const read = async () => {
      let [topic] = await loadTopics(db, [request.params.id], viewer?.id ?? null);
      if (!topic || (topic.deleted && !(viewer && isAdmin(viewer.roles)))) throw httpErrors.notFound(M.topicNotFound);
      if (after === undefined && viewer) topic = { ...topic, viewCount: (await countView(topic.tid, viewer)) ?? topic.viewCount };
      const page = await topicPostIds(db, topic.tid, after, request.query.size ?? FORUM_PAGE_SIZE);
      return ok({ ...topic, posts: await loadPosts(db, page.ids, viewer?.id ?? null), nextCursor: page.next ? encodeCursor([page.next]) : null });
    };
    return after === undefined ? withEventCursor(fastify, reply, read) : read();
  });

  fastify.get('/forum/api/search', { schema: { querystring: S.SearchQuery } }, async (request, reply) => {
    const viewer = await signedInMember(request, reply);
    const size = request.query.size ?? FORUM_PAGE_SIZE;
    const found = await searchIds(db, request.query.term, pidCursor(request.query.after), size);
    const [topics, posts] = await Promise.all([loadTopics(db, found.topicIds, viewer?.id ?? null), loadPosts(db, found.postIds, viewer?.id ?? null)]);
    return ok({ topics, posts, nextCursor: found.next ? encodeCursor([found.next]) : null });
  });

  /** NodeBB's /user/{userslug}: our slug is the member's uuid; a numeric id is a uid. */
  const userOf = async (id: string) => {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where(/^\d{1,9}$/.test(id) ? 'id' : 'uuid', '=', /^\d{1,9}$/.test(id) ? Number(id) : /^[0-9a-f-]{36}$/i.test(id) ? id : '00000000-0000-0000-0000-000000000000')
      .executeTakeFirst();
    if (!row) throw httpErrors.notFound(M.userNotFound);
    return row.id;
  };
  fastify.get('/forum/api/user/:id', { schema: { params: S.IdParams } }, async (request, reply) => {
    await member(request, reply);
    const uid = await userOf(request.params.id);
    const author = (await loadAuthors(db, [uid])).get(uid)!;
    return ok({ ...author, postcount: await postCountOf(db, uid) });
  });
  const ownSettings = async (request: FastifyRequest, id: string, reply: Parameters<typeof fastify.authenticate>[1]) => {
    const viewer = await member(request, reply);
    if ((await userOf(id)) !== viewer.id) throw httpErrors.forbidden(M.settingsNotYours);
    return viewer;
  };
  fastify.get('/forum/api/user/:id/settings', { schema: { params: S.IdParams } }, async (request, reply) => ok({ settings: await settingsOf(db, (await ownSettings(request, request.params.id, reply)).id) }));
  fastify.put('/forum/api/v3/users/:id/settings', { schema: { params: S.IdParams, body: S.SettingsBody } }, async (request, reply) =>
    ok({ settings: await forum.updateSettings(await ownSettings(request, request.params.id, reply), request.body.settings) }),
  );

  fastify.post('/forum/api/v3/topics', { schema: { body: S.CreateTopicBody } }, async (request, reply) => {
    const viewer = await member(request, reply);
    return ok((await forum.createTopic(viewer, request.body)).topic);
  });
  fastify.post('/forum/api/v3/topics/:tid', { schema: { params: S.TidParams, body: S.ReplyBody } }, async (request, reply) => {
    const viewer = await member(request, reply);
    return ok((await forum.reply(viewer, request.params.tid, request.body)).post);
  });
  for (const method of ['put', 'delete'] as const) {
    fastify[method]('/forum/api/v3/topics/:tid/follow', { schema: { params: S.TidParams } }, async (request, reply) =>
      ok(await forum.follow(await member(request, reply), request.params.tid, method === 'put')),
    );
    fastify[method]('/forum/api/v3/topics/:tid/lock', { schema: { params: S.TidParams } }, async (request, reply) =>
      ok(await forum.moderate(await member(request, reply), request.params.tid, { locked: method === 'put' })),
    );
    fastify[method]('/forum/api/v3/topics/:tid/pin', { schema: { params: S.TidParams } }, async (request, reply) =>
      ok(await forum.moderate(await member(request, reply), request.params.tid, { pinned: method === 'put' })),
    );
    // NodeBB: DELETE /posts/{pid}/state soft-deletes, PUT restores
    fastify[method]('/forum/api/v3/posts/:pid/state', { schema: { params: S.PidParams } }, async (request, reply) =>
      ok(await forum.setDeleted(await member(request, reply), request.params.pid, method === 'delete')),
    );
  }

  /** One post with its topic; public (no session needed) for /post/{postId}: NOT FOUND when missing or deleted
   *  (a signed-in member gets a deleted post shown as deleted, as the topic page shows it). */
  fastify.get('/forum/api/v3/posts/:pid', { schema: { params: S.PidParams } }, async (request, reply) => {
    const viewer = await signedInMember(request, reply);
    const [post] = await loadPosts(db, [request.params.pid], viewer?.id ?? null);
    const [topic] = post ? await loadTopics(db, [post.tid], viewer?.id ?? null) : [];
    if (!post || !topic || (!viewer && (post.deleted || topic.deleted))) throw httpErrors.notFound(M.postNotFound);
    return ok({ post, topic });
  });
  fastify.put('/forum/api/v3/posts/:pid', { schema: { params: S.PidParams, body: S.EditBody } }, async (request, reply) =>
    ok(await forum.edit(await member(request, reply), request.params.pid, request.body)),
  );
  fastify.delete('/forum/api/v3/posts/:pid', { schema: { params: S.PidParams } }, async (request, reply) =>
    ok(await forum.setDeleted(await member(request, reply), request.params.pid, true)),
  );
  fastify.put('/forum/api/v3/posts/:pid/vote', { schema: { params: S.PidParams, body: S.VoteBody } }, async (request, reply) =>
    ok(await forum.vote(await member(request, reply), request.params.pid, request.body.delta)),
  );
  fastify.delete('/forum/api/v3/posts/:pid/vote', { schema: { params: S.PidParams } }, async (request, reply) =>
    ok(await forum.vote(await member(request, reply), request.params.pid, 0)),
  );
  fastify.get('/forum/api/v3/posts/:pid/replies', { schema: { params: S.PidParams } }, async (request, reply) => {
    const viewer = await member(request, reply);
    const rows = await db.selectFrom('forumPosts').select('id').where('toPid', '=', request.params.pid).orderBy('id').execute();
    return ok({ posts: await loadPosts(db, rows.map((r) => r.id), viewer.id) });
  });
  fastify.get('/forum/api/v3/posts/:pid/raw', { schema: { params: S.PidParams } }, async (request, reply) => {
    const viewer = await member(request, reply);
    const post = await db.selectFrom('forumPosts').select(['authorId', 'contentJson', 'deleted']).where('id', '=', request.params.pid).executeTakeFirst();
    if (!post || post.deleted) throw httpErrors.notFound(M.postNotFound);
    if (post.authorId !== viewer.id) throw httpErrors.forbidden(M.notYours);
    return ok({ content: post.contentJson });
  });
};

export default forumRoutes;
