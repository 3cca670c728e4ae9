/**
 * Optional Redis connection (`REDIS_URL`), shared by the rate limiter and the counters; null when
 * unset, and everything falls back to process memory. `keyPrefix` (`REDIS_KEY_PREFIX`) is prepended to every key.
 */
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

export default fp(
  async (app, opts: { url?: string; keyPrefix?: string }) => {
    const redis = opts.url ? new Redis(opts.url, { connectTimeout: 2000, maxRetriesPerRequest: 2, keyPrefix: opts.keyPrefix || undefined }) : null;
    app.decorate('redis', redis);
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  },
  { name: 'redis' },
);
