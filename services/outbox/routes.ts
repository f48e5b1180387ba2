import { once } from 'node:events';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { OutboxEvent } from '~/services/outbox/event';
import { errorResponses } from '~/services/schemas';
import { internalOnly } from '~/services/shared/internal-token';
import { ReplayQuery, ReplayResponse, StreamHeaders, StreamQuery } from './schemas';

const BATCH = 500;

/** One event as SSE; its image links signed as it is sent (services/plugins/image-urls.ts). */
function format(event: OutboxEvent, signAll: <T>(value: T) => T): string {
  return `id: ${event.id}\nevent: ${event.topic}\ndata: ${JSON.stringify(signAll(event.payload))}\n\n`;
}

/**
 * Events as one chunk: one write (one syscall, one chunk of the chunked response) for a whole batch instead of one per
 * event: at 1,000 chat messages a second the stream carried a thousand events a second, committed a few at a time.
 */
function formatAll(events: readonly OutboxEvent[], signAll: <T>(value: T) => T): string {
  let text = '';
  for (const event of events) text += format(event, signAll);
  return text;
}

/** services/API.md § Events: the outbox as server-sent events and as a JSON replay, for gateways only. */
const eventRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, events, imageUrls } = fastify;
  // INTERNAL_TOKEN bearer only; without INTERNAL_TOKEN nobody gets in
  const gatewaysOnly = internalOnly(fastify);

  fastify.get(
    '/events',
    {
      preHandler: gatewaysOnly,
      config: { rateLimit: false },
      schema: { querystring: StreamQuery, headers: StreamHeaders, response: errorResponses(400, 401) },
    },
    async (request, reply) => {
      const resumeAt = request.headers['last-event-id'] ?? request.query.after;
      let cursor = resumeAt === undefined ? await events.newestId() : Number(resumeAt);
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(': connected\n\n');

      let ended = false;
      const closed = new AbortController();
      let pumping = false;
      let again = false;
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), config.eventsKeepAliveMs);
      let unsubscribe = () => {};
      const finish = () => {
        if (ended) return;
        ended = true;
        closed.abort();
        clearInterval(keepAlive);
        unsubscribe();
        raw.end();
      };
      // one reader per stream: a wake-up while reading makes it read once more
      const pump = async () => {
        if (pumping) {
          again = true;
          return;
        }
        pumping = true;
        try {
          do {
            again = false;
            for (;;) {
              const batch = await events.read(cursor, BATCH);
              if (ended) return;
              if (batch.length > 0) {
                cursor = batch[batch.length - 1]!.id;
                if (!raw.write(formatAll(batch, imageUrls.signAll))) await once(raw, 'drain', { signal: closed.signal });
              }
              if (batch.length < BATCH) break;
            }
          } while (again && !ended);
        } catch (err) {
          if (!ended) request.log.error({ err }, 'event stream failed');
          finish();
        } finally {
          pumping = false;
        }
      };
      /** rows this process just committed, written without reading them back when they are the next ones */
      const wake = (committed?: OutboxEvent[]) => {
        const next = !pumping && !ended && committed !== undefined && committed.length > 0 && !raw.writableNeedDrain;
        if (!next || !committed.every((event, i) => event.id === cursor + 1 + i)) return void pump();
        raw.write(formatAll(committed, imageUrls.signAll));
        cursor = committed[committed.length - 1].id;
      };
      raw.on('close', finish);
      // subscribed (and LISTENing) before the first read: a row committed in between wakes the pump again
      unsubscribe = await events.subscribe({ wake, end: finish });
      if (ended) unsubscribe();
      else await pump();
    },
  );

  fastify.get(
    '/events/replay',
    {
      preHandler: gatewaysOnly,
      config: { rateLimit: false },
      schema: { querystring: ReplayQuery, response: { 200: ReplayResponse, ...errorResponses(400, 401) } },
    },
    async (request) => ({ events: await events.read(request.query.after ?? 0, request.query.limit ?? 100) }),
  );
};

export default eventRoutes;
