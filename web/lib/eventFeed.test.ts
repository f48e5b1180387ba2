import { describe, expect, it, vi } from 'vitest';
import { SEEN_EVENT_IDS_MAX, startEventFeed, type FeedSink } from '~/web/lib/eventFeed';

type Event = { eventId: string };

/** A fake subscription source: each opening is recorded with its `after` and a sink to push through. */
function source() {
  const openings: { after: string | undefined; sink: FeedSink<Event>; closed: boolean }[] = [];
  const open = vi.fn((after: string | undefined, sink: FeedSink<Event>) => {
    const opening = { after, sink, closed: false };
    openings.push(opening);
    return () => void (opening.closed = true);
  });
  return { open, openings, latest: () => openings[openings.length - 1] };
}

describe('a resumable event feed', () => {
  it('opens live, then resumes after the last eventId delivered', () => {
    const src = source();
    const deliver = vi.fn();
    const feed = startEventFeed({ open: src.open, deliver });
    expect(src.latest().after).toBeUndefined();
    src.latest().sink.next({ eventId: '1' });
    src.latest().sink.next({ eventId: '2' });
    feed.resume();
    expect(src.openings[0].closed).toBe(true);
    expect(src.latest().after).toBe('2');
    expect(feed.lastEventId()).toBe('2');
  });

  it('delivers each eventId at most once across a replay', () => {
    const src = source();
    const deliver = vi.fn();
    const feed = startEventFeed({ open: src.open, deliver });
    src.latest().sink.next({ eventId: '1' });
    feed.resume();
    src.latest().sink.next({ eventId: '1' });
    src.latest().sink.next({ eventId: '2' });
    src.latest().sink.next({ eventId: '2' });
    expect(deliver.mock.calls.map(([e]) => e.eventId)).toEqual(['1', '2']);
  });

  it('drops what a closed opening still sends', () => {
    const src = source();
    const deliver = vi.fn();
    const feed = startEventFeed({ open: src.open, deliver });
    const first = src.latest();
    feed.resume();
    first.sink.next({ eventId: '5' });
    feed.stop();
    src.latest().sink.next({ eventId: '6' });
    expect(deliver).not.toHaveBeenCalled();
    expect(src.latest().closed).toBe(true);
  });

  it('reports errors and clears them with the next event', () => {
    const src = source();
    const onError = vi.fn();
    startEventFeed({ open: src.open, deliver: () => {}, onError });
    src.latest().sink.error('No internet connection.');
    src.latest().sink.next({ eventId: '1' });
    expect(onError.mock.calls).toEqual([['No internet connection.'], [undefined]]);
  });

  it('remembers a bounded number of eventIds', () => {
    const src = source();
    const memory = { lastEventId: undefined, seen: new Set<string>() };
    startEventFeed({ open: src.open, deliver: () => {}, memory });
    for (let i = 0; i < SEEN_EVENT_IDS_MAX + 10; i += 1) src.latest().sink.next({ eventId: String(i) });
    expect(memory.seen.size).toBe(SEEN_EVENT_IDS_MAX);
    expect(memory.seen.has('0')).toBe(false);
    expect(memory.lastEventId).toBe(String(SEEN_EVENT_IDS_MAX + 9));
  });
});
