import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  FORUM_CONTENT_JSON_MAX,
  FORUM_NEW_MEMBER_HOURS,
  FORUM_NEW_MEMBER_POST_DELAY_SECONDS,
  FORUM_NEW_MEMBER_REPUTATION,
  FORUM_POST_DELAY_SECONDS,
  FORUM_POST_MAX,
  FORUM_POST_MIN,
  FORUM_TAGS_MAX,
  FORUM_TITLE_MAX,
  FORUM_TITLE_MIN,
} from '~/common/constants';
import { TOPICS } from '~/common/events';
import { mayStartTopicIn, type ForumCategory, type ForumChanged, type ForumChangeKind, type ForumNotify, type ForumPost, type ForumTopic } from '~/common/forum';
import { FORUM as M } from '~/common/messages';
import { isAdmin } from '~/common/roles';
import type { Database, UserRow } from '~/services/db/schema';
import { inTransaction } from '~/services/db/transaction';
import { FieldError } from '~/services/errors';
import { emit } from '~/services/outbox/write';
import { contentJsonFromText, ContentError, renderContentJson, type RenderedContent } from './render';
import { loadCategories, loadPosts, loadTopics, reputationOf } from './repository';

// The forum's writes (services/API.md § Forum): each checks NodeBB's limits and permissions and writes its
// `forum.changed` event in its transaction.

export type Member = Pick<UserRow, 'id' | 'uuid' | 'roles' | 'createdOn'>;
export interface Content {
  contentJson?: string;
  /** NodeBB clients: a plain or markdown string */
  content?: string;
}

/** Whom a new post tells (services/API.md § Forum, notifications): read in the post's transaction, so the event says it. */
async function notifyOf(trx: Transaction<Database>, actor: Member, tid: number, toPid: number | null, content: RenderedContent): Promise<ForumNotify> {
  const topic = await trx.selectFrom('forumTopics').select('title').where('id', '=', tid).executeTakeFirstOrThrow();
  const name = await trx.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', actor.id).executeTakeFirstOrThrow();
  const replyTo = toPid === null ? null : await trx.selectFrom('forumPosts as p').innerJoin('users as u', 'u.id', 'p.authorId').select('u.uuid').where('p.id', '=', toPid).where('p.deleted', '=', false).executeTakeFirst();
  const followers = await trx.selectFrom('forumFollows as f').innerJoin('users as u', 'u.id', 'f.userId').select('u.uuid').where('f.topicId', '=', tid).where('f.userId', '<>', actor.id).execute();
  const others = (uuid: string) => uuid !== actor.uuid;
  return {
    title: topic.title,
    actorName: `${name.firstName} ${name.lastName}`.trim(),
    excerpt: [...content.plainText.replace(/\s+/g, ' ')].slice(0, 100).join(''),
    replyToUUID: replyTo && others(replyTo.uuid) ? replyTo.uuid : null,
    followerUUIDs: followers.map((f) => f.uuid),
    mentionUUIDs: content.mentions.filter(others),
  };
}

/** A 429 carrying NodeBB's post-delay message. */
export class PostDelayError extends Error {
  readonly statusCode = 429;
}

export function slugify(title: string): string {
  return (
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'topic'
  );
}

export function checkTitle(title: string): string {
  const text = title.trim();
  if ([...text].length < FORUM_TITLE_MIN) throw new FieldError(400, 'title', M.titleTooShort(FORUM_TITLE_MIN));
  if ([...text].length > FORUM_TITLE_MAX) throw new FieldError(400, 'title', M.titleTooLong(FORUM_TITLE_MAX));
  return text;
}

export function checkTags(tags: string[] | undefined): string[] {
  const unique = [...new Set((tags ?? []).map((t) => t.trim().toLowerCase()).filter(Boolean))];
  if (unique.length > FORUM_TAGS_MAX) throw new FieldError(400, 'tags', M.tooManyTags(FORUM_TAGS_MAX));
  if (unique.some((t) => !/^[\p{L}\p{N} -]{2,30}$/u.test(t))) throw new FieldError(400, 'tags', M.tagInvalid);
  return unique;
}

