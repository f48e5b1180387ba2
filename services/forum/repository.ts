import { sql, type Kysely } from 'kysely';
import type { ForumAuthor, ForumCategory, ForumPost, ForumTopic } from '~/common/forum';
import type { Database } from '~/services/db/schema';

// Reads of the forum (services/API.md § Forum). Views are built per viewer (myVote, mine, following), a page at a
// time, with one query per kind of row: never one query per post.

type Q = Kysely<Database>;

const iso = (value: Date | string) => new Date(value).toISOString();

export async function loadCategories(db: Q, ids?: number[]): Promise<ForumCategory[]> {
  if (ids && ids.length === 0) return [];
  // the counts are kept by the writes (migration 0026), not recomputed per read
  let query = db
    .selectFrom('forumCategories as c')
    .select(['c.id', 'c.name', 'c.slug', 'c.description', 'c.adminsOnly', 'c.topicCount', 'c.postCount'])
    .orderBy('c.position')
    .orderBy('c.id');
  if (ids) query = query.where('c.id', 'in', ids);
  const rows = await query.execute();
  return rows.map((r) => ({ cid: r.id, name: r.name, slug: r.slug, description: r.description, adminsOnly: r.adminsOnly, topicCount: r.topicCount, postCount: r.postCount }));
}

/** The member's posts that are not deleted, a topic's first post included (NodeBB's postcount). */
export async function postCountOf(db: Q, userId: number): Promise<number> {
  const row = await db.selectFrom('forumPosts').select((eb) => eb.fn.countAll<number>().as('n')).where('authorId', '=', userId).where('deleted', '=', false).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A member's reputation: the sum of the votes on their posts that are not deleted (NodeBB's reputation), kept in
 *  forum_members by each vote, delete and restore. */
export async function loadAuthors(db: Q, userIds: number[]): Promise<Map<number, ForumAuthor>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('forumMembers as m', 'm.userId', 'u.id')
    .select(['u.id', 'u.uuid', 'u.firstName', 'u.lastName', 'u.imageUrl'])
    .select(sql<number>`coalesce(m.reputation, 0)`.as('reputation'))
    .where('u.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [r.id, { uid: r.id, userUuid: r.uuid, displayName: `${r.firstName} ${r.lastName}`.trim(), imageUrl: r.imageUrl, reputation: r.reputation }]),
  );
}

export async function reputationOf(db: Q, userId: number): Promise<number> {
  return (await loadAuthors(db, [userId])).get(userId)?.reputation ?? 0;
}

/** Posts in the order of `pids` (missing ones left out); a deleted post keeps its place but shows no content. */
export async function loadPosts(db: Q, pids: number[], viewerId: number | null): Promise<ForumPost[]> {
  if (pids.length === 0) return [];
  const rows = await db
    .selectFrom('forumPosts as p')
    .selectAll('p')
    .select(sql<number>`(select coalesce(max(v.delta), 0) from forum_votes v where v.post_id = p.id and v.user_id = ${viewerId ?? -1})::int`.as('myVote'))
    .select(sql<number>`(select count(*) from forum_posts r where r.to_pid = p.id and not r.deleted)::int`.as('replyCount'))
    .where('p.id', 'in', pids)
    .execute();
  const authors = await loadAuthors(db, rows.map((r) => r.authorId));
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        pid: r.id,
        tid: r.topicId,
        toPid: r.toPid,
        author: authors.get(r.authorId)!,
        html: r.deleted ? '' : r.html,
        contentJson: r.deleted ? null : r.contentJson,
        plainText: r.deleted ? '' : r.plainText,
        createdAt: iso(r.createdAt),
        editedAt: r.editedAt ? iso(r.editedAt) : null,
        deleted: r.deleted,
        upvotes: r.upvotes,
        downvotes: r.downvotes,
        myVote: r.myVote,
        replyCount: r.replyCount,
        mine: viewerId !== null && r.authorId === viewerId,
      } satisfies ForumPost,
    ]),
  );
  return pids.flatMap((pid) => byId.get(pid) ?? []);
}

