// The forum host's own session (spec §7 "Forum host (cookie credentials)"): an HttpOnly cookie that GET
// /forum/forum-token?username= sets, seen by the forum at /forum/*. Spec §8: when fetching the forum session fails, log
// in at the forum, then fetch again. Spec §3: the forum user slug is kept in local storage. Logout clears both
// (endForumSession in web/lib/storage.ts, beside clearForumCookie).
import { useEffect } from 'react';
import { STORAGE_KEYS } from '~/common/constants';
import { useUpload } from '~/web/lib/upload';
import { useSession } from '~/web/lib/session';

type Send = (url: string, init: RequestInit) => Promise<Response>;

interface ForumConfig {
  response?: { uid?: number; userslug?: string | null };
}

/**
 * Fetches the forum session (NodeBB's /api/config: uid 0 for no session, so no 401 to answer); without one, logs in at
 * the forum (GET forum-token with the member's bearer, refreshed once if it expired) and fetches once more.
 */
export async function openForumSession(username: string, sendWithSession: Send, fetchFn: typeof fetch = fetch): Promise<string | null> {
  const session = async () => {
    const response = await fetchFn('/forum/api/config', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    const config = response.ok ? ((await response.json().catch(() => null)) as ForumConfig | null)?.response : null;
    return config?.uid ? (config.userslug ?? null) : null;
  };
  let slug = await session();
  if (!slug) {
    const login = await sendWithSession(`/forum/forum-token?username=${encodeURIComponent(username)}`, { method: 'GET', headers: { accept: 'application/json' } });
    if (!login.ok) return null;
    slug = await session();
  }
  if (slug) localStorage.setItem(STORAGE_KEYS.forumUserSlug, slug);
  return slug;
}

/** The forum pages open the forum session once per visit (their data itself comes through GraphQL). */
export function useForumSession(): void {
  const { user } = useSession();
  const { sendWithSession } = useUpload();
  const username = user?.username ?? null;
  useEffect(() => {
    if (username) void openForumSession(username, sendWithSession).catch(() => null);
  }, [username, sendWithSession]);
}
