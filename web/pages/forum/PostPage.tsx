// /post/:postId (spec §2): a public page (no session needed) showing one post in its topic; a missing id or a failed
// load goes to /not-found. Signed-in members get a link into the full topic.
import { Navigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { ForumPostFields, ForumPostPublicQuery, ForumTopicFields } from '~/web/components/forum/documents';
import { PostItem } from '~/web/components/forum/PostItem';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { LinkButton } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading, Text } from '~/web/components/ui/typography';
import { getFragmentData } from '~/web/gql';
import { useSession } from '~/web/lib/session';
import { stack } from '~/web/styled-system/patterns';

const POST_ID = /^\d{1,15}$/;

export default function PostPage() {
  const { postId = '' } = useParams();
  const valid = POST_ID.test(postId);
  const { user } = useSession();
  const [{ data, error, fetching }] = useQuery({ query: ForumPostPublicQuery, variables: { pid: postId }, pause: !valid });
  const topic = data ? getFragmentData(ForumTopicFields, data.forumPostPublic.topic) : null;
  usePageTitle(topic?.title ?? 'Community post');

  if (!valid || (error && !data)) return <Navigate to="/not-found" replace />;
  if (!data || fetching || !topic) return <Spinner label="Loading the post" />;
  const post = getFragmentData(ForumPostFields, data.forumPostPublic.post);
  return (
    <main className={stack({ gap: '4', maxWidth: '3xl', mx: 'auto', p: { base: '4', md: '8' } })}>
      <div>
        <Text tone="muted" size="sm">
          Community · {topic.category.name}
        </Text>
        <Heading as="h1" size="2xl">
          {topic.title}
        </Heading>
      </div>
      <PostItem post={post} />
      {user ? (
        <LinkButton to={`/community/topic/${topic.tid}#post-${post.pid}`}>Open the topic</LinkButton>
      ) : (
        <LinkButton to={`/login?next=${encodeURIComponent(`/community/topic/${topic.tid}`)}`}>Log in to join the discussion</LinkButton>
      )}
    </main>
  );
}
