import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH } from '~/common/messages';
import { Argon2Pool, Argon2PoolClosedError, Argon2WorkerError } from './argon2Pool';

const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

function schedulingPolicy(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // fields after the command name (which may hold spaces, inside parentheses) start at the 3rd
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[41 - 3]);
}

/** a process that is gone, or a zombie nobody reaped yet (it runs nothing) */
function running(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

async function until(check: () => boolean, ms = 5_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await sleep(25);
  }
  return check();
}

const pools: Argon2Pool[] = [];
const newPool = (size: number) => {
  const pool = new Argon2Pool(size);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('password hashing in worker processes at low priority (issue 20)', () => {
  it('hashes and verifies: the right password matches, a wrong one and a value that is no hash do not', async () => {
    const pool = newPool(2);
    const stored = (await pool.run({ op: 'hash', password: 'Correct#Horse1', options: OPTIONS })) as string;
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [right, wrong, garbage] = await Promise.all([
      pool.run({ op: 'verify', hash: stored, password: 'Correct#Horse1' }),
      pool.run({ op: 'verify', hash: stored, password: 'Correct#Horse2' }),
      pool.run({ op: 'verify', hash: 'not-a-hash', password: 'Correct#Horse1' }),
    ]);
    expect([right, wrong, garbage]).toEqual([true, false, false]);
  });

  it('runs every worker under SCHED_IDLE where Linux allows it (else nice 19), never more jobs at once than workers; the rest wait in order', async () => {
    const pool = newPool(2);
    const stored = (await pool.run({ op: 'hash', password: 'pw', options: OPTIONS })) as string;
    let mostActive = 0;
    let sawWaiting = false;
    const watch = setInterval(() => {
      const { active, pending } = pool.stats();
      mostActive = Math.max(mostActive, active);
      sawWaiting ||= pending > 0;
    }, 1);
    const results = await Promise.all(['pw', 'x', 'pw', 'x', 'pw', 'x'].map((password) => pool.run({ op: 'verify', hash: stored, password })));
    clearInterval(watch);
    expect(results).toEqual([true, false, true, false, true, false]);
    expect(mostActive).toBe(2);
    expect(sawWaiting).toBe(true);
    const { workers } = pool.stats();
    expect(workers).toHaveLength(2);
    for (const pid of workers) expect(getPriority(pid)).toBe(19);
    // /proc/<pid>/stat's 41st field is the scheduling policy: 5 is SCHED_IDLE, 0 SCHED_OTHER
    const idleAllowed = spawnSync('/usr/bin/chrt', ['--idle', '0', 'true']).status === 0; // as the pool checks it
    for (const pid of workers) expect(schedulingPolicy(pid)).toBe(idleAllowed ? 5 : 0);
  });

  it('a worker killed during a job fails that job with a clear error, and the next job gets a new worker', async () => {
    const pool = newPool(1);
    const stored = (await pool.run({ op: 'hash', password: 'pw', options: OPTIONS })) as string;
    const [first] = pool.stats().workers;
    const inFlight = pool.run({ op: 'hash', password: 'pw', options: { ...OPTIONS, timeCost: 50 } });
    process.kill(first!, 'SIGKILL');
    await expect(inFlight).rejects.toThrow(Argon2WorkerError);
    await expect(inFlight).rejects.toThrow(`the password hashing worker (pid ${first}) was stopped by SIGKILL before answering`);
    expect(await pool.run({ op: 'verify', hash: stored, password: 'pw' })).toBe(true);
    const [second] = pool.stats().workers;
    expect(second).not.toBe(first);
    expect(running(first!)).toBe(false);
  });

  it('close stops every worker and fails the jobs still waiting; used again, the pool starts new workers', async () => {
    const pool = newPool(1);
    await pool.run({ op: 'hash', password: 'pw', options: OPTIONS });
    const [worker] = pool.stats().workers;
    const busy = pool.run({ op: 'hash', password: 'pw', options: { ...OPTIONS, timeCost: 50 } });
    const waiting = pool.run({ op: 'hash', password: 'pw', options: OPTIONS });
    busy.catch(() => {});
    waiting.catch(() => {});
    await pool.close();
    // a 503 with the message a member sees (services/errors.ts BusyError), not a 500
    for (const job of [waiting, busy]) {
      const err = await job.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Argon2PoolClosedError);
      expect(err).toMatchObject({ statusCode: 503, message: AUTH.serverRestarting });
    }
    expect(running(worker!)).toBe(false);
    expect(pool.stats()).toEqual({ active: 0, pending: 0, workers: [] });
    expect(typeof (await pool.run({ op: 'hash', password: 'pw', options: OPTIONS }))).toBe('string');
  });

  it('workers exit by themselves when their parent process is killed: no orphans', async () => {
    const script = `
      import { Argon2Pool } from './services/auth/argon2Pool.ts';
      const pool = new Argon2Pool(2);
      await Promise.all([1, 2].map(() => pool.run({ op: 'hash', password: 'pw', options: { algorithm: 2 } })));
      console.log(JSON.stringify(pool.stats().workers));
      setInterval(() => {}, 1000);
    `;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const workers = await new Promise<number[]>((resolve, reject) => {
      parent.stdout.once('data', (line: Buffer) => resolve(JSON.parse(line.toString())));
      parent.once('exit', () => reject(new Error('the parent exited before starting its workers')));
    });
    expect(workers).toHaveLength(2);
    expect(workers.every(running)).toBe(true);
    parent.kill('SIGKILL');
    expect(await until(() => !workers.some(running))).toBe(true);
  });

  it('an idle pool does not keep its process alive', async () => {
    const script = `
      import { Argon2Pool } from './services/auth/argon2Pool.ts';
      const pool = new Argon2Pool(1);
      console.log(typeof (await pool.run({ op: 'hash', password: 'pw', options: { algorithm: 2 } })));
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    expect(out.trim()).toBe('string');
  });
});
