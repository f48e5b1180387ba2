import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AUTH } from '~/common/messages';
import { BusyError } from '~/services/errors';

/** What a worker is asked: argon2 options travel as given to @node-rs/argon2. */
export type Argon2Job = { op: 'hash'; password: string; options: object } | { op: 'verify'; hash: string; password: string };

type Answer = { id: number; result: string | boolean; error?: undefined } | { id: number; error: string };

interface Pending {
  job: Argon2Job;
  resolve(value: string | boolean): void;
  reject(err: Error): void;
}

interface Slot {
  child: ChildProcess | null;
  /** the job this worker is doing, if any (one at a time) */
  current: (Pending & { id: number }) | null;
}

const WORKER_SCRIPT = fileURLToPath(new URL('./argon2-worker.mjs', import.meta.url));
const CHRT = '/usr/bin/chrt';
let idleLauncher: string[] | null | undefined;

/**
 * How a worker is started under Linux's SCHED_IDLE policy (util-linux `chrt --idle 0 node …`, no privilege needed), or
 * null where that is not possible (no chrt, ARGON2_SCHED=nice, or the kernel refuses): the worker then only lowers its
 * nice value. SCHED_IDLE runs only when no normal task wants the core, and a waking request preempts it at once,
 * where nice 19 still takes a small share and waits for its time slice to end (bench:login: the cheap read's p99).
 */
function idleExecArgv(): string[] | null {
  if (idleLauncher !== undefined) return idleLauncher;
  const wanted = process.env.ARGON2_SCHED !== 'nice' && process.platform === 'linux' && existsSync(CHRT);
  idleLauncher = wanted && spawnSync(CHRT, ['--idle', '0', 'true'], { stdio: 'ignore', timeout: 5000 }).status === 0 ? ['--idle', '0', process.execPath] : null;
  return idleLauncher;
}

/** A worker died while it held a job: the caller sees this instead of a wrong answer; the next job gets a new worker. */
export class Argon2WorkerError extends Error {
  override name = 'Argon2WorkerError';
}

/** The pool closed (the server is stopping) with the job unanswered: a 503 the member may retry, not a 500. */
export class Argon2PoolClosedError extends BusyError {
  override name = 'Argon2PoolClosedError';
  constructor() {
    super(AUTH.serverRestarting, 2);
  }
}

/**
 * Issue 20: password hashing in `size` worker processes under SCHED_IDLE where Linux allows it, else at nice 19
 * (services/auth/argon2-worker.mjs). A login storm then uses every idle core for argon2 while the kernel still runs the
 * services process (request handling, PGlite) first. Jobs beyond `size` wait here, in order. Workers start on first use, are replaced when one dies, never keep
 * the parent alive while idle, and exit by themselves when the parent goes away.
 */
export class Argon2Pool {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closing = false;

  constructor(readonly size: number) {
    this.slots = Array.from({ length: size }, () => ({ child: null, current: null }));
  }

  run(job: Argon2Job): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  /** jobs being hashed and jobs waiting, and the worker processes alive (tests, the login bench) */
  stats() {
    return {
      active: this.slots.filter((slot) => slot.current !== null).length,
      pending: this.queue.length,
      workers: this.slots.flatMap((slot) => (slot.child?.pid === undefined ? [] : [slot.child.pid])),
    };
  }

  /** Stops every worker; jobs in flight or waiting fail. The pool starts workers again if used afterwards. */
  async close(): Promise<void> {
    this.closing = true;
    for (const waiting of this.queue.splice(0)) waiting.reject(new Argon2PoolClosedError());
    await Promise.all(
      this.slots.map(async (slot) => {
        const child = slot.child;
        if (!child) return;
        const exited = new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
        child.kill('SIGTERM');
        await exited;
      }),
    );
    this.closing = false;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.current !== null) continue;
      const child = slot.child ?? this.spawn(slot);
      const pending = this.queue.shift()!;
      const id = this.nextId++;
      slot.current = { ...pending, id };
      // busy: this worker's channel keeps the process alive until the answer comes
      child.channel?.ref();
      child.send({ id, ...pending.job });
    }
  }

  private spawn(slot: Slot): ChildProcess {
    // execArgv: none of the parent's loaders (tsx, vitest) in a plain-JavaScript worker; under SCHED_IDLE, `chrt` execs
    // node in place (same pid, the IPC channel's descriptor inherited)
    const idle = idleExecArgv();
    const child = fork(WORKER_SCRIPT, [], {
      ...(idle ? { execPath: CHRT, execArgv: idle } : { execArgv: [] }),
      serialization: 'json',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    slot.child = child;
    child.unref();
    child.on('message', (answer: Answer) => {
      const current = slot.current;
      if (current === null || current.id !== answer.id) return;
      slot.current = null;
      child.channel?.unref();
      if (answer.error !== undefined) current.reject(new Error(`argon2: ${answer.error}`));
      else current.resolve(answer.result);
      this.dispatch();
    });
    const gone = (why: string) => {
      if (slot.child !== child) return;
      slot.child = null;
      const current = slot.current;
      slot.current = null;
      current?.reject(
        this.closing ? new Argon2PoolClosedError() : new Argon2WorkerError(`the password hashing worker (pid ${child.pid ?? 'none'}) ${why} before answering`),
      );
      this.dispatch();
    };
    child.once('exit', (code, signal) => gone(signal ? `was stopped by ${signal}` : `exited with code ${code}`));
    child.once('error', (err) => {
      gone(`failed: ${err.message}`);
      child.kill('SIGKILL');
    });
    return child;
  }
}
