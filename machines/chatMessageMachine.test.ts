import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { chatMessageMachine, type ChatMessageEvent, type ChatMessageStatus } from './chatMessageMachine';

const EVENTS: ChatMessageEvent[] = [
  { type: 'chat.message.stored' },
  { type: 'chat.message.failed' },
  { type: 'chat.message.retry' },
  { type: 'chat.message.discard' },
  { type: 'chat.message.receipt', status: 'Sent' },
  { type: 'chat.message.receipt', status: 'Delivered' },
  { type: 'chat.message.receipt', status: 'Read' },
];

const statusOf = (snapshot: { hasTag(tag: ChatMessageStatus): boolean }) =>
  (['Sending', 'Sent', 'Delivered', 'Failed', 'Read', 'none'] as const).find((tag) => snapshot.hasTag(tag));

function run(events: ChatMessageEvent[], incoming = false) {
  const actor = createActor(chatMessageMachine, { input: { incoming } }).start();
  for (const event of events) actor.send(event);
  return statusOf(actor.getSnapshot());
}

describe('chatMessageMachine paths', () => {
  for (const incoming of [false, true]) {
    const model = createTestModel(chatMessageMachine, { events: EVENTS, input: { incoming } });
    for (const path of model.getShortestPaths()) {
      it(`${incoming ? 'incoming' : 'outgoing'}: ${path.description}`, () => {
        const actor = createActor(chatMessageMachine, { input: { incoming } }).start();
        for (const step of path.steps) actor.send(step.event as ChatMessageEvent);
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        // a discarded send leaves the screen: it has no status; every other state has one
        if (path.state.value === 'discarded') expect(statusOf(actor.getSnapshot())).toBeUndefined();
        else expect(statusOf(actor.getSnapshot())).toBeDefined();
      });
    }
  }
});

describe('chat message status rules (spec §3)', () => {
  it('a message being sent shows Sending, then Sent once stored', () => {
    expect(run([])).toBe('Sending');
    expect(run([{ type: 'chat.message.stored' }])).toBe('Sent');
  });
  it('a failed send shows Failed and a retry sends it again', () => {
    expect(run([{ type: 'chat.message.failed' }])).toBe('Failed');
    expect(run([{ type: 'chat.message.failed' }, { type: 'chat.message.retry' }, { type: 'chat.message.stored' }])).toBe('Sent');
  });
  it('only a failed send can be discarded; a discarded one is done and cannot be retried', () => {
    const actor = createActor(chatMessageMachine, { input: { incoming: false } }).start();
    expect(actor.getSnapshot().can({ type: 'chat.message.discard' })).toBe(false);
    actor.send({ type: 'chat.message.failed' });
    actor.send({ type: 'chat.message.discard' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().can({ type: 'chat.message.retry' })).toBe(false);
    expect(run([{ type: 'chat.message.stored' }, { type: 'chat.message.discard' }])).toBe('Sent');
  });
  it('receipts move it to Delivered and Read, never back', () => {
    expect(run([{ type: 'chat.message.stored' }, { type: 'chat.message.receipt', status: 'Delivered' }])).toBe('Delivered');
    expect(run([{ type: 'chat.message.stored' }, { type: 'chat.message.receipt', status: 'Read' }, { type: 'chat.message.receipt', status: 'Sent' }])).toBe('Read');
    expect(run([{ type: 'chat.message.stored' }, { type: 'chat.message.receipt', status: 'Delivered' }, { type: 'chat.message.receipt', status: 'Sent' }])).toBe('Delivered');
  });
  it('a receipt that arrives before the answer counts', () => {
    expect(run([{ type: 'chat.message.receipt', status: 'Read' }])).toBe('Read');
  });
  it('someone else’s message has the status none whatever happens', () => {
    expect(run(EVENTS, true)).toBe('none');
  });
});
