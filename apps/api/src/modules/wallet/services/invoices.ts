/**
 * Invoice requests, one per order — a product order (ECS, cloud phone) or an IP plan purchase (`ip_subscriptions`,
 * order number `IP` + its id in 8 digits, as the bills show it) — as Chinese customers get them:
 *   - personal (个人) electronic ordinary invoices (电子普通发票), titled with the verified real name, no tax number;
 *   - enterprise (企业) ordinary (`normal`) and VAT special (`special`, 增值税专用发票) invoices, titled with the verified
 *     company name and its unified social credit code.
 * The title and the tax number come from the account's approved real-name application; the customer cannot type
 * them. A special invoice adds the bank, account number, registered address and phone the customer enters.
 * What an order may still invoice, fen (gift money is not invoiceable, as before):
 *   cash paid (amount − gift part) − cash refunded − Σ its pending, issued and reversal_pending requests;
 * a request asks for all of it, computed on the server while the order's row is locked (concurrent requests queue).
 * A refund of the order (`invoicesOnRefund`, inside the refund's transaction) voids its pending requests
 * (`invoice.void.refunded`) and flags its issued invoice `reversal_pending`; finance then attaches the red-letter
 * (红字) invoice (`decideInvoice` with decision `reverse`), after which the order's remainder, if any, can be invoiced.
 * Money is integer fen inside, yuan strings at the API.
 * Refusals (400, data.reason): invoice.need_verification, invoice.personal_special, invoice.special_fields,
 * invoice.order_refunded, invoice.reversal_pending, invoice.nothing_left (data.invoiceable); 404 invoice.order_not_found.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  invoiceRequests,
  ipSubscriptions,
  ledgerEntries,
  productOrders,
  realNameApplications,
  users,
} from '../../../db/schema.ts';
import { ApiError, type ApiReason, CODE } from '../../../lib/envelope.ts';
import type { MessageLang } from '../../../lib/lang.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { renderStored } from '../../platform/index.ts';
import { notify } from '../../accounts/index.ts';
import { ORDER_PAID, ORDER_REFUNDED } from '../../orders/index.ts';
import { walletOwnerId } from './wallet.ts';

export type InvoiceKind = 'normal' | 'special';
export type InvoiceTitleType = 'personal' | 'enterprise';
export type InvoiceStatus = 'pending' | 'issued' | 'rejected' | 'voided' | 'reversal_pending' | 'reversed';
type User = { id: number; pid: number };
type Row = typeof invoiceRequests.$inferSelect;

/** Statuses whose amount counts against what an order may still invoice. */
const COUNTED: InvoiceStatus[] = ['pending', 'issued', 'reversal_pending'];

/** The title an account's invoices carry: its verified identity (null when it is not verified). */
export type VerifiedTitle =
  | { type: 'personal'; name: string }
  | { type: 'enterprise'; name: string; creditCode: string };

/** The verified identity of `ownerId` from its latest approved real-name application; null when not verified. */
export async function verifiedTitle(db: DbOrTx, ownerId: number): Promise<VerifiedTitle | null> {
  const [row] = await db
    .select({
      type: realNameApplications.type,
      realName: realNameApplications.realName,
      company: realNameApplications.companyName,
      code: realNameApplications.creditCode,
      status: users.authenticationStatus,
    })
    .from(realNameApplications)
    .innerJoin(users, eq(users.id, realNameApplications.userId))
    .where(and(eq(realNameApplications.userId, ownerId), eq(realNameApplications.status, 2)))
    .orderBy(desc(realNameApplications.id))
    .limit(1);
  if (row?.status !== 2) return null;
  if (row.type === 2 && row.company && row.code) return { type: 'enterprise', name: row.company, creditCode: row.code };
  if (row.type === 1 && row.realName) return { type: 'personal', name: row.realName };
  return null;
}

type OrderMoney = { amountFen: number; giveFen: number; refundedFen: number };

/** Cash paid for an order, less the cash refunded (refunds return the gift part first), fen. */
export function orderCashFen(o: OrderMoney): { paidFen: number; refundedFen: number; netFen: number } {
  const paidFen = o.amountFen - o.giveFen;
  const refundedFen = o.refundedFen - Math.min(o.giveFen, o.refundedFen);
  return { paidFen, refundedFen, netFen: Math.max(0, paidFen - refundedFen) };
}

/** Σ amount of the requests of `orderId` that count against it (pending, issued, reversal_pending), fen. */
async function askedFen(db: DbOrTx, orderId: number): Promise<number> {
  const [asked] = await db
    .select({ fen: sql<string>`coalesce(sum(${invoiceRequests.amountFen}), 0)` })
    .from(invoiceRequests)
    .where(and(eq(invoiceRequests.orderId, orderId), inArray(invoiceRequests.status, COUNTED)));
  return Number(asked?.fen ?? 0);
}

