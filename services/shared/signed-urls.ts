import { createHmac, timingSafeEqual } from 'node:crypto';
import { UUID_PATTERN } from '~/services/shared/uuid';

// issue 20: an uploaded image (an avatar, a group hookup image) is served only through a link services handed to
// someone who may see it: `/uploads/{id}?exp=…&sig=…`, an HMAC of the path and its expiry. The expiry is rounded up to
// a window, so one image keeps one URL for a while and browsers (and the gateway's clients) can cache it.

/** A stored image reference, as the database keeps it (users.image_url) and as services build it for group hookups. */
const UPLOAD_PATH = new RegExp(`^/uploads/${UUID_PATTERN}$`, 'i');

export type SignatureCheck = { valid: true; expiresAt: number } | { valid: false; reason: 'invalid' | 'expired' };

export interface UrlSigner {
  /** `path?exp=…&sig=…`, valid for more than half of the TTL and at most the TTL from `now`. */
  sign(path: string, now: Date): string;
  /** Whether `exp` and `sig` (as a query string carried them) sign `path`, and until when (seconds since the epoch). */
  check(path: string, exp: string | undefined, sig: string | undefined, now: Date): SignatureCheck;
}

/**
 * `ttlSeconds`: the longest a link lives. Expiries are multiples of half of it, so every link handed out in the same
 * half-TTL window is the same URL and lives between half the TTL and the TTL.
 */
export function createUrlSigner(secret: Buffer, ttlSeconds: number): UrlSigner {
  const windowSeconds = Math.max(1, Math.floor(ttlSeconds / 2));
  const mac = (path: string, exp: number) => createHmac('sha256', secret).update(`${path}\n${exp}`).digest();
  return {
    sign(path, now) {
      const exp = (Math.floor(now.getTime() / 1000 / windowSeconds) + 2) * windowSeconds;
      return `${path}?exp=${exp}&sig=${mac(path, exp).toString('base64url')}`;
    },
    check(path, exp, sig, now) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return { valid: false, reason: 'invalid' };
      const expected = mac(path, Number(exp));
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'invalid' };
      // checked after the signature, so an expired answer says the link was a real one
      if (Number(exp) * 1000 <= now.getTime()) return { valid: false, reason: 'expired' };
      return { valid: true, expiresAt: Number(exp) };
    },
  };
}

/**
 * `value` with every stored image reference in it (a string that is exactly `/uploads/{uuid}`) signed, wherever it
 * sits (imageUrl, image, hostImageUrl, a participant's avatar…). Copy on write: what the caller holds is not changed,
 * and a value without references is answered as is. Only plain objects and arrays are walked.
 */
export function signUploadPaths<T>(value: T, sign: (path: string) => string): T {
  if (typeof value === 'string') return (UPLOAD_PATH.test(value) ? sign(value) : value) as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item, i) => {
      const signed = signUploadPaths(item, sign);
      if (signed !== item) (copy ??= value.slice())[i] = signed;
    });
    return (copy ?? value) as T;
  }
  if (value === null || typeof value !== 'object') return value;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    const signed = signUploadPaths(item, sign);
    if (signed !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = signed;
  }
  return (copy ?? value) as T;
}
