/**
 * Operator management (role admin only): POST /ops/operators/list, /ops/operators/create (with an
 * initial password; the new operator sets up two-factor log-in at first log-in),
 * /ops/operators/update (name, role, disabled; disabling ends the operator's sessions),
 * /ops/operators/reset_totp (the operator enrols again at next log-in) and
 * /ops/operators/reset_password. Operators are never deleted (the audit log names them).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { requireOperator } from '../../../../lib/require-user.ts';
import { Flag } from '../../../accounts/index.ts';
import { Id, PageQuery, paged } from '../../../../lib/schemas.ts';
import { OperatorRole, OperatorView } from '../../schemas/ops.ts';
import {
  createOperator,
  listOperators,
  operatorView,
  resetOperatorPassword,
  resetOperatorTotp,
  updateOperator,
} from '../../services/operators.ts';

const tags = ['ops-admin'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };
const Password = z
  .string()
  .min(10, 'form.password_min10')
  .max(128)
  .regex(/[A-Za-z]/, 'form.needs_letter')
  .regex(/\d/, 'form.needs_digit');

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const admin = app.requireOperatorRole('admin');
  const actor = (request: FastifyRequest) => ({
    operatorId: requireOperator(request).id,
    clientIp: request.ip,
  });

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
    async (request) => ok(await listOperators(db, request.body.page, request.body.page_size)),
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
    async (request) => ok(operatorView(await createOperator(db, request.body, actor(request))), 'done.created'),
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
      const { id, ...changes } = request.body;
      return ok(operatorView(await updateOperator(db, id, changes, actor(request))), 'done.saved');
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
    async (request) =>
      ok(operatorView(await resetOperatorTotp(db, request.body.id, actor(request))), 'done.totp_reset'),
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
      await resetOperatorPassword(db, request.body.id, request.body.password, actor(request));
      return ok(null, 'done.password_changed');
    },
  );
};

export default routes;
