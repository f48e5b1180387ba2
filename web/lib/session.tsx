// The session actor for the whole app, and the urql client bound to it.
import { createActorContext } from '@xstate/react';
import type { Client } from '@urql/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { sessionMachine, sessionStatus, type SessionStatus, type SessionUser, type TokenPair } from '~/machines/sessionMachine';
import { recoverExpiredImageLinks } from '~/web/lib/imageLinks';
import { createCsrfFetch, createGraphqlClient, disposeLiveConnection, type SessionActor } from '~/web/lib/client';
import { getFragmentData, type FragmentType } from '~/web/gql';
import { AuthPayloadFields, provideSession } from '~/web/lib/sessionActors';
import { readTokens } from '~/web/lib/storage';
import { bindUploadDeps, UploadDepsContext } from '~/web/lib/uploadDeps';

export type { SessionStatus, SessionUser } from '~/machines/sessionMachine';

export const SessionContext = createActorContext(sessionMachine);

/** What login and registration answer with (the AuthPayloadFields fragment). */
export type SignInPayload = FragmentType<typeof AuthPayloadFields>;

export interface SessionProviderProps {
  children: ReactNode;
  /** How the machine moves the browser (the data router's navigate). */
  navigate: (to: string) => void;
  /** The network, replaceable in tests. */
  fetch?: typeof fetch;
}

interface Binding {
  actor: SessionActor | null;
  client: Client | null;
}

function bound<T>(value: T | null, what: string): T {
  if (!value) throw new Error(`The session's ${what} is used before SessionProvider rendered.`);
  return value;
}

export function SessionProvider({ children, navigate, fetch: givenFetch }: SessionProviderProps) {
  const [baseFetch] = useState<typeof fetch>(() => givenFetch ?? ((...args) => fetch(...args)));
  const binding = useRef<Binding>({ actor: null, client: null });
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [input] = useState(readTokens);
  const [{ logic, uploadDeps }] = useState(() => {
    const session = () => bound(binding.current.actor, 'actor');
    const csrfFetch = createCsrfFetch(session, baseFetch);
    return {
      logic: provideSession({
        client: () => bound(binding.current.client, 'client'),
        csrfFetch,
        fetch: baseFetch,
        navigate: (to) => navigateRef.current(to),
      }),
      uploadDeps: { session, csrfFetch, fetch: baseFetch },
    };
  });
  // the plain functions of upload.ts use the session on screen
  useEffect(() => {
    bindUploadDeps(uploadDeps);
    return () => bindUploadDeps(null);
  }, [uploadDeps]);
  return (
    <SessionContext.Provider logic={logic} options={{ input }}>
      <UploadDepsContext.Provider value={uploadDeps}>
        <GraphqlProvider binding={binding} fetch={baseFetch}>
          {children}
        </GraphqlProvider>
      </UploadDepsContext.Provider>
    </SessionContext.Provider>
  );
}

function GraphqlProvider({ binding, fetch, children }: { binding: { current: Binding }; fetch: typeof globalThis.fetch; children: ReactNode }) {
  const actor = SessionContext.useActorRef();
  binding.current.actor = actor;
  // A new member gets a new client: nothing cached for the previous one is shown to the next.
  const memberId = SessionContext.useSelector((s) => s.context.user?.uuid ?? null);
  const client = useMemo(() => createGraphqlClient({ session: () => actor, fetch }), [actor, fetch, memberId]);
  binding.current.client = client;
  // the previous member's subscriptions end with their socket
  useEffect(() => () => disposeLiveConnection(client), [client]);
  // an image whose signed link expired while the tab stayed open asks its query again (issue 20)
  useEffect(() => recoverExpiredImageLinks(client), [client]);
  return <UrqlProvider value={client}>{children}</UrqlProvider>;
}

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  logout: () => void;
  /** After login or registration: stores the tokens and goes to `next`, /home or /validation. */
  signIn: (payload: SignInPayload, rememberMe: boolean, next?: string | null) => void;
  /** Fetches the session user again (e.g. once the email is confirmed). */
  refreshUser: () => void;
  /** Stores a pair handed out outside a refresh (changePassword). */
  storeTokens: (pair: TokenPair) => void;
  /** True while the session user is fetched again. */
  reloadingUser: boolean;
}

export function useSession(): Session {
  const actor = SessionContext.useActorRef();
  const status = SessionContext.useSelector(sessionStatus);
  const user = SessionContext.useSelector((s) => s.context.user);
  const reloadingUser = SessionContext.useSelector((s) => s.hasTag('reloadingUser'));
  const logout = useCallback(() => actor.send({ type: 'session.logout' }), [actor]);
  const signIn = useCallback(
    (masked: SignInPayload, rememberMe: boolean, next?: string | null) => {
      const payload = getFragmentData(AuthPayloadFields, masked);
      actor.send({
        type: 'session.started',
        accessToken: payload.accessToken,
        refreshToken: payload.refreshToken,
        user: { ...payload.user, imageUrl: payload.user.imageUrl ?? null },
        rememberMe,
        next: next ?? null,
      });
    },
    [actor],
  );
  const refreshUser = useCallback(() => actor.send({ type: 'session.user.reload' }), [actor]);
  const storeTokens = useCallback(
    (pair: TokenPair) => actor.send({ type: 'session.tokens.rotated', accessToken: pair.accessToken, refreshToken: pair.refreshToken }),
    [actor],
  );
  return { status, user, logout, signIn, refreshUser, storeTokens, reloadingUser };
}
