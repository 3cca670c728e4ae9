/**
 * Wallet operations for operators (routes/ops/wallet.ts): declared bank transfers awaiting confirmation (listed,
 * then credited through the ledger or rejected) and balance adjustments with a reason. Amounts are integer fen
 * inside, yuan strings in views. Every change goes through the ledger (services/wallet/ledger.ts) and is audited in the
 * same transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { bankTransfers } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { audit } from '../../ops/index.ts';
import { postLedger } from './ledger.ts';
import type { OperatorActor } from '../../ops/index.ts';
import { notify } from '../../accounts/index.ts';

/** Signed yuan of a fen delta, as messages show it (e.g. +12.00, -3.50, 0.00). */
const signedYuan = (fen: number) => (fen > 0 ? `+${fenToYuan(fen)}` : fen < 0 ? `-${fenToYuan(-fen)}` : fenToYuan(0));

/**
 * Credit (receipt confirmed: the amount goes to the balance through the ledger) or reject a pending bank transfer;
 * either way the customer gets a finance message (services/accounts/notify.ts, once per transfer) in the same
 * transaction.
 * @throws ApiError 400 when the transfer is unknown or already decided
 */
export async function decideBankTransfer(
  db: DbOrTx,
  input: { id: number; decision: 'credit' | 'reject'; note?: string },
  by: OperatorActor,
) {
  const { id, decision, note } = input;
  const { operatorId } = by;
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(bankTransfers)
      .set({ status: decision === 'credit' ? 2 : 3, note: note ?? null, operatorId, decidedAt: new Date() })
      .where(and(eq(bankTransfers.id, id), eq(bankTransfers.status, 1)))
      .returning();
    if (!moved) throw new ApiError(CODE.BAD_REQUEST, 'wallet.transfer_decided');
    if (decision === 'credit') {
      await postLedger(tx, {
        userId: moved.userId,
        kind: 'bank_transfer',
        balanceDeltaFen: moved.amountFen,
        refType: 'bank_transfer',
        refId: moved.id,
        memo: { key: 'ledger.bank_transfer' },
        operatorId,
      });
    }
    const amount = fenToYuan(moved.amountFen);
    await notify(tx, {
      userId: moved.userId,
      category: 'finance',
      event: `bank_transfer:${moved.id}`,
      ...(decision === 'credit'
        ? { key: 'message.transfer_credited', params: { amount, payer: moved.payerName } }
        : {
            key: 'message.transfer_rejected',
            params: { amount, note: note ? { key: 'message.transfer_note', params: { note } } : '' },
          }),
    });
    await audit(tx, {
      operatorId,
      action: `bank_transfer.${decision}`,
      targetType: 'bank_transfer',
      targetId: id,
      detail: { amount_fen: moved.amountFen, user_id: moved.userId, note: note ?? null },
      before: { status: 1 },
      after: { status: moved.status, note: moved.note },
      clientIp: by.clientIp,
    });
  });
}

/**
 * Adjust a balance and/or gift balance by signed fen amounts with a reason (a gift when only the gift balance
 * moves); the customer gets a finance message with both changes and the reason. Returns the balances after, in fen.
 * @throws what services/wallet/ledger.ts `postLedger` throws (unknown account, a balance that would go negative)
 */
export async function adjustBalance(
  db: DbOrTx,
  b: { user_id: number; balance_delta_fen: number; give_delta_fen: number; reason: string },
  by: OperatorActor,
) {
  const { operatorId } = by;
  return db.transaction(async (tx) => {
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
    await notify(tx, {
      userId: b.user_id,
      category: 'finance',
      event: `adjust:${res.entryId}`,
      key: 'message.balance_adjusted',
      params: {
        cash: signedYuan(b.balance_delta_fen),
        gift: signedYuan(b.give_delta_fen),
        reason: b.reason,
      },
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
      clientIp: by.clientIp,
    });
    return res;
  });
}
