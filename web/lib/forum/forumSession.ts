// The forum host's own session (spec §7 "Forum host (cookie credentials)"): an HttpOnly cookie that GET
// /forum/forum-token?username= sets, seen by the forum at /forum/*. Spec §8: when fetching the forum session fails, log
// in at the forum, then fetch again. Spec §3: the forum user slug is kept in local storage. Logout clears both
// (endForumSession, called by the session machine's clearForumCookie).
import { useEffect } from 'react';
import { STORAGE_KEYS } from '~/common/constants';
import { useUpload } from '~/web/lib/upload';
import { useSession } from '~/web/lib/session';

type Send = (url: string, init: RequestInit) => Promise<Response>;

interface ForumMe {
  response?: { userslug?: string };
}

/** Fetches the forum session; on a failure logs in at the forum (the member's bearer) and fetches once more. */
export async function openForumSession(username: string, sendWithSession: Send, fetchFn: typeof fetch = fetch): Promise<string | null> {
  const me = () => fetchFn('/forum/api/me', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  let response = await me();
  if (!response.ok) {
    const login = await sendWithSession(`/forum/forum-token?username=${encodeURIComponent(username)}`, { method: 'GET', headers: { accept: 'application/json' } });
    if (!login.ok) return null;
    response = await me();
    if (!response.ok) return null;
  }
  const slug = ((await response.json().catch(() => null)) as ForumMe | null)?.response?.userslug ?? null;
  if (slug) localStorage.setItem(STORAGE_KEYS.forumUserSlug, slug);
  return slug;
}

/** Logout (spec §4): the forum removes its HttpOnly cookie (scripts cannot), and the slug goes. */
export function endForumSession(fetchFn: typeof fetch = fetch): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.forumUserSlug);
  } catch {
    // storage may be unavailable (private mode): nothing stored then
  }
  // keepalive: the browser is about to leave for /login
  void fetchFn('/forum/logout', { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => undefined);
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
