// A REST request of the gateway with the member's bearer (spec §4, §8): the file routes (web/lib/upload.ts) and chat
// attachments (web/lib/chat/upload.ts). An access token that has expired, or is about to on the way, is refreshed
// through the session machine before the request is sent, not after its 401: Chromium logs every 401 as a failed
// load, and the member waits for two uploads of the same file. A 401 all the same (a clock apart from the server's, a
// token revoked) still refreshes once and retries.
import { decodeJwt } from 'jose';
import { waitFor } from 'xstate';
import type { SessionEvent } from '~/machines/sessionMachine';
import type { SessionActor } from '~/web/lib/client';
import { readAccessToken } from '~/web/lib/storage';

/** A token this close to its expiry is refreshed first: it could expire while the request is on its way. */
export const EXPIRY_MARGIN_MS = 2_000;

/** Whether the access token's `exp` is past or within `marginMs` of `now`; a token that is not a JWT is left to the server. */
export function expiresWithin(token: string, marginMs: number, now: number): boolean {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && exp * 1000 - now <= marginMs;
  } catch {
    return false;
  }
}

/** Asks the session machine for one refresh and waits for it; true when a token is stored afterwards to retry with. */
async function refresh(actor: SessionActor, path: string): Promise<boolean> {
  const event: SessionEvent = { type: 'session.unauthorized', path, optOut: false, retried: false };
  // can(): the machine refreshes (or one is under way that this request waits for); false without a refresh token
  if (!actor.getSnapshot().can(event)) return false;
  actor.send(event);
  // the machine may be mid-transition and queue the event: let it process before reading the state again
  await Promise.resolve();
  await waitFor(actor, (s) => !s.hasTag('refreshing'));
  return readAccessToken() !== null;
}

export interface BearerRequestOptions {
  session: () => SessionActor;
  /** where /login?next= returns to when the refresh fails */
  path: () => string;
  /** sends the request with these headers (the bearer set), e.g. through createCsrfFetch */
  send: (headers: Headers) => Promise<Response>;
  headers?: HeadersInit;
  now?: () => number;
}

/** Sends with the bearer of the moment, refreshed first when it is about to expire, and once more after a 401. */
export async function sendWithBearer({ session, path, send, headers: given, now = Date.now }: BearerRequestOptions): Promise<Response> {
  const attempt = () => {
    const headers = new Headers(given);
    const token = readAccessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    return send(headers);
  };
  const actor = session();
  // a refresh under way replaces the token: wait for it rather than spend the old one
  if (actor.getSnapshot().hasTag('refreshing')) await waitFor(actor, (s) => !s.hasTag('refreshing'));
  const token = readAccessToken();
  const refreshedFirst = Boolean(token && expiresWithin(token, EXPIRY_MARGIN_MS, now()));
  if (refreshedFirst) await refresh(actor, path());
  const response = await attempt();
  // one refresh a request: a fresh token refused again is not cured by another
  if (response.status !== 401 || refreshedFirst) return response;
  // a failed refresh cleared the session (and went to /login): nothing to retry with
  return (await refresh(session(), path())) ? attempt() : response;
}
