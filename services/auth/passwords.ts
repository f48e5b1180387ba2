import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// Argon2id with the OWASP minimum: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes and verifications running at once (issue 20): a login storm filled both cores with argon2 and other members'
 * requests waited 6–9× longer. Half the cores (at least one) hash; the rest of the process keeps its share, and the
 * storm's extra logins wait their turn in this queue instead of in the CPU's.
 */
export const ARGON2_CONCURRENCY = Number(process.env.ARGON2_CONCURRENCY) || Math.max(1, Math.floor(availableParallelism() / 2));
const hashing = pLimit(ARGON2_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, ARGON2));
}

// Verified against when the account does not exist, so an unknown address costs as much time as a wrong password.
let dummyHash: Promise<string> | null = null;

/** true when `password` matches `passwordHash`; with no hash it still spends one verification and says false. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword('dummy-password-for-unknown-accounts');
    const dummy = await dummyHash;
    await hashing(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  return hashing(() => verify(passwordHash, password)).catch(() => false);
}

/** Hashes waiting for their turn (for the login bench and tests). */
export const passwordHashingQueue = () => ({ active: hashing.activeCount, pending: hashing.pendingCount });