/** What `ownerId` may still invoice over all its orders, fen (never below zero). */
export async function invoiceableFen(db: DbOrTx, ownerId: number): Promise<number> {
  const orders = await invoiceOrders(db, ownerId, 'zh-CN');
  return orders.reduce((sum, o) => sum + o.invoiceableFen, 0);
}

/**
 * The paid orders of `ownerId` (newest first, at most 200) with their cash paid, refunded, already invoiced and
 * still invoiceable amounts, fen, and their title in `lang`.
 */
export async function invoiceOrders(db: DbOrTx, ownerId: number, lang: MessageLang) {
  const asked = db
    .select({
      orderId: invoiceRequests.orderId,
      fen: sql<string>`sum(${invoiceRequests.amountFen})`.as('fen'),
    })
    .from(invoiceRequests)
    .where(and(eq(invoiceRequests.userId, ownerId), inArray(invoiceRequests.status, COUNTED)))
    .groupBy(invoiceRequests.orderId)
    .as('asked');
  const rows = await db
    .select({ o: productOrders, asked: asked.fen })
    .from(productOrders)
    .leftJoin(asked, eq(asked.orderId, productOrders.id))
    .where(and(eq(productOrders.userId, ownerId), inArray(productOrders.status, [ORDER_PAID, ORDER_REFUNDED])))
    .orderBy(desc(productOrders.id))
    .limit(200);
  const products = rows
    .filter(({ o }) => o.amountFen > o.giveFen)
    .map(({ o, asked: a }) => {
      const cash = orderCashFen(o);
      const invoicedFen = Number(a ?? 0);
      return {
        orderNum: o.orderNum,
        title: renderStored(lang, o.titleKey, o.titleParams, o.kind),
        createdAt: o.createdAt,
        paidFen: cash.paidFen,
        refundedFen: cash.refundedFen,
        invoicedFen,
        invoiceableFen: Math.max(0, cash.netFen - invoicedFen),
        refunded: o.refundedFen >= o.amountFen,
      };
    });
  const plans = await ipPlanOrders(db, ownerId, lang);
  return [...products, ...plans]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.orderNum.localeCompare(a.orderNum))
    .slice(0, 200);
}

/** The order number of IP plan purchase `id` (`IP` + 8 digits), as the bills list it (services/wallet/bills.ts). */
export const ipOrderNum = (id: number) => `IP${String(id).padStart(8, '0')}`;

/** The IP plan purchase id of an order number made by {@link ipOrderNum}; null for any other number. */
export function ipSubscriptionOf(orderNum: string): number | null {
  const m = /^IP(\d{8,})$/.exec(orderNum);
  return m ? Number(m[1]) : null;
}

/** Σ amount of the requests of IP plan purchase `subscriptionId` that count against it, fen. */
async function askedIpFen(db: DbOrTx, subscriptionId: number): Promise<number> {
  const [asked] = await db
    .select({ fen: sql<string>`coalesce(sum(${invoiceRequests.amountFen}), 0)` })
    .from(invoiceRequests)
    .where(and(eq(invoiceRequests.ipSubscriptionId, subscriptionId), inArray(invoiceRequests.status, COUNTED)));
  return Number(asked?.fen ?? 0);
}

/**
 * The IP plan purchases of `ownerId` (newest first, at most 200) as invoiceable orders: the cash paid is what the
 * purchase's ledger entry took from the balance (gift money is not invoiceable); IP plans are never refunded, so
 * nothing is subtracted for refunds. Titled by the ledger memo in `lang`.
 */
