import { describe, expect, it } from 'vitest';
import type { Participant } from './provider';
import { emptyRoom, roomReducer, visibleTiles } from './roomState';

const person = (id: string, overrides: Partial<Participant> = {}): Participant => ({
  id,
  name: `Member ${id}`,
  host: false,
  audioMuted: false,
  videoMuted: false,
  muteLocked: false,
  ...overrides,
});

describe('who is in the call', () => {
  it('lists everyone but the member, as the media node said on joining', () => {
    const state = roomReducer(emptyRoom, { type: 'joined', self: person('me'), participants: [person('me'), person('a')], closesAt: 0 });
    expect(state.self?.id).toBe('me');
    expect(state.participants.map((p) => p.id)).toEqual(['a']);
  });

  it('adds who joins, updates who is muted, and drops who leaves with their media', () => {
    let state = roomReducer(emptyRoom, { type: 'joined', self: person('me'), participants: [], closesAt: 0 });
    state = roomReducer(state, { type: 'participant.joined', participant: person('a') });
    state = roomReducer(state, { type: 'participant.updated', participant: person('a', { audioMuted: true, muteLocked: true }) });
    expect(state.participants).toEqual([person('a', { audioMuted: true, muteLocked: true })]);
    state = roomReducer(state, { type: 'stream', participantId: 'a', stream: {} as MediaStream });
    expect(Object.keys(state.streams)).toEqual(['a']);
    state = roomReducer(state, { type: 'participant.left', id: 'a' });
    expect(state.participants).toEqual([]);
    expect(state.streams).toEqual({});
  });

  it('updates the member themselves when the host mutes them', () => {
    let state = roomReducer(emptyRoom, { type: 'joined', self: person('me'), participants: [], closesAt: 0 });
    state = roomReducer(state, { type: 'participant.updated', participant: person('me', { audioMuted: true }) });
    expect(state.self?.audioMuted).toBe(true);
    expect(state.participants).toEqual([]);
  });

  it('a rejoin starts again from the media node\'s list', () => {
    let state = roomReducer(emptyRoom, { type: 'joined', self: person('me'), participants: [person('a')], closesAt: 0 });
    state = roomReducer(state, { type: 'stream', participantId: 'a', stream: {} as MediaStream });
    state = roomReducer(state, { type: 'joined', self: person('me'), participants: [person('b')], closesAt: 0 });
    expect(state.participants.map((p) => p.id)).toEqual(['b']);
    expect(state.streams).toEqual({});
  });
});

describe('which tiles get video', () => {
  const many = Array.from({ length: 12 }, (_, i) => person(`p${i}`));

  it('at most nine', () => {
    expect(visibleTiles(many, null)).toHaveLength(9);
  });

  it('the speaker always, in the last place when they are not among the first nine', () => {
    const tiles = visibleTiles(many, 'p11');
    expect(tiles).toHaveLength(9);
    expect(tiles).toContain('p11');
    expect(visibleTiles(many, 'p2')).toEqual(many.slice(0, 9).map((p) => p.id));
  });
});
