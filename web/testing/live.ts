// Test helpers of the live hooks: group hookups to put in lists, and an urql client whose subscriptions the
// test drives by hand (each `subscribe` is recorded with its variables and a sink to push results through).
import { Client, fetchExchange, subscriptionExchange, type ExecutionResult } from '@urql/core';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';

export function groupHookup(uuid: string, overrides: Partial<GroupHookupData> = {}): GroupHookupData {
  const host = { uuid: 'host-1', fullName: 'Grace Hopper', imageUrl: null, jobPosition: 'Sales lead', roles: ['ROLE_USER' as const] };
  return {
    uuid,
    title: `Group hookup ${uuid}`,
    description: null,
    whoShouldJoin: null,
    whyShouldJoin: null,
    whatWillDiscuss: null,
    category: 'NETWORKING',
    startDate: '2030-01-01T10:00:00.000Z',
    duration: 30,
    maxParticipants: 10,
    slotsLeft: 10,
    status: 'APPROVED',
    private: false,
    sponsored: false,
    highlighted: false,
    tags: [],
    imageUrl: null,
    hostUUID: host.uuid,
    hostFullName: host.fullName,
    hostImageUrl: null,
    hostRoles: host.roles,
    host,
    participants: [],
    cancellationReason: null,
    createdOn: '2029-12-01T10:00:00.000Z',
    updatedOn: '2029-12-01T10:00:00.000Z',
    isParticipant: false,
    isHost: false,
    ...overrides,
  };
}

export interface OpenSubscription {
  operationName: string | undefined;
  variables: Record<string, unknown>;
  push: (result: ExecutionResult) => void;
  fail: (error: unknown) => void;
  closed: boolean;
}

/** An urql client: subscriptions go to `subscriptions` for the test to drive, queries to `fetchFn`. */
export function fakeLiveClient(fetchFn: typeof fetch = async () => new Response('{}', { status: 500 })) {
  const subscriptions: OpenSubscription[] = [];
  const client = new Client({
    url: 'http://app.test/graphql',
    fetch: fetchFn,
    exchanges: [
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe(sink) {
            const open: OpenSubscription = {
              operationName: /subscription\s+(\w+)/.exec(request.query ?? '')?.[1],
              variables: (request.variables ?? {}) as Record<string, unknown>,
              push: (result) => sink.next(result),
              fail: (error) => sink.error(error),
              closed: false,
            };
            subscriptions.push(open);
            return {
              unsubscribe: () => {
                open.closed = true;
              },
            };
          },
        }),
      }),
    ],
  });
  const live = () => subscriptions.filter((s) => !s.closed);
  return { client, subscriptions, live };
}
