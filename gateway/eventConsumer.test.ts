import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventConsumer, type EventConsumer } from '~/gateway/eventConsumer';
import { createPubSub } from '~/gateway/pubsub';
import { createEventsSource } from '~/gateway/sources/eventStream';
import { readServerSentEvents } from '~/gateway/sse';
import { INTERNAL_TOKEN, startFakeEventStream, type FakeEventStream } from '~/gateway/testing/fakeEventStream';
import { TOPICS, type OutboxEvent } from '~/gateway/topics';

const log = pino({ level: 'silent' });
const fast = { retryInitialMs: 10, retryMaxMs: 50 };

let fake: FakeEventStream | undefined;
let consumer: EventConsumer | undefined;
afterEach(async () => {
  await consumer?.stop();
  await fake?.close();
  consumer = undefined;
  fake = undefined;
});

function consume(internalToken = INTERNAL_TOKEN, options = fast) {
  const pubsub = createPubSub();
  const received: OutboxEvent[] = [];
  const listening = new AbortController();
  void (async () => {
    for await (const event of pubsub.listen(TOPICS.groupHookupChanged, listening.signal)) received.push(event);
  })().catch(() => undefined);
  consumer = createEventConsumer({
    source: createEventsSource({ baseUrl: fake!.url, internalToken }),
    pubsub,
    log,
    ...options,
  });
  consumer.start();
  return received;
}

const change = (n: number) => ({ kind: 'updated', actorUUID: null, groupHookup: { uuid: `gh-${n}` } });

describe('the event stream consumer', () => {
  it('starts live, without a Last-Event-ID, and publishes each event under its topic with its JSON payload', async () => {
    fake = await startFakeEventStream();
    fake.publish(TOPICS.groupHookupChanged, change(0)); // before the gateway started: not its to deliver
    const received = consume();
    await vi.waitFor(() => expect(fake!.openStreams()).toBe(1));
    const id = fake.publish(TOPICS.groupHookupChanged, change(1));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(fake.connections).toEqual([null]);
    expect(received[0]).toEqual({ id, topic: TOPICS.groupHookupChanged, payload: change(1) });
  });

  it('after the connection drops it reconnects with Last-Event-ID and misses nothing, delivering each id once', async () => {
    fake = await startFakeEventStream();
    const received = consume();
    await vi.waitFor(() => expect(fake!.openStreams()).toBe(1));
    const first = fake.publish(TOPICS.groupHookupChanged, change(1));
    await vi.waitFor(() => expect(consumer!.lastEventId).toBe(first));

    // committed while the connection is failing, then the connection drops
    fake.publish(TOPICS.groupHookupChanged, change(2), { stream: false });
    fake.publish(TOPICS.groupHookupChanged, change(3), { stream: false });
    fake.dropStreams();

    await vi.waitFor(() => expect(received).toHaveLength(3));
    expect(fake.connections).toEqual([null, first]);
    expect(received.map((e) => (e.payload as ReturnType<typeof change>).groupHookup.uuid)).toEqual(['gh-1', 'gh-2', 'gh-3']);
    fake.publish(TOPICS.groupHookupChanged, change(4));
    await vi.waitFor(() => expect(received).toHaveLength(4));
  });

  it('keeps retrying with backoff while services refuse the internal token, and stops when asked', async () => {
    fake = await startFakeEventStream();
    const received = consume('wrong-token');
    await vi.waitFor(() => expect(fake!.refusedCount()).toBeGreaterThanOrEqual(3));
    expect(received).toHaveLength(0);
    await consumer!.stop();
    // a request already on the wire when stop() aborted it may still reach the server; after that, none may follow
    // (the retries come at most 50 ms apart)
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refusedWhenStopped = fake.refusedCount();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.refusedCount()).toBe(refusedWhenStopped);
    expect(consumer!.lastEventId).toBeUndefined();
  });

  it('reconnects when the stream goes quiet for longer than the keep-alive allows', async () => {
    fake = await startFakeEventStream();
    consume(INTERNAL_TOKEN, { ...fast, idleTimeoutMs: 100 } as typeof fast);
    await vi.waitFor(() => expect(fake!.connections.length).toBeGreaterThanOrEqual(2), { timeout: 2000 });
  });

  it('publishes an id once even when services send it again', async () => {
    const published: string[] = [];
    const text = [1, 2, 2, 1, 3].map((id) => `id: ${id}\nevent: ${TOPICS.groupHookupChanged}\ndata: {}\n\n`).join('');
    let opened = 0;
    consumer = createEventConsumer({
      source: {
        open: async (_lastEventId, signal) => {
          if (opened++ === 0) return new Response(text).body!;
          return new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
        },
      },
      pubsub: { publish: (event) => void published.push(event.id) },
      log,
      ...fast,
    });
    consumer.start();
    await vi.waitFor(() => expect(published).toEqual(['1', '2', '3']));
  });
});

describe('the server-sent events parser', () => {
  function streamOf(chunks: string[]) {
    const encoder = new TextEncoder();
    return new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
  }

  it('reads ids, event names, multi-line data and ignores comments, across CRLF split between chunks', async () => {
    const chunks = [': keep-alive\r', '\n', 'id: 7\r\nevent: group-hookup.changed\r\ndata: {"a":\r', '\ndata: 1}\r\n\r', '\n', 'data:x\n\n'];
    const events = [];
    for await (const event of readServerSentEvents(streamOf(chunks))) events.push(event);
    expect(events).toEqual([
      { id: '7', event: 'group-hookup.changed', data: '{"a":\n1}' },
      { id: '7', event: 'message', data: 'x' },
    ]);
  });
});
