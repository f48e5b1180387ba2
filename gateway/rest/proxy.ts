import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGES } from '~/common/messages';
import { SERVICES_TIMEOUT_MS } from '~/gateway/limits';
import { forwardedFor, servicesUrl } from '~/gateway/sources/call';
import type { AccessTokenVerifier } from '~/gateway/tokens';
import { fail, servicesFailure } from './failures';

/** What the REST routes need: where services are, and how to tell who the bearer is. */
export interface RestRouteOptions {
  servicesUrl: string;
  checkBearer: AccessTokenVerifier;
  /** INTERNAL_TOKEN, sent beside the client address */
  internalToken?: string;
}

export const toNodeStream = (body: ReadableStream<Uint8Array>) => Readable.fromWeb(body as WebReadableStream<Uint8Array>);

export function copyHeaders(response: Response, reply: FastifyReply, names: string[]): void {
  for (const name of names) {
    const value = response.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
}

/** GET on services, answered by the caller when 2xx; errors become PassThroughErrors. */
export async function proxyGet(opts: RestRouteOptions, request: FastifyRequest, path: string, headers: Record<string, string>): Promise<Response> {
  // the timeout covers services' answer, not streaming a large image to a slow browser
  const answered = new AbortController();
  const timer = setTimeout(() => answered.abort(), SERVICES_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(servicesUrl(opts.servicesUrl, path), {
      headers: { ...headers, ...forwardedFor(request.ip, opts.internalToken) },
      signal: answered.signal,
    });
  } catch (error) {
    request.log.error({ err: error, path }, 'services unreachable');
    throw fail(500, PAGES.internal);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok || !response.body) throw await servicesFailure(response);
  return response;
}
