// The session machine as a system under test: controllable actors, recorded effects.
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type SessionEvent, type SessionInput, type SessionUser, type TokenPair } from '../sessionMachine';

export const verifiedUser: SessionUser = {
  uuid: 'u-1',
  username: 'ada@example.com',
  fullName: 'Ada Lovelace',
  imageUrl: null,
  roles: ['ROLE_USER'],
  verified: true,
};
export const unverifiedUser: SessionUser = { ...verifiedUser, verified: false };
export const stored: SessionInput = { accessToken: 'access-0', refreshToken: 'refresh-0' };
export const rotated: TokenPair = { accessToken: 'access-1', refreshToken: 'refresh-1' };

type Deferred<T> = { resolve: (v: T) => void; reject: (e: unknown) => void };

/** The system under test: the machine with controllable actors and recorded effects. */
export function harness(input: SessionInput) {
  const pending: Record<string, Deferred<unknown>[]> = {};
  const calls = { fetchSessionUser: 0, refreshTokens: 0, revokeSession: 0, fetchCsrfToken: 0 };
  const effects = {
    persistTokens: vi.fn(),
    clearStoredSession: vi.fn(),
    clearForumCookie: vi.fn(),
    navigate: vi.fn(),
  };
  const controlled = <T, I = unknown>(name: keyof typeof calls) =>
    fromPromise<T, I>(() => {
      calls[name] += 1;
      return new Promise<T>((resolve, reject) => {
        (pending[name] ??= []).push({ resolve: resolve as (v: unknown) => void, reject });
      });
    });
  const logic = sessionMachine.provide({
    actors: {
      fetchSessionUser: controlled<SessionUser>('fetchSessionUser'),
      refreshTokens: controlled<TokenPair, { refreshToken: string }>('refreshTokens'),
      revokeSession: controlled<void, { refreshToken: string | null }>('revokeSession'),
      fetchCsrfToken: controlled<string>('fetchCsrfToken'),
    },
    actions: {
      persistTokens: (_, params) => effects.persistTokens(params),
      clearStoredSession: () => effects.clearStoredSession(),
      clearForumCookie: () => effects.clearForumCookie(),
      navigate: (_, params) => effects.navigate(params.to),
    },
  });
  const actor = createActor(logic, { input }).start();
  const settle = async (name: string, outcome: { output?: unknown; error?: unknown }) => {
    const next = pending[name]?.shift();
    if (!next) throw new Error(`no ${name} call is pending`);
    if ('error' in outcome) next.reject(outcome.error);
    else next.resolve(outcome.output);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { actor, calls, effects, settle };
}

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as SessionEvent;
export const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('failed') }) as unknown as SessionEvent;
export const started = (user: SessionUser, next: string | null = null): SessionEvent => ({
  type: 'session.started',
  accessToken: 'access-login',
  refreshToken: 'refresh-login',
  user,
  rememberMe: true,
  next,
});

