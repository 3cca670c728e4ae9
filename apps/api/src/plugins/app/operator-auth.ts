/**
 * Operator (staff) authentication for the /ops/* API used by the operator console. Operators are
 * a separate table from customers; their sessions last 12 hours. The `token` header carries the
 * operator token on /ops/* routes; a missing or expired one answers code 506 like customer calls.
 */
import { OPERATOR_ROLES, type OperatorRole } from '@lanyun/contract/permissions';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { operators, operatorSessions } from '../../db/schema.ts';
import { ApiError, CODE } from '../../lib/envelope.ts';
import { hashToken } from '../../lib/tokens.ts';
import { requireOperator } from '../../lib/require-user.ts';

export const OPERATOR_SESSION_SECONDS = 12 * 3600;

/**
 * Operator roles (issue "Content and operations"): `editor` publishes content, `reviewer` decides
 * real-name and trial applications, `finance` confirms bank transfers and adjusts ledgers, `admin`
 * may do everything (catalog, IP plans, operators), `support` answers support tickets. Checked on the server for every /ops call
 * (docs/permissions.md "Operator roles"). Declared in @lanyun/contract/permissions, shared with the console.
 */
export { OPERATOR_ROLES, type OperatorRole };
export type SessionOperator = typeof operators.$inferSelect & { sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    operator: SessionOperator | null;
  }
  interface FastifyInstance {
    requireOperator: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler factory: a logged-in operator with two-factor log-in set up whose role is one of
     * `roles` (admin always passes). Throws code 506 without a valid operator session, 403 when
     * two-factor log-in is not set up yet or for another role.
     */
    requireOperatorRole: (...roles: OperatorRole[]) => (request: FastifyRequest) => Promise<void>;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('operator', null);
    app.decorate('requireOperator', async (request: FastifyRequest) => {
      const header = request.headers.token;
      const token = Array.isArray(header) ? header[0] : header;
      const rows = token
        ? await app.db
            .select({ op: operators, sessionId: operatorSessions.id })
            .from(operatorSessions)
            .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
            .where(
              and(
                eq(operatorSessions.tokenHash, hashToken(token)),
                isNull(operatorSessions.revokedAt),
                gt(operatorSessions.expiresAt, new Date()),
              ),
            )
            .limit(1)
        : [];
      const row = rows[0];
      if (!row || row.op.disabled) throw new ApiError(CODE.SESSION_INVALID, 'ops.session_expired');
      request.operator = { ...row.op, sessionId: row.sessionId };
    });
    app.decorate('requireOperatorRole', (...roles: OperatorRole[]) => async (request: FastifyRequest) => {
      await app.requireOperator(request);
      if (!requireOperator(request).totpEnabled) throw new ApiError(CODE.FORBIDDEN, 'ops.totp_required');
      const role = requireOperator(request).role as OperatorRole;
      if (role !== 'admin' && !roles.includes(role)) throw new ApiError(CODE.FORBIDDEN, 'ops.role_forbidden');
    });
  },
  { name: 'operator-auth', dependencies: ['db'] },
);
