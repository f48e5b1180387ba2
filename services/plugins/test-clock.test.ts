import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ajvOptions } from '~/services/ajv';
import { loadConfig } from '~/services/config';
import configPlugin from './config';
import testClockPlugin from './test-clock';

const MINUTE = 60_000;

/** Only the two plugins: the clock needs no database. */
async function appWith(env: NodeJS.ProcessEnv) {
  const app = Fastify({ ajv: ajvOptions });
  await app.register(configPlugin, { config: loadConfig(env) });
  await app.register(testClockPlugin);
  await app.ready();
  return app;
}

const near = (date: Date | string, expected: number) => Math.abs(new Date(date).getTime() - expected) < 1000;

describe('the test clock (TEST_CLOCK=true, browser tests only)', () => {
  it('does not exist without the flag: the route is a 404 and the clock is the real one', async () => {
    for (const TEST_CLOCK of [undefined, 'false', '1']) {
      const app = await appWith({ TEST_CLOCK });
      expect((await app.inject({ method: 'PUT', url: '/test/clock', payload: { offsetMs: 20 * MINUTE } })).statusCode).toBe(404);
      expect(near(app.config.now(), Date.now())).toBe(true);
      await app.close();
    }
  });

  it('moves config.now by the offset it is given, and back', async () => {
    const app = await appWith({ TEST_CLOCK: 'true' });
    const res = await app.inject({ method: 'PUT', url: '/test/clock', payload: { offsetMs: 20 * MINUTE } });
    expect(res.statusCode).toBe(200);
    expect(res.json().offsetMs).toBe(20 * MINUTE);
    expect(near(res.json().now, Date.now() + 20 * MINUTE)).toBe(true);
    expect(near(app.config.now(), Date.now() + 20 * MINUTE)).toBe(true);
    await app.inject({ method: 'PUT', url: '/test/clock', payload: { offsetMs: 0 } });
    expect(near(app.config.now(), Date.now())).toBe(true);
    await app.close();
  });

  it('refuses an offset that is not a whole number of ms within a year', async () => {
    const app = await appWith({ TEST_CLOCK: 'true' });
    for (const payload of [{ offsetMs: 1.5 }, { offsetMs: 'soon' }, { offsetMs: 400 * 24 * 60 * MINUTE }, {}]) {
      expect((await app.inject({ method: 'PUT', url: '/test/clock', payload })).statusCode).toBe(400);
    }
    expect(near(app.config.now(), Date.now())).toBe(true);
    await app.close();
  });
});
