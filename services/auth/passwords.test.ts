import { describe, expect, it } from 'vitest';
import { ARGON2_CONCURRENCY, hashPassword, passwordHashingQueue, verifyPassword } from './passwords';

describe('password hashing is bounded (issue 20: a login storm must not take every core)', () => {
  it('runs at most ARGON2_CONCURRENCY hashes at once; the rest wait their turn and still answer correctly', async () => {
    const stored = await hashPassword('Correct#Horse1');
    let mostActive = 0;
    let sawWaiting = false;
    const watch = setInterval(() => {
      const { active, pending } = passwordHashingQueue();
      mostActive = Math.max(mostActive, active);
      sawWaiting ||= pending > 0;
    }, 1);
    const attempts = ['Correct#Horse1', 'wrong', 'Correct#Horse1', 'wrong', 'Correct#Horse1', 'wrong'];
    const results = await Promise.all(attempts.map((password) => verifyPassword(stored, password)));
    clearInterval(watch);
    expect(results).toEqual([true, false, true, false, true, false]);
    expect(mostActive).toBeLessThanOrEqual(ARGON2_CONCURRENCY);
    expect(sawWaiting).toBe(true);
    expect(passwordHashingQueue()).toMatchObject({ active: 0, pending: 0 });
  });

  it('an unknown account still costs one verification and is refused', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });
});
