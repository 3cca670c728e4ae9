/**
 * Shared services the routes use: `app.counters` (Redis or memory fixed-window counters) and
 * `app.messaging` (SMS and e-mail providers chosen by configuration).
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { memoryCounters, redisCounters, type Counters } from '../../lib/counters.ts';
import { createMessaging, type Messaging } from '../../providers/messaging/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    counters: Counters;
    messaging: Messaging;
    config: AppConfig;
  }
}

export default fp(
  async (app, opts: { config: AppConfig; messaging?: Messaging }) => {
    app.decorate('config', opts.config);
    app.decorate('counters', app.redis ? redisCounters(app.redis) : memoryCounters());
    app.decorate('messaging', opts.messaging ?? createMessaging(opts.config, app.db));
  },
  { name: 'services', dependencies: ['db', 'redis'] },
);
