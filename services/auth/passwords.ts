import { hash, verify } from '@node-rs/argon2';

// Argon2id with the OWASP minimum: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

// Verified against when the account does not exist, so an unknown address costs as much time as a wrong password.
let dummyHash: Promise<string> | null = null;

/** true when `password` matches `passwordHash`; with no hash it still spends one verification and says false. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword('dummy-password-for-unknown-accounts');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