async function ipPlanOrders(db: DbOrTx, ownerId: number, lang: MessageLang) {
  const asked = db
    .select({
      subscriptionId: invoiceRequests.ipSubscriptionId,
      fen: sql<string>`sum(${invoiceRequests.amountFen})`.as('fen'),
    })
    .from(invoiceRequests)
    .where(and(eq(invoiceRequests.userId, ownerId), inArray(invoiceRequests.status, COUNTED)))
    .groupBy(invoiceRequests.ipSubscriptionId)
    .as('ip_asked');
  const rows = await db
    .select({ s: ipSubscriptions, l: ledgerEntries, asked: asked.fen })
    .from(ipSubscriptions)
    .innerJoin(
      ledgerEntries,
      and(
        eq(ledgerEntries.refType, 'ip_subscription'),
        eq(ledgerEntries.refId, sql`${ipSubscriptions.id}::text`),
        eq(ledgerEntries.kind, 'purchase'),
      ),
    )
    .leftJoin(asked, eq(asked.subscriptionId, ipSubscriptions.id))
    .where(eq(ipSubscriptions.userId, ownerId))
    .orderBy(desc(ipSubscriptions.id))
    .limit(200);
  return rows
    .filter(({ l }) => l.balanceDeltaFen < 0)
    .map(({ s: sub, l, asked: a }) => {
      const paidFen = -l.balanceDeltaFen;
      const invoicedFen = Number(a ?? 0);
      return {
        orderNum: ipOrderNum(sub.id),
        title: renderStored(lang, l.memoKey, l.memoParams, l.memo),
        createdAt: sub.createdAt,
        paidFen,
        refundedFen: 0,
        invoicedFen,
        invoiceableFen: Math.max(0, paidFen - invoicedFen),
        refunded: false,
      };
    });
}

/** An invoice request as the API answers it (yuan, Unix seconds). */
export function toInvoiceOut(r: Row, orderNum: string | null = null) {
  return {
    id: r.id,
    order_num: orderNum ?? (r.ipSubscriptionId ? ipOrderNum(r.ipSubscriptionId) : null),
    title_type: r.titleType as InvoiceTitleType,
    kind: r.kind as InvoiceKind,
    title: r.title,
    tax_number: r.taxNumber || null,
    bank_name: r.bankName,
    bank_account: r.bankAccount,
    address: r.address,
    phone: r.phone,
    amount: fenToYuan(r.amountFen),
    status: r.status as InvoiceStatus,
    reject_reason: r.rejectReason,
    void_reason: r.voidReason,
    has_file: r.fileKey !== null,
    has_reversal_file: r.reversalFileKey !== null,
    created_at: toSeconds(r.createdAt),
    decided_at: r.decidedAt ? toSeconds(r.decidedAt) : null,
    reversed_at: r.reversedAt ? toSeconds(r.reversedAt) : null,
  };
}

export interface InvoiceInput {
  /** The order to invoice of the wallet owner: a product_orders.order_num, or an IP plan purchase's `IP…` number. */
  orderNum: string;
  kind: InvoiceKind;
  bankName?: string;
  bankAccount?: string;
  address?: string;
  phone?: string;
}

const refuse = (reason: ApiReason, data: Record<string, unknown> = {}) =>
  new ApiError(CODE.BAD_REQUEST, reason, {}, { reason, ...data });

/**
 * Record an invoice request of `user`'s wallet owner for everything the order may still invoice, titled with the
 * verified identity (personal: the real name, no tax number, ordinary only; enterprise: company and credit code).
 * @throws ApiError 400 data.reason invoice.need_verification | invoice.personal_special | invoice.special_fields |
 *   invoice.order_refunded | invoice.reversal_pending | invoice.nothing_left (data.invoiceable, yuan);
 *   404 invoice.order_not_found
 */
