/**
 * CORS: the sites call the API from their own origins (cloud :3000, ipintel :3100, ops :3200 by
 * default; `CORS_ORIGINS` lists them, comma-separated). The `token` and `channel` request headers
 * of spec section 7 are allowed.
 */
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp(
  async (app, opts: { origins: string[] }) => {
    await app.register(cors, {
      origin: opts.origins,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['content-type', 'token', 'channel', 'x-api-key'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
