/**
 * Per-route rate limits (`config.rateLimit` on a route). Counters live in Redis when `REDIS_URL`
 * is set — shared by every API process — and in process memory otherwise. Over the limit the
 * error handler answers code 429 with the time to wait.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export default fp(
  async (app, opts: { redisUrl?: string }) => {
    const redis = opts.redisUrl ? new Redis(opts.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'lanyun-rl:' } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 429,
        msg: `Too many requests, please retry in ${Math.ceil(context.ttl / 1000)} s`,
        data: { retry_after: Math.ceil(context.ttl / 1000) },
        message: `Too many requests, please retry in ${Math.ceil(context.ttl / 1000)} s`,
      }),
    });
    if (redis) app.addHook('onClose', async () => void redis.quit());
  },
  { name: 'rate-limit' },
);