export async function requestInvoice(db: DbOrTx, user: User, input: InvoiceInput) {
  const ownerId = walletOwnerId(user);
  return db.transaction(async (tx) => {
    const title = await verifiedTitle(tx, ownerId);
    if (!title) throw refuse('invoice.need_verification');
    if (title.type === 'personal' && input.kind === 'special') throw refuse('invoice.personal_special');
    const special = [input.bankName, input.bankAccount, input.address, input.phone];
    if (input.kind === 'special' && special.some((v) => !v?.trim())) throw refuse('invoice.special_fields');
    const subscriptionId = ipSubscriptionOf(input.orderNum);
    const values = {
      userId: ownerId,
      createdBy: user.id,
      titleType: title.type,
      kind: input.kind,
      title: title.name,
      taxNumber: title.type === 'enterprise' ? title.creditCode : null,
      bankName: input.kind === 'special' ? (input.bankName?.trim() ?? '') : '',
      bankAccount: input.kind === 'special' ? (input.bankAccount?.trim() ?? '') : '',
      address: input.kind === 'special' ? (input.address?.trim() ?? '') : '',
      phone: input.kind === 'special' ? (input.phone?.trim() ?? '') : '',
    };
    if (subscriptionId !== null) {
      // An IP plan purchase: its row locked so concurrent requests for it queue.
      const [sub] = await tx
        .select({ id: ipSubscriptions.id })
        .from(ipSubscriptions)
        .where(and(eq(ipSubscriptions.id, subscriptionId), eq(ipSubscriptions.userId, ownerId)))
        .for('update');
      const [paid] = sub
        ? await tx
            .select({ fen: ledgerEntries.balanceDeltaFen })
            .from(ledgerEntries)
            .where(
              and(
                eq(ledgerEntries.refType, 'ip_subscription'),
                eq(ledgerEntries.refId, String(sub.id)),
                eq(ledgerEntries.kind, 'purchase'),
              ),
            )
        : [];
      if (!sub || !paid) throw new ApiError(CODE.NOT_FOUND, 'invoice.order_not_found');
      const left = Math.max(0, -paid.fen - (await askedIpFen(tx, sub.id)));
      if (left <= 0) throw refuse('invoice.nothing_left', { invoiceable: fenToYuan(0) });
      const [row] = await tx
        .insert(invoiceRequests)
        .values({ ...values, ipSubscriptionId: sub.id, amountFen: left })
        .returning();
      return toInvoiceOut(row!);
    }
    const [order] = await tx
      .select()
      .from(productOrders)
      .where(and(eq(productOrders.orderNum, input.orderNum), eq(productOrders.userId, ownerId)))
      .for('update');
    if (!order || (order.status !== ORDER_PAID && order.status !== ORDER_REFUNDED))
      throw new ApiError(CODE.NOT_FOUND, 'invoice.order_not_found');
    if (order.refundedFen >= order.amountFen) throw refuse('invoice.order_refunded');
    const [held] = await tx
      .select({ id: invoiceRequests.id })
      .from(invoiceRequests)
      .where(and(eq(invoiceRequests.orderId, order.id), eq(invoiceRequests.status, 'reversal_pending')));
    if (held) throw refuse('invoice.reversal_pending');
    const left = Math.max(0, orderCashFen(order).netFen - (await askedFen(tx, order.id)));
    if (left <= 0) throw refuse('invoice.nothing_left', { invoiceable: fenToYuan(0) });
    const [row] = await tx
      .insert(invoiceRequests)
      .values({ ...values, orderId: order.id, amountFen: left })
      .returning();
    return toInvoiceOut(row!, order.orderNum);
  });
}

/**
 * What a refund of order `orderId` does to its invoices, inside the refund's transaction `tx`: pending requests are
 * voided (void_reason `invoice.void.refunded`), an issued invoice is flagged `reversal_pending` for finance's
 * red-letter reversal. Idempotent.
 */
export async function invoicesOnRefund(tx: DbOrTx, orderId: number, now = new Date()): Promise<void> {
  const voided = await tx
    .update(invoiceRequests)
    .set({ status: 'voided', voidReason: 'invoice.void.refunded', decidedAt: now })
    .where(and(eq(invoiceRequests.orderId, orderId), eq(invoiceRequests.status, 'pending')))
    .returning();
  for (const r of voided) await notifyInvoice(tx, r, 'voided');
  await requestReversal(tx, orderId, now);
}

/**
 * Tell the customer that invoice request `r` was issued or voided (finance category, once per request and outcome),
 * naming its order and amount (yuan).
 */
async function notifyInvoice(tx: DbOrTx, r: Row, outcome: 'issued' | 'voided'): Promise<void> {
  const [order] = r.orderId
    ? await tx.select({ num: productOrders.orderNum }).from(productOrders).where(eq(productOrders.id, r.orderId))
    : [];
  await notify(tx, {
    userId: r.userId,
    category: 'finance',
    event: `invoice_${outcome}:${r.id}`,
    key: outcome === 'issued' ? 'message.invoice_issued' : 'message.invoice_voided',
    params: {
      order: toInvoiceOut(r, order?.num ?? null).order_num ?? '',
      amount: fenToYuan(r.amountFen),
      title: r.title,
    },
  });
}

