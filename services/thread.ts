// Services on a thread of their own, for the one-process default (`npm start`, server.ts without a role).
//
// Why: in one event loop the gateway waited behind every PGlite statement and services behind every gateway request,
// so the process used one core of the machine's two. `query { me }` through the gateway reached 0.68× of services'
// own GET /user/details; with services on this thread, 0.91× in the same minutes, services' own rate unchanged
// (bench:gateway, issue 21). The layers still talk only over HTTP (DESIGN.md); this is still one process, one log.
//
// Only node:worker_threads is imported here, so the gateway's thread never loads services' modules.
import { Worker } from 'node:worker_threads';
import type { StartOptions } from '~/services/server';

/** What the thread tells the one that started it. */
export type ServicesThreadMessage = { type: 'listening'; url: string } | { type: 'closed' };

export interface ServicesThread {
  url: string;
  /** closes services (HTTP server, database, hashing workers) and waits for the thread to end */
  close(): Promise<void>;
  /** called once if the thread ends without being asked to (an uncaught error in services) */
  onExit(listener: (error: Error) => void): void;
}

/** A thread's own closing takes at most this long before it is stopped (services' own close is what it waits for). */
const CLOSE_TIMEOUT_MS = 10_000;

const ENTRY = new URL(`./threadEntry${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

function spawnWorker(workerData: ServicesThreadOptions): Worker {
  // A worker does not inherit tsx's loader (tsx registers it with module.register, per thread), so under tsx the
  // thread registers it first; built JavaScript needs nothing.
  if (ENTRY.pathname.endsWith('.js')) return new Worker(ENTRY, { workerData });
  // resolved here, from this file: a bare specifier in the thread would resolve from wherever the process started
  const tsxApi = typeof import.meta.resolve === 'function' ? import.meta.resolve('tsx/esm/api') : 'tsx/esm/api';
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(ENTRY.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** Where services listen, and overrides of what the environment says (values a thread can be handed: no functions). */
export type ServicesThreadOptions = Pick<StartOptions, 'port' | 'host' | 'env'>;

/**
 * Starts services on a new thread and resolves once they listen; rejects with services' own start-up error (a port
 * in use, a database that will not open), the thread having ended.
 */
export function startServicesThread(options: ServicesThreadOptions): Promise<ServicesThread> {
  const worker = spawnWorker(options);
  let closing = false;
  let exitListener: ((error: Error) => void) | null = null;
  let lastError: Error | null = null;
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));

  return new Promise((resolve, reject) => {
    let url: string | null = null;
    worker.on('error', (error) => {
      lastError = error;
    });
    worker.once('exit', (code) => {
      const error = lastError ?? new Error(`services' thread ended with code ${code}`);
      if (!url) reject(error);
      else if (!closing) exitListener?.(error);
    });
    worker.once('message', (message: ServicesThreadMessage) => {
      if (message.type !== 'listening') return;
      url = message.url;
      resolve({
        url,
        onExit: (listener) => (exitListener = listener),
        close: async () => {
          if (closing) return void (await exited);
          closing = true;
          const closed = new Promise<void>((done) => worker.on('message', (m: ServicesThreadMessage) => m.type === 'closed' && done()));
          worker.postMessage({ type: 'close' });
          const timer = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
          await Promise.race([closed, exited]);
          // anything services left open (a timer, a socket) must not keep the process up
          await worker.terminate();
          clearTimeout(timer);
        },
      });
    });
  });
}
