/**
 * Customer look-up for operators (roles reviewer and finance; admin passes):
 * POST /ops/customers/search (by account id, e-mail, phone or name), /ops/customers/detail
 * (profile, balances, latest ledger entries and orders), /ops/customers/ledger and
 * /ops/customers/orders (paged). Read-only: changes go through the audited calls
 * (real-name review, bank transfers, ledger adjustment).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.ts';
import { Id, PageQuery, paged } from '../../schemas/common.ts';
import { CustomerOrder, CustomerSummary, LedgerItem } from '../../schemas/ops.ts';
import { customerDetail, customerLedger, customerOrders, searchCustomers } from '../../services/ops/customers.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const staff = app.requireOperatorRole('reviewer', 'finance');

  app.post(
    '/ops/customers/search',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Find customers by account id, e-mail, phone or name (at most 20)',
        security,
        ...form,
        body: z.object({ q: z.string().trim().min(1).max(254) }),
        response: { 200: envelope(z.array(CustomerSummary)) },
      },
    },
    async (request) => ok(await searchCustomers(db, request.body.q)),
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
    async (request) => ok(await customerDetail(db, request.body.id)),
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
        body: PageQuery.extend({ user_id: Id }),
        response: { 200: envelope(paged(LedgerItem)) },
      },
    },
    async (request) => ok(await customerLedger(db, request.body)),
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
        body: PageQuery.extend({ user_id: Id }),
        response: { 200: envelope(paged(CustomerOrder)) },
      },
    },
    async (request) => ok(await customerOrders(db, request.body)),
  );
};

export default routes;
