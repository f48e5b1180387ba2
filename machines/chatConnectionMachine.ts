// The chat connection (spec §4, DESIGN.md "The browser resumes after a reconnect"): fetch a chat token, open the
// chatChanged stream, refresh the token before it expires, reconnect on expiry or a dropped socket, and resume the
// stream after the last event delivered so nothing is lost or shown twice. Pure: time comes in as clock.tick, the
// token comes from the `fetchToken` actor and events go out through the `deliver` action, both supplied by web/.
// The web app opens one chatChanged subscription per `stream` number with `token` and `after` = `lastEventId`.
import { assign, fromPromise, setup } from 'xstate';
import {
  hasExpired,
  initialContext,
  isAboutToExpire,
  isNewEvent,
  remember,
  retryDelayMs,
  type ChatConnectionContext,
  type ChatConnectionEvent,
  type ChatConnectionInput,
  type ChatConnectionTag,
  type ChatToken,
} from './chatConnectionRules';

export * from './chatConnectionRules';

const tickAt = (event: ChatConnectionEvent) => (event.type === 'clock.tick' ? event.now : Number.NaN);

export const chatConnectionMachine = setup({
  types: {
    context: {} as ChatConnectionContext,
    events: {} as ChatConnectionEvent,
    input: {} as ChatConnectionInput,
    tags: {} as ChatConnectionTag,
  },
  actors: {
    // GET chat/access-token through the gateway; web/ provides it
    fetchToken: fromPromise<ChatToken>(() => Promise.reject(new Error('fetchToken is provided by the web app'))),
  },
  actions: {
    // hands a new event to the chat store; web/ provides it
    deliver: (_, _params: { eventId: string }) => {},
    assignNow: assign({ now: ({ context, event }) => (event.type === 'clock.tick' ? event.now : context.now) }),
    rememberEvent: assign({
      seen: ({ context, event }) => (event.type === 'chat.event' ? remember(context.seen, event.eventId) : context.seen),
      lastEventId: ({ context, event }) => (event.type === 'chat.event' ? event.eventId : context.lastEventId),
      failures: 0,
    }),
    assignToken: assign(({ context }, token: ChatToken) => ({ token: token.token, expiresAt: token.expiresAt, stream: context.stream + 1 })),
    nextStream: assign({ stream: ({ context }) => context.stream + 1 }),
    scheduleRetry: assign(({ context }) => ({ failures: context.failures + 1, retryAt: context.now + retryDelayMs(context.failures + 1) })),
  },
  guards: {
    isNewEvent: ({ context, event }) => event.type === 'chat.event' && isNewEvent(context, event.eventId),
    // spec §4: on expiry the client reconnects
    expiresWithTick: ({ context, event }) => hasExpired(context, tickAt(event)),
    // spec §4: the token is refreshed when about to expire
    refreshDueWithTick: ({ context, event }) => isAboutToExpire(context, tickAt(event)),
    retryDueWithTick: ({ context, event }) => tickAt(event) >= context.retryAt,
  },
}).createMachine({
  id: 'chatConnection',
  context: ({ input }) => initialContext(input),
  initial: 'connecting',
  on: {
    'clock.tick': { actions: 'assignNow' },
  },
  states: {
    connecting: {
      tags: ['connecting'],
      invoke: {
        id: 'fetchToken',
        src: 'fetchToken',
        onDone: { target: 'live', actions: { type: 'assignToken', params: ({ event }) => event.output } },
        onError: { target: 'waiting', actions: 'scheduleRetry' },
      },
    },
    live: {
      tags: ['live'],
      initial: 'streaming',
      on: {
        'chat.event': {
          guard: 'isNewEvent',
          actions: ['rememberEvent', { type: 'deliver', params: ({ event }) => ({ eventId: event.eventId }) }],
        },
        'stream.expired': { target: 'connecting' },
        'stream.dropped': { target: 'waiting', actions: 'scheduleRetry' },
        // the socket reconnected or the tab came back online: a new stream resumes after the last event
        'network.online': { actions: 'nextStream' },
      },
      states: {
        streaming: {
          on: {
            'clock.tick': [
              { guard: 'expiresWithTick', target: '#chatConnection.connecting', actions: 'assignNow' },
              { guard: 'refreshDueWithTick', target: 'refreshing', actions: 'assignNow' },
              { actions: 'assignNow' },
            ],
          },
        },
        // the old stream stays open until the new token arrives; the next stream resumes after the last event
        refreshing: {
          tags: ['refreshing'],
          invoke: {
            id: 'fetchToken',
            src: 'fetchToken',
            onDone: { target: 'streaming', actions: { type: 'assignToken', params: ({ event }) => event.output } },
            // tried again at the next tick while the token lasts; past expiry the tick reconnects
            onError: { target: 'streaming' },
          },
          on: {
            'clock.tick': [{ guard: 'expiresWithTick', target: '#chatConnection.connecting', actions: 'assignNow' }, { actions: 'assignNow' }],
          },
        },
      },
    },
    waiting: {
      tags: ['waiting'],
      on: {
        'clock.tick': [{ guard: 'retryDueWithTick', target: 'connecting', actions: 'assignNow' }, { actions: 'assignNow' }],
        'network.online': { target: 'connecting' },
      },
    },
  },
});

export type ChatConnectionMachine = typeof chatConnectionMachine;
