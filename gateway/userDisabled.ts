import { TOPICS } from '~/common/events';
import type { LiveEvents } from '~/gateway/eventConsumer';

/**
 * Calls `onDisabled` with the uuid of every member an admin disables (the `user.disabled` event, services/API.md
 * § Slice: admin-users), until the answered function is called. services have already ended the member's sessions;
 * this is for what outlives a request, the member's open WebSockets.
 */
export function watchDisabledUsers(live: Pick<LiveEvents, 'listen'>, onDisabled: (userUUID: string) => void): () => void {
  const stop = new AbortController();
  const events = live.listen(TOPICS.userDisabled, stop.signal);
  void (async () => {
    try {
      for await (const event of events) {
        const userUUID = (event.payload as { userUUID?: unknown } | null)?.userUUID;
        if (typeof userUUID === 'string') onDisabled(userUUID);
      }
    } catch {
      // stopped: the pending wait rejects with an AbortError
    }
  })();
  return () => stop.abort();
}
