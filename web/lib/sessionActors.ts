// The network and storage effects the session machine asks for, as the web app carries them out.
import type { Client } from '@urql/core';
import { fromPromise } from 'xstate';
import { sessionMachine, type SessionUser, type TokenPair } from '~/machines/sessionMachine';
import { graphql } from '~/web/gql';
import { CSRF_URL, NO_REFRESH, postGraphQL } from '~/web/lib/client';
import { clearForumCookie, clearSession, saveTokens } from '~/web/lib/storage';

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

/** The session machine provided with the browser's storage, router and gateway. */
export function provideSession(effects: SessionEffects) {
  return sessionMachine.provide({
    actions: {
      persistTokens: (_, params) => saveTokens(params, params.rememberMe),
      clearStoredSession: () => clearSession(),
      clearForumCookie: () => clearForumCookie(),
      navigate: (_, params) => effects.navigate(params.to),
    },
    actors: {
      fetchSessionUser: fromPromise<SessionUser>(() => fetchSessionUser(effects.client())),
      refreshTokens: fromPromise<TokenPair, { refreshToken: string }>(async ({ input }) => {
        const data = await postGraphQL(effects.csrfFetch, RefreshTokenMutation, { refreshToken: input.refreshToken });
        return data.refreshToken;
      }),
      revokeSession: fromPromise<void, { refreshToken: string | null }>(async ({ input }) => {
        if (!input.refreshToken) return;
        await effects.client().mutation(LogoutMutation, { refreshToken: input.refreshToken }, NO_REFRESH).toPromise();
      }),
      fetchCsrfToken: fromPromise<string>(() => fetchCsrfToken(effects.fetch)),
    },
  });
}
