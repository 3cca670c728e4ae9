/**
 * The cost center's lists (routes/balance_recharge/wallet.ts): a wallet's top-up orders and ledger entries, newest
 * first, and bank-transfer declarations. Rows are answered as stored (fen); the route shapes them into yuan.
 */
import type { ApiReason } from '../../../lib/envelope.ts';
import { MAX_BANK_TRANSFER_FEN, MIN_TOPUP_FEN } from '@lanyun/validators/topup';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { bankTransfers, ledgerEntries, rechargeOrders } from '../../../db/schema.ts';
import { cappedCount } from '../../../lib/capped-count.ts';
import { decodeCursor, keysetPage } from '../../../lib/keyset.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { assertVerified } from './wallet.ts';

/** The refusal of a declaration over the bank-transfer maximum. */
export const BANK_TRANSFER_MAX_MSG = 'wallet.transfer_max' satisfies ApiReason;

export type LedgerRow = typeof ledgerEntries.$inferSelect;
/** Filters of the ledger list and its CSV: a kind, and a time range in unix seconds (`from` inclusive, `to` not). */
export interface LedgerFilter {
  kind?: string;
  from?: number;
  to?: number;
}

/** One page of the wallet's top-up orders (optionally of one status), newest first. */
export async function listRechargeOrders(
  db: DbOrTx,
  ownerId: number,
  q: { page: number; page_size: number; status?: number },
) {
  const where = and(eq(rechargeOrders.userId, ownerId), q.status ? eq(rechargeOrders.status, q.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(rechargeOrders)
      .where(where)
      .orderBy(desc(rechargeOrders.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(rechargeOrders).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

const ledgerWhere = (ownerId: number, f: LedgerFilter) => {
  const conds: SQL[] = [eq(ledgerEntries.userId, ownerId)];
  if (f.kind) conds.push(eq(ledgerEntries.kind, f.kind));
  if (f.from) conds.push(gte(ledgerEntries.createdAt, new Date(f.from * 1000)));
  if (f.to) conds.push(lt(ledgerEntries.createdAt, new Date(f.to * 1000)));
  return and(...conds);
};

/**
 * One page of the wallet's ledger entries, newest first; the total is exact up to COUNT_CAP (lib/capped-count.ts),
 * past it `totalCapped`. With `f.cursor` (a previous page's `nextCursor`, lib/keyset.ts) the page is the entries
 * after it (`id <` its id on ledger_user_id_idx) instead of an offset; `nextCursor` is null on the last page.
 * @throws ApiError 400 `validation.cursor` for a cursor this list did not write
 */
export async function listLedger(
  db: DbOrTx,
  ownerId: number,
  f: LedgerFilter & { page: number; page_size: number; cursor?: string },
) {
  const where = ledgerWhere(ownerId, f);
  const after = f.cursor ? decodeCursor(f.cursor, ['int'])[0] : undefined;
  const [read, counted] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(after === undefined ? where : and(where, lt(ledgerEntries.id, after)))
      .orderBy(desc(ledgerEntries.id))
      .limit(f.page_size + 1)
      .offset(after === undefined ? (f.page - 1) * f.page_size : 0),
    cappedCount(db, db.select({ one: sql`1` }).from(ledgerEntries).where(where).getSQL()),
  ]);
  const { rows, nextCursor } = keysetPage(read, f.page_size, (r) => [r.id]);
  return { rows, total: counted.total, totalCapped: counted.capped, nextCursor };
}

/** The wallet's ledger entries for the CSV export, newest first, at most `limit`. */
export function ledgerForExport(db: DbOrTx, ownerId: number, f: LedgerFilter, limit = 10_000): Promise<LedgerRow[]> {
  return db.select().from(ledgerEntries).where(ledgerWhere(ownerId, f)).orderBy(desc(ledgerEntries.id)).limit(limit);
}

/**
 * Record a bank-transfer declaration (credited when finance confirms it, routes/ops/wallet.ts).
 * @param amountFen between MIN_TOPUP_FEN and MAX_BANK_TRANSFER_FEN (@lanyun/validators/topup)
 * @throws ApiError 400 for an amount out of range; 503 when the wallet's owner is not verified
 */
export async function declareBankTransfer(
  db: DbOrTx,
  input: { ownerId: number; createdBy: number; amountFen: number; payerName: string; reference: string },
): Promise<{ id: number; status: number }> {
  if (input.amountFen < MIN_TOPUP_FEN) throw new ApiError(CODE.BAD_REQUEST, 'wallet.topup_min');
  if (input.amountFen > MAX_BANK_TRANSFER_FEN)
    throw new ApiError(CODE.BAD_REQUEST, BANK_TRANSFER_MAX_MSG, {
      max: (MAX_BANK_TRANSFER_FEN / 100).toLocaleString('en-US'),
    });
  await assertVerified(db, input.ownerId);
  const [row] = await db
    .insert(bankTransfers)
    .values({
      userId: input.ownerId,
      createdBy: input.createdBy,
      amountFen: input.amountFen,
      payerName: input.payerName,
      reference: input.reference,
    })
    .returning({ id: bankTransfers.id, status: bankTransfers.status });
  if (!row) throw new Error('bank transfer: insert returned no row');
  return row;
}

/**
 * One page of the wallet's bank-transfer declarations, newest first, with their status (1 pending, 2 credited,
 * 3 rejected) and finance's note.
 */
export async function listBankTransfersOf(db: DbOrTx, ownerId: number, q: { page: number; page_size: number }) {
  const where = eq(bankTransfers.userId, ownerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bankTransfers)
      .where(where)
      .orderBy(desc(bankTransfers.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(bankTransfers).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
