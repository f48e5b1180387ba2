import type { Client } from '@urql/core';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCsrfFetch, createGraphqlClient, NO_REFRESH, type SessionActor } from '~/web/lib/client';
import { provideSession, SessionUserQuery } from '~/web/lib/sessionActors';
import { readTokens, saveTokens } from '~/web/lib/storage';
import { csrfRejected, fakeGateway, json, unauthenticated, type Call } from '~/web/testing/fakeGateway';

// Plain documents: these operations exist for this test only, not in the app's generated types.
const JobPositionsQuery: TypedDocumentNode<{ jobPositions: string[] }, Record<string, never>> = parse(
  'query ClientTestJobPositions { jobPositions }',
);
const ResendMutation: TypedDocumentNode<{ resendVerificationEmail: { message: string } }, Record<string, never>> = parse(
  'mutation ClientTestResend { resendVerificationEmail { message } }',
);

const me = { uuid: 'u-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_USER'], verified: true };
function start(gateway: ReturnType<typeof fakeGateway>, path = '/settings') {
  const navigate = vi.fn();
  let client: Client;
  let actor: SessionActor;
  const session = () => actor;
  const logic = provideSession({
    client: () => client,
    csrfFetch: createCsrfFetch(session, gateway.fetchFn as typeof fetch),
    fetch: gateway.fetchFn as typeof fetch,
    navigate,
  });
  actor = createActor(logic, { input: readTokens() });
  client = createGraphqlClient({ session, fetch: gateway.fetchFn as typeof fetch, currentPath: () => path });
  actor.start();
  return { actor, client, navigate };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('CSRF header and retry (spec §8)', () => {
  it('a mutation sends x-csrf-token fetched from GET /csrf-token', async () => {
    const gateway = fakeGateway({ ClientTestResend: [() => json({ data: { resendVerificationEmail: { message: 'sent' } } })] });
    const { client } = start(gateway);
    const result = await client.mutation(ResendMutation, {}).toPromise();
    expect(result.data?.resendVerificationEmail.message).toBe('sent');
    expect(gateway.of('ClientTestResend')[0].csrf).toBe('csrf-1');
  });

  it('a 403 fetches a fresh CSRF token and retries once', async () => {
    const gateway = fakeGateway({
      ClientTestResend: [csrfRejected, () => json({ data: { resendVerificationEmail: { message: 'sent' } } })],
    });
    const { client } = start(gateway);
    const result = await client.mutation(ResendMutation, {}).toPromise();
    expect(result.error).toBeUndefined();
    expect(gateway.of('ClientTestResend').map((c) => c.csrf)).toEqual(['csrf-1', 'csrf-2']);
    expect(gateway.of('csrf-token')).toHaveLength(2);
  });

  it('a second 403 is not retried', async () => {
    const gateway = fakeGateway({ ClientTestResend: [csrfRejected] });
    const { client } = start(gateway);
    const result = await client.mutation(ResendMutation, {}).toPromise();
    expect(result.error).toBeDefined();
    expect(gateway.of('ClientTestResend')).toHaveLength(2);
    expect(gateway.of('csrf-token')).toHaveLength(2);
  });

  it('queries (GET) carry no CSRF token and fetch none', async () => {
    const gateway = fakeGateway({ ClientTestJobPositions: [() => json({ data: { jobPositions: ['Sales'] } })] });
    const { client } = start(gateway);
    await client.query(JobPositionsQuery, {}).toPromise();
    expect(gateway.of('ClientTestJobPositions')[0]).toMatchObject({ method: 'GET', csrf: null });
    expect(gateway.of('csrf-token')).toHaveLength(0);
  });
});

describe('token refresh on UNAUTHENTICATED (spec §4)', () => {
  async function signedIn(routes: Record<string, Array<(call: Call) => Response>>, path?: string) {
    saveTokens({ accessToken: 'access-0', refreshToken: 'refresh-0' }, true);
    const gateway = fakeGateway({ SessionUser: [() => json({ data: { me } })], ...routes });
    const started = start(gateway, path);
    await waitFor(started.actor, (s) => s.hasTag('authenticated'));
    return { gateway, ...started };
  }

  it('the bearer comes from storage', async () => {
    const { gateway } = await signedIn({});
    expect(gateway.of('SessionUser')[0].authorization).toBe('Bearer access-0');
  });

  it('a 401 triggers exactly one refresh, then each request is retried with the new token', async () => {
    saveTokens({ accessToken: 'access-0', refreshToken: 'refresh-0' }, true);
    const gateway = fakeGateway({
      SessionUser: [() => json({ data: { me } }), unauthenticated, () => json({ data: { me } })],
      ClientTestJobPositions: [unauthenticated, (c) => json({ data: { jobPositions: [c.authorization] } })],
      RefreshToken: [() => json({ data: { refreshToken: { accessToken: 'access-1', refreshToken: 'refresh-1' } } })],
    });
    const { actor, client } = start(gateway);
    await waitFor(actor, (s) => s.hasTag('authenticated'));
    const [positions, user] = await Promise.all([
      client.query(JobPositionsQuery, {}, { requestPolicy: 'network-only' }).toPromise(),
      client.query(SessionUserQuery, {}, { requestPolicy: 'network-only' }).toPromise(),
    ]);
    expect(gateway.of('RefreshToken')).toHaveLength(1);
    expect(gateway.of('RefreshToken')[0].variables).toEqual({ refreshToken: 'refresh-0' });
    expect(positions.data?.jobPositions).toEqual(['Bearer access-1']);
    expect(user.data?.me.uuid).toBe('u-1');
    expect(readTokens()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });

  it('a failed refresh clears the refresh token and goes to /login?next=…', async () => {
    const { gateway, client, navigate } = await signedIn(
      {
        ClientTestJobPositions: [unauthenticated],
        RefreshToken: [() => json({ data: null, errors: [{ message: 'Your session has expired.', extensions: { code: 'UNAUTHENTICATED' } }] })],
      },
      '/settings',
    );
    const result = await client.query(JobPositionsQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(result.error?.graphQLErrors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(gateway.of('RefreshToken')).toHaveLength(1);
    expect(readTokens().refreshToken).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fsettings');
  });

  it('a request that opts out is not refreshed', async () => {
    const { gateway, client } = await signedIn({ ClientTestResend: [unauthenticated], RefreshToken: [() => json({})] });
    const result = await client.mutation(ResendMutation, {}, NO_REFRESH).toPromise();
    expect(result.error?.graphQLErrors[0]?.message).toBe('You need to log in to do that.');
    expect(gateway.of('RefreshToken')).toHaveLength(0);
  });
});

describe('persisted documents (issue 21)', () => {
  it("an app query goes out as its document's hash alone, and the gateway's answer reaches the page", async () => {
    const { JobPositionsDocument } = await import('~/web/gql/graphql');
    const gateway = fakeGateway({ JobPositions: [() => json({ data: { jobPositions: ['Sales'] } })] });
    const { client } = start(gateway);
    const result = await client.query(JobPositionsDocument, {}).toPromise();
    expect(result.data?.jobPositions).toEqual(['Sales']);
    expect(gateway.of('JobPositions')).toHaveLength(1);
    // a GET of the hash: no text, and no CSRF token fetched first
    expect(gateway.of('JobPositions')[0]).toMatchObject({ method: 'GET', csrf: null, persisted: true });
    expect(gateway.of('csrf-token')).toHaveLength(0);
  });

  it('a gateway that does not know the hash gets the text once, and the query still succeeds', async () => {
    const { JobPositionsDocument } = await import('~/web/gql/graphql');
    const notFound = () => json({ errors: [{ message: 'PersistedQueryNotFound' }] }, 400);
    const gateway = fakeGateway({ JobPositions: [notFound, () => json({ data: { jobPositions: ['Sales'] } })] });
    const { client } = start(gateway);
    const result = await client.query(JobPositionsDocument, {}).toPromise();
    expect(result.data?.jobPositions).toEqual(['Sales']);
    expect(gateway.of('JobPositions').map((c) => c.persisted)).toEqual([true, false]);
  });
});
