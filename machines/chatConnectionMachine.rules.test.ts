import { describe, expect, it } from 'vitest';
import { CHAT_RECONNECT_DELAYS_MS, CHAT_SEEN_EVENTS_MAX, CHAT_TOKEN_REFRESH_BEFORE_MS } from '~/common/constants';
import { remember, retryDelayMs } from './chatConnectionMachine';
import { connection, MINUTE, T0, tokenAt } from './testing/chatConnectionHarness';

describe('chat connection rules (spec §4)', () => {
  it('connects with a fresh chat token and opens the first stream', async () => {
    const sut = connection();
    expect(sut.tags()).toEqual(['connecting']);
    await sut.grant(tokenAt(T0));
    expect(sut.tags()).toEqual(['live']);
    expect(sut.actor.getSnapshot().context).toMatchObject({ token: 'token-1', stream: 1 });
  });

  it('the token is refreshed when it is about to expire, and the new stream resumes after the last event', async () => {
    const sut = connection();
    await sut.grant(tokenAt(T0));
    sut.event('e1');
    sut.tick(T0 + 60 * MINUTE - CHAT_TOKEN_REFRESH_BEFORE_MS - 1);
    expect(sut.requests()).toBe(1);
    sut.tick(T0 + 60 * MINUTE - CHAT_TOKEN_REFRESH_BEFORE_MS);
    expect(sut.tags()).toEqual(['live', 'refreshing']);
    // the old stream still delivers while the new token is on its way
    sut.event('e2');
    await sut.grant(tokenAt(T0 + 59 * MINUTE, 2));
    expect(sut.tags()).toEqual(['live']);
    expect(sut.actor.getSnapshot().context).toMatchObject({ token: 'token-2', stream: 2, lastEventId: 'e2' });
    expect(sut.delivered.mock.calls.map(([id]) => id)).toEqual(['e1', 'e2']);
  });

  it('on expiry the client reconnects with a new token', async () => {
    const sut = connection();
    await sut.grant(tokenAt(T0));
    sut.tick(T0 + 60 * MINUTE);
    expect(sut.tags()).toEqual(['connecting']);
    expect(sut.requests()).toBe(2);
  });

  it('a stream that ends with UNAUTHENTICATED reconnects at once', async () => {
    const sut = connection();
    await sut.grant(tokenAt(T0));
    sut.actor.send({ type: 'stream.expired' });
    expect(sut.tags()).toEqual(['connecting']);
    await sut.grant(tokenAt(T0, 2));
    expect(sut.actor.getSnapshot().context.stream).toBe(2);
  });

  it('a dropped socket waits a moment, then reconnects and resumes after the last event', async () => {
    const sut = connection();
    await sut.grant(tokenAt(T0));
    sut.event('e7');
    sut.actor.send({ type: 'stream.dropped' });
    expect(sut.tags()).toEqual(['waiting']);
    sut.tick(T0 + CHAT_RECONNECT_DELAYS_MS[0] - 1);
    expect(sut.tags()).toEqual(['waiting']);
    sut.tick(T0 + CHAT_RECONNECT_DELAYS_MS[0]);
    expect(sut.tags()).toEqual(['connecting']);
    await sut.grant(tokenAt(T0, 2));
    expect(sut.actor.getSnapshot().context).toMatchObject({ stream: 2, lastEventId: 'e7' });
  });

  it('coming back online reconnects without waiting', async () => {
    const sut = connection();
    await sut.refuse();
    expect(sut.tags()).toEqual(['waiting']);
    sut.actor.send({ type: 'network.online' });
    expect(sut.tags()).toEqual(['connecting']);
  });

  it('a reconnected socket opens a new stream after the last event without a new token', async () => {
    const sut = connection();
    await sut.grant(tokenAt(T0));
    sut.event('e3');
    sut.actor.send({ type: 'network.online' });
    expect(sut.tags()).toEqual(['live']);
    expect(sut.requests()).toBe(1);
    expect(sut.actor.getSnapshot().context).toMatchObject({ stream: 2, lastEventId: 'e3', token: 'token-1' });
  });

  it('failures in a row wait longer each time, never in a tight loop', async () => {
    const sut = connection();
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      await sut.refuse();
      const { retryAt, now } = sut.actor.getSnapshot().context;
      waits.push(retryAt - now);
      sut.tick(retryAt);
    }
    expect(waits).toEqual([1000, 2000, 5000, 10_000, 30_000, 30_000, 30_000]);
    expect(retryDelayMs(0)).toBe(1000);
  });

  it('an event replayed after a reconnect is delivered once', async () => {
    const sut = connection({ now: T0, after: 'cursor-1' });
    expect(sut.actor.getSnapshot().context.lastEventId).toBe('cursor-1');
    await sut.grant(tokenAt(T0));
    sut.event('e1');
    sut.event('e2');
    sut.actor.send({ type: 'stream.dropped' });
    sut.actor.send({ type: 'network.online' });
    await sut.grant(tokenAt(T0, 2));
    // the gateway replays after e2 but a replay may overlap: e2 again, then e3
    sut.event('e2');
    sut.event('e3');
    expect(sut.delivered.mock.calls.map(([id]) => id)).toEqual(['e1', 'e2', 'e3']);
  });

  it('a failed refresh keeps the stream while the token lasts and tries again at the next tick', async () => {
    const sut = connection();
    await sut.grant(tokenAt(T0));
    sut.tick(T0 + 59 * MINUTE);
    await sut.refuse();
    expect(sut.tags()).toEqual(['live']);
    sut.tick(T0 + 59 * MINUTE + 5000);
    expect(sut.tags()).toEqual(['live', 'refreshing']);
    sut.tick(T0 + 60 * MINUTE);
    expect(sut.tags()).toEqual(['connecting']);
  });

  it('remembers a bounded number of eventIds', () => {
    let seen: string[] = [];
    for (let i = 0; i < CHAT_SEEN_EVENTS_MAX + 5; i += 1) seen = remember(seen, `e${i}`);
    expect(seen).toHaveLength(CHAT_SEEN_EVENTS_MAX);
    expect(seen[0]).toBe('e5');
  });
});
