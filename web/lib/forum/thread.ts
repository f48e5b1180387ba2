// A topic's posts as Discourse shows them: the main post, then replies in time order, each reply to a post
// nested under it (a thread). Live events and page loads merge through mergePosts, so a post seen twice
// (a replay after a reconnect, or a page overlapping an event) appears once, in its latest version.

export interface ThreadPost {
  pid: string;
  toPid?: string | null;
  createdAt: string;
}

export interface ThreadNode<P extends ThreadPost> {
  post: P;
  replies: ThreadNode<P>[];
}

const byTime = (a: ThreadPost, b: ThreadPost) => a.createdAt.localeCompare(b.createdAt) || Number(a.pid) - Number(b.pid);

/** `posts` with each of `incoming` added or replacing the one with its pid; in time order. */
export function mergePosts<P extends ThreadPost>(posts: readonly P[], incoming: readonly P[]): P[] {
  const byPid = new Map(posts.map((post) => [post.pid, post]));
  for (const post of incoming) byPid.set(post.pid, post);
  return [...byPid.values()].sort(byTime);
}

/** The thread tree: a reply to a post that is loaded sits under it; any other post (the main post, replies to the
 * topic, replies to a post not loaded yet) is at the top level. */
export function buildThread<P extends ThreadPost>(posts: readonly P[]): ThreadNode<P>[] {
  const nodes = new Map(posts.map((post) => [post.pid, { post, replies: [] as ThreadNode<P>[] }]));
  const top: ThreadNode<P>[] = [];
  for (const post of [...posts].sort(byTime)) {
    const node = nodes.get(post.pid)!;
    const parent = post.toPid ? nodes.get(post.toPid) : undefined;
    if (parent && parent !== node) parent.replies.push(node);
    else top.push(node);
  }
  return top;
}
