/**
 * Customer look-up for operators (roles reviewer and finance; admin passes):
 * POST /ops/customers/list (paged, searched, filtered and sorted; services/ops/customer-list.ts) and
 * GET /ops/customers/export (the same rows as CSV, streamed),
 * POST /ops/customers/detail
 * (profile, balances, latest ledger entries and orders), /ops/customers/ledger and
 * /ops/customers/orders (paged). Read-only: changes go through the audited calls
 * (real-name review, bank transfers, ledger adjustment).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../../../lib/csv-export.ts';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { CursorPageQuery, cursorPaged, Id } from '../../../../lib/schemas.ts';
import { CustomerListItem, CustomerOrder, CustomerSummary, LedgerItem } from '../../schemas/ops.ts';
import { customersCsv, listCustomers } from '../../services/customer-list.ts';
import { customerDetail, customerLedger, customerOrders } from '../../services/customers.ts';
import { messageLang } from '../../../../lib/lang.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };

/** The customer list's search, filters and sort (the list's body, the export's query). */
const CustomerFilter = z.object({
  q: z
    .string()
    .trim()
    .max(254)
    .optional()
    .describe(
      'Phone, e-mail, account id, name or company (partial), verified real or company name (partial), ID number (full or last 4)',
    ),
  authentication_status: z.coerce.number().int().min(0).max(3).optional(),
  disabled: z
    .enum(['0', '1', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .optional(),
  sort: z.enum(['id', 'created_at', 'balance']).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const staff = app.requireOperatorRole('reviewer', 'finance');

  app.post(
    '/ops/customers/list',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Customers, paged, with search, filters and sort (newest first by default)',
        security,
        ...form,
        body: CursorPageQuery.extend(CustomerFilter.shape),
        response: { 200: envelope(cursorPaged(CustomerListItem)) },
      },
    },
    async (request) => ok(await listCustomers(db, request.body)),
  );

  app.get(
    '/ops/customers/export',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "Customers as CSV (the list's search, filters and sort; every matching row, streamed)",
        description:
          'UTF-8 with a byte-order mark; columns id, user_name, name, phone, email, company, verified_name, id_number (masked), authentication_status, balance, give_balance (yuan), disabled, created_at (ISO 8601, UTC).',
        security,
        querystring: CustomerFilter,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendCsv(reply, 'customers', customersCsv(db, request.query)),
  );

  app.post(
    '/ops/customers/detail',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'A customer: profile, balances, the 20 latest ledger entries and orders',
        security,
        ...form,
        body: z.object({ id: Id }),
        response: {
          200: envelope(
            z.object({
              customer: CustomerSummary,
              sub_accounts: z.number().int(),
              ledger: z.array(LedgerItem),
              orders: z.array(CustomerOrder),
            }),
          ),
        },
      },
    },
    async (request) => ok(await customerDetail(db, request.body.id, messageLang(request))),
  );

  app.post(
    '/ops/customers/ledger',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'A customer’s ledger, newest first',
        security,
        ...form,
        body: CursorPageQuery.extend({ user_id: Id }),
        response: { 200: envelope(cursorPaged(LedgerItem)) },
      },
    },
    async (request) => ok(await customerLedger(db, request.body, messageLang(request))),
  );

  app.post(
    '/ops/customers/orders',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'A customer’s top-up and product orders, newest first',
        security,
        ...form,
        body: CursorPageQuery.extend({ user_id: Id }),
        response: { 200: envelope(cursorPaged(CustomerOrder)) },
      },
    },
    async (request) => ok(await customerOrders(db, request.body, messageLang(request))),
  );
};

export default routes;
