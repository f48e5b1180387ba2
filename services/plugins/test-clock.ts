import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { errorResponses } from '~/services/schemas';

/** At most a year either way: a test moves the clock by minutes or days. */
const MAX_OFFSET_MS = 366 * 24 * 60 * 60 * 1000;

const ClockBody = Type.Object({ offsetMs: Type.Integer({ minimum: -MAX_OFFSET_MS, maximum: MAX_OFFSET_MS }) }, { additionalProperties: false });
const ClockSchema = Type.Object({ now: Type.String({ format: 'date-time' }), offsetMs: Type.Integer() });

/**
 * A clock browser tests can move (issue 15: the room's grace after the scheduler completes a session needs the server
 * to reach the end while the member is in the room). Only with TEST_CLOCK=true: then config.now runs `offsetMs` ahead
 * of the real clock, and PUT /test/clock sets that offset. Without the flag the route does not exist (404) and the
 * clock is the real one. Everything in services reads time through config.now, so the schedulers, the room rules and
 * the tokens all follow.
 */
const testClock: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify;
  if (!config.testClock) return;
  fastify.log.warn('TEST_CLOCK is set: PUT /test/clock moves this server\'s clock (browser tests only)');
  const real = config.now;
  let offsetMs = 0;
  config.now = () => new Date(real().getTime() + offsetMs);

  fastify.put(
    '/test/clock',
    { schema: { body: ClockBody, response: { 200: ClockSchema, ...errorResponses(400) } } },
    async (request) => {
      offsetMs = request.body.offsetMs;
      return { now: config.now().toISOString(), offsetMs };
    },
  );
};

export default fp(testClock, { name: 'test-clock', dependencies: ['config'] });
