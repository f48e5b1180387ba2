// How the media node reports to services (services/API.md § Slice: video, internal) and checks room tokens.
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ROOM_TOKEN_AUDIENCE, type RoomTokenClaims } from '~/common/video';
import type { ErrorCode } from './protocol';

/** The issuer of room tokens (services/plugins/keys.ts ACCESS_TOKEN_ISSUER). */
const ISSUER = 'hookups-services';

export type JoinVerdict = { ok: true } | { ok: false; code: ErrorCode; message: string };

/** What the node tells services. A refused join names the protocol error to send. */
export interface RoomReporter {
  join(roomId: string, memberUUID: string): Promise<JoinVerdict>;
  leave(roomId: string, memberUUID: string): Promise<void>;
  remove(roomId: string, memberUUID: string, byUUID: string): Promise<void>;
  end(roomId: string): Promise<void>;
}

export function createServicesReporter(servicesUrl: string, internalToken: string | null, log: (message: string, error?: unknown) => void): RoomReporter {
  const post = (path: string, body?: object) =>
    fetch(`${servicesUrl}/internal/video/rooms/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${internalToken ?? ''}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  // leaves, removals and the end are facts: report them, log a failure, never fail the room for it
  const report = async (path: string, body?: object) => {
    try {
      const res = await post(path, body);
      if (!res.ok) log(`services answered ${res.status} to ${path}`);
    } catch (error) {
      log(`services unreachable for ${path}`, error);
    }
  };
  return {
    async join(roomId, memberUUID) {
      const res = await post(`${encodeURIComponent(roomId)}/joins`, { memberUUID });
      if (res.status === 204) return { ok: true };
      const message = String(((await res.json().catch(() => ({}))) as { message?: string }).message ?? res.statusText);
      if (res.status === 403) return { ok: false, code: 'REMOVED', message };
      if (res.status === 409) return { ok: false, code: 'CLOSED', message };
      if (res.status === 404) return { ok: false, code: 'FORBIDDEN', message };
      throw new Error(`services answered ${res.status} to a join: ${message}`);
    },
    leave: (roomId, memberUUID) => report(`${encodeURIComponent(roomId)}/leaves`, { memberUUID }),
    remove: (roomId, memberUUID, byUUID) => report(`${encodeURIComponent(roomId)}/removals`, { memberUUID, byUUID }),
    end: (roomId) => report(`${encodeURIComponent(roomId)}/end`),
  };
}

export type TokenCheck = { ok: true; claims: RoomTokenClaims } | { ok: false; code: ErrorCode; message: string };

/** Verifies room tokens against services' JWKS (cached and refreshed by jose) with the node's clock. */
export function createTokenVerifier(keys: JWTVerifyGetKey, now: () => Date, messages: { invalid: string; notOpen: string; closed: string }) {
  return async (token: string): Promise<TokenCheck> => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: ISSUER,
        audience: ROOM_TOKEN_AUDIENCE,
        algorithms: ['EdDSA'],
        currentDate: now(),
        requiredClaims: ['sub', 'room', 'node', 'nbf', 'exp'],
      });
      return { ok: true, claims: payload as unknown as RoomTokenClaims };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, code: 'CLOSED', message: messages.closed };
      if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf') return { ok: false, code: 'NOT_OPEN', message: messages.notOpen };
      return { ok: false, code: 'UNAUTHORIZED', message: messages.invalid };
    }
  };
}

export const servicesJwks = (servicesUrl: string) => createRemoteJWKSet(new URL('/.well-known/jwks.json', servicesUrl));
