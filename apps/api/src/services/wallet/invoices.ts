/**
 * Invoice requests (issue 19 "Bills, invoices, refunds"): 增值税普通发票 (`normal`) and 增值税专用发票 (`special`).
 * The amount is at most what the account paid in cash for products and has not yet invoiced:
 *   invoiceable = cash spent on orders (−Σ balance_delta_fen of `purchase` and `refund` ledger entries)
 *                 − Σ amount of its pending and issued requests.
 * It is computed on the server inside the request's transaction while the account's row is locked, so concurrent
 * requests queue and can never exceed it together. Money is integer fen inside, yuan at the API.
 * A special invoice needs the bank, account number, address and phone of the buyer.
 * Refusals: 400 `invoice.over_cap` (data.invoiceable, yuan), 400 `invoice.special_fields`.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceRequests, ledgerEntries, users } from '../../db/schema.ts';
import { ApiError, CODE } from '../../lib/envelope.ts';
import { fenToYuan } from '../../lib/money.ts';
import { toSeconds } from '../../schemas/common.ts';
import { walletOwnerId } from './wallet.ts';

export type InvoiceKind = 'normal' | 'special';
type User = { id: number; pid: number };
type Row = typeof invoiceRequests.$inferSelect;

/** What `ownerId` may still invoice, fen (never below zero). */
export async function invoiceableFen(db: DbOrTx, ownerId: number): Promise<number> {
  const [spent] = await db
    .select({ fen: sql<string>`coalesce(-sum(${ledgerEntries.balanceDeltaFen}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, ownerId), inArray(ledgerEntries.kind, ['purchase', 'refund'])));
  const [asked] = await db
    .select({ fen: sql<string>`coalesce(sum(${invoiceRequests.amountFen}), 0)` })
    .from(invoiceRequests)
    .where(and(eq(invoiceRequests.userId, ownerId), inArray(invoiceRequests.status, ['pending', 'issued'])));
  return Math.max(0, Number(spent?.fen ?? 0) - Number(asked?.fen ?? 0));
}

/** An invoice request as the API answers it (yuan, Unix seconds). */
export function toInvoiceOut(r: Row) {
  return {
    id: r.id,
    kind: r.kind as InvoiceKind,
    title: r.title,
    tax_number: r.taxNumber,
    bank_name: r.bankName,
    bank_account: r.bankAccount,
    address: r.address,
    phone: r.phone,
    amount: fenToYuan(r.amountFen),
    status: r.status as 'pending' | 'issued' | 'rejected',
    reject_reason: r.rejectReason,
    has_file: r.fileKey !== null,
    created_at: toSeconds(r.createdAt),
    decided_at: r.decidedAt ? toSeconds(r.decidedAt) : null,
  };
}

export interface InvoiceInput {
  kind: InvoiceKind;
  title: string;
  /** Already validated and normalised (@lanyun/validators/tax-number). */
  taxNumber: string;
  bankName?: string;
  bankAccount?: string;
  address?: string;
  phone?: string;
  amountFen: number;
}

/**
 * Record an invoice request of `user`'s wallet owner.
 * @throws ApiError 400 invoice.special_fields, 400 invoice.over_cap (data.invoiceable in yuan)
 */
export async function requestInvoice(db: DbOrTx, user: User, input: InvoiceInput) {
  const special = [input.bankName, input.bankAccount, input.address, input.phone];
  if (input.kind === 'special' && special.some((v) => !v?.trim()))
    throw new ApiError(CODE.BAD_REQUEST, 'invoice.special_fields');
  const ownerId = walletOwnerId(user);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const cap = await invoiceableFen(tx, ownerId);
    if (input.amountFen > cap)
      throw new ApiError(
        CODE.BAD_REQUEST,
        'invoice.over_cap',
        {},
        {
          reason: 'invoice.over_cap',
          invoiceable: fenToYuan(cap),
        },
      );
    const [row] = await tx
      .insert(invoiceRequests)
      .values({
        userId: ownerId,
        createdBy: user.id,
        kind: input.kind,
        title: input.title,
        taxNumber: input.taxNumber,
        bankName: input.bankName?.trim() ?? '',
        bankAccount: input.bankAccount?.trim() ?? '',
        address: input.address?.trim() ?? '',
        phone: input.phone?.trim() ?? '',
        amountFen: input.amountFen,
      })
      .returning();
    return toInvoiceOut(row!);
  });
}

/** The account's invoice requests, newest first, and what it may still invoice (yuan). */
export async function listInvoices(db: DbOrTx, user: User) {
  const ownerId = walletOwnerId(user);
  const rows = await db
    .select()
    .from(invoiceRequests)
    .where(eq(invoiceRequests.userId, ownerId))
    .orderBy(desc(invoiceRequests.id))
    .limit(200);
  return { list: rows.map(toInvoiceOut), invoiceable: fenToYuan(await invoiceableFen(db, ownerId)) };
}

/**
 * Issue (with the invoice PDF, stored through the storage provider) or reject (with a reason) a pending request,
 * audited in the same transaction. When the transaction fails after the PDF was stored, the PDF is removed again; a
 * failure of that removal is logged (`deps.log`, pino) and the transaction's own error is the one thrown.
 * @throws ApiError 400 with data.reason invoice.decided | invoice.need_pdf | invoice.need_reason
 */
export async function decideInvoice(
  deps: {
    db: DbOrTx;
    storage: { put(key: string, data: Buffer, mime: string): Promise<void>; delete(key: string): Promise<void> };
    log: { error(obj: object, msg: string): void };
  },
  operatorId: number,
  input: { id: number; decision: 'issue' | 'reject'; reason?: string; file?: Buffer },
  auditEntry: (tx: DbOrTx, before: Row, after: Row) => Promise<void>,
) {
  let fileKey: string | null = null;
  if (input.decision === 'issue') {
    if (input.file?.subarray(0, 5).toString('latin1') !== '%PDF-')
      throw new ApiError(CODE.BAD_REQUEST, 'invoice.need_pdf');
    fileKey = `invoices/${input.id}-${Date.now()}.pdf`;
    await deps.storage.put(fileKey, input.file, 'application/pdf');
  } else if (!input.reason?.trim()) {
    throw new ApiError(CODE.BAD_REQUEST, 'invoice.need_reason');
  }
  const decide = deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(invoiceRequests).where(eq(invoiceRequests.id, input.id)).for('update');
    const [after] = await tx
      .update(invoiceRequests)
      .set({
        status: input.decision === 'issue' ? 'issued' : 'rejected',
        fileKey,
        rejectReason: input.decision === 'reject' ? input.reason!.trim() : null,
        operatorId,
        decidedAt: new Date(),
      })
      .where(and(eq(invoiceRequests.id, input.id), eq(invoiceRequests.status, 'pending')))
      .returning();
    if (!before || !after) throw new ApiError(CODE.BAD_REQUEST, 'invoice.decided');
    await auditEntry(tx, before, after);
    return toInvoiceOut(after);
  });
  // The PDF is stored before the transaction (a storage failure must not leave an issued invoice without its file);
  // when the transaction does not commit (decided elsewhere meanwhile, a database error), the file is removed again.
  // The caller needs the transaction's error (e.g. invoice.decided), not the removal's: a removal that fails too only
  // leaves an orphan PDF behind, which is logged with its key.
  return decide.catch(async (err: unknown) => {
    if (fileKey) {
      await deps.storage
        .delete(fileKey)
        .catch((cleanupErr: unknown) =>
          deps.log.error({ err: cleanupErr, fileKey, invoiceId: input.id }, 'invoice PDF left behind: removal failed'),
        );
    }
    throw err;
  });
}

/** The storage key of an issued invoice of `user`'s wallet owner. @throws ApiError 404 */
export async function invoiceFileKey(db: DbOrTx, user: User, id: number): Promise<string> {
  const [r] = await db
    .select({ key: invoiceRequests.fileKey })
    .from(invoiceRequests)
    .where(and(eq(invoiceRequests.id, id), eq(invoiceRequests.userId, walletOwnerId(user))));
  if (!r?.key) throw new ApiError(CODE.NOT_FOUND, 'invoice.no_file');
  return r.key;
}

/**
 * The storage key of issued invoice `id` of any account, for finance to download it again (GET /ops/invoice/file/:id).
 * @throws ApiError 404 `invoice.no_file` when the request is unknown or has no PDF (pending or rejected)
 */
export async function issuedInvoiceFileKey(db: DbOrTx, id: number): Promise<string> {
  const [r] = await db.select({ key: invoiceRequests.fileKey }).from(invoiceRequests).where(eq(invoiceRequests.id, id));
  if (!r?.key) throw new ApiError(CODE.NOT_FOUND, 'invoice.no_file');
  return r.key;
}
