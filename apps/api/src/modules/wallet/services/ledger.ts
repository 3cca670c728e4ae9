/**
 * The wallet ledger (issue "Wallet"). Balances change only through `postLedger`, inside the
 * caller's transaction: it locks the user row, applies the deltas, refuses a negative result, and
 * writes the entry with the balances after it. Money is integer fen throughout.
 *
 * Spending rule (decided in docs/decisions/0001-questions-the-product-spec-leaves-open.md "Spending order"): a purchase spends give_balance (gift money) first,
 * then balance (cash); `spendSplit` computes the split.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { ledgerEntries, users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { ledgerWrites } from '../../../lib/metrics.ts';
import { type LocalText, storedText } from '../../platform/index.ts';
import { accountChanged } from '../../accounts/index.ts';
import { rowsOf } from '../../../db/rows.ts';

export type LedgerKind = 'topup' | 'bank_transfer' | 'gift' | 'purchase' | 'refund' | 'adjustment';

export interface LedgerEntryInput {
  userId: number;
  kind: LedgerKind;
  balanceDeltaFen: number;
  giveDeltaFen?: number;
  refType: string;
  refId: string | number;
  /** What the entry is for: a catalogue text (rendered per reader), or an operator's own words (shown as written). */
  memo?: LocalText | string;
  operatorId?: number;
}

/**
 * Apply one ledger entry. Call inside a transaction. Returns the balances after it (fen) and the entry's id.
 * @throws ApiError 400 'wallet.insufficient' when either balance would go below zero
 * @throws ApiError 404 for an unknown user
 */
export async function postLedger(
  tx: DbOrTx,
  e: LedgerEntryInput,
): Promise<{ balanceFen: number; giveBalanceFen: number; entryId: number }> {
  if (!Number.isSafeInteger(e.balanceDeltaFen) || !Number.isSafeInteger(e.giveDeltaFen ?? 0))
    throw new RangeError('ledger deltas must be integer fen');
  const [u] = await tx
    .select({ balance: users.balanceFen, give: users.giveBalanceFen })
    .from(users)
    .where(eq(users.id, e.userId))
    .for('update');
  if (!u) throw new ApiError(CODE.NOT_FOUND, 'account.not_found');
  const balanceFen = u.balance + e.balanceDeltaFen;
  const giveBalanceFen = u.give + (e.giveDeltaFen ?? 0);
  if (balanceFen < 0 || giveBalanceFen < 0) throw new ApiError(CODE.BAD_REQUEST, 'wallet.insufficient');
  await tx.update(users).set({ balanceFen, giveBalanceFen }).where(eq(users.id, e.userId));
  accountChanged(e.userId);
  const memo = typeof e.memo === 'object' ? storedText(e.memo) : { text: e.memo ?? '', key: null, params: null };
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      userId: e.userId,
      kind: e.kind,
      balanceDeltaFen: e.balanceDeltaFen,
      giveDeltaFen: e.giveDeltaFen ?? 0,
      balanceAfterFen: balanceFen,
      giveAfterFen: giveBalanceFen,
      refType: e.refType,
      refId: String(e.refId),
      memo: memo.text,
      memoKey: memo.key,
      memoParams: memo.params,
      operatorId: e.operatorId ?? null,
    })
    .returning({ id: ledgerEntries.id });
  ledgerWrites.inc({ kind: e.kind });
  return { balanceFen, giveBalanceFen, entryId: entry!.id };
}

/** Split a purchase of `amountFen` into gift money first, then cash. */
export function spendSplit(amountFen: number, giveBalanceFen: number): { giveFen: number; cashFen: number } {
  const giveFen = Math.min(amountFen, Math.max(0, giveBalanceFen));
  return { giveFen, cashFen: amountFen - giveFen };
}

export interface LedgerMismatch {
  user_id: number;
  balance_fen: number;
  ledger_balance_fen: number;
  give_balance_fen: number;
  ledger_give_fen: number;
}

/** Compare every account's balances with the sum of its ledger entries. Empty result = consistent. */
export async function checkLedger(db: DbOrTx): Promise<{ accounts: number; mismatches: LedgerMismatch[] }> {
  type Row = {
    user_id: number;
    balance_fen: string;
    give_balance_fen: string;
    ledger_balance_fen: string;
    ledger_give_fen: string;
  };
  const list = await rowsOf<Row>(
    db,
    sql`
    select u.id as user_id, u.balance_fen, u.give_balance_fen,
           coalesce(sum(l.balance_delta_fen), 0) as ledger_balance_fen,
           coalesce(sum(l.give_delta_fen), 0) as ledger_give_fen
    from users u left join ledger_entries l on l.user_id = u.id
    group by u.id, u.balance_fen, u.give_balance_fen`,
  );
  const mismatches = list
    .map((r) => ({
      user_id: Number(r.user_id),
      balance_fen: Number(r.balance_fen),
      ledger_balance_fen: Number(r.ledger_balance_fen),
      give_balance_fen: Number(r.give_balance_fen),
      ledger_give_fen: Number(r.ledger_give_fen),
    }))
    .filter((r) => r.balance_fen !== r.ledger_balance_fen || r.give_balance_fen !== r.ledger_give_fen);
  return { accounts: list.length, mismatches };
}
