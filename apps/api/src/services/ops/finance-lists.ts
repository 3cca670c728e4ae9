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
import { isApiReason, renderApiMessage } from '@lanyun/i18n/api-messages';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { bankTransfers, invoiceRequests, users } from '../../db/schema.ts';
import { csvStream, keysetRows } from '../../lib/csv-export.ts';
import type { MessageLang } from '../../lib/lang.ts';
import { fenToYuan } from '../../lib/money.ts';
import { beijingTime } from '../../lib/time.ts';
import { toSeconds } from '../../schemas/common.ts';
import { toInvoiceOut } from '../wallet/invoices.ts';

/** The search and sort every finance list takes. */
export interface ListSort {
  q?: string;
  sort?: 'id' | 'amount';
  order?: 'asc' | 'desc';
}
type Paging = { page: number; page_size: number };

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Matches of `q` on the account (name, or id when digits) and on `own` text columns. */
function searchWhere(q: string | undefined, userId: PgColumn, own: PgColumn[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const like = escapeLike(text);
  const any = [ilike(users.userName, like), ...own.map((c) => ilike(c, like))];
  if (/^\d{1,9}$/.test(text)) any.push(eq(userId, Number(text)));
  return or(...any);
}

/** The ORDER BY and the keyset condition after a row for a sort on `(col, id)`. */
function ordering(f: ListSort, amount: PgColumn, id: PgColumn, fallback: 'asc' | 'desc') {
  const col = f.sort === 'amount' ? amount : id;
  const ascending = (f.order ?? fallback) === 'asc';
  const dir = ascending ? asc : desc;
  return {
    orderBy: [dir(col), dir(id)] as const,
    after: (row: { key: number; id: number }) =>
      ascending ? sql`(${col}, ${id}) > (${row.key}, ${row.id})` : sql`(${col}, ${id}) < (${row.key}, ${row.id})`,
    key: col,
  };
}

/** A cell in the reader's words: `csv.<group>.<code>` for Chinese, the code otherwise. */
function word(lang: MessageLang, group: string, code: string | number): string {
  const key = `csv.${group}.${code}`;
  return lang === 'zh-CN' && isApiReason(key) ? renderApiMessage(lang, key) : String(code);
}
const time = (lang: MessageLang, d: Date | null) => (d ? (lang === 'zh-CN' ? beijingTime(d) : d.toISOString()) : '');
const header = (lang: MessageLang, key: 'csv.bank_transfers_header' | 'csv.invoices_header') =>
  renderApiMessage(lang, key).split(',');

// ---- Bank transfers -------------------------------------------------------------------------------------------

/** Bank-transfer filters: status 1 pending, 2 credited, 3 rejected (none: every status), search and sort. */
export interface BankTransferFilter extends ListSort {
  status?: number;
}

const transferWhere = (f: BankTransferFilter) =>
  and(
    f.status ? eq(bankTransfers.status, f.status) : undefined,
    searchWhere(f.q, bankTransfers.userId, [bankTransfers.payerName, bankTransfers.reference]),
  );
const transferOrder = (f: BankTransferFilter) => ordering(f, bankTransfers.amountFen, bankTransfers.id, 'desc');

function selectTransfers(db: DbOrTx, f: BankTransferFilter) {
  return db
    .select({ t: bankTransfers, userName: users.userName, key: transferOrder(f).key })
    .from(bankTransfers)
    .innerJoin(users, eq(users.id, bankTransfers.userId));
}

/** One page of bank transfers matching `f` (newest first by default), with the total. */
export async function listBankTransfers(db: DbOrTx, f: BankTransferFilter & Paging) {
  const where = transferWhere(f);
  const [rows, [total]] = await Promise.all([
    selectTransfers(db, f)
      .where(where)
      .orderBy(...transferOrder(f).orderBy)
      .limit(f.page_size)
      .offset((f.page - 1) * f.page_size),
    db.select({ n: count() }).from(bankTransfers).innerJoin(users, eq(users.id, bankTransfers.userId)).where(where),
  ]);
  return {
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
    page: f.page,
    page_size: f.page_size,
  };
}

/** Bank transfers matching `f` as CSV: id, time, customer id and account, amount, payer, reference, status. */
export function bankTransfersCsv(db: DbOrTx, f: BankTransferFilter, lang: MessageLang): Readable {
  const where = transferWhere(f);
  const order = transferOrder(f);
  type R = Awaited<ReturnType<ReturnType<typeof selectTransfers>['where']>>[number];
  const rows = keysetRows(
    (after: R | undefined, limit) =>
      selectTransfers(db, f)
        .where(and(where, after ? order.after({ key: after.key, id: after.t.id }) : undefined))
        .orderBy(...order.orderBy)
        .limit(limit),
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
  status?: 'pending' | 'issued' | 'rejected';
}

const invoiceWhere = (f: InvoiceFilter) =>
  and(
    f.status ? eq(invoiceRequests.status, f.status) : undefined,
    searchWhere(f.q, invoiceRequests.userId, [invoiceRequests.title, invoiceRequests.taxNumber]),
  );
const invoiceOrder = (f: InvoiceFilter) => ordering(f, invoiceRequests.amountFen, invoiceRequests.id, 'asc');

function selectInvoices(db: DbOrTx, f: InvoiceFilter) {
  return db
    .select({ r: invoiceRequests, userName: users.userName, key: invoiceOrder(f).key })
    .from(invoiceRequests)
    .innerJoin(users, eq(users.id, invoiceRequests.userId));
}

/** One page of invoice requests matching `f` (oldest first by default: the queue's order), with the total. */
export async function listInvoicesForOps(db: DbOrTx, f: InvoiceFilter & Paging) {
  const where = invoiceWhere(f);
  const [rows, [total]] = await Promise.all([
    selectInvoices(db, f)
      .where(where)
      .orderBy(...invoiceOrder(f).orderBy)
      .limit(f.page_size)
      .offset((f.page - 1) * f.page_size),
    db.select({ n: count() }).from(invoiceRequests).innerJoin(users, eq(users.id, invoiceRequests.userId)).where(where),
  ]);
  return {
    list: rows.map(({ r, userName }) => ({ ...toInvoiceOut(r), user_id: r.userId, user_name: userName })),
    total: Number(total?.n ?? 0),
    page: f.page,
    page_size: f.page_size,
  };
}

/**
 * Invoice requests matching `f` as CSV: id, requested, customer id and account, kind, title, tax number, amount,
 * status, decided, reject reason.
 */
export function invoicesCsv(db: DbOrTx, f: InvoiceFilter, lang: MessageLang): Readable {
  const where = invoiceWhere(f);
  const order = invoiceOrder(f);
  type R = Awaited<ReturnType<ReturnType<typeof selectInvoices>['where']>>[number];
  const rows = keysetRows(
    (after: R | undefined, limit) =>
      selectInvoices(db, f)
        .where(and(where, after ? order.after({ key: after.key, id: after.r.id }) : undefined))
        .orderBy(...order.orderBy)
        .limit(limit),
    ({ r, userName }) => [
      r.id,
      time(lang, r.createdAt),
      r.userId,
      userName,
      word(lang, 'invoice_kind', r.kind),
      r.title,
      r.taxNumber,
      fenToYuan(r.amountFen),
      word(lang, 'invoice_status', r.status),
      time(lang, r.decidedAt),
      r.rejectReason ?? '',
    ],
  );
  return csvStream(header(lang, 'csv.invoices_header'), rows);
}
