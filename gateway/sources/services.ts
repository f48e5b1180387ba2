import type { FastifyBaseLogger } from 'fastify';
import type {
  ChangePasswordInput,
  Location,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  TokenPair,
} from '~/gateway/generated/graphql';
import { VALIDATION } from '~/common/messages';
import { EVENT_CURSOR_HEADER } from '~/common/events';
import { errorFromServices, GatewayError, internalError } from '~/gateway/errors';
import { HEALTH_TIMEOUT_MS, SERVICES_TIMEOUT_MS, SERVICES_URL_MAX_LENGTH } from '~/gateway/limits';
import { adminUserCalls } from '~/gateway/sources/adminUsers';
import { forwardedFor, servicesUrl, type AuthResponse, type CallOptions, type Message, type Method, type ServicesCall, type ServicesCursorCall, type ServicesUser, type WithEventCursor } from '~/gateway/sources/call';
import { requestServices, type ServicesReply } from '~/gateway/sources/servicesHttp';
import { groupHookupCalls } from '~/gateway/sources/groupHookups';
import { hookupCalls } from '~/gateway/sources/hookups';
import { networkCalls } from '~/gateway/sources/network';
import { notificationCalls } from '~/gateway/sources/notifications';
import { profileCalls } from '~/gateway/sources/profiles';
import { linkedInCalls } from '~/gateway/sources/linkedIn';
import { referralCalls } from '~/gateway/sources/referrals';
import { reviewCalls } from '~/gateway/sources/reviews';
import { feedbackCalls } from '~/gateway/sources/feedback';
import { aiAgentCalls, askAiAgent, type AskInput, type ServicesOpen } from '~/gateway/sources/aiAgent';
import { videoCalls } from '~/gateway/sources/video';
import { chatCalls, chatTokenVerifier } from '~/gateway/sources/chat';
import { createForumSource, forumBaseUrl } from '~/gateway/sources/forum';
import { isEventId } from '~/gateway/topics';

export interface ServicesSourceOptions {
  /** SERVICES_URL, e.g. http://127.0.0.1:4001 */
  baseUrl: string;
  /** the browser's address, forwarded in X-Forwarded-For so services can rate-limit logins per address */
  clientAddress: string;
  /** the request's logger: operators see which services call failed, the browser only INTERNAL */
  log: FastifyBaseLogger;
  /** INTERNAL_TOKEN: proves to services that the forwarded client address comes from a gateway */
  internalToken?: string;
}

/** Typed client of the services REST API for one GraphQL request. */
export function createServicesSource({ baseUrl, clientAddress, log, internalToken }: ServicesSourceOptions) {
  const send = async (method: Method, path: string, options: CallOptions): Promise<{ payload: unknown; response: ServicesReply }> => {
    const url = servicesUrl(baseUrl, path);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
    if (url.href.length > SERVICES_URL_MAX_LENGTH) throw new GatewayError(VALIDATION.textTooLong, { code: 'BAD_USER_INPUT' });
    const headers: Record<string, string> = { accept: 'application/json', ...forwardedFor(clientAddress, internalToken) };
    if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';

    let response: ServicesReply;
    try {
      response = await requestServices(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        timeoutMs: SERVICES_TIMEOUT_MS,
      });
    } catch (err) {
      // services down or too slow: the browser gets INTERNAL, never a hanging request or a network message
      log.error({ err, method, path }, 'services unreachable');
      throw internalError();
    }
    const payload = parseJson(response.text);
    if (response.status >= 500) log.error({ method, path, status: response.status, payload }, 'services failed');
    if (!response.ok) throw errorFromServices(response.status, payload);
    return { payload, response };
  };

  const call: ServicesCall = async <T>(method: Method, path: string, options: CallOptions = {}): Promise<T> =>
    (await send(method, path, options)).payload as T;

  const cursorCall: ServicesCursorCall = async <T>(method: Method, path: string, options: CallOptions = {}) => {
    const { payload, response } = await send(method, path, options);
    const header = response.header(EVENT_CURSOR_HEADER);
    const eventCursor = isEventId(header) ? header : null;
    // the page then subscribes live only, as before the cursor existed: worth an operator's look, not an error
    if (eventCursor === null) log.warn({ method, path, header }, 'services answered without a valid X-Event-Cursor');
    return { body: payload as T, eventCursor };
  };

  // a request whose body streams (the assistant's answer): same headers, no overall timeout, the caller's signal
  const open: ServicesOpen = (method, path, { accessToken, body, signal }) =>
    fetch(servicesUrl(baseUrl, path), {
      method,
      headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization: `Bearer ${accessToken}`, ...forwardedFor(clientAddress, internalToken) },
      body: JSON.stringify(body),
      signal,
    });

  return new LazyServicesSource(call, cursorCall, baseUrl, clientAddress, log, internalToken, open) as unknown as ServicesSource;
}

