/** Response shapes of invoice requests (issue 19 "Bills, invoices, refunds"), shared by /invoice/* and /ops/invoice/*. */
import { z } from 'zod';
import { UnixSeconds } from './common.ts';

/** An invoice request as the API answers it: amounts in yuan, times in Unix seconds. */
export const InvoiceOut = z.object({
  id: z.number().int(),
  kind: z.enum(['normal', 'special']).describe('normal 增值税普通发票, special 增值税专用发票'),
  title: z.string(),
  tax_number: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  address: z.string(),
  phone: z.string(),
  amount: z.string(),
  status: z.enum(['pending', 'issued', 'rejected']),
  reject_reason: z.string().nullable(),
  has_file: z.boolean(),
  created_at: UnixSeconds,
  decided_at: UnixSeconds.nullable(),
});

/** An invoice request as finance sees it: with the account's id and name. */
export const OpsInvoiceOut = InvoiceOut.extend({ user_id: z.number().int(), user_name: z.string() });
