// The session of the signed-in member (spec §4 "Session", §8 "Refresh failure", "403").
// Pure: storage, navigation and network are actions and actors the web app supplies with `.provide()`.
import { assign, fromPromise, raise, setup, spawnChild } from 'xstate';
import {
  HOME_PATH,
  LOGIN_PATH,
  loginPath,
  MAX_CSRF_RETRIES,
  safeNext,
  VALIDATION_PATH,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type SessionTag,
  type SessionUser,
  type TokenPair,
} from './sessionRules';

export * from './sessionRules';

const unsupplied = (name: string) => async (): Promise<never> => {
  throw new Error(`sessionMachine: the "${name}" actor is supplied by the web app with .provide()`);
};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
  },
  actions: {
    // Effects the web app supplies; the machine decides when they run and with what.
    persistTokens: (_, _params: TokenPair & { rememberMe?: boolean }) => {},
    clearStoredSession: () => {},
    clearForumCookie: () => {},
    navigate: (_, _params: { to: string }) => {},
    assignUser: assign({ user: (_, params: { user: SessionUser }) => params.user }),
    assignTokens: assign((_, params: TokenPair) => ({ accessToken: params.accessToken, refreshToken: params.refreshToken })),
    forgetSession: assign({ user: null, accessToken: null, refreshToken: null, returnPath: null }),
    assignReturnPath: assign({ returnPath: (_, params: { path: string }) => params.path }),
    assignCsrfToken: assign({ csrfToken: (_, params: { token: string }) => params.token }),
    forgetCsrfToken: assign({ csrfToken: null }),
  },
  guards: {
    hasStoredSession: ({ context }) => Boolean(context.accessToken || context.refreshToken),
    isVerified: ({ context }) => context.user?.verified === true,
    startsVerified: ({ event }) => event.type === 'session.started' && event.user.verified,
    // spec §4: refresh unless the request opts out, once per request, and only with a refresh token
    mayRefresh: ({ context, event }) =>
      event.type === 'session.unauthorized' && !event.optOut && !event.retried && context.refreshToken !== null,
    // spec §8: one retry with a new CSRF token; a second 403 fails
    mayRetryCsrf: ({ event }) => event.type === 'csrf.rejected' && event.attempt < MAX_CSRF_RETRIES,
  },
  actors: {
    fetchSessionUser: fromPromise<SessionUser>(unsupplied('fetchSessionUser')),
    refreshTokens: fromPromise<TokenPair, { refreshToken: string }>(unsupplied('refreshTokens')),
    revokeSession: fromPromise<void, { refreshToken: string | null }>(unsupplied('revokeSession')),
    fetchCsrfToken: fromPromise<string>(unsupplied('fetchCsrfToken')),
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: ({ input }) => ({
    user: null,
    accessToken: input?.accessToken ?? null,
    refreshToken: input?.refreshToken ?? null,
    csrfToken: null,
    returnPath: null,
  }),
  states: {
    status: {
      initial: 'restoring',
      on: {
        'session.started': [
          {
            guard: 'startsVerified',
            target: '.signedIn',
            actions: [
              { type: 'assignTokens', params: ({ event }) => event },
              { type: 'assignUser', params: ({ event }) => event },
              { type: 'persistTokens', params: ({ event }) => event },
              { type: 'navigate', params: ({ event }) => ({ to: safeNext(event.next) ?? HOME_PATH }) },
            ],
          },
          {
            // spec §2: an unverified member is sent to /validation
            target: '.signedIn',
            actions: [
              { type: 'assignTokens', params: ({ event }) => event },
              { type: 'assignUser', params: ({ event }) => event },
              { type: 'persistTokens', params: ({ event }) => event },
              { type: 'navigate', params: { to: VALIDATION_PATH } },
            ],
          },
        ],
        // spec §4: logout revokes the session, clears the forum cookie, session data and refresh token, then /login
        'session.logout': {
          target: '.anonymous',
          actions: [
            spawnChild('revokeSession', { input: ({ context }) => ({ refreshToken: context.refreshToken }) }),
            'clearStoredSession',
            'clearForumCookie',
            'forgetSession',
            { type: 'navigate', params: { to: LOGIN_PATH } },
          ],
        },
        'session.expired': { target: '.anonymous', actions: 'forgetSession' },
      },
      states: {
        restoring: {
          tags: ['restoring'],
          initial: 'checkingStorage',
          states: {
            checkingStorage: {
              always: [{ guard: 'hasStoredSession', target: 'fetchingUser' }, { target: '#session.status.anonymous' }],
            },
            fetchingUser: {
              invoke: {
                id: 'restoreUser',
                src: 'fetchSessionUser',
                onDone: {
                  target: '#session.status.signedIn',
                  actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) },
                },
                // spec §4: a failed session lookup sends the member to login (the route guard redirects)
                onError: '#session.status.anonymous',
              },
            },
          },
        },
        anonymous: { tags: ['anonymous'] },
        signedIn: {
          type: 'parallel',
          tags: ['signedIn'],
          on: {
            'session.tokens.rotated': {
              actions: [
                { type: 'assignTokens', params: ({ event }) => event },
                { type: 'persistTokens', params: ({ event }) => event },
              ],
            },
          },
          states: {
            verification: {
              initial: 'checking',
              on: { 'session.user.changed': '.checking' },
              states: {
                checking: { always: [{ guard: 'isVerified', target: 'verified' }, { target: 'unverified' }] },
                verified: { tags: ['authenticated'] },
                unverified: { tags: ['unverified'] },
              },
            },
            profile: {
              initial: 'idle',
              states: {
                idle: { on: { 'session.user.reload': 'reloading' } },
                reloading: {
                  tags: ['reloadingUser'],
                  invoke: {
                    id: 'reloadUser',
                    src: 'fetchSessionUser',
                    onDone: {
                      target: 'idle',
                      actions: [
                        { type: 'assignUser', params: ({ event }) => ({ user: event.output }) },
                        raise({ type: 'session.user.changed' }),
                      ],
                    },
                    onError: 'idle',
                  },
                },
              },
            },
          },
        },
      },
    },
    tokens: {
      initial: 'idle',
      // a refresh under way must not store a pair again after logout
      on: { 'session.logout': '.idle' },
      states: {
        idle: {
          on: {
            'session.unauthorized': {
              guard: 'mayRefresh',
              target: 'refreshing',
              actions: { type: 'assignReturnPath', params: ({ event }) => event },
            },
          },
        },
        refreshing: {
          tags: ['refreshing'],
          on: {
            // a 401 arriving while the refresh runs waits for it: still exactly one refresh
            'session.unauthorized': {
              guard: 'mayRefresh',
              actions: { type: 'assignReturnPath', params: ({ event }) => event },
            },
            // A newer pair was stored meanwhile (signedIn stores it): the refresh under way spends a token that pair
            // replaced, and its failure must not end the session. A password change revokes every session and hands
            // this one a new pair while its socket is closed for the revocation; the socket's refresh then raced the
            // mutation's answer and, losing, logged the member out. Waiters retry with the stored pair.
            'session.tokens.rotated': { target: 'idle' },
          },
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            input: ({ context }) => ({ refreshToken: context.refreshToken ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'assignTokens', params: ({ event }) => event.output },
                { type: 'persistTokens', params: ({ event }) => event.output },
              ],
            },
            // spec §8: clear the refresh token, then /login?next={path}
            onError: {
              target: 'idle',
              actions: [
                'clearStoredSession',
                { type: 'navigate', params: ({ context }) => ({ to: loginPath(context.returnPath) }) },
                'forgetSession',
                raise({ type: 'session.expired' }),
              ],
            },
          },
        },
      },
    },
    csrf: {
      initial: 'idle',
      states: {
        idle: { on: { 'csrf.needed': 'fetching', 'csrf.rejected': { guard: 'mayRetryCsrf', target: 'fetching' } } },
        fetching: {
          tags: ['csrf.fetching'],
          // a 403 arriving while a token is being fetched is retried with that token
          on: { 'csrf.rejected': { guard: 'mayRetryCsrf', actions: 'forgetCsrfToken' } },
          invoke: {
            id: 'fetchCsrfToken',
            src: 'fetchCsrfToken',
            onDone: { target: 'ready', actions: { type: 'assignCsrfToken', params: ({ event }) => ({ token: event.output }) } },
            onError: { target: 'failed', actions: 'forgetCsrfToken' },
          },
        },
        ready: {
          tags: ['csrf.ready'],
          on: { 'csrf.rejected': { guard: 'mayRetryCsrf', target: 'fetching', actions: 'forgetCsrfToken' } },
        },
        failed: {
          on: { 'csrf.needed': 'fetching', 'csrf.rejected': { guard: 'mayRetryCsrf', target: 'fetching' } },
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
