/** Response shapes of invoice requests, shared by /invoice/* and /ops/invoice/*. */
import { z } from 'zod';
import { UnixSeconds } from '../../../lib/schemas.ts';

/** An invoice request as the API answers it: amounts in yuan, times in Unix seconds. */
export const InvoiceOut = z.object({
  id: z.number().int(),
  order_num: z.string().nullable().describe('The invoiced order; null on account-level requests of older versions'),
  title_type: z
    .enum(['personal', 'enterprise'])
    .describe('personal 个人 (verified real name, no tax number), enterprise 企业 (verified company, credit code)'),
  kind: z.enum(['normal', 'special']).describe('normal 普通发票 (electronic), special 增值税专用发票'),
  title: z.string(),
  tax_number: z.string().nullable().describe('Unified social credit code of an enterprise title; null for personal'),
  bank_name: z.string(),
  bank_account: z.string(),
  address: z.string(),
  phone: z.string(),
  amount: z.string(),
  status: z
    .enum(['pending', 'issued', 'rejected', 'voided', 'reversal_pending', 'reversed'])
    .describe('voided: the order was refunded before issue; reversal_pending/reversed: red-letter (红字) reversal'),
  reject_reason: z.string().nullable(),
  void_reason: z.string().nullable().describe('Reason key of a voided request (invoice.void.refunded)'),
  has_file: z.boolean(),
  has_reversal_file: z.boolean(),
  created_at: UnixSeconds,
  decided_at: UnixSeconds.nullable(),
  reversed_at: UnixSeconds.nullable(),
});

/** An order as the invoice page lists it: cash paid, refunded, invoiced and still invoiceable (yuan). */
export const InvoiceOrderOut = z.object({
  order_num: z.string(),
  title: z.string(),
  created_at: UnixSeconds,
  paid: z.string(),
  refunded: z.string(),
  invoiced: z.string(),
  invoiceable: z.string().describe('paid − refunded − invoiced (pending, issued or awaiting reversal)'),
  fully_refunded: z.boolean(),
});

/** The title every invoice of the account carries: its verified identity (null when not verified). */
export const InvoiceTitleOut = z
  .object({
    type: z.enum(['personal', 'enterprise']),
    name: z.string(),
    tax_number: z.string().nullable(),
  })
  .nullable();

/** An invoice request as finance sees it: with the account's id and name. */
export const OpsInvoiceOut = InvoiceOut.extend({ user_id: z.number().int(), user_name: z.string() });
