// /community/topic/:tid — a topic with threaded replies (Discourse-like), votes, follow, reply to the topic or to a
// post, edit/delete own posts, admin lock/pin/delete; new posts and votes arrive live (forumTopicChanged).
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useClient, useMutation, useQuery } from 'urql';
import { isAdmin } from '~/common/roles';
import { Composer } from '~/web/components/forum/Composer';
import {
  DeleteForumPostMutation,
  EditForumPostMutation,
  FollowForumTopicMutation,
  ForumAuthorFields,
  ForumPostFields,
  ForumPostRawQuery,
  ForumTopicFields,
  ForumTopicQuery,
  ModerateForumTopicMutation,
  ReplyForumTopicMutation,
  VoteForumPostMutation,
} from '~/web/components/forum/documents';
import { PostItem, type PostActions } from '~/web/components/forum/PostItem';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Badge } from '~/web/components/ui/badge';
import { Button, LinkButton } from '~/web/components/ui/button';
import { InfiniteScrollSentinel } from '~/web/components/ui/infinite-scroll-sentinel';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { Heading } from '~/web/components/ui/typography';
import { getFragmentData, type FragmentType } from '~/web/gql';
import type { ForumPostFieldsFragment, ForumTopicFieldsFragment } from '~/web/gql/graphql';
import { errorCode, errorMessage } from '~/web/lib/errors';
import { useForumSession } from '~/web/lib/forum/forumSession';
import { buildThread, type ThreadNode } from '~/web/lib/forum/thread';
import { useTopicPosts } from '~/web/lib/forum/useTopicPosts';
import { useSession } from '~/web/lib/session';
import { pageStack } from '~/web/pages/auth/layout';
import { hstack, stack } from '~/web/styled-system/patterns';

