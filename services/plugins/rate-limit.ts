import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AUTH } from '~/common/messages';
import { rateLimitKey } from '~/common/rateLimitKey';

/**
 * A generous global limit per client address (request.ip, which honours TRUST_PROXY) against floods; the precise
 * rule for logins is the failed-login lock in auth/. With REDIS_URL every replica shares the counters.
 */
export default fp(
  async (fastify) => {
    const { config } = fastify;
    const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined;
    if (redis) fastify.addHook('onClose', async () => void (await redis.quit()));
    await fastify.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: '1 minute',
      keyGenerator: rateLimitKey,
      ...(redis ? { redis, nameSpace: 'hookups-services-rl-' } : {}),
      // thrown into the one error handler, which answers { statusCode, error, message }
      errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: AUTH.tooManyRequests }),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
