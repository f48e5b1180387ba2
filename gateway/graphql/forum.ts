import type { ForumChanged } from '~/common/forum';
import { FORUM } from '~/common/messages';
import { requireAccessToken } from '~/gateway/context';
import { GatewayError } from '~/gateway/errors';
import type { ForumTopicEvent, Resolvers, SubscriptionResolvers } from '~/gateway/generated/graphql';
import { liveStream } from '~/gateway/liveStream';
import { abortableStream } from '~/gateway/pubsub';
import type { ForumPost, ForumTopic } from '~/gateway/sources/forum';
import { isEventId, TOPICS } from '~/gateway/topics';

// The forum (issue 17; services/API.md § Forum) through gateway/sources/forum.ts: ids are NodeBB's numbers, sent to
// GraphQL as ID strings; everything else passes as the forum answered it, shaped for the viewer by the forum.

const positive = (value: string, field: string) => {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new GatewayError(`${field} must be a forum id.`, { code: 'BAD_USER_INPUT' });
  return value;
};

const toPost = (post: ForumPost) => ({ ...post, pid: String(post.pid), tid: String(post.tid), toPid: post.toPid === null ? null : String(post.toPid), author: toAuthor(post.author) });
const toAuthor = (author: ForumPost['author']) => ({ ...author, uid: String(author.uid) });
const toCategory = (category: ForumTopic['category']) => ({ ...category, cid: String(category.cid) });
const toTopic = (topic: ForumTopic) => ({
  ...topic,
  tid: String(topic.tid),
  cid: String(topic.cid),
  category: toCategory(topic.category),
  author: toAuthor(topic.author),
  mainPost: toPost(topic.mainPost),
  teaser: topic.teaser ? toPost(topic.teaser) : null,
});

