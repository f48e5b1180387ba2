import { describe, expect, it } from 'vitest';
import { buildThread, mergePosts } from './thread';

const post = (pid: string, createdAt: string, toPid: string | null = null, text = pid) => ({ pid, createdAt, toPid, text });

describe('forum threads', () => {
  it('nests a reply to a post under that post and keeps the rest in time order', () => {
    const posts = [post('1', '2026-01-01T10:00:00Z'), post('3', '2026-01-01T10:02:00Z', '1'), post('2', '2026-01-01T10:01:00Z')];
    const tree = buildThread(posts);
    expect(tree.map((n) => n.post.pid)).toEqual(['1', '2']);
    expect(tree[0]!.replies.map((n) => n.post.pid)).toEqual(['3']);
  });

  it('shows a reply to a post that is not loaded at the top level', () => {
    expect(buildThread([post('9', '2026-01-01T10:00:00Z', '4')]).map((n) => n.post.pid)).toEqual(['9']);
  });

  it('merges a post seen twice once, in its latest version', () => {
    const merged = mergePosts([post('1', '2026-01-01T10:00:00Z', null, 'old')], [post('1', '2026-01-01T10:00:00Z', null, 'new'), post('2', '2026-01-01T10:01:00Z')]);
    expect(merged.map((p) => [p.pid, p.text])).toEqual([['1', 'new'], ['2', '2']]);
  });
});