/** Flag the issued invoices of `orderId` `reversal_pending` (keeping the first time it was asked). */
export async function requestReversal(db: DbOrTx, orderId: number, now = new Date()): Promise<void> {
  await db
    .update(invoiceRequests)
    .set({
      status: 'reversal_pending',
      reversalRequestedAt: sql`coalesce(${invoiceRequests.reversalRequestedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(invoiceRequests.orderId, orderId), eq(invoiceRequests.status, 'issued')));
}

/**
 * The invoice hold on refunding `orderId`: `held` when an invoice of it is issued or awaits its red-letter reversal
 * (the refund must wait), and the earliest time a reversal was asked for it (the refund window is judged then).
 */
export async function refundInvoiceHold(db: DbOrTx, orderId: number) {
  const rows = await db
    .select({ status: invoiceRequests.status, askedAt: invoiceRequests.reversalRequestedAt })
    .from(invoiceRequests)
    .where(eq(invoiceRequests.orderId, orderId));
  const asked = rows.map((r) => r.askedAt?.getTime()).filter((t): t is number => t !== undefined);
  return {
    held: rows.some((r) => r.status === 'issued' || r.status === 'reversal_pending'),
    reversalAskedAt: asked.length ? new Date(Math.min(...asked)) : null,
  };
}

/** The account's invoice requests (newest first), its orders with what each may still invoice, and its title. */
export async function listInvoices(db: DbOrTx, user: User, lang: MessageLang) {
  const ownerId = walletOwnerId(user);
  const rows = await db
    .select({ r: invoiceRequests, orderNum: productOrders.orderNum })
    .from(invoiceRequests)
    .leftJoin(productOrders, eq(productOrders.id, invoiceRequests.orderId))
    .where(eq(invoiceRequests.userId, ownerId))
    .orderBy(desc(invoiceRequests.id))
    .limit(200);
  const orders = await invoiceOrders(db, ownerId, lang);
  const title = await verifiedTitle(db, ownerId);
  return {
    list: rows.map(({ r, orderNum }) => toInvoiceOut(r, orderNum)),
    invoiceable: fenToYuan(orders.reduce((sum, o) => sum + o.invoiceableFen, 0)),
    orders: orders.map((o) => ({
      order_num: o.orderNum,
      title: o.title,
      created_at: toSeconds(o.createdAt),
      paid: fenToYuan(o.paidFen),
      refunded: fenToYuan(o.refundedFen),
      invoiced: fenToYuan(o.invoicedFen),
      invoiceable: fenToYuan(o.invoiceableFen),
      fully_refunded: o.refunded,
    })),
    title: title
      ? { type: title.type, name: title.name, tax_number: title.type === 'enterprise' ? title.creditCode : null }
      : null,
  };
}

/**
 * Issue (with the invoice PDF, stored through the storage provider) or reject (with a reason) a pending request, or
 * reverse an issued one (`reverse`, with the red-letter invoice's PDF; from issued or reversal_pending), audited in
 * the same transaction. When the transaction fails after the PDF was stored, the PDF is removed again; a
 * failure of that removal is logged (`deps.log`, pino) and the transaction's own error is the one thrown.
 * @throws ApiError 400 with data.reason invoice.decided | invoice.not_reversible | invoice.need_pdf | invoice.need_reason
 */
export async function decideInvoice(
  deps: {
    db: DbOrTx;
    storage: { put(key: string, data: Buffer, mime: string): Promise<void>; delete(key: string): Promise<void> };
    log: { error(obj: object, msg: string): void };
  },
  operatorId: number,
  input: { id: number; decision: 'issue' | 'reject' | 'reverse'; reason?: string; file?: Buffer },
  auditEntry: (tx: DbOrTx, before: Row, after: Row) => Promise<void>,
) {
  let fileKey: string | null = null;
  if (input.decision !== 'reject') {
    if (input.file?.subarray(0, 5).toString('latin1') !== '%PDF-')
      throw new ApiError(CODE.BAD_REQUEST, 'invoice.need_pdf');
    fileKey = `invoices/${input.id}-${input.decision === 'reverse' ? 'red-' : ''}${Date.now()}.pdf`;
    await deps.storage.put(fileKey, input.file, 'application/pdf');
  } else if (!input.reason?.trim()) {
    throw new ApiError(CODE.BAD_REQUEST, 'invoice.need_reason');
  }
  const decide = deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(invoiceRequests).where(eq(invoiceRequests.id, input.id)).for('update');
    const reverse = input.decision === 'reverse';
    const [after] = await tx
      .update(invoiceRequests)
      .set(
        reverse
          ? { status: 'reversed', reversalFileKey: fileKey, reversedAt: new Date(), operatorId }
          : {
              status: input.decision === 'issue' ? 'issued' : 'rejected',
              fileKey,
              rejectReason: input.decision === 'reject' ? input.reason!.trim() : null,
              operatorId,
              decidedAt: new Date(),
            },
      )
      .where(
        and(
          eq(invoiceRequests.id, input.id),
          reverse
            ? inArray(invoiceRequests.status, ['issued', 'reversal_pending'])
            : eq(invoiceRequests.status, 'pending'),
        ),
      )
      .returning();
    if (!before || !after) throw new ApiError(CODE.BAD_REQUEST, reverse ? 'invoice.not_reversible' : 'invoice.decided');
    await auditEntry(tx, before, after);
    if (after.status === 'issued') await notifyInvoice(tx, after, 'issued');
    const [order] = after.orderId
      ? await tx.select({ num: productOrders.orderNum }).from(productOrders).where(eq(productOrders.id, after.orderId))
      : [];
    return toInvoiceOut(after, order?.num ?? null);
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
