// The network and storage effects the session machine asks for, as the web app carries them out.
import type { Client } from '@urql/core';
import { fromPromise } from 'xstate';
import { sessionMachine, type SessionUser, type TokenPair } from '~/machines/sessionMachine';
import { graphql } from '~/web/gql';
import { CSRF_URL, NO_REFRESH, postGraphQL } from '~/web/lib/client';
import { clearForumCookie, clearSession, endForumSession, readTokens, saveTokens } from '~/web/lib/storage';

export const SessionUserQuery = graphql(`
  query SessionUser {
    me {
      uuid
      username
      fullName
      imageUrl
      roles
      verified
    }
  }
`);

/** What login and registration answer with: the token pair and the session user (spec §3, §4). */
export const AuthPayloadFields = graphql(`
  fragment AuthPayloadFields on AuthPayload {
    accessToken
    refreshToken
    user {
      uuid
      username
      fullName
      imageUrl
      roles
      verified
    }
  }
`);

const RefreshTokenMutation = graphql(`
  mutation RefreshToken($refreshToken: String!) {
    refreshToken(refreshToken: $refreshToken) {
      accessToken
      refreshToken
    }
  }
`);

const LogoutMutation = graphql(`
  mutation Logout($refreshToken: String!) {
    logout(refreshToken: $refreshToken)
  }
`);

export interface SessionEffects {
  /** The urql client of the moment (it is replaced when the member changes). */
  client: () => Client;
  /** fetch with the CSRF header, for the calls made outside urql. */
  csrfFetch: typeof fetch;
  /** fetch as the browser has it, for GET /csrf-token. */
  fetch: typeof fetch;
  navigate: (to: string) => void;
}

export async function fetchSessionUser(client: Client): Promise<SessionUser> {
  const result = await client.query(SessionUserQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  if (!result.data) throw result.error ?? new Error('The session lookup returned nothing.');
  return { ...result.data.me, imageUrl: result.data.me.imageUrl ?? null };
}

export async function fetchCsrfToken(fetchFn: typeof fetch): Promise<string> {
  const response = await fetchFn(CSRF_URL, { credentials: 'same-origin' });
  const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
  if (!response.ok || typeof body?.token !== 'string') throw new Error(`GET ${CSRF_URL} failed (HTTP ${response.status}).`);
  return body.token;
}

const REFRESH_LOCK = 'hookups-session-refresh';

/**
 * Tabs that share localStorage (remember me) share one refresh token. Rotation makes a second use of it
 * look like a replay, which revokes the whole session — so tabs take turns (Web Locks), and a tab that
 * finds the pair already rotated by another uses that pair instead of refreshing again. The new pair is
 * stored before the lock is released, so the next tab sees it.
 */
export async function refreshAcrossTabs(
  refreshToken: string,
  refresh: (refreshToken: string) => Promise<TokenPair>,
  locks: LockManager | undefined = globalThis.navigator?.locks,
): Promise<TokenPair> {
  const run = async (): Promise<TokenPair> => {
    const stored = readTokens();
    if (stored.refreshToken && stored.accessToken && stored.refreshToken !== refreshToken) {
      return { accessToken: stored.accessToken, refreshToken: stored.refreshToken };
    }
    const pair = await refresh(refreshToken);
    saveTokens(pair);
    return pair;
  };
  return locks ? locks.request(REFRESH_LOCK, run) : run();
}

/** The session machine provided with the browser's storage, router and gateway. */
export function provideSession(effects: SessionEffects) {
  return sessionMachine.provide({
    actions: {
      persistTokens: (_, params) => saveTokens(params, params.rememberMe),
      clearStoredSession: () => clearSession(),
      clearForumCookie: () => {
        clearForumCookie();
        endForumSession(effects.fetch);
      },
      navigate: (_, params) => effects.navigate(params.to),
    },
    actors: {
      fetchSessionUser: fromPromise<SessionUser>(() => fetchSessionUser(effects.client())),
      refreshTokens: fromPromise<TokenPair, { refreshToken: string }>(({ input }) =>
        refreshAcrossTabs(input.refreshToken, async (refreshToken) => {
          const data = await postGraphQL(effects.csrfFetch, RefreshTokenMutation, { refreshToken });
          return data.refreshToken;
        }),
      ),
      revokeSession: fromPromise<void, { refreshToken: string | null }>(async ({ input }) => {
        if (!input.refreshToken) return;
        await effects.client().mutation(LogoutMutation, { refreshToken: input.refreshToken }, NO_REFRESH).toPromise();
      }),
      fetchCsrfToken: fromPromise<string>(() => fetchCsrfToken(effects.fetch)),
    },
  });
}