export const forumResolvers: Resolvers = {
  Query: {
    forumCategories: async (_parent, _args, context) => (await context.services.forum.categories(requireAccessToken(context))).categories.map(toCategory),
    forumRecent: async (_parent, { cid, after, size }, context) => {
      const page = await context.services.forum.recent(requireAccessToken(context), { cid: cid == null ? null : positive(cid, 'cid'), after, size });
      return { topics: page.topics.map(toTopic), nextCursor: page.nextCursor };
    },
    forumTopic: async (_parent, { tid }, context) => {
      const { posts: _posts, nextCursor: _next, ...topic } = await context.services.forum.topic(requireAccessToken(context), positive(tid, 'tid'), { size: 1 });
      return toTopic(topic);
    },
    forumTopicPosts: async (_parent, { tid, after, size }, context) => {
      const { body: page, eventCursor } = await context.services.forum.topicPage(requireAccessToken(context), positive(tid, 'tid'), { after, size });
      return { posts: page.posts.map(toPost), nextCursor: page.nextCursor, eventCursor };
    },
    forumPostReplies: async (_parent, { pid }, context) => (await context.services.forum.replies(requireAccessToken(context), positive(pid, 'pid'))).posts.map(toPost),
    forumPostRaw: async (_parent, { pid }, context) => (await context.services.forum.raw(requireAccessToken(context), positive(pid, 'pid'))).content,
    /** public: no session is used, so a deleted post is NOT_FOUND for everyone */
    forumPostPublic: async (_parent, { pid }, context) => {
      if (!/^\d{1,9}$/.test(pid)) throw new GatewayError(FORUM.postNotFound, { code: 'NOT_FOUND' });
      const { post, topic } = await context.services.forum.post(null, pid);
      return { post: toPost(post), topic: toTopic(topic) };
    },
    forumSearch: async (_parent, { query, after, size }, context) => {
      const found = await context.services.forum.search(requireAccessToken(context), query, after, size);
      return { topics: found.topics.map(toTopic), posts: found.posts.map(toPost), nextCursor: found.nextCursor };
    },
  },
  Mutation: {
    createForumTopic: async (_parent, { cid, title, contentJson, tags }, context) =>
      toTopic(await context.services.forum.createTopic(requireAccessToken(context), { cid: Number(positive(cid, 'cid')), title, contentJson, ...(tags ? { tags } : {}) })),
    replyForumTopic: async (_parent, { tid, contentJson, toPid }, context) =>
      toPost(await context.services.forum.reply(requireAccessToken(context), positive(tid, 'tid'), { contentJson, ...(toPid != null ? { toPid: Number(positive(toPid, 'toPid')) } : {}) })),
    editForumPost: async (_parent, { pid, contentJson }, context) => toPost(await context.services.forum.edit(requireAccessToken(context), positive(pid, 'pid'), contentJson)),
    deleteForumPost: async (_parent, { pid }, context) => toPost(await context.services.forum.remove(requireAccessToken(context), positive(pid, 'pid'))),
    restoreForumPost: async (_parent, { pid }, context) => toPost(await context.services.forum.restore(requireAccessToken(context), positive(pid, 'pid'))),
    voteForumPost: async (_parent, { pid, delta }, context) => {
      if (![-1, 0, 1].includes(delta)) throw new GatewayError(FORUM.voteDelta, { code: 'BAD_USER_INPUT' });
      return toPost(await context.services.forum.vote(requireAccessToken(context), positive(pid, 'pid'), delta));
    },
    followForumTopic: async (_parent, { tid, follow }, context) => toTopic(await context.services.forum.follow(requireAccessToken(context), positive(tid, 'tid'), follow)),
    moderateForumTopic: async (_parent, { tid, locked, pinned }, context) => {
      const token = requireAccessToken(context);
      positive(tid, 'tid');
      let topic: ForumTopic | null = null;
      if (locked != null) topic = await context.services.forum.moderate(token, tid, 'lock', locked);
      if (pinned != null) topic = await context.services.forum.moderate(token, tid, 'pin', pinned);
      if (!topic) {
        const { posts: _posts, nextCursor: _next, ...current } = await context.services.forum.topic(token, tid, { size: 1 });
        topic = current;
      }
      return toTopic(topic);
    },
    // categories (admins; services answer FORBIDDEN for anyone else, CONFLICT for a taken name or a category with topics)
    createForumCategory: async (_parent, { name, description, adminsOnly }, context) =>
      toCategory(
        await context.services.forum.createCategory(requireAccessToken(context), {
          name,
          ...(description !== undefined ? { description } : {}),
          ...(adminsOnly != null ? { adminsOnly } : {}),
        }),
      ),
    updateForumCategory: async (_parent, { cid, name, description, adminsOnly }, context) =>
      toCategory(
        await context.services.forum.updateCategory(requireAccessToken(context), positive(cid, 'cid'), {
          ...(name != null ? { name } : {}),
          ...(description !== undefined ? { description } : {}),
          ...(adminsOnly != null ? { adminsOnly } : {}),
        }),
      ),
    deleteForumCategory: async (_parent, { cid }, context) => {
      await context.services.forum.deleteCategory(requireAccessToken(context), positive(cid, 'cid'));
      return cid;
    },
  },
};

export const forumSubscriptionResolvers: SubscriptionResolvers = {
  forumTopicChanged: {
    /**
     * Anyone signed in who may read the topic. Events carry ids only; each is read back as this viewer sees it (their
     * vote, whether it is theirs), a deleted post as deleted. `after` replays what was missed, each event once.
     */
    subscribe: async (_root, { tid, after }, context) => {
      const token = requireAccessToken(context);
      positive(tid, 'tid');
      if (after != null && !isEventId(after)) throw new GatewayError('after must be an eventId this API gave.', { code: 'BAD_USER_INPUT' });
      await context.services.forum.topic(token, tid, { size: 1 });
      const events = liveStream(context.live, {
        topic: TOPICS.forumChanged,
        after: after ?? undefined,
        select: (event) => {
          const payload = event.payload as ForumChanged;
          return String(payload.tid) === tid ? { id: event.id, payload } : undefined;
        },
      });
      return abortableStream(async function* (signal) {
        try {
          for await (const { id, payload } of events) {
            const value: ForumTopicEvent = { id, kind: payload.kind, post: null, topic: null };
            if (payload.pid !== null) value.post = toPost((await context.services.forum.post(token, String(payload.pid))).post);
            else {
              const { posts: _posts, nextCursor: _next, ...topic } = await context.services.forum.topic(token, tid, { size: 1 });
              value.topic = toTopic(topic);
            }
            if (signal.aborted) return;
            yield { forumTopicChanged: value };
          }
        } finally {
          await events.return(undefined);
        }
      });
    },
  },
};