/** Topics in the order of `tids`, each with its main post and its latest reply as teaser. */
export async function loadTopics(db: Q, tids: number[], viewerId: number | null): Promise<ForumTopic[]> {
  if (tids.length === 0) return [];
  const rows = await db
    .selectFrom('forumTopics as t')
    .selectAll('t')
    .select(sql<number>`(select min(p.id) from forum_posts p where p.topic_id = t.id)`.as('mainPid'))
    .select(sql<number | null>`(select max(p.id) from forum_posts p where p.topic_id = t.id and not p.deleted)`.as('lastPid'))
    .select(sql<boolean>`exists (select 1 from forum_follows f where f.topic_id = t.id and f.user_id = ${viewerId ?? -1})`.as('following'))
    .where('t.id', 'in', tids)
    .execute();
  const postIds = rows.flatMap((r) => [r.mainPid, ...(r.lastPid !== null && r.lastPid !== r.mainPid ? [r.lastPid] : [])]);
  const [posts, categories, authors] = await Promise.all([
    loadPosts(db, postIds, viewerId),
    loadCategories(db, [...new Set(rows.map((r) => r.categoryId))]),
    loadAuthors(db, rows.map((r) => r.authorId)),
  ]);
  const postById = new Map(posts.map((p) => [p.pid, p]));
  const categoryById = new Map(categories.map((c) => [c.cid, c]));
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        tid: r.id,
        cid: r.categoryId,
        category: categoryById.get(r.categoryId)!,
        title: r.title,
        slug: r.slug,
        tags: r.tags,
        author: authors.get(r.authorId)!,
        createdAt: iso(r.createdAt),
        lastPostAt: iso(r.lastPostAt),
        postCount: r.postCount,
        viewCount: r.viewCount,
        locked: r.locked,
        pinned: r.pinned,
        deleted: r.deleted,
        following: Boolean(r.following),
        mainPost: postById.get(Number(r.mainPid))!,
        teaser: r.lastPid !== null && Number(r.lastPid) !== Number(r.mainPid) ? (postById.get(Number(r.lastPid)) ?? null) : null,
      } satisfies ForumTopic,
    ]),
  );
  return tids.flatMap((tid) => byId.get(tid) ?? []);
}

/** Opaque page cursors: `<ISO time>|<id>` for the feed, a post id for a topic's posts and search. */
export function encodeCursor(parts: (string | number)[]): string {
  return Buffer.from(parts.join('|')).toString('base64url');
}

export function decodeCursor(cursor: string): string[] | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  return text && /^[\w:.+-]+(\|[\w:.+-]+)*$/.test(text) ? text.split('|') : null;
}

/** The recent feed: topics by latest activity, newest first; `after` continues after a topic of a previous page. */
export async function recentTopicIds(db: Q, opts: { cid?: number; after?: [Date, number]; size: number }): Promise<{ ids: number[]; next: [Date, number] | null }> {
  let query = db.selectFrom('forumTopics').select(['id', 'lastPostAt']).where('deleted', '=', false);
  if (opts.cid !== undefined) query = query.where('categoryId', '=', opts.cid);
  if (opts.after) {
    const [at, id] = opts.after;
    query = query.where((eb) => eb.or([eb('lastPostAt', '<', at), eb.and([eb('lastPostAt', '=', at), eb('id', '<', id)])]));
  }
  const rows = await query.orderBy('lastPostAt', 'desc').orderBy('id', 'desc').limit(opts.size + 1).execute();
  const page = rows.slice(0, opts.size);
  const last = page.at(-1);
  return { ids: page.map((r) => r.id), next: rows.length > opts.size && last ? [new Date(last.lastPostAt), last.id] : null };
}

/** A topic's posts, oldest first (the main post is the first); `afterPid` continues after a post of a previous page. */
export async function topicPostIds(db: Q, tid: number, afterPid: number | undefined, size: number): Promise<{ ids: number[]; next: number | null }> {
  let query = db.selectFrom('forumPosts').select('id').where('topicId', '=', tid);
  if (afterPid !== undefined) query = query.where('id', '>', afterPid);
  const rows = await query.orderBy('id').limit(size + 1).execute();
  const page = rows.slice(0, size);
  return { ids: page.map((r) => r.id), next: rows.length > size ? page.at(-1)!.id : null };
}

/** Full-text search: posts whose text matches (newest first), and on the first page the topics whose title does. */
export async function searchIds(db: Q, query: string, beforePid: number | undefined, size: number) {
  const tsquery = sql`websearch_to_tsquery('english', ${query})`;
  let posts = db
    .selectFrom('forumPosts as p')
    .innerJoin('forumTopics as t', 't.id', 'p.topicId')
    .select('p.id')
    .where('p.deleted', '=', false)
    .where('t.deleted', '=', false)
    .where(sql<boolean>`p.text_tsv @@ ${tsquery}`);
  if (beforePid !== undefined) posts = posts.where('p.id', '<', beforePid);
  const postRows = await posts.orderBy('p.id', 'desc').limit(size + 1).execute();
  const topicRows =
    beforePid === undefined
      ? await db.selectFrom('forumTopics').select('id').where('deleted', '=', false).where(sql<boolean>`title_tsv @@ ${tsquery}`).orderBy('lastPostAt', 'desc').limit(size).execute()
      : [];
  const page = postRows.slice(0, size);
  return { postIds: page.map((r) => r.id), topicIds: topicRows.map((r) => r.id), next: postRows.length > size ? page.at(-1)!.id : null };
}
