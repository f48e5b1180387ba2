import { describe, expect, it } from 'vitest';
import type { LiveEvents } from '~/gateway/eventConsumer';
import { createOrganizationCache } from '~/gateway/graphql/organizationCache';
import { liveStream } from '~/gateway/liveStream';
import { createPubSub } from '~/gateway/pubsub';
import { TOPICS, type OutboxEvent } from '~/gateway/topics';

const event = (id: number, topic: string = TOPICS.groupHookupChanged): OutboxEvent => ({ id: String(id), topic, payload: { n: id } });

describe('one subscriber stream', () => {
  it('an event arriving live while the replay is read is given once, in id order', async () => {
    const pubsub = createPubSub();
    const live: LiveEvents = {
      listen: pubsub.listen,
      async *replay(after) {
        expect(after).toBe('1');
        yield event(2);
        // committed meanwhile: the consumer publishes it live while the replay also returns it
        pubsub.publish(event(3));
        pubsub.publish(event(4, TOPICS.groupHookupPresence));
        yield event(3);
      },
    };
    const stream = liveStream(live, { topic: TOPICS.groupHookupChanged, after: '1', select: (e) => e.id });
    const ids: string[] = [];
    for await (const id of stream) {
      ids.push(id);
      if (id === '3') pubsub.publish(event(5));
      if (id === '5') break;
    }
    expect(ids).toEqual(['2', '3', '5']);
  });

  it('ending a subscription while it waits releases its pubsub listener at once', async () => {
    const pubsub = createPubSub();
    const live: LiveEvents = { listen: pubsub.listen, replay: () => (async function* () {})() };
    const stream = liveStream(live, { topic: TOPICS.groupHookupChanged, after: undefined, select: (e) => e });
    const waiting = stream.next();
    expect(pubsub.listenerCount(TOPICS.groupHookupChanged)).toBe(1);
    await stream.return(undefined);
    await expect(waiting).resolves.toEqual({ done: true, value: undefined });
    expect(pubsub.listenerCount(TOPICS.groupHookupChanged)).toBe(0);
  });

  it('events the subscriber may not see are skipped, not ended on', async () => {
    const pubsub = createPubSub();
    const live: LiveEvents = { listen: pubsub.listen, replay: () => (async function* () {})() };
    const stream = liveStream(live, {
      topic: TOPICS.groupHookupChanged,
      after: undefined,
      select: (e) => (Number(e.id) % 2 === 0 ? e.id : undefined),
    });
    const next = stream.next();
    [1, 2].forEach((id) => pubsub.publish(event(id)));
    await expect(next).resolves.toEqual({ done: false, value: '2' });
    await stream.return(undefined);
  });
});

describe('the organisation cache of subscriptions', () => {
  const reader = (answers: Array<string | Error>) => {
    const calls: string[] = [];
    const read = (member: string) => () => {
      calls.push(member);
      const answer = answers.shift() ?? new Error('no more answers');
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    };
    return { calls, read };
  };

  it('asks once per member while fresh, shares a call in flight, and asks again once the TTL passed', async () => {
    let now = 0;
    const cache = createOrganizationCache(1000, () => now);
    const { calls, read } = reader(['org-1', 'org-2', 'org-1b']);
    const [first, second] = await Promise.all([cache.get('ada', read('ada')), cache.get('ada', read('ada'))]);
    expect([first, second]).toEqual(['org-1', 'org-1']);
    expect(await cache.get('grace', read('grace'))).toBe('org-2');
    now = 999;
    expect(await cache.get('ada', read('ada'))).toBe('org-1');
    now = 1000;
    expect(await cache.get('ada', read('ada'))).toBe('org-1b');
    expect(calls).toEqual(['ada', 'grace', 'ada']);
  });

  it('keeps no failure: the next subscription asks services again', async () => {
    const cache = createOrganizationCache(1000, () => 0);
    const { calls, read } = reader([new Error('services down'), 'org-1']);
    await expect(cache.get('ada', read('ada'))).rejects.toThrow('services down');
    expect(await cache.get('ada', read('ada'))).toBe('org-1');
    expect(calls).toEqual(['ada', 'ada']);
  });
});
