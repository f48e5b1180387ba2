// /home: the community's latest topics (issue 17: the forum's place on the start page; the menu's Community entry is
// in the side drawer, spec §2's top bar lists no forum), each linking to its topic, and the way into /community.
import { Link as RouterLink } from 'react-router';
import { useQuery } from 'urql';
import { LinkButton } from '~/web/components/ui/button';
import { Alert } from '~/web/components/ui/alert';
import { Card } from '~/web/components/ui/card';
import { Bone } from '~/web/components/ui/skeleton';
import { Text } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import { formatDateTime } from '~/web/lib/dates';
import { errorMessage } from '~/web/lib/errors';
import { css } from '~/web/styled-system/css';

/** how many of the latest topics the card lists */
export const HOME_FORUM_TOPICS = 3;

const HomeForumTopicsQuery = graphql(`
  query HomeForumTopics($size: Int) {
    forumRecent(size: $size) {
      topics {
        tid
        title
        postCount
        lastPostAt
        category {
          cid
          name
        }
      }
      nextCursor
    }
  }
`);

const list = css({ display: 'flex', flexDirection: 'column', gap: '3', p: '0', m: '0', listStyle: 'none' });
const posts = (n: number) => (n === 1 ? '1 post' : `${n} posts`);

export function CommunityCard() {
  const [{ data, error }] = useQuery({ query: HomeForumTopicsQuery, variables: { size: HOME_FORUM_TOPICS } });
  const topics = data?.forumRecent.topics;
  return (
    <Card.Root aria-labelledby="home-community">
      <Card.Header>
        <Card.Title id="home-community">Community</Card.Title>
        <Card.Description>The latest discussions of the sales professionals here.</Card.Description>
      </Card.Header>
      <Card.Body>
        {error && !topics ? (
          <Alert status="error">{errorMessage(error)}</Alert>
        ) : topics && topics.length === 0 ? (
          <Text tone="muted">No topics yet: start the first discussion.</Text>
        ) : (
          <ul className={list} aria-busy={!topics}>
            {(topics ?? Array.from({ length: HOME_FORUM_TOPICS }, () => null)).map((topic, i) => (
              <li key={topic?.tid ?? `bone-${i}`} className={css({ display: 'flex', flexDirection: 'column' })}>
                {topic ? (
                  <RouterLink to={`/community/topic/${topic.tid}`} className={css({ fontWeight: 'semibold', color: 'fg.default', _hover: { textDecoration: 'underline' } })}>
                    {topic.title}
                  </RouterLink>
                ) : (
                  <Bone width="80%" />
                )}
                <Text size="sm" tone="muted">
                  {topic ? `${topic.category.name} · ${posts(topic.postCount)} · ${formatDateTime(topic.lastPostAt)}` : <Bone width="60%" />}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
      <Card.Footer>
        <LinkButton to="/community" variant="outline" size="sm">
          Open the community
        </LinkButton>
      </Card.Footer>
    </Card.Root>
  );
}