/** Every call, each group built from the request's `call`; the shape of a ServicesSource. */
function allCalls(call: ServicesCall, cursorCall: ServicesCursorCall, baseUrl: string, clientAddress: string, log: FastifyBaseLogger, internalToken?: string, open?: ServicesOpen) {
  return {
    ...accountCalls(call),
    ...linkedInCalls(call),
    ...groupHookupCalls(call, cursorCall),
    ...hookupCalls(call, cursorCall),
    ...notificationCalls(call, cursorCall),
    ...profileCalls(call),
    ...networkCalls(call),
    ...adminUserCalls(call),
    ...referralCalls(call),
    ...reviewCalls(call, cursorCall),
    ...feedbackCalls(call),
    ...aiAgentCalls(call),
    ...videoCalls(call, cursorCall),
    ...chatCalls(call, cursorCall),
    /** checks a chat access token (GET chat/access-token) against services' keys */
    verifyChatToken: chatTokenVerifier(baseUrl),
    /** the forum at FORUM_URL (default: services' built-in one), in NodeBB's envelope */
    forum: createForumSource(forumBaseUrl(baseUrl), clientAddress, log, internalToken),
    /** asks the AI assistant and streams its answer (POST ai-agent/thread) */
    askAiAgent: (accessToken: string, input: AskInput) => askAiAgent(open!, accessToken, input),
  };
}

// The groups of allCalls, in the same order (a later group's call wins a name, as the spread above).
const GROUPS: Array<(call: ServicesCall, cursorCall: ServicesCursorCall) => Record<string, unknown>> = [
  accountCalls,
  linkedInCalls,
  groupHookupCalls,
  hookupCalls,
  notificationCalls,
  profileCalls,
  networkCalls,
  adminUserCalls,
  referralCalls,
  reviewCalls,
  feedbackCalls,
  aiAgentCalls,
  videoCalls,
  chatCalls,
];

/**
 * A ServicesSource whose groups of calls are built on first use. Building all of them for every GraphQL request
 * (a few hundred closures, spread into one object) was the gateway's largest cost of its own in a CPU profile
 * of `query { me }` (issue 21); a request uses one or two groups. The calls are getters on the prototype.
 */
class LazyServicesSource {
  readonly groups: Array<Record<string, unknown> | undefined> = [];
  private forumSource?: ReturnType<typeof createForumSource>;
  constructor(
    readonly call: ServicesCall,
    readonly cursorCall: ServicesCursorCall,
    readonly baseUrl: string,
    readonly clientAddress: string,
    readonly log: FastifyBaseLogger,
    readonly internalToken: string | undefined,
    readonly open?: ServicesOpen,
  ) {}

  /** asks the AI assistant and streams its answer (POST ai-agent/thread); refusals are thrown before it streams */
  get askAiAgent() {
    const open = this.open;
    return (accessToken: string, input: AskInput) => {
      if (!open) throw new Error('this services source cannot stream');
      return askAiAgent(open, accessToken, input);
    };
  }

  /** checks a chat access token (GET chat/access-token) against services' keys; one verifier per services URL */
  get verifyChatToken() {
    return chatTokenVerifier(this.baseUrl);
  }

  /** the forum at FORUM_URL (default: services' built-in one), in NodeBB's envelope */
  get forum() {
    return (this.forumSource ??= createForumSource(forumBaseUrl(this.baseUrl), this.clientAddress, this.log, this.internalToken));
  }
}

