/** Operator log-in and log-out: POST /ops/login, /ops/logout, /ops/me (throttled like customer log-in). */
import argon2 from 'argon2';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operators, operatorSessions } from '../../db/schema.ts';
import { ApiError, CODE, envelope, ok } from '../../lib/envelope.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { OPERATOR_SESSION_SECONDS } from '../../plugins/app/operator-auth.ts';
import { throttledLogin } from '../../services/login-throttle.ts';
import { audit } from '../../services/audit.ts';

const tags = ['ops'];
const Operator = z.object({ id: z.number().int(), email: z.string(), name: z.string(), role: z.string() });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops/login',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Operator log-in (12-hour session)',
        consumes: ['multipart/form-data', 'application/json'],
        body: z.object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(128) }),
        response: { 200: envelope(z.object({ token: z.string(), expires_in: z.number().int(), operator: Operator })) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const op = await throttledLogin(app.counters, `ops:${email}`, request.ip, async () => {
        const [row] = await app.db.select().from(operators).where(sql`lower(${operators.email}) = lower(${email})`).limit(1);
        if (!row || row.disabled || !(await argon2.verify(row.passwordHash, password))) throw new ApiError(CODE.BAD_REQUEST, 'Incorrect account or password');
        return row;
      });
      const token = newToken();
      await app.db.insert(operatorSessions).values({ operatorId: op.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + OPERATOR_SESSION_SECONDS * 1000) });
      await audit(app.db, { operatorId: op.id, action: 'operator.login', targetType: 'operator', targetId: op.id, clientIp: request.ip });
      return ok({ token, expires_in: OPERATOR_SESSION_SECONDS, operator: { id: op.id, email: op.email, name: op.name, role: op.role } });
    },
  );

  app.post('/ops/me', { preHandler: app.requireOperator, schema: { tags, summary: 'The logged-in operator', security: [{ token: [] }], response: { 200: envelope(Operator) } } }, async (request) => {
    const op = request.operator!;
    return ok({ id: op.id, email: op.email, name: op.name, role: op.role });
  });

  app.post('/ops/logout', { preHandler: app.requireOperator, schema: { tags, summary: 'Operator log-out', security: [{ token: [] }], response: { 200: envelope(z.null()) } } }, async (request) => {
    await app.db.update(operatorSessions).set({ revokedAt: new Date() }).where(eq(operatorSessions.id, request.operator!.sessionId));
    return ok(null);
  });
};

export default routes;
