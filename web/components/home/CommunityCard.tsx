// /home: the community's latest topics (issue 17: the forum's place on the start page; the menu's Community entry is
// in the side drawer, spec §2's top bar lists no forum), each linking to its topic, and the way into /community.
import { Link as RouterLink } from 'react-router';
import { useQuery } from 'urql';
import { LinkButton } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { Text } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import { formatDateTime } from '~/web/lib/dates';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

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

const list = stack({ gap: '3', p: '0', m: '0', listStyle: 'none' });
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
        {topics && topics.length === 0 ? (
          <Text tone="muted">No topics yet: start the first discussion.</Text>
        ) : (
          // until the topics arrive (or when they cannot), the link below still leads to the forum
          <ul className={list} aria-busy={!topics && !error}>
            {topics?.map((topic) => (
              <li key={topic.tid} className={stack({ gap: '0' })}>
                <RouterLink to={`/community/topic/${topic.tid}`} className={css({ fontWeight: 'semibold', color: 'fg.default', _hover: { textDecoration: 'underline' } })}>
                  {topic.title}
                </RouterLink>
                <Text size="sm" tone="muted">
                  {topic.category.name} · {posts(topic.postCount)} · {formatDateTime(topic.lastPostAt)}
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
