/**
 * One account on the cloud site and the IP site, which live on different domains
 * (docs/decisions/0009-ip-intelligence.md, services/accounts/login-handoff.ts):
 *   POST /v1/get_login_token        (logged in; quiet call in spec section 7) a one-time code, valid 60 s
 *   POST /v1/login_token_exchange   the other site's server trades the code for a session token
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { exchangeHandoffCode, issueHandoffCode } from '../../services/login-handoff.ts';
import { requireUser } from '../../../../lib/require-user.ts';

const tags = ['auth'];
const form = { consumes: ['multipart/form-data', 'application/json'] };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/get_login_token',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A one-time code that logs this user in on the other site (valid 60 s, one use)',
        security: [{ token: [] }],
        response: { 200: envelope(z.object({ code: z.string(), expires_in: z.number().int().describe('Seconds') })) },
      },
    },
    async (request) => {
      const r = await issueHandoffCode(app.db, requireUser(request).id, requireUser(request).sessionId);
      return ok({ code: r.code, expires_in: r.expiresIn });
    },
  );

  app.post(
    '/v1/login_token_exchange',
    {
      config: { guard: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Trade a one-time code from /v1/get_login_token for a session token (once)',
        ...form,
        body: z.object({ code: z.string().trim().min(1, 'form.code_missing').max(100) }),
        response: {
          200: envelope(
            z.object({ token: z.string(), expires_in: z.number().int().describe('Seconds'), remember: z.boolean() }),
          ),
        },
      },
    },
    async (request) => {
      const ua = request.headers['user-agent'];
      const r = await exchangeHandoffCode(app.db, request.body.code, {
        clientIp: request.ip,
        ...(ua ? { userAgent: ua } : {}),
      });
      return ok({ token: r.token, expires_in: r.expiresIn, remember: r.remember });
    },
  );
};

export default routes;
