/**
 * Money in the public API (routes/open/v1/scope.ts): GET /open/v1/balance, /open/v1/orders and /open/v1/bills (the
 * ledger lines), cursor-paged, amounts in yuan strings. Permission keys: cost-1-1 (view the finance pages).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../../../lib/require-user.ts';
import { balance, billsPage, ordersPage } from '../../../services/public-api.ts';
import { PageParams } from './instances.ts';

const tags = ['billing'];
const security = [{ accessKey: [] }];
/** View bills and the balance ledger (@lanyun/contract/permissions). */
const FINANCE = 'cost-1-1';
/** View orders. */
const ORDERS = 'cost-2-1';
const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), next_cursor: z.string().nullable() });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/balance',
    {
      preHandler: app.requirePermission(FINANCE),
      schema: {
        tags,
        security,
        summary: 'Balances of the account (yuan): cash, gift and what is available to spend',
        response: {
          200: z.object({ cash: z.string(), gift: z.string(), available: z.string(), currency: z.literal('CNY') }),
        },
      },
    },
    async (request) => balance(app.db, requireUser(request)),
  );

  app.get(
    '/orders',
    {
      preHandler: app.requirePermission(ORDERS),
      schema: {
        tags,
        security,
        summary: 'Orders, newest first',
        querystring: PageParams,
        response: {
          200: page(
            z.object({
              order_num: z.string(),
              kind: z.string(),
              amount: z.string(),
              refunded: z.string(),
              status: z.number().int(),
              client_token: z.string().nullable(),
              created_at: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) => ordersPage(app.db, requireUser(request), request.query),
  );

  app.get(
    '/bills',
    {
      preHandler: app.requirePermission(FINANCE),
      schema: {
        tags,
        security,
        summary: 'Bill lines: every change of the balances (signed, yuan), newest first',
        querystring: PageParams,
        response: {
          200: page(
            z.object({
              id: z.number().int(),
              kind: z.string(),
              cash: z.string(),
              gift: z.string(),
              cash_after: z.string(),
              ref_type: z.string(),
              ref_id: z.string(),
              created_at: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) => billsPage(app.db, requireUser(request), request.query),
  );
};

export default routes;
