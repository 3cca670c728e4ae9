/**
 * Schemas of the operator API (/ops/*) used by the operator console (apps/ops): operators,
 * two-factor set-up, the audit log, customers and feedback. Content schemas for operators are in
 * src/routes/ops/content-kinds.ts next to the kinds they describe.
 */
import { z } from 'zod';
import { UnixSeconds } from '../../../lib/schemas.ts';
import { OPERATOR_ROLES } from '../../../lib/operators.ts';

export const OperatorRole = z
  .enum(OPERATOR_ROLES)
  .describe(
    'admin (everything), editor (content), reviewer (real-name and trials), finance (transfers and ledger), support (tickets)',
  );

export const OperatorView = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  totp_enabled: z
    .boolean()
    .describe(
      'false: the operator must set up two-factor log-in (/ops/totp/setup, /ops/totp/enable) before any other /ops call',
    ),
  disabled: z.boolean(),
  created_at: UnixSeconds,
});

export const LoginResult = z.object({
  token: z.string(),
  expires_in: z.number().int().describe('seconds'),
  operator: OperatorView,
});

export const TotpSetup = z.object({
  secret: z.string().describe('Base32 secret, shown once'),
  otpauth_url: z.string().describe('otpauth://totp/… for a QR code'),
});

export const AuditItem = z.object({
  id: z.number().int(),
  operator_id: z.number().int().nullable(),
  operator_email: z.string().nullable(),
  action: z.string().describe('e.g. news.create, news.update, real_name.approve, bank_transfer.credit, operator.login'),
  target_type: z.string(),
  target_id: z.string(),
  detail: z.record(z.string(), z.unknown()),
  before: z.unknown().describe('The target before the action (null for a creation)'),
  after: z.unknown().describe('The target after the action (null for a deletion)'),
  client_ip: z.string().nullable(),
  created_at: UnixSeconds,
});

export const CustomerSummary = z.object({
  id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  pid: z.number().int(),
  balance: z.string(),
  give_balance: z.string(),
  authentication_status: z.number().int(),
  authentication_type: z.number().int(),
  disabled: z.boolean(),
  created_at: UnixSeconds,
});

/** A row of the operators' customer list: the summary with company and the verified name, ID number masked. */
export const CustomerListItem = CustomerSummary.extend({
  company: z.string(),
  verified_name: z.string().nullable(),
  id_number: z.string().nullable().describe('Masked: first 3 and last 4 characters'),
});

export const LedgerItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  balance_delta: z.string(),
  give_delta: z.string(),
  balance_after: z.string(),
  give_after: z.string(),
  ref_type: z.string(),
  ref_id: z.string(),
  memo: z.string(),
  operator_id: z.number().int().nullable(),
  created_at: UnixSeconds,
});

export const CustomerOrder = z.object({
  kind: z
    .string()
    .describe(
      'recharge (online top-up) or a product order kind: ecs_new, ecs_renew, phone_new, phone_renew, phone_trial, phone_convert, disk_new, disk_expand',
    ),
  order_num: z.string(),
  title: z
    .string()
    .describe(
      "What was bought, in the reader's language, as the customer's cost center shows it (e.g. the ECS type, quantity and months; a top-up's payment provider)",
    ),
  amount: z.string(),
  status: z.number().int().describe('recharge: 1 pending 2 paid 3 expired 4 failed; product: 2 paid 5 refunded'),
  created_at: UnixSeconds,
});

export const FeedbackItem = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  category: z.string(),
  content: z.string(),
  contact: z.string(),
  page_url: z.string(),
  status: z.number().int().describe('1 new, 2 handled'),
  note: z.string().nullable(),
  created_at: UnixSeconds,
  handled_at: UnixSeconds.nullable(),
  reply: z.string().nullable().describe('The answer e-mailed to the customer (/ops/feedback/answer)'),
});

/** The body of a bulk decision in a review queue (real-name, trials): a rejection needs its reason. */
export const BulkReview = z
  .object({
    ids: z.array(z.coerce.number().int().min(1).max(2_147_483_647)).min(1).max(100),
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(200).optional(),
  })
  .refine((b) => b.decision === 'approve' || !!b.reason, {
    path: ['reason'],
    message: 'ops.reject_reason_required',
  });

/** The answer of a bulk decision: ids decided, ids refused with the reason. */
export const BulkOutcome = z.object({
  done: z.array(z.number().int()),
  failed: z.array(z.object({ id: z.number().int(), msg: z.string() })),
});
