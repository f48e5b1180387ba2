import type { FastifyInstance, FastifyReply } from 'fastify';
import { EVENT_CURSOR_HEADER } from '~/common/events';

/**
 * Reads the newest outbox id, answers it in X-Event-Cursor, and only then runs `read`. Writers commit ids in order
 * (see outbox/write.ts `emit`), so every event up to that id is already in what `read` sees, and every later one is
 * after it: a subscription from the cursor misses nothing the answer lacks (an event it replays is one whose change the
 * answer may already hold, which the consumers' replace-by-uuid makes harmless).
 */
export async function withEventCursor<T>(fastify: FastifyInstance, reply: FastifyReply, read: () => Promise<T>): Promise<T> {
  const cursor = await fastify.events.newestId();
  reply.header(EVENT_CURSOR_HEADER, String(cursor));
  return read();
}