/** Renders and checks a post's content: the length limits count its plain text (what a reader sees). */
export function prepareContent(input: Content): RenderedContent & { contentJson: string } {
  const contentJson = input.contentJson ?? (input.content !== undefined ? contentJsonFromText(input.content) : undefined);
  if (contentJson === undefined) throw new FieldError(400, 'content', M.contentMissing);
  if (contentJson.length > FORUM_CONTENT_JSON_MAX) throw new FieldError(400, 'content', M.contentTooLong(FORUM_POST_MAX));
  let rendered: RenderedContent;
  try {
    rendered = renderContentJson(contentJson);
  } catch (error) {
    if (error instanceof ContentError) throw new FieldError(400, 'content', M.contentInvalid);
    throw error;
  }
  const length = [...rendered.plainText].length;
  if (length < FORUM_POST_MIN) throw new FieldError(400, 'content', M.contentTooShort(FORUM_POST_MIN));
  if (length > FORUM_POST_MAX) throw new FieldError(400, 'content', M.contentTooLong(FORUM_POST_MAX));
  return { ...rendered, contentJson };
}

export interface ForumSettings {
  followTopicsOnCreate: boolean;
  followTopicsOnReply: boolean;
}

export async function settingsOf(db: Kysely<Database>, userId: number): Promise<ForumSettings> {
  const row = await db.selectFrom('forumUserSettings').select(['followTopicsOnCreate', 'followTopicsOnReply']).where('userId', '=', userId).executeTakeFirst();
  return row ?? { followTopicsOnCreate: true, followTopicsOnReply: false };
}

export async function emitForum(trx: Transaction<Database>, kind: ForumChangeKind, actor: Member, tid: number, pid: number | null, notify?: ForumNotify): Promise<void> {
  const payload: ForumChanged = { kind, tid, pid, actorUUID: actor.uuid, ...(notify ? { notify } : {}) };
  await emit(trx, TOPICS.forumChanged, payload);
}

/** Adds to a member's stored reputation (migration 0026), creating their row on the first vote. */
async function addReputation(trx: Transaction<Database>, userId: number, change: number): Promise<void> {
  if (change === 0) return;
  await trx
    .insertInto('forumMembers')
    .values({ userId, reputation: change })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ reputation: sql`forum_members.reputation + ${change}` }))
    .execute();
}

/** Adds to a category's stored topic and post counts (migration 0026). */
async function addToCategory(trx: Transaction<Database>, cid: number, topics: number, posts: number): Promise<void> {
  await trx
    .updateTable('forumCategories')
    .set({ topicCount: sql`topic_count + ${topics}`, postCount: sql`post_count + ${posts}` })
    .where('id', '=', cid)
    .execute();
}

/** The slug of a category name, refused when another category has it (the slug is unique). */
async function freeSlug(trx: Transaction<Database>, name: string, exceptCid: number | null): Promise<string> {
  const slug = slugify(name);
  let query = trx.selectFrom('forumCategories').select('id').where('slug', '=', slug);
  if (exceptCid !== null) query = query.where('id', '<>', exceptCid);
  if (await query.executeTakeFirst()) throw new FieldError(409, 'name', M.categoryExists);
  return slug;
}

