/**
 * Finance's work lists (routes/ops/wallet.ts, routes/ops/invoices.ts): declared bank transfers and invoice requests,
 * each paged on the server with a status filter, a search and a sort, and exported as CSV (every matching row in the
 * list's order, streamed in keyset batches through lib/csv-export.ts).
 *
 * Search `q` (partial, case-insensitive): the customer's account name, or the account id when `q` is digits; bank
 * transfers also match the payer name and the reference, invoice requests the invoice title and tax number.
 * Sort: `id` (the time of declaration or request) or `amount`, then id, `asc` or `desc`.
 *
 * CSV cells follow the cost center's ledger export: for a Chinese reader (Accept-Language zh first) the header is in
 * Chinese, statuses and kinds are in words and times are Beijing time; otherwise the machine form (codes, ISO 8601 in
 * UTC) that scripts read. Amounts are yuan.
 */
import type { Readable } from 'node:stream';
import { and, count, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { bankTransfers, invoiceRequests, productOrders, users } from '../../../db/schema.ts';
import { csvStream } from '../../../lib/csv-export.ts';
import type { MessageLang } from '../../../lib/lang.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { type InvoiceStatus, toInvoiceOut } from './invoices.ts';
import {
  csvHeader as header,
  csvTime as time,
  csvWord as word,
  keysetExport,
  keysetOrder,
  listSearch,
  pageOf,
  type Paging,
} from '../../ops/index.ts';

/** The search and sort every finance list takes. */
export interface ListSort {
  q?: string;
  sort?: 'id' | 'amount';
  order?: 'asc' | 'desc';
}

/** The order of a finance list: by `amount` or by `id` (the time of declaration or request), then id. */
const ordering = (f: ListSort, amount: PgColumn, id: PgColumn, fallback: 'asc' | 'desc') =>
  keysetOrder((f.order ?? fallback) === 'asc', id, f.sort === 'amount' ? amount : id);

// ---- Bank transfers -------------------------------------------------------------------------------------------

/** Bank-transfer filters: status 1 pending, 2 credited, 3 rejected (none: every status), search and sort. */
export interface BankTransferFilter extends ListSort {
  status?: number;
}

const transferWhere = (f: BankTransferFilter) =>
  and(
    f.status ? eq(bankTransfers.status, f.status) : undefined,
    listSearch(f.q, [users.userName, bankTransfers.payerName, bankTransfers.reference], [bankTransfers.userId]),
  );
const transferOrder = (f: BankTransferFilter) => ordering(f, bankTransfers.amountFen, bankTransfers.id, 'desc');

function selectTransfers(db: DbOrTx, f: BankTransferFilter) {
  return db
    .select({ t: bankTransfers, userName: users.userName, key: transferOrder(f).key })
    .from(bankTransfers)
    .innerJoin(users, eq(users.id, bankTransfers.userId));
}

/** One page of bank transfers matching `f` (newest first by default), with the total. */
export function listBankTransfers(db: DbOrTx, f: BankTransferFilter & Paging) {
  const where = transferWhere(f);
  return pageOf(
    f,
    (limit, offset) =>
      selectTransfers(db, f)
        .where(where)
        .orderBy(...transferOrder(f).orderBy)
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(bankTransfers).innerJoin(users, eq(users.id, bankTransfers.userId)).where(where),
    (rows) =>
      rows.map(({ t, userName }) => ({
        id: t.id,
        user_id: t.userId,
        user_name: userName,
        amount: fenToYuan(t.amountFen),
        payer_name: t.payerName,
        reference: t.reference,
        status: t.status,
        created_at: toSeconds(t.createdAt),
      })),
  );
}

/** Bank transfers matching `f` as CSV: id, time, customer id and account, amount, payer, reference, status. */
export function bankTransfersCsv(db: DbOrTx, f: BankTransferFilter, lang: MessageLang): Readable {
  const where = transferWhere(f);
  const order = transferOrder(f);
  const rows = keysetExport(
    (after, limit) =>
      selectTransfers(db, f)
        .where(and(where, after))
        .orderBy(...order.orderBy)
        .limit(limit),
    (row) => order.after({ id: row.t.id, key: row.key }),
    ({ t, userName }) => [
      t.id,
      time(lang, t.createdAt),
      t.userId,
      userName,
      fenToYuan(t.amountFen),
      t.payerName,
      t.reference,
      word(lang, 'transfer_status', t.status),
    ],
  );
  return csvStream(header(lang, 'csv.bank_transfers_header'), rows);
}

// ---- Invoice requests -----------------------------------------------------------------------------------------

/** Invoice-request filters: status (none: every status), search and sort (oldest first by default). */
export interface InvoiceFilter extends ListSort {
  status?: InvoiceStatus;
}

const invoiceWhere = (f: InvoiceFilter) =>
  and(
    f.status ? eq(invoiceRequests.status, f.status) : undefined,
    listSearch(f.q, [users.userName, invoiceRequests.title, invoiceRequests.taxNumber], [invoiceRequests.userId]),
  );
const invoiceOrder = (f: InvoiceFilter) => ordering(f, invoiceRequests.amountFen, invoiceRequests.id, 'asc');

function selectInvoices(db: DbOrTx, f: InvoiceFilter) {
  return db
    .select({
      r: invoiceRequests,
      userName: users.userName,
      orderNum: productOrders.orderNum,
      key: invoiceOrder(f).key,
    })
    .from(invoiceRequests)
    .innerJoin(users, eq(users.id, invoiceRequests.userId))
    .leftJoin(productOrders, eq(productOrders.id, invoiceRequests.orderId));
}

/** One page of invoice requests matching `f` (oldest first by default: the queue's order), with the total. */
export function listInvoicesForOps(db: DbOrTx, f: InvoiceFilter & Paging) {
  const where = invoiceWhere(f);
  return pageOf(
    f,
    (limit, offset) =>
      selectInvoices(db, f)
        .where(where)
        .orderBy(...invoiceOrder(f).orderBy)
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(invoiceRequests).innerJoin(users, eq(users.id, invoiceRequests.userId)).where(where),
    (rows) =>
      rows.map(({ r, userName, orderNum }) => ({
        ...toInvoiceOut(r, orderNum),
        user_id: r.userId,
        user_name: userName,
      })),
  );
}

/**
 * Invoice requests matching `f` as CSV: id, requested, customer id and account, kind, title, tax number, amount,
 * status, decided, reject reason.
 */
export function invoicesCsv(db: DbOrTx, f: InvoiceFilter, lang: MessageLang): Readable {
  const where = invoiceWhere(f);
  const order = invoiceOrder(f);
  const rows = keysetExport(
    (after, limit) =>
      selectInvoices(db, f)
        .where(and(where, after))
        .orderBy(...order.orderBy)
        .limit(limit),
    (row) => order.after({ id: row.r.id, key: row.key }),
    ({ r, userName }) => [
      r.id,
      time(lang, r.createdAt),
      r.userId,
      userName,
      word(lang, 'invoice_kind', r.kind),
      r.title,
      r.taxNumber ?? '',
      fenToYuan(r.amountFen),
      word(lang, 'invoice_status', r.status),
      time(lang, r.decidedAt),
      r.rejectReason ?? '',
    ],
  );
  return csvStream(header(lang, 'csv.invoices_header'), rows);
}
