// Pages of forumRecent (optionally one category) until the forum answers nextCursor null (spec §4).
import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { ForumRecentQuery, ForumTopicFields } from '~/web/components/forum/documents';
import { getFragmentData } from '~/web/gql';
import type { ForumTopicFieldsFragment } from '~/web/gql/graphql';
import { errorMessage } from '~/web/lib/errors';

export function useRecentTopics(cid: string | null) {
  const client = useClient();
  const [topics, setTopics] = useState<ForumTopicFieldsFragment[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (after: string | null) => {
      setLoading(true);
      const result = await client.query(ForumRecentQuery, { cid, after }, { requestPolicy: 'network-only' }).toPromise();
      setLoading(false);
      const page = result.data?.forumRecent;
      if (!page) return setError(errorMessage(result.error));
      setError(null);
      const incoming = page.topics.map((t) => getFragmentData(ForumTopicFields, t));
      setTopics((current) => {
        const seen = new Set((after ? current : []).map((t) => t.tid));
        return [...(after ? current : []), ...incoming.filter((t) => !seen.has(t.tid))];
      });
      setCursor(page.nextCursor ?? null);
      setLoaded(true);
    },
    [client, cid],
  );

  useEffect(() => {
    setLoaded(false);
    void load(null);
  }, [load]);

  const loadMore = useCallback(() => {
    if (cursor && !loading) void load(cursor);
  }, [cursor, loading, load]);

  return { topics, loaded, loading, error, hasMore: cursor !== null, loadMore, reload: () => load(null) };
}
