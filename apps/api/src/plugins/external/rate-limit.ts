/**
 * Per-route rate limits (`config.rateLimit` on a route). Counters live in Redis when `REDIS_URL`
 * is set — shared by every API process — and in process memory otherwise. Over the limit the
 * error handler answers code 429 with the time to wait.
 *
 * `allowList`: client addresses (`request.ip`) the limits never count, from RATE_LIMIT_ALLOWLIST — set only by the
 * load benchmarks (`pnpm bench`); the production guard refuses a start with it (config-guard.ts).
 */
import { renderApiMessage } from '@lanyun/i18n/api-messages';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export default fp<{ allowList?: string[] }>(
  async (app, opts) => {
    await app.register(rateLimit, {
      global: false,
      ...(opts.allowList?.length ? { allowList: opts.allowList } : {}),
      ...(app.redis ? { redis: app.redis, nameSpace: 'lanyun-rl:' } : {}),
      errorResponseBuilder: (_request, context) => {
        const s = Math.ceil(context.ttl / 1000);
        return {
          statusCode: 429,
          code: 429,
          // English for logs; the error handler answers `request.too_many` in the caller's language.
          message: renderApiMessage('en', 'request.too_many', { seconds: s }),
          data: { retry_after: s },
        };
      },
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
