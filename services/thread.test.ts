import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServicesThread, type ServicesThread, type ServicesThreadOptions } from '~/services/thread';

// The one-process default runs services on a thread of their own (server.ts): they must answer, refuse to start
// loudly, and close so the process can end.

let dataDir: string;
let running: ServicesThread | null = null;
const settings = (name: string): ServicesThreadOptions['env'] => ({
  // the embedded database even where the suite runs on PostgreSQL: this is the one-process default
  databaseUrl: null,
  dataDir: join(dataDir, name),
  seed: false,
  logLevel: 'silent',
  groupHookupSchedulerMs: 0,
  hookupSchedulerMs: 0,
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'services-thread-'));
});
afterAll(async () => {
  await running?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('services on their own thread', () => {
  it('answer over HTTP once started, and stop listening when closed', async () => {
    running = await startServicesThread({ port: 0, host: '127.0.0.1', env: settings('a') });
    const { url } = running;
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    await running.close();
    running = null;
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  }, 60_000);

  it('refuse to start with the reason, and end the thread', async () => {
    // a setting services reject as they start: the thread reads the environment it was started with
    process.env.RATE_LIMIT_MAX = 'plenty';
    try {
      await expect(startServicesThread({ port: 0, host: '127.0.0.1', env: settings('b') })).rejects.toThrow('RATE_LIMIT_MAX must be a positive integer, got "plenty"');
    } finally {
      delete process.env.RATE_LIMIT_MAX;
    }
  });
});