const unused = (() => Promise.reject(new Error('not called while listing names'))) as unknown as ServicesCall & ServicesCursorCall;
GROUPS.forEach((group, index) => {
  for (const name of Object.keys(group(unused, unused))) {
    Object.defineProperty(LazyServicesSource.prototype, name, {
      configurable: true,
      get(this: LazyServicesSource) {
        const calls = (this.groups[index] ??= group(this.call, this.cursorCall));
        return calls[name];
      },
    });
  }
});
// a group added to allCalls but not to GROUPS would be typed yet undefined: fail at start, not on a member's request
for (const name of Object.keys(allCalls(unused, unused, 'http://127.0.0.1', '127.0.0.1', {} as FastifyBaseLogger))) {
  if (!(name in LazyServicesSource.prototype)) throw new Error(`gateway/sources/services.ts: ${name} is in allCalls but in no GROUPS entry`);
}

/** Sign-in, registration, the account-token flows and the registration pickers (API.md § Calls). */
function accountCalls(call: ServicesCall) {
  return {
    login: ({ username, password, rememberMe }: LoginInput) =>
      call<AuthResponse>('POST', '/auth/login', {
        // services' schema has rememberMe optional, not nullable
        body: { username, password, ...(typeof rememberMe === 'boolean' && { rememberMe }) },
      }),
    register: (input: RegisterInput) => call<AuthResponse>('POST', '/auth/register', { body: input }),
    confirmEmail: (token: string) => call<Message>('GET', '/auth/confirm', { query: { token } }),
    refreshToken: (refreshToken: string) =>
      call<TokenPair>('POST', '/auth/refreshToken', { body: { refreshToken } }),
    logout: (refreshToken: string, accessToken?: string) =>
      call<void>('POST', '/auth/logout', { body: { refreshToken }, accessToken }),
    requestPasswordReset: (username: string) =>
      call<Message>('POST', '/user/password/reset', { body: { username } }),
    resetPassword: (input: ResetPasswordInput) =>
      call<Message>('PUT', '/password/reset/confirm', { body: input }),
    changePassword: (accessToken: string, input: ChangePasswordInput) =>
      call<AuthResponse>('PUT', '/user/password', { body: input, accessToken }),
    resendVerificationEmail: (accessToken: string) =>
      call<Message>('POST', '/user/resend-email', { accessToken }),
    changeUsername: (accessToken: string, username: string) =>
      call<Message>('POST', '/user/username/change', { body: { username }, accessToken }),
    confirmUsernameChange: (confirmationToken: string) =>
      call<Message>('PUT', '/user/username/confirm', { body: { confirmationToken } }),
    userDetails: (accessToken: string) => call<ServicesUser>('GET', '/user/details', { accessToken }),
    locations: (query: string) => call<Location[]>('GET', '/locations', { query: { query } }),
    jobPositions: () => call<string[]>('GET', '/job-positions'),
  };
}

export type ServicesSource = ReturnType<typeof allCalls>;

/** 204 and empty bodies read as undefined; a body that is not JSON reads as its text. */
function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** GET /health of services, for the gateway's own /health. */
export async function servicesHealthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(servicesUrl(baseUrl, '/health'), { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    // read the (tiny) body so the connection is released
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

const sharedReads = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * One services read shared by the sibling fields of one operation that ask for it (e.g. highlightedGroupHookups and
 * its eventCursor), so the cursor is the one read before exactly those rows. Sibling fields start in the same
 * synchronous pass of the executor; the entry is dropped at the next microtask, so a later operation on the same
 * context (a WebSocket connection's) reads afresh.
 */
export function sharedRead<T>(context: object, key: string, read: () => Promise<T>): Promise<T> {
  let reads = sharedReads.get(context);
  if (!reads) sharedReads.set(context, (reads = new Map()));
  const known = reads.get(key) as Promise<T> | undefined;
  if (known) return known;
  const started = read();
  reads.set(key, started);
  queueMicrotask(() => reads.delete(key));
  return started;
}
