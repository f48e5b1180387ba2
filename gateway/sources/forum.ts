import type { FastifyBaseLogger } from 'fastify';
import { request } from 'undici';
import type { ForumCategory, ForumEnvelope, ForumPost, ForumPostPage, ForumTopic, ForumTopicPage } from '~/common/forum';
import { errorFromServices, GatewayError, internalError } from '~/gateway/errors';
import type { Method } from '~/gateway/sources/call';
import { forwardedFor } from '~/gateway/sources/call';
import { VALIDATION } from '~/common/messages';
import { EVENT_CURSOR_HEADER } from '~/common/events';
import { isEventId } from '~/gateway/topics';

// The forum behind FORUM_URL (services/API.md § Forum): NodeBB's API as NodeBB installed under a relative path
// serves it — read API at {FORUM_URL}/api, write API at {FORUM_URL}/api/v3, answers in NodeBB's envelope. By default
// the built-in forum of services ({SERVICES_URL}/forum); a real NodeBB speaking this subset could stand behind it.
export type { ForumCategory, ForumPost, ForumTopic };

const FORUM_TIMEOUT_MS = 10_000;
const URL_MAX_LENGTH = 4096;

export const forumBaseUrl = (servicesUrl: string) => (process.env.FORUM_URL ?? `${servicesUrl.replace(/\/+$/, '')}/forum`).replace(/\/+$/, '');

/**
 * The headers that say who the client is: the address, and INTERNAL_TOKEN beside it only for the built-in forum (services
 * believe the address only with the token, so members are limited each on their own rather than all as the gateway);
 * a forum at FORUM_URL is another party and never sees the token.
 */
export function forumClientHeaders(clientAddress: string, internalToken: string | undefined): Record<string, string> {
  return forwardedFor(clientAddress, process.env.FORUM_URL ? undefined : internalToken);
}

interface Options {
  accessToken?: string | null;
  body?: unknown;
  query?: Record<string, string | number | null | undefined>;
}

