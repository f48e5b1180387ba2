import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { ROLES, type Role } from '~/common/constants';
import { servicesUrl } from '~/gateway/sources/call';

// services/API.md § Tokens
export const ACCESS_TOKEN_ISSUER = 'hookups-services';
export const ACCESS_TOKEN_AUDIENCE = 'hookups';

/** Checked access tokens kept by one gateway (a few hundred bytes each). */
const VERIFIED_TOKENS_MAX = 10_000;

/** The signed-in member as the access token describes them. */
export interface Viewer {
  uuid: string;
  roles: Role[];
  verified: boolean;
  /** the session (refresh-token family) the token belongs to */
  sessionId: string | null;
}

/** What the request's bearer token turned out to be. */
export type BearerCheck =
  | { status: 'none' }
  | { status: 'valid'; viewer: Viewer; accessToken: string }
  /** malformed, badly signed, expired, wrong issuer or audience */
  | { status: 'invalid' }
  /** services' keys could not be fetched, so nobody can tell */
  | { status: 'unverifiable' };

/** Errors that say nothing about the token itself, only that the key set could not be read. */
const KEY_SET_UNAVAILABLE = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC']);

/**
 * Verifies bearers against services' public keys (`GET /.well-known/jwks.json`), so an expired or forged token
 * is refused by the gateway without a round trip; jose caches the key set and refetches it for an unknown `kid`.
 */
export function createAccessTokenVerifier(baseUrl: string) {
  const keySet = createRemoteJWKSet(servicesUrl(baseUrl, '/.well-known/jwks.json'));
  // This check covers the signature and the claims, which cannot change before exp, so a valid token's answer is
  // kept until then (services still check its session on every call). Verifying the signature on every request
  // was the gateway hop's largest crypto cost in a CPU profile (issue 21).
  const verified = new Map<string, { check: BearerCheck; expiresAt: number }>();
  const remember = (accessToken: string, check: BearerCheck, expiresAt: number) => {
    // oldest first: a Map iterates in insertion order
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
    verified.set(accessToken, { check, expiresAt });
  };

  return async function checkBearer(authorization: string | undefined): Promise<BearerCheck> {
    if (!authorization) return { status: 'none' };
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) return { status: 'invalid' };
    const accessToken = match[1];
    const known = verified.get(accessToken);
    if (known && Date.now() < known.expiresAt) return known.check;
    if (known) verified.delete(accessToken);
    try {
      const { payload } = await jwtVerify(accessToken, keySet, {
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        // services sign with Ed25519; jose ≥ 6 also names that algorithm 'Ed25519'
        algorithms: ['EdDSA', 'Ed25519'],
        requiredClaims: ['sub', 'exp'],
      });
      const roles = Array.isArray(payload.roles) ? payload.roles.filter(isRole) : [];
      const viewer: Viewer = {
        uuid: String(payload.sub),
        roles,
        verified: payload.verified === true,
        sessionId: typeof payload.sid === 'string' ? payload.sid : null,
      };
      const check: BearerCheck = { status: 'valid', viewer, accessToken };
      remember(accessToken, check, Number(payload.exp) * 1000);
      return check;
    } catch (error) {
      const keySetUnavailable = !(error instanceof errors.JOSEError) || KEY_SET_UNAVAILABLE.has(error.code);
      return { status: keySetUnavailable ? 'unverifiable' : 'invalid' };
    }
  };
}

export type AccessTokenVerifier = ReturnType<typeof createAccessTokenVerifier>;

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}
