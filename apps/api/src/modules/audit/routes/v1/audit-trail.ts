/**
 * The customer's audit trail (操作审计; services/audit-trail.ts): POST /v1/audit_event_list (filters, newest first,
 * paged by `before`) and GET /v1/audit_event_export (the same filters as CSV). The main account reads the events of the
 * whole account (its own, its sub-accounts', their keys'); sub-accounts are refused (403 auth.main_account_only).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../../../lib/csv-export.ts';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { walletOwnerId } from '../../../wallet/index.ts';
import { auditCsv, listAuditEvents } from '../../services/audit-trail.ts';

const tags = ['audit-trail'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };
const Seconds = z.coerce.number().int().min(0).max(4_102_444_800);
const Filter = z.object({
  from: Seconds.optional().describe('Unix seconds, inclusive'),
  to: Seconds.optional().describe('Unix seconds, exclusive'),
  source: z.enum(['console', 'api']).optional(),
  access_key_id: z.string().trim().max(40).optional(),
  resource: z.string().trim().max(100).optional(),
  action: z.string().trim().max(100).optional().describe('Part of the action, e.g. instances or instance_stop'),
});
const EventOut = z.object({
  id: z.number().int(),
  time: z.number().int(),
  user_id: z.number().int(),
  access_key_id: z.string().nullable(),
  source: z.enum(['console', 'api']),
  action: z.string(),
  resource: z.string().nullable(),
  ip: z.string(),
  status: z.number().int(),
  ok: z.boolean(),
  request_id: z.string(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const guard = [app.requireUser, app.requireMainAccount];
  app.post(
    '/v1/audit_event_list',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        ...form,
        summary:
          'The account’s audit trail (90 days): who, which AccessKey, what, on which resource, from where, result',
        body: Filter.extend({
          before: z.coerce.number().int().positive().optional().describe('next_before of the previous page'),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: envelope(z.object({ items: z.array(EventOut), next_before: z.number().int().nullable() })) },
      },
    },
    async (request) => ok(await listAuditEvents(app.db, walletOwnerId(requireUser(request)), request.body)),
  );

  app.get(
    '/v1/audit_event_export',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'The audit trail as CSV (the list’s filters; every matching event, newest first)',
        querystring: Filter,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'audit-trail', auditCsv(app.db, walletOwnerId(requireUser(request)), request.query)),
  );
};

export default routes;
