/**
 * Wallet operations for operators (issue "Wallet"): bank transfers awaiting confirmation
 * (POST /ops/bank_transfer/list, GET /ops/bank_transfer/export as CSV, POST /ops/bank_transfer/decide — crediting through the ledger),
 * balance adjustments with a reason (POST /ops/ledger/adjust) and the ledger consistency check
 * (POST /ops/ledger/check). Every change is audited in the same transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../../../lib/csv-export.ts';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { messageLang } from '../../../../lib/lang.ts';
import { fenToYuan } from '../../../../lib/money.ts';
import { requireOperator } from '../../../../lib/require-user.ts';
import { Id, PageQuery, paged, UnixSeconds } from '../../../../lib/schemas.ts';
import { checkLedger } from '../../services/ledger.ts';
import { bankTransfersCsv, listBankTransfers } from '../../services/finance-lists.ts';
import { adjustBalance, decideBankTransfer } from '../../services/ops-wallet.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };
/** The bank-transfer list's status, search and sort (the list's body, the export's query). */
const TransferFilter = z.object({
  status: z.coerce.number().int().min(0).max(3).default(1).describe('1 pending, 2 credited, 3 rejected, 0 any'),
  q: z.string().trim().max(100).optional().describe('Account name, payer or reference (partial), or account id'),
  sort: z.enum(['id', 'amount']).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
const SignedFen = z.coerce.number().int().min(-100_000_000_00).max(100_000_000_00);

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post(
    '/ops/bank_transfer/list',
    {
      preHandler: app.requireOperatorRole('finance'),
      schema: {
        tags,
        summary: 'Declared bank transfers, paged, with status, search and sort (pending, newest first by default)',
        security,
        ...form,
        body: PageQuery.extend(TransferFilter.shape),
        response: {
          200: envelope(
            paged(
              z.object({
                id: z.number().int(),
                user_id: z.number().int(),
                user_name: z.string(),
                amount: z.string(),
                payer_name: z.string(),
                reference: z.string(),
                status: z.number().int(),
                created_at: UnixSeconds,
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await listBankTransfers(db, request.body)),
  );

  app.get(
    '/ops/bank_transfer/export',
    {
      preHandler: app.requireOperatorRole('finance'),
      schema: {
        tags,
        summary: "Declared bank transfers as CSV (the list's status, search and sort; every matching row, streamed)",
        description:
          'UTF-8 with a byte-order mark. Chinese readers: Chinese header, statuses in words, Beijing times; otherwise columns id, declared_at (ISO 8601, UTC), user_id, user_name, amount (yuan), payer_name, reference, status (1 pending, 2 credited, 3 rejected).',
        security,
        querystring: TransferFilter,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'bank-transfers', bankTransfersCsv(db, request.query, messageLang(request))),
  );

  app.post(
    '/ops/bank_transfer/decide',
    {
      preHandler: app.requireOperatorRole('finance'),
      schema: {
        tags,
        summary: 'Credit (receipt confirmed) or reject a declared bank transfer',
        security,
        ...form,
        body: z.object({ id: Id, decision: z.enum(['credit', 'reject']), note: z.string().trim().max(200).optional() }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await decideBankTransfer(db, request.body, { operatorId: requireOperator(request).id, clientIp: request.ip });
      return ok(null, request.body.decision === 'credit' ? 'done.credited' : 'done.rejected');
    },
  );

  app.post(
    '/ops/ledger/adjust',
    {
      preHandler: app.requireOperatorRole('finance'),
      schema: {
        tags,
        summary: 'Adjust a balance (fen, may be negative) with a reason',
        security,
        ...form,
        body: z
          .object({
            user_id: Id,
            balance_delta_fen: SignedFen.default(0),
            give_delta_fen: SignedFen.default(0),
            reason: z.string().trim().min(1, 'form.give_reason').max(200),
          })
          .refine((b) => b.balance_delta_fen !== 0 || b.give_delta_fen !== 0, {
            message: 'form.nothing_to_adjust',
            path: [],
          }),
        response: { 200: envelope(z.object({ balance: z.string(), give_balance: z.string() })) },
      },
    },
    async (request) => {
      const after = await adjustBalance(db, request.body, {
        operatorId: requireOperator(request).id,
        clientIp: request.ip,
      });
      return ok(
        { balance: fenToYuan(after.balanceFen), give_balance: fenToYuan(after.giveBalanceFen) },
        'done.adjusted',
      );
    },
  );

  app.post(
    '/ops/ledger/check',
    {
      preHandler: app.requireOperatorRole('finance'),
      schema: {
        tags,
        summary: 'Check every balance against the sum of its ledger entries',
        security,
        response: {
          200: envelope(
            z.object({
              accounts: z.number().int(),
              mismatches: z.array(
                z.object({
                  user_id: z.number().int(),
                  balance_fen: z.number().int(),
                  ledger_balance_fen: z.number().int(),
                  give_balance_fen: z.number().int(),
                  ledger_give_fen: z.number().int(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async () => ok(await checkLedger(db)),
  );
};

export default routes;
