/**
 * Optional Redis connection (`REDIS_URL`), shared by the rate limiter and the counters; null when
 * unset, and everything falls back to process memory.
 */
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

export default fp(
  async (app, opts: { url?: string }) => {
    const redis = opts.url ? new Redis(opts.url, { connectTimeout: 2000, maxRetriesPerRequest: 2 }) : null;
    app.decorate('redis', redis);
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  },
  { name: 'redis' },
);
