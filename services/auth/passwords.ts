import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { Argon2Pool } from './argon2Pool';

// Argon2id with the OWASP minimum: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Issue 20: a login storm filled both cores with argon2 and other members' requests waited 6–9× longer.
 * ARGON2_WORKERS (default: one per core) worker processes hash at nice 19 (./argon2Pool.ts): the kernel runs request
 * handling first and argon2 gets every cycle left, so logins keep the machine's whole hashing ceiling.
 * ARGON2_WORKERS=0 hashes in this process instead, ARGON2_CONCURRENCY at once (default half the cores), at the
 * process's own priority: the fallback where forking is not possible.
 */
const workerCount = process.env.ARGON2_WORKERS === undefined || process.env.ARGON2_WORKERS === '' ? availableParallelism() : Number(process.env.ARGON2_WORKERS);
export const ARGON2_WORKERS = Number.isInteger(workerCount) && workerCount >= 0 ? workerCount : availableParallelism();
const pool = ARGON2_WORKERS > 0 ? new Argon2Pool(ARGON2_WORKERS) : null;

/** Hashes and verifications running at once; the rest wait their turn in order. */
export const ARGON2_CONCURRENCY = pool ? pool.size : Number(process.env.ARGON2_CONCURRENCY) || Math.max(1, Math.floor(availableParallelism() / 2));
const inProcess = pLimit(ARGON2_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  if (pool) return pool.run({ op: 'hash', password, options: ARGON2 }) as Promise<string>;
  return inProcess(() => hash(password, ARGON2));
}

/** a stored value that is not an argon2 hash matches nothing; a worker that dies still fails loudly */
function matches(passwordHash: string, password: string): Promise<boolean> {
  if (pool) return pool.run({ op: 'verify', hash: passwordHash, password }) as Promise<boolean>;
  return inProcess(() => verify(passwordHash, password)).catch(() => false);
}

// Verified against when the account does not exist, so an unknown address costs as much time as a wrong password.
let dummyHash: Promise<string> | null = null;

/** true when `password` matches `passwordHash`; with no hash it still spends one verification and says false. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword('dummy-password-for-unknown-accounts');
    dummyHash.catch(() => (dummyHash = null)); // a worker that died while making it: make it again next time
    await matches(await dummyHash, password);
    return false;
  }
  return matches(passwordHash, password);
}

/** Hashes being computed and waiting, and the worker processes' pids (for the login bench and tests). */
export const passwordHashingQueue = () =>
  pool ? pool.stats() : { active: inProcess.activeCount, pending: inProcess.pendingCount, workers: [] as number[] };

/** Stops the hashing workers (services' shutdown); they start again if a hash is asked for afterwards. */
export const closePasswordHashing = (): Promise<void> => pool?.close() ?? Promise.resolve();
