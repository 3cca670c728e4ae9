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
    const redis = opts.url
      ? new Redis(opts.url, { connectTimeout: 2000, maxRetriesPerRequest: 2, keyPrefix: opts.keyPrefix || undefined })
      : null;
    app.decorate('redis', redis);
    if (redis) {
      // ioredis reconnects by itself; without a listener each failed attempt is printed as "Unhandled error event".
      let lastError = '';
      redis.on('error', (err: Error) => {
        if (err.message !== lastError) app.log.warn({ err }, 'redis: connection error');
        lastError = err.message;
      });
      redis.on('ready', () => (lastError = ''));
      // QUIT waits for a connection that may never come back: disconnect at once when Redis is not connected.
      app.addHook('onClose', async () => {
        if (redis.status === 'ready') await redis.quit();
        else redis.disconnect();
      });
    }
  },
  { name: 'redis' },
);
