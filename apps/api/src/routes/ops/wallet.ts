/**
 * Wallet operations for operators (issue "Wallet"): bank transfers awaiting confirmation
 * (POST /ops/bank_transfer/list, /ops/bank_transfer/decide — crediting through the ledger),
 * balance adjustments with a reason (POST /ops/ledger/adjust) and the ledger consistency check
 * (POST /ops/ledger/check). Every change is audited in the same transaction.
 */
import { count, desc, eq, and } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bankTransfers, users } from '../../db/schema.ts';
import { ApiError, CODE, envelope, ok } from '../../lib/envelope.ts';
import { fenToYuan } from '../../lib/money.ts';
import { Id, paged, PageQuery, toSeconds, UnixSeconds } from '../../schemas/common.ts';
import { audit } from '../../services/audit.ts';
import { checkLedger, postLedger } from '../../services/ledger.ts';
import { requireOperator } from '../../lib/require-user.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };
const SignedFen = z.coerce.number().int().min(-100_000_000_00).max(100_000_000_00);

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post(
    '/ops/bank_transfer/list',
    {
      preHandler: app.requireOperatorRole('finance'),
      schema: {
        tags,
        summary: 'Declared bank transfers (status 1 pending by default)',
        security,
        ...form,
        body: PageQuery.extend({ status: z.coerce.number().int().min(1).max(3).default(1) }),
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
    async (request) => {
      const { page, page_size, status } = request.body;
      const where = eq(bankTransfers.status, status);
      const [rows, [total]] = await Promise.all([
        db
          .select({ t: bankTransfers, userName: users.userName })
          .from(bankTransfers)
          .innerJoin(users, eq(users.id, bankTransfers.userId))
          .where(where)
          .orderBy(desc(bankTransfers.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        db.select({ n: count() }).from(bankTransfers).where(where),
      ]);
      return ok({
        list: rows.map(({ t, userName }) => ({
          id: t.id,
          user_id: t.userId,
          user_name: userName,
          amount: fenToYuan(t.amountFen),
          payer_name: t.payerName,
          reference: t.reference,
          status: t.status,
          created_at: toSeconds(t.createdAt),
        })),
        total: Number(total?.n ?? 0),
        page,
        page_size,
      });
    },
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
      const { id, decision, note } = request.body;
      const operatorId = requireOperator(request).id;
      await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(bankTransfers)
          .set({ status: decision === 'credit' ? 2 : 3, note: note ?? null, operatorId, decidedAt: new Date() })
          .where(and(eq(bankTransfers.id, id), eq(bankTransfers.status, 1)))
          .returning();
        if (!moved) throw new ApiError(CODE.BAD_REQUEST, 'This transfer is unknown or already decided');
        if (decision === 'credit') {
          await postLedger(tx, {
            userId: moved.userId,
            kind: 'bank_transfer',
            balanceDeltaFen: moved.amountFen,
            refType: 'bank_transfer',
            refId: moved.id,
            memo: 'Public bank transfer',
            operatorId,
          });
        }
        await audit(tx, {
          operatorId,
          action: `bank_transfer.${decision}`,
          targetType: 'bank_transfer',
          targetId: id,
          detail: { amount_fen: moved.amountFen, user_id: moved.userId, note: note ?? null },
          before: { status: 1 },
          after: { status: moved.status, note: moved.note },
          clientIp: request.ip,
        });
      });
      return ok(null, decision === 'credit' ? 'Credited' : 'Rejected');
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
            reason: z.string().trim().min(1, 'Please give a reason').max(200),
          })
          .refine((b) => b.balance_delta_fen !== 0 || b.give_delta_fen !== 0, {
            message: 'Nothing to adjust',
            path: [],
          }),
        response: { 200: envelope(z.object({ balance: z.string(), give_balance: z.string() })) },
      },
    },
    async (request) => {
      const b = request.body;
      const operatorId = requireOperator(request).id;
      const after = await db.transaction(async (tx) => {
        const res = await postLedger(tx, {
          userId: b.user_id,
          kind: b.give_delta_fen && !b.balance_delta_fen ? 'gift' : 'adjustment',
          balanceDeltaFen: b.balance_delta_fen,
          giveDeltaFen: b.give_delta_fen,
          refType: 'operator',
          refId: operatorId,
          memo: b.reason,
          operatorId,
        });
        await audit(tx, {
          operatorId,
          action: 'ledger.adjust',
          targetType: 'user',
          targetId: b.user_id,
          detail: { balance_delta_fen: b.balance_delta_fen, give_delta_fen: b.give_delta_fen, reason: b.reason },
          before: {
            balance_fen: res.balanceFen - b.balance_delta_fen,
            give_balance_fen: res.giveBalanceFen - b.give_delta_fen,
          },
          after: { balance_fen: res.balanceFen, give_balance_fen: res.giveBalanceFen },
          clientIp: request.ip,
        });
        return res;
      });
      return ok({ balance: fenToYuan(after.balanceFen), give_balance: fenToYuan(after.giveBalanceFen) }, 'Adjusted');
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
