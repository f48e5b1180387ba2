// A topic's posts: pages of forumTopicPosts until nextCursor is null (spec §4), plus forumTopicChanged events
// (new, edited, deleted posts and votes) merged by pid, resumed after a reconnect without loss or repeats
// (useLiveFeed remembers the last event id).
import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { ForumPostFields, ForumTopicChangedSubscription, ForumTopicFields, ForumTopicPostsQuery } from '~/web/components/forum/documents';
import { getFragmentData } from '~/web/gql';
import type { ForumPostFieldsFragment, ForumTopicFieldsFragment } from '~/web/gql/graphql';
import { errorMessage } from '~/web/lib/errors';
import { useLiveFeed } from '~/web/lib/live';
import { mergePosts } from './thread';

interface TopicEvent {
  eventId: string;
  post: ForumPostFieldsFragment | null;
  topic: ForumTopicFieldsFragment | null;
}

export function useTopicPosts(tid: string, onTopic: (topic: ForumTopicFieldsFragment) => void) {
  const client = useClient();
  const [posts, setPosts] = useState<ForumPostFieldsFragment[]>([]);
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  // the first page's event cursor: the subscription starts after it, so a change committed while the page loaded
  // (before the subscription listened) is replayed, not lost
  const [eventCursor, setEventCursor] = useState<string | null>(null);

  const loadPage = useCallback(
    async (after: string | null) => {
      setLoading(true);
      const result = await client.query(ForumTopicPostsQuery, { tid, after }, { requestPolicy: 'network-only' }).toPromise();
      setLoading(false);
      const page = result.data?.forumTopicPosts;
      if (!page) return setError(errorMessage(result.error));
      setError(null);
      setPosts((current) => mergePosts(current, page.posts.map((p) => getFragmentData(ForumPostFields, p))));
      setCursor(page.nextCursor ?? null);
      if (after === null) setEventCursor(page.eventCursor ?? null);
      setLoaded(true);
    },
    [client, tid],
  );

  useEffect(() => {
    setPosts([]);
    setCursor(undefined);
    setLoaded(false);
    void loadPage(null);
  }, [loadPage]);

  const live = useLiveFeed<TopicEvent>(
    [tid],
    { pause: !loaded, after: eventCursor, onResync: () => void loadPage(null) },
    (c, after, sink) =>
      c.subscription(ForumTopicChangedSubscription, { tid, after: after ?? null }).subscribe((result) => {
        const event = result.data?.forumTopicChanged;
        if (event)
          sink.next({
            eventId: event.id,
            post: event.post ? getFragmentData(ForumPostFields, event.post) : null,
            topic: event.topic ? getFragmentData(ForumTopicFields, event.topic) : null,
          });
        else if (result.error) sink.error(errorMessage(result.error));
      }).unsubscribe,
    (event) => {
      if (event.post) setPosts((current) => mergePosts(current, [event.post!]));
      if (event.topic) onTopic(event.topic);
    },
  );

  /** a post this member just saved (the event follows and merges into the same entry) */
  const upsert = useCallback((post: ForumPostFieldsFragment) => setPosts((current) => mergePosts(current, [post])), []);
  // spec §4: no next page once the forum answers a null cursor
  const loadMore = useCallback(() => {
    if (cursor && !loading) void loadPage(cursor);
  }, [cursor, loading, loadPage]);

  return { posts, loaded, loading, hasMore: Boolean(cursor), loadMore, upsert, error: error ?? live.error ?? null };
}