export function createForum(fastify: FastifyInstance) {
  const { config, db, httpErrors } = fastify;

  /**
   * NodeBB's post delay: the member's row is locked, so two posts sent at once take turns and the second sees the
   * first. "New" members (account younger than FORUM_NEW_MEMBER_HOURS, reputation below FORUM_NEW_MEMBER_REPUTATION)
   * wait longer.
   */
  async function checkPostDelay(trx: Transaction<Database>, member: Member, now: Date) {
    await trx.selectFrom('users').select('id').where('id', '=', member.id).forUpdate().executeTakeFirst();
    const last = await trx.selectFrom('forumPosts').select('createdAt').where('authorId', '=', member.id).orderBy('createdAt', 'desc').limit(1).executeTakeFirst();
    if (!last) return;
    const young = now.getTime() - new Date(member.createdOn).getTime() < FORUM_NEW_MEMBER_HOURS * 3600_000;
    const delay = young && (await reputationOf(trx, member.id)) < FORUM_NEW_MEMBER_REPUTATION ? FORUM_NEW_MEMBER_POST_DELAY_SECONDS : FORUM_POST_DELAY_SECONDS;
    if (now.getTime() - new Date(last.createdAt).getTime() < delay * 1000) throw new PostDelayError(M.postDelay(delay));
  }

  async function lockTopic(trx: Transaction<Database>, tid: number) {
    const topic = await trx.selectFrom('forumTopics').selectAll().where('id', '=', tid).forUpdate().executeTakeFirst();
    if (!topic || topic.deleted) throw httpErrors.notFound(M.topicNotFound);
    return topic;
  }

  async function lockPost(trx: Transaction<Database>, pid: number) {
    const post = await trx.selectFrom('forumPosts').selectAll().where('id', '=', pid).forUpdate().executeTakeFirst();
    if (!post) throw httpErrors.notFound(M.postNotFound);
    return post;
  }

  async function insertPost(trx: Transaction<Database>, member: Member, tid: number, toPid: number | null, content: ReturnType<typeof prepareContent>, now: Date) {
    const row = await trx
      .insertInto('forumPosts')
      .values({ topicId: tid, authorId: member.id, toPid, contentJson: content.contentJson, html: content.html, plainText: content.plainText, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const topic = await trx.updateTable('forumTopics').set({ lastPostAt: now, postCount: sql`post_count + 1` }).where('id', '=', tid).returning('categoryId').executeTakeFirstOrThrow();
    await addToCategory(trx, topic.categoryId, 0, 1);
    return row.id;
  }

  return {
    async createTopic(member: Member, input: Content & { cid: number; title: string; tags?: string[] }): Promise<{ topic: ForumTopic; mentions: string[] }> {
      const title = checkTitle(input.title);
      const tags = checkTags(input.tags);
      const content = prepareContent(input);
      const now = config.now();
      const tid = await inTransaction(db, async (trx) => {
        const category = await trx.selectFrom('forumCategories').select(['id', 'adminsOnly']).where('id', '=', input.cid).executeTakeFirst();
        if (!category) throw new FieldError(404, 'cid', M.categoryNotFound);
        if (!mayStartTopicIn(category, member.roles)) throw httpErrors.forbidden(M.categoryTopicsAdminsOnly);
        await checkPostDelay(trx, member, now);
        const topic = await trx
          .insertInto('forumTopics')
          .values({ categoryId: input.cid, authorId: member.id, title, slug: slugify(title), tags, createdAt: now, lastPostAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await addToCategory(trx, input.cid, 1, 0);
        const pid = await insertPost(trx, member, topic.id, null, content, now);
        // NodeBB's followTopicsOnCreate (on unless the member turned it off)
        if ((await settingsOf(trx, member.id)).followTopicsOnCreate) await trx.insertInto('forumFollows').values({ topicId: topic.id, userId: member.id }).onConflict((oc) => oc.doNothing()).execute();
        await emitForum(trx, 'post-created', member, topic.id, pid, await notifyOf(trx, member, topic.id, null, content));
        return topic.id;
      });
      return { topic: (await loadTopics(db, [tid], member.id))[0], mentions: content.mentions };
    },

    async reply(member: Member, tid: number, input: Content & { toPid?: number | null }): Promise<{ post: ForumPost; mentions: string[] }> {
      const content = prepareContent(input);
      const now = config.now();
      const pid = await inTransaction(db, async (trx) => {
        const topic = await lockTopic(trx, tid);
        if (topic.locked && !isAdmin(member.roles)) throw httpErrors.forbidden(M.topicLocked);
        if (input.toPid != null) {
          const parent = await trx.selectFrom('forumPosts').select('topicId').where('id', '=', input.toPid).executeTakeFirst();
          if (!parent) throw new FieldError(404, 'toPid', M.postNotFound);
          if (parent.topicId !== tid) throw new FieldError(400, 'toPid', M.replyToOtherTopic);
        }
        await checkPostDelay(trx, member, now);
        const id = await insertPost(trx, member, tid, input.toPid ?? null, content, now);
        if ((await settingsOf(trx, member.id)).followTopicsOnReply) {
          await trx.insertInto('forumFollows').values({ topicId: tid, userId: member.id }).onConflict((oc) => oc.doNothing()).execute();
        }
        await emitForum(trx, 'post-created', member, tid, id, await notifyOf(trx, member, tid, input.toPid ?? null, content));
        return id;
      });
      return { post: (await loadPosts(db, [pid], member.id))[0], mentions: content.mentions };
    },

    async edit(member: Member, pid: number, input: Content): Promise<ForumPost> {
      const content = prepareContent(input);
      await inTransaction(db, async (trx) => {
        const post = await lockPost(trx, pid);
        if (post.authorId !== member.id) throw httpErrors.forbidden(M.notYours);
        if (post.deleted) throw httpErrors.forbidden(M.postDeleted);
        await trx
          .updateTable('forumPosts')
          .set({ contentJson: content.contentJson, html: content.html, plainText: content.plainText, editedAt: config.now() })
          .where('id', '=', pid)
          .execute();
        await emitForum(trx, 'post-edited', member, post.topicId, pid);
      });
      return (await loadPosts(db, [pid], member.id))[0];
    },

    /** Own posts, or any as admin; deleting a topic's main post deletes the topic (NodeBB). */
    async setDeleted(member: Member, pid: number, deleted: boolean): Promise<ForumPost> {
      await inTransaction(db, async (trx) => {
        const post = await lockPost(trx, pid);
        const admin = isAdmin(member.roles);
        if (!deleted && !admin) throw httpErrors.forbidden(M.adminOnly);
        if (deleted && post.authorId !== member.id && !admin) throw httpErrors.forbidden(M.notYours);
        if (post.deleted === deleted) return;
        await trx.updateTable('forumPosts').set({ deleted }).where('id', '=', pid).execute();
        // reputation counts the votes on posts that are not deleted
        await addReputation(trx, post.authorId, (deleted ? -1 : 1) * (post.upvotes - post.downvotes));
        const main = await trx.selectFrom('forumPosts').select(sql<number>`min(id)`.as('id')).where('topicId', '=', post.topicId).executeTakeFirstOrThrow();
        if (Number(main.id) === pid) {
          const topic = await trx.updateTable('forumTopics').set({ deleted }).where('id', '=', post.topicId).returning(['categoryId', 'postCount']).executeTakeFirstOrThrow();
          const sign = deleted ? -1 : 1;
          await addToCategory(trx, topic.categoryId, sign, sign * topic.postCount);
        }
        await emitForum(trx, deleted ? 'post-deleted' : 'post-restored', member, post.topicId, pid);
      });
      return (await loadPosts(db, [pid], member.id))[0];
    },

    /** One vote per member per post (the primary key), so repeated or parallel votes end in the same state. */
    async vote(member: Member, pid: number, delta: number): Promise<ForumPost> {
      if (![-1, 0, 1].includes(delta)) throw new FieldError(400, 'delta', M.voteDelta);
      await inTransaction(db, async (trx) => {
        // the post's row is locked: parallel votes on it take turns, so its counts and the author's reputation stay exact
        const post = await trx.selectFrom('forumPosts').select(['authorId', 'topicId', 'deleted']).where('id', '=', pid).forUpdate().executeTakeFirst();
        if (!post) throw httpErrors.notFound(M.postNotFound);
        if (post.deleted) throw httpErrors.forbidden(M.postDeleted);
        if (post.authorId === member.id) throw httpErrors.forbidden(M.voteOwnPost);
        const before = (await trx.selectFrom('forumVotes').select('delta').where('postId', '=', pid).where('userId', '=', member.id).executeTakeFirst())?.delta ?? 0;
        const changed = before !== delta;
        if (changed) {
          if (delta === 0) await trx.deleteFrom('forumVotes').where('postId', '=', pid).where('userId', '=', member.id).execute();
          else await trx.insertInto('forumVotes').values({ postId: pid, userId: member.id, delta }).onConflict((oc) => oc.columns(['postId', 'userId']).doUpdateSet({ delta })).execute();
          const up = (delta === 1 ? 1 : 0) - (before === 1 ? 1 : 0);
          const down = (delta === -1 ? 1 : 0) - (before === -1 ? 1 : 0);
          await trx.updateTable('forumPosts').set({ upvotes: sql`upvotes + ${up}`, downvotes: sql`downvotes + ${down}` }).where('id', '=', pid).execute();
          await addReputation(trx, post.authorId, delta - before);
        }
        if (changed) await emitForum(trx, 'post-voted', member, post.topicId, pid);
      });
      return (await loadPosts(db, [pid], member.id))[0];
    },

    async follow(member: Member, tid: number, follow: boolean): Promise<ForumTopic> {
      const topic = await db.selectFrom('forumTopics').select(['id', 'deleted']).where('id', '=', tid).executeTakeFirst();
      if (!topic || topic.deleted) throw httpErrors.notFound(M.topicNotFound);
      if (follow) await db.insertInto('forumFollows').values({ topicId: tid, userId: member.id }).onConflict((oc) => oc.doNothing()).execute();
      else await db.deleteFrom('forumFollows').where('topicId', '=', tid).where('userId', '=', member.id).execute();
      return (await loadTopics(db, [tid], member.id))[0];
    },

    async updateSettings(member: Member, settings: Partial<ForumSettings>): Promise<ForumSettings> {
      const current = await settingsOf(db, member.id);
      const next = { ...current, ...Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)) };
      await db.insertInto('forumUserSettings').values({ userId: member.id, ...next }).onConflict((oc) => oc.column('userId').doUpdateSet(next)).execute();
      return next;
    },

    /** NodeBB's category administration (admins): a name makes the slug, which is unique; `order` is the position. */
    async createCategory(member: Member, input: { name: string; description?: string | null; order?: number; adminsOnly?: boolean }): Promise<ForumCategory> {
      if (!isAdmin(member.roles)) throw httpErrors.forbidden(M.categoriesAdminOnly);
      const name = input.name.trim();
      const cid = await inTransaction(db, async (trx) => {
        const slug = await freeSlug(trx, name, null);
        const position = input.order ?? Number((await trx.selectFrom('forumCategories').select(sql<number>`coalesce(max(position), 0) + 1`.as('next')).executeTakeFirstOrThrow()).next);
        const row = await trx.insertInto('forumCategories').values({ name, slug, description: input.description?.trim() || null, position, adminsOnly: input.adminsOnly ?? false }).returning('id').executeTakeFirstOrThrow();
        return row.id;
      });
      return (await loadCategories(db, [cid]))[0]!;
    },

    async updateCategory(member: Member, cid: number, input: { name?: string; description?: string | null; order?: number; adminsOnly?: boolean }): Promise<ForumCategory> {
      if (!isAdmin(member.roles)) throw httpErrors.forbidden(M.categoriesAdminOnly);
      await inTransaction(db, async (trx) => {
        const category = await trx.selectFrom('forumCategories').select('id').where('id', '=', cid).forUpdate().executeTakeFirst();
        if (!category) throw httpErrors.notFound(M.categoryNotFound);
        const name = input.name?.trim();
        await trx
          .updateTable('forumCategories')
          .set({
            ...(name !== undefined ? { name, slug: await freeSlug(trx, name, cid) } : {}),
            ...(input.description !== undefined ? { description: input.description?.trim() || null } : {}),
            ...(input.order !== undefined ? { position: input.order } : {}),
            ...(input.adminsOnly !== undefined ? { adminsOnly: input.adminsOnly } : {}),
          })
          .where('id', '=', cid)
          .execute();
      });
      return (await loadCategories(db, [cid]))[0]!;
    },

    /** Only an empty category goes (no topic at all, deleted ones included): NodeBB's purge would take every topic with it. */
    async deleteCategory(member: Member, cid: number): Promise<void> {
      if (!isAdmin(member.roles)) throw httpErrors.forbidden(M.categoriesAdminOnly);
      await inTransaction(db, async (trx) => {
        const category = await trx.selectFrom('forumCategories').select('id').where('id', '=', cid).forUpdate().executeTakeFirst();
        if (!category) throw httpErrors.notFound(M.categoryNotFound);
        if (await trx.selectFrom('forumTopics').select('id').where('categoryId', '=', cid).limit(1).executeTakeFirst()) throw httpErrors.conflict(M.categoryNotEmpty);
        await trx.deleteFrom('forumCategories').where('id', '=', cid).execute();
      });
    },

    async moderate(member: Member, tid: number, change: { locked?: boolean; pinned?: boolean }): Promise<ForumTopic> {
      if (!isAdmin(member.roles)) throw httpErrors.forbidden(M.adminOnly);
      await inTransaction(db, async (trx) => {
        await lockTopic(trx, tid);
        const set = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
        if (Object.keys(set).length === 0) return;
        await trx.updateTable('forumTopics').set(set).where('id', '=', tid).execute();
        await emitForum(trx, 'topic-changed', member, tid, null);
      });
      return (await loadTopics(db, [tid], member.id))[0];
    },
  };
}
