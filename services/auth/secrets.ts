import { createHash, randomBytes } from 'node:crypto';

/** An opaque, URL-safe random token (refresh tokens, mailed links): 256 bits. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not hand out sessions or links. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
