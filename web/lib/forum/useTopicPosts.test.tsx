// A topic page subscribes to its changes after the first page's eventCursor: a reply or a lock committed while the page
// loaded (before the subscription listened) is replayed, not lost (the e2e forum flow once waited 15 s for a lock).
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveClient } from '~/web/testing/live';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import { useTopicPosts } from './useTopicPosts';

afterEach(cleanup);

const post = (pid: string, text: string) => ({
  __typename: 'ForumPost',
  pid,
  tid: '7',
  toPid: null,
  author: { __typename: 'ForumAuthor', uid: '1', userUuid: 'u-1', displayName: 'Ann Author', imageUrl: null, reputation: 0 },
  html: `<p>${text}</p>`,
  plainText: text,
  createdAt: '2026-11-29T08:00:00.000Z',
  editedAt: null,
  deleted: false,
  upvotes: 0,
  downvotes: 0,
  myVote: 0,
  replyCount: 0,
  mine: false,
});

function topicPage(eventCursor: string | null) {
  const gateway = fakeGateway({
    ForumTopicPosts: [() => json({ data: { forumTopicPosts: { __typename: 'ForumPostPage', posts: [post('1', 'Main post')], nextCursor: null, eventCursor } } })],
  });
  const fake = fakeLiveClient(gateway.fetchFn as typeof fetch);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider value={fake.client}>{children}</Provider>;
  const hook = renderHook(() => useTopicPosts('7', vi.fn()), { wrapper });
  const changes = () => fake.live().filter((s) => s.operationName === 'ForumTopicChanged');
  return { ...hook, changes };
}

describe('useTopicPosts', () => {
  it('subscribes after the first page’s eventCursor and applies what the replay brings', async () => {
    const { result, changes } = topicPage('41');
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0].variables).toMatchObject({ tid: '7', after: '41' });
    act(() => changes()[0].push({ data: { forumTopicChanged: { __typename: 'ForumTopicEvent', id: '42', kind: 'post-created', post: post('2', 'Written while the page loaded'), topic: null } } }));
    expect(result.current.posts.map((p) => p.pid)).toEqual(['1', '2']);
  });

  it('subscribes live only when the forum sent no cursor (a real NodeBB)', async () => {
    const { changes } = topicPage(null);
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0].variables).toMatchObject({ tid: '7', after: null });
  });
});