export function createForumSource(baseUrl: string, clientAddress: string, log: FastifyBaseLogger, internalToken?: string) {
  /** the answer and its X-Event-Cursor (null when the forum sent none: a real NodeBB never does) */
  async function send<T>(method: Method, path: string, options: Options = {}): Promise<{ body: T; eventCursor: string | null }> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    if (url.href.length > URL_MAX_LENGTH) throw new GatewayError(VALIDATION.textTooLong, { code: 'BAD_USER_INPUT' });
    const headers: Record<string, string> = { accept: 'application/json', ...forumClientHeaders(clientAddress, internalToken) };
    if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    // undici's request, not fetch: under bench:forum's load fetch's own setup (WHATWG request, headers and body
    // streams) was the largest part of the gateway's share of a forum read; request answers the same on the same pool
    let response: Awaited<ReturnType<typeof request>>;
    try {
      response = await request(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        headersTimeout: FORUM_TIMEOUT_MS,
        bodyTimeout: FORUM_TIMEOUT_MS,
      });
    } catch (err) {
      log.error({ err, method, path }, 'forum unreachable');
      throw internalError();
    }
    const status = response.statusCode;
    let envelope: ForumEnvelope<T> | null = null;
    try {
      envelope = (await response.body.json()) as ForumEnvelope<T>;
    } catch {
      envelope = null;
      // what is left of an answer that is no JSON is read and dropped, so the connection goes back to the pool
      await response.body.dump().catch(() => undefined);
    }
    if (status >= 500) log.error({ method, path, status, envelope }, 'forum failed');
    // NodeBB puts the message in status.message; the gateway's mapping reads a services-shaped error body
    if (status < 200 || status >= 300) throw errorFromServices(status, { message: envelope?.status?.message });
    if (!envelope || typeof envelope !== 'object' || !('response' in envelope)) throw internalError();
    const cursor = response.headers[EVENT_CURSOR_HEADER];
    return { body: envelope.response, eventCursor: typeof cursor === 'string' && isEventId(cursor) ? cursor : null };
  }

  const call = async <T>(method: Method, path: string, options: Options = {}): Promise<T> => (await send<T>(method, path, options)).body;

  const id = (value: string | number) => encodeURIComponent(String(value));
  /** a topic with a page of its posts, and the event cursor to subscribe after (first page of the built-in forum) */
  const topicPage = (accessToken: string, tid: string, query: { after?: string | null; size?: number | null } = {}) =>
    send<ForumTopic & ForumPostPage>('GET', `/api/topic/${id(tid)}`, { accessToken, query });
  return {
    categories: (accessToken: string) => call<{ categories: ForumCategory[] }>('GET', '/api/categories', { accessToken }),
    recent: (accessToken: string, query: { cid?: string | null; after?: string | null; size?: number | null }) => call<ForumTopicPage>('GET', '/api/recent', { accessToken, query }),
    topic: async (...args: Parameters<typeof topicPage>) => (await topicPage(...args)).body,
    topicPage,
    search: (accessToken: string, term: string, after?: string | null, size?: number | null) =>
      call<{ topics: ForumTopic[]; posts: ForumPost[]; nextCursor: string | null }>('GET', '/api/search', { accessToken, query: { term, after, size } }),
    /** accessToken null: the public read of /post/{postId} */
    post: (accessToken: string | null, pid: string) => call<{ post: ForumPost; topic: ForumTopic }>('GET', `/api/v3/posts/${id(pid)}`, { accessToken }),
    replies: (accessToken: string, pid: string) => call<{ posts: ForumPost[] }>('GET', `/api/v3/posts/${id(pid)}/replies`, { accessToken }),
    raw: (accessToken: string, pid: string) => call<{ content: string }>('GET', `/api/v3/posts/${id(pid)}/raw`, { accessToken }),
    createTopic: (accessToken: string, body: { cid: number; title: string; contentJson: string; tags?: string[] }) => call<ForumTopic>('POST', '/api/v3/topics', { accessToken, body }),
    reply: (accessToken: string, tid: string, body: { contentJson: string; toPid?: number }) => call<ForumPost>('POST', `/api/v3/topics/${id(tid)}`, { accessToken, body }),
    edit: (accessToken: string, pid: string, contentJson: string) => call<ForumPost>('PUT', `/api/v3/posts/${id(pid)}`, { accessToken, body: { contentJson } }),
    remove: (accessToken: string, pid: string) => call<ForumPost>('DELETE', `/api/v3/posts/${id(pid)}/state`, { accessToken }),
    restore: (accessToken: string, pid: string) => call<ForumPost>('PUT', `/api/v3/posts/${id(pid)}/state`, { accessToken }),
    vote: (accessToken: string, pid: string, delta: number) =>
      delta === 0 ? call<ForumPost>('DELETE', `/api/v3/posts/${id(pid)}/vote`, { accessToken }) : call<ForumPost>('PUT', `/api/v3/posts/${id(pid)}/vote`, { accessToken, body: { delta } }),
    follow: (accessToken: string, tid: string, follow: boolean) => call<ForumTopic>(follow ? 'PUT' : 'DELETE', `/api/v3/topics/${id(tid)}/follow`, { accessToken }),
    moderate: (accessToken: string, tid: string, what: 'lock' | 'pin', on: boolean) => call<ForumTopic>(on ? 'PUT' : 'DELETE', `/api/v3/topics/${id(tid)}/${what}`, { accessToken }),
    createCategory: (accessToken: string, body: { name: string; description?: string | null; adminsOnly?: boolean }) => call<ForumCategory>('POST', '/api/v3/categories', { accessToken, body }),
    updateCategory: (accessToken: string, cid: string, body: { name?: string; description?: string | null; adminsOnly?: boolean }) =>
      call<ForumCategory>('PUT', `/api/v3/categories/${id(cid)}`, { accessToken, body }),
    deleteCategory: (accessToken: string, cid: string) => call<Record<string, never>>('DELETE', `/api/v3/categories/${id(cid)}`, { accessToken }),
  };
}

export type ForumSource = ReturnType<typeof createForumSource>;
