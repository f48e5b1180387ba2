// A topic in the community feed or search results: title (to the topic), category, author, counts, a preview.
import { Link } from 'react-router';
import { getFragmentData } from '~/web/gql';
import type { ForumTopicFieldsFragment } from '~/web/gql/graphql';
import { Badge } from '~/web/components/ui/badge';
import { Text } from '~/web/components/ui/typography';
import { formatDateTime } from '~/web/lib/dates';
import { css } from '~/web/styled-system/css';
import { hstack } from '~/web/styled-system/patterns';
import { ForumAuthorFields } from './documents';

export function TopicCard({ topic }: { topic: ForumTopicFieldsFragment }) {
  const author = getFragmentData(ForumAuthorFields, topic.author);
  const preview = (topic.teaser ?? topic.mainPost).plainText;
  return (
    <li className={css({ py: '3', borderBottomWidth: '1px', borderColor: 'border.default', listStyle: 'none' })}>
      <Link to={`/community/topic/${topic.tid}`} className={css({ fontWeight: 'semibold', fontSize: 'lg', _hover: { textDecoration: 'underline' } })}>
        {topic.title}
      </Link>
      <div className={hstack({ gap: '2', flexWrap: 'wrap', mt: '1' })}>
        <Badge>{topic.category.name}</Badge>
        {topic.pinned ? <Badge>Pinned</Badge> : null}
        {topic.locked ? <Badge>Locked</Badge> : null}
        <Text as="span" tone="muted" size="sm">
          {author.displayName} · {topic.postCount} {topic.postCount === 1 ? 'post' : 'posts'} · last activity {formatDateTime(topic.lastPostAt)}
        </Text>
      </div>
      <Text tone="muted" size="sm" className={css({ mt: '1', lineClamp: 2 })}>
        {preview}
      </Text>
    </li>
  );
}
