// spec §3 message statuses of one chat message as its author's browser shows them: Sending → Sent → Delivered →
// Read, or Failed with a retry (the same clientMessageId, so services never store it twice) or a discard; "none" for a message
// someone else wrote. Pure: the web app sends the mutation and reports its outcome; receipts come from the
// participants' horizons (common/chat.ts statusOf) as chatChanged events arrive.
import { setup } from 'xstate';

export type ChatMessageStatus = 'Sending' | 'Sent' | 'Delivered' | 'Failed' | 'Read' | 'none';

export type ChatMessageEvent =
  | { type: 'chat.message.stored' }
  | { type: 'chat.message.failed' }
  | { type: 'chat.message.retry' }
  /** the author gives up on a failed send */
  | { type: 'chat.message.discard' }
  /** the stored status as services' horizons say it (Sent, Delivered or Read) */
  | { type: 'chat.message.receipt'; status: 'Sent' | 'Delivered' | 'Read' };

export interface ChatMessageInput {
  /** written by someone else: its status is "none" for good */
  incoming: boolean;
}

const RANK = { Sent: 0, Delivered: 1, Read: 2 } as const;

export const chatMessageMachine = setup({
  types: {
    input: {} as ChatMessageInput,
    events: {} as ChatMessageEvent,
    tags: {} as ChatMessageStatus,
  },
  guards: {
    isIncoming: ({ context }) => (context as ChatMessageInput).incoming,
    /** receipts only move forward: a late "Sent" never takes back "Read" */
    reaches: ({ event }, params: { status: keyof typeof RANK }) => event.type === 'chat.message.receipt' && RANK[event.status] >= RANK[params.status],
  },
}).createMachine({
  id: 'chatMessage',
  context: ({ input }) => input,
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isIncoming', target: 'none' }, { target: 'sending' }] },
    none: { tags: 'none', type: 'final' },
    sending: {
      tags: 'Sending',
      on: {
        'chat.message.stored': 'sent',
        'chat.message.failed': 'failed',
        // the stream can tell before the mutation's answer does
        'chat.message.receipt': [
          { guard: { type: 'reaches', params: { status: 'Read' } }, target: 'read' },
          { guard: { type: 'reaches', params: { status: 'Delivered' } }, target: 'delivered' },
          { target: 'sent' },
        ],
      },
    },
    failed: { tags: 'Failed', on: { 'chat.message.retry': 'sending', 'chat.message.discard': 'discarded' } },
    discarded: { type: 'final' },
    sent: {
      tags: 'Sent',
      on: {
        'chat.message.receipt': [
          { guard: { type: 'reaches', params: { status: 'Read' } }, target: 'read' },
          { guard: { type: 'reaches', params: { status: 'Delivered' } }, target: 'delivered' },
        ],
      },
    },
    delivered: { tags: 'Delivered', on: { 'chat.message.receipt': { guard: { type: 'reaches', params: { status: 'Read' } }, target: 'read' } } },
    read: { tags: 'Read', type: 'final' },
  },
});
