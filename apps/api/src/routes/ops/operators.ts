/**
 * Operator management (role admin only): POST /ops/operators/list, /ops/operators/create (with an
 * initial password; the new operator sets up two-factor log-in at first log-in),
 * /ops/operators/update (name, role, disabled; disabling ends the operator's sessions),
 * /ops/operators/reset_totp (the operator enrols again at next log-in) and
 * /ops/operators/reset_password. Operators are never deleted (the audit log names them).
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { operators, operatorSessions } from '../../db/schema.ts';
import { ApiError, CODE, envelope, ok } from '../../lib/envelope.ts';
import { Flag } from '../../schemas/account.ts';
import { Id, paged, PageQuery } from '../../schemas/common.ts';
import { OperatorRole, OperatorView } from '../../schemas/ops.ts';
import { hashPassword } from '../../services/accounts.ts';
import { audit } from '../../services/audit.ts';
import { operatorView } from './auth.ts';
import { requireOperator } from '../../lib/require-user.ts';

const tags = ['ops-admin'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };
const Password = z
  .string()
  .min(10, 'At least 10 characters')
  .max(128)
  .regex(/[A-Za-z]/, 'Needs a letter')
  .regex(/\d/, 'Needs a digit');

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const admin = app.requireOperatorRole('admin');

  async function revokeSessions(tx: Db, operatorId: number) {
    await tx
      .update(operatorSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
  }

  app.post(
    '/ops/operators/list',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Operators',
        security,
        ...form,
        body: PageQuery,
        response: { 200: envelope(paged(OperatorView)) },
      },
    },
    async (request) => {
      const { page, page_size } = request.body;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(operators)
          .orderBy(operators.id)
          .limit(page_size)
          .offset((page - 1) * page_size),
        db.select({ n: count() }).from(operators),
      ]);
      return ok({ list: rows.map(operatorView), total: Number(total?.n ?? 0), page, page_size });
    },
  );

  app.post(
    '/ops/operators/create',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Create an operator (sets up two-factor log-in at first log-in)',
        security,
        ...form,
        body: z.object({
          email: z.string().trim().toLowerCase().email().max(254),
          name: z.string().trim().min(1).max(60),
          role: OperatorRole,
          password: Password,
        }),
        response: { 200: envelope(OperatorView) },
      },
    },
    async (request) => {
      const b = request.body;
      const [exists] = await db
        .select({ id: operators.id })
        .from(operators)
        .where(sql`lower(${operators.email}) = ${b.email}`)
        .limit(1);
      if (exists) throw new ApiError(CODE.BAD_REQUEST, 'An operator with this e-mail already exists');
      const passwordHash = await hashPassword(b.password);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(operators)
          .values({ email: b.email, name: b.name, role: b.role, passwordHash })
          .returning();
        await audit(tx, {
          operatorId: requireOperator(request).id,
          action: 'operator.create',
          targetType: 'operator',
          targetId: created!.id,
          after: operatorView(created!),
          clientIp: request.ip,
        });
        return created!;
      });
      return ok(operatorView(row), 'Created');
    },
  );

  app.post(
    '/ops/operators/update',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Change an operator’s name, role or disabled flag (disabling ends their sessions)',
        security,
        ...form,
        body: z.object({
          id: Id,
          name: z.string().trim().min(1).max(60).optional(),
          role: OperatorRole.optional(),
          disabled: Flag.optional(),
        }),
        response: { 200: envelope(OperatorView) },
      },
    },
    async (request) => {
      const { id, name, role, disabled } = request.body;
      const me = requireOperator(request);
      if (id === me.id && (disabled === true || (role && role !== 'admin')))
        throw new ApiError(CODE.BAD_REQUEST, 'You cannot disable yourself or take away your own admin role');
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
        if (!before) throw new ApiError(CODE.NOT_FOUND, 'No such operator');
        const [after] = await tx
          .update(operators)
          .set({
            ...(name !== undefined ? { name } : {}),
            ...(role !== undefined ? { role } : {}),
            ...(disabled !== undefined ? { disabled } : {}),
          })
          .where(eq(operators.id, id))
          .returning();
        if (disabled) await revokeSessions(tx, id);
        await audit(tx, {
          operatorId: me.id,
          action: 'operator.update',
          targetType: 'operator',
          targetId: id,
          before: operatorView(before),
          after: operatorView(after!),
          clientIp: request.ip,
        });
        return after!;
      });
      return ok(operatorView(row), 'Saved');
    },
  );

  app.post(
    '/ops/operators/reset_totp',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Reset an operator’s two-factor log-in (lost phone); ends their sessions',
        security,
        ...form,
        body: z.object({ id: Id }),
        response: { 200: envelope(OperatorView) },
      },
    },
    async (request) => {
      const { id } = request.body;
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
        if (!before) throw new ApiError(CODE.NOT_FOUND, 'No such operator');
        const [after] = await tx
          .update(operators)
          .set({ totpEnabled: false, totpSecret: null, totpLastStep: null })
          .where(eq(operators.id, id))
          .returning();
        await revokeSessions(tx, id);
        await audit(tx, {
          operatorId: requireOperator(request).id,
          action: 'operator.reset_totp',
          targetType: 'operator',
          targetId: id,
          before: operatorView(before),
          after: operatorView(after!),
          clientIp: request.ip,
        });
        return after!;
      });
      return ok(operatorView(row), 'Two-factor log-in reset');
    },
  );

  app.post(
    '/ops/operators/reset_password',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Set a new password for an operator; ends their sessions',
        security,
        ...form,
        body: z.object({ id: Id, password: Password }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { id, password } = request.body;
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(operators)
          .set({ passwordHash })
          .where(eq(operators.id, id))
          .returning({ id: operators.id });
        if (!row) throw new ApiError(CODE.NOT_FOUND, 'No such operator');
        await revokeSessions(tx, id);
        await audit(tx, {
          operatorId: requireOperator(request).id,
          action: 'operator.reset_password',
          targetType: 'operator',
          targetId: id,
          clientIp: request.ip,
        });
      });
      return ok(null, 'Password changed');
    },
  );
};

export default routes;
