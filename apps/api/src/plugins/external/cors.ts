/**
 * CORS. The site routes answer the sites' own origins (cloud :3000, ipintel :3100, ops :3200 by default;
 * `CORS_ORIGINS` lists them, comma-separated) and allow the `token` and `channel` request headers of spec
 * section 7. The keyed IP API (`/ip/v1/*`) is registered with `origins: '*'`: its callers are customers' own
 * pages and servers, identified by the `x-api-key` header rather than by origin or cookies.
 * Registered once per scope (app.ts); each registration answers preflight `OPTIONS` under its scope's prefix.
 */
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp(
  async (app, opts: { origins: string[] | '*' }) => {
    await app.register(cors, {
      origin: opts.origins,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['content-type', 'token', 'channel', 'x-api-key'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