export default function TopicPage() {
  const { tid = '' } = useParams();
  const { user } = useSession();
  const admin = isAdmin(user?.roles ?? []);
  const client = useClient();
  const [{ data, error }] = useQuery({ query: ForumTopicQuery, variables: { tid } });
  const [liveTopic, setLiveTopic] = useState<ForumTopicFieldsFragment | null>(null);
  const queried = data ? getFragmentData(ForumTopicFields, data.forumTopic) : null;
  const topic = liveTopic?.tid === tid ? liveTopic : queried;
  usePageTitle(topic?.title ?? 'Community');
  const thread = useTopicPosts(tid, setLiveTopic);
  useForumSession();
  const [replyTo, setReplyTo] = useState<ForumPostFieldsFragment | null>(null);
  const [editing, setEditing] = useState<{ post: ForumPostFieldsFragment; json: string } | null>(null);
  const [, reply] = useMutation(ReplyForumTopicMutation);
  const [, edit] = useMutation(EditForumPostMutation);
  const [, remove] = useMutation(DeleteForumPostMutation);
  const [, vote] = useMutation(VoteForumPostMutation);
  const [, follow] = useMutation(FollowForumTopicMutation);
  const [, moderate] = useMutation(ModerateForumTopicMutation);

  if (error && errorCode(error) === 'NOT_FOUND') return <Navigate to="/not-found" replace />;
  if (error && !data) return <Alert status="error">{errorMessage(error)}</Alert>;
  if (!topic) return <Spinner label="Loading the topic" />;

  const showPost = (post: ForumPostFieldsFragment) => thread.upsert(post);
  const fail = (e: Parameters<typeof errorMessage>[0]) => toaster.create({ title: errorMessage(e), type: 'error' });
  const actions: PostActions = {
    vote: async (post, delta) => {
      const r = await vote({ pid: post.pid, delta });
      if (r.data) showPost(getFragmentData(ForumPostFields, r.data.voteForumPost));
      else fail(r.error);
    },
    reply: topic.locked ? undefined : (post) => setReplyTo(post),
    edit: async (post) => {
      const r = await client.query(ForumPostRawQuery, { pid: post.pid }, { requestPolicy: 'network-only' }).toPromise();
      if (r.data) setEditing({ post, json: r.data.forumPostRaw });
      else fail(r.error);
    },
    remove: async (post) => {
      const r = await remove({ pid: post.pid });
      if (r.data) showPost(getFragmentData(ForumPostFields, r.data.deleteForumPost));
      else fail(r.error);
    },
  };
  const setTopic = (t: FragmentType<typeof ForumTopicFields> | undefined, e: Parameters<typeof errorMessage>[0]) =>
    t ? setLiveTopic(getFragmentData(ForumTopicFields, t)) : fail(e);

  const renderNode = (node: ThreadNode<ForumPostFieldsFragment>) => (
    <PostItem key={node.post.pid} post={node.post} actions={actions} canModerate={admin}>
      {editing?.post.pid === node.post.pid ? (
        <Composer
          label="Edit your post"
          submitLabel="Save"
          initialJson={editing.json}
          onCancel={() => setEditing(null)}
          onSubmit={async (contentJson) => {
            const r = await edit({ pid: node.post.pid, contentJson });
            if (!r.data) return errorMessage(r.error);
            showPost(getFragmentData(ForumPostFields, r.data.editForumPost));
            setEditing(null);
            return null;
          }}
        />
      ) : null}
      {node.replies.length > 0 ? node.replies.map(renderNode) : null}
    </PostItem>
  );

  return (
    <div className={pageStack}>
      <div>
        <LinkButton to="/community" variant="ghost" size="sm">
          ← Community
        </LinkButton>
        <Heading as="h1" size="2xl">
          {topic.title}
        </Heading>
        <div className={hstack({ gap: '2', flexWrap: 'wrap', mt: '2' })}>
          <Badge>{topic.category.name}</Badge>
          {topic.pinned ? <Badge>Pinned</Badge> : null}
          {topic.locked ? <Badge>Locked</Badge> : null}
          {topic.tags.map((tag) => (
            <Badge key={tag}>
              {tag}
            </Badge>
          ))}
          <Button size="sm" variant="outline" aria-pressed={topic.following} onClick={async () => {
            const r = await follow({ tid, follow: !topic.following });
            setTopic(r.data?.followForumTopic, r.error);
          }}>
            {topic.following ? 'Unfollow' : 'Follow'}
          </Button>
          {admin ? (
            <>
              <Button size="sm" variant="outline" onClick={async () => {
                const r = await moderate({ tid, locked: !topic.locked });
                setTopic(r.data?.moderateForumTopic, r.error);
              }}>
                {topic.locked ? 'Unlock' : 'Lock'}
              </Button>
              <Button size="sm" variant="outline" onClick={async () => {
                const r = await moderate({ tid, pinned: !topic.pinned });
                setTopic(r.data?.moderateForumTopic, r.error);
              }}>
                {topic.pinned ? 'Unpin' : 'Pin'}
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {thread.error ? <Alert status="error">{thread.error}</Alert> : null}
      <section aria-label="Posts">
        {buildThread(thread.posts).map(renderNode)}
        {thread.hasMore ? <InfiniteScrollSentinel onVisible={thread.loadMore} loading={thread.loading} itemCount={thread.posts.length} /> : null}
        {!thread.loaded ? <Spinner label="Loading the posts" /> : null}
      </section>
      {topic.locked ? (
        <Alert status="info">This topic is locked: no new replies.</Alert>
      ) : (
        <section aria-label="Reply" className={stack({ gap: '2' })}>
          <Heading as="h2" size="lg">
            {replyTo ? `Reply to ${getFragmentData(ForumAuthorFields, replyTo.author).displayName}'s post` : 'Reply to the topic'}
          </Heading>
          {replyTo ? (
            <Button size="sm" variant="ghost" onClick={() => setReplyTo(null)}>
              Reply to the topic instead
            </Button>
          ) : null}
          <Composer
            label={replyTo ? 'Your reply to the post' : 'Your reply'}
            submitLabel="Post reply"
            onSubmit={async (contentJson) => {
              const r = await reply({ tid, contentJson, toPid: replyTo?.pid ?? null });
              if (!r.data) return errorMessage(r.error);
              showPost(getFragmentData(ForumPostFields, r.data.replyForumTopic));
              setReplyTo(null);
              return null;
            }}
          />
        </section>
      )}
    </div>
  );
}
