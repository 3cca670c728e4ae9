/**
 * Request and response schemas of the ordering calls (issue "Catalog and ordering"): ECS orders
 * and instances, SSH keys, cloud-phone orders and phones, trial applications. Money is yuan
 * strings with two decimals; times are unix seconds.
 */
import { INSTANCE_STATES, PHONE_STATES } from '@lanyun/contract/states';
import { instancePasswordRule } from '@lanyun/validators/password';
import { z } from 'zod';
import { fenToYuan, yuanToFen } from '../../../lib/money.ts';
import { UnixSeconds } from '../../../lib/schemas.ts';

/**
 * A yuan amount ("12.30") parsed to integer fen. With `maxFen`, amounts outside 0 … maxFen are refused with
 * `${what} must be 0 to <max> yuan`.
 */
export const YuanFen = (what: string, maxFen?: number) =>
  z.union([z.string(), z.number().transform(String)]).transform((v, ctx) => {
    let fen: number;
    try {
      fen = yuanToFen(String(v));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'validation.amount_format', params: { field: what } });
      return z.NEVER;
    }
    if (maxFen !== undefined && (fen < 0 || fen > maxFen)) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.amount_range',
        params: { field: what, max: (maxFen / 100).toLocaleString('en-US') },
      });
      return z.NEVER;
    }
    return fen;
  });

/** A form boolean: true/false, "1"/"0", "true"/"false". */
export const FormBool = z.union([
  z.boolean(),
  z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true'),
]);

/** Optional idempotency key: the same key from the same account returns the first order instead of a second one. */
export const ClientToken = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'form.client_token')
  .optional();

/** Instance name: 2–64 characters, starting with a letter or a Chinese character. */
export const InstanceName = z
  .string()
  .trim()
  .min(2, 'order.name_length')
  .max(64, 'order.name_length')
  .regex(
    // biome-ignore lint/complexity/noUselessEscapeInRegex: the pattern is published as written in the OpenAPI document
    /^[A-Za-z\u4e00-\u9fa5][\w\u4e00-\u9fa5.\-]*$/u,
    'form.name_pattern',
  );

/**
 * The log-in of new instances: an SSH key of the account or a password following spec section 5; a key
 * log-in may also carry a password (the root password, e.g. for the serial console).
 */
export const LoginFields = z.object({
  login_type: z.enum(['key', 'password'], { error: 'form.login_type' }),
  ssh_key_id: z.coerce.number().int().positive().optional(),
  password: z.string().max(26).optional(),
});
/**
 * The log-in fields' cross-checks: key log-in needs `ssh_key_id`; password log-in (or any password sent) needs a
 * password that passes the instance rule, reported by its reason key (`password.*`) and params.
 */
export function checkLogin(v: z.infer<typeof LoginFields>, ctx: z.RefinementCtx) {
  if (v.login_type === 'key' && !v.ssh_key_id)
    ctx.addIssue({ code: 'custom', path: ['ssh_key_id'], message: 'order.choose_ssh_key' });
  if (v.login_type === 'password' || v.password) {
    const problem = v.password ? instancePasswordRule(v.password) : { reason: 'password.required', params: {} };
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem.reason, params: problem.params });
  }
}

export const DiskOut = z.object({ type: z.string(), gb: z.number().int() });

/** ECS instance states (@lanyun/contract/states). */
export const INSTANCE_STATUSES = INSTANCE_STATES;

export const InstanceOut = z.object({
  instance_id: z.string(),
  name: z.string(),
  status: z
    .enum(INSTANCE_STATUSES)
    .describe(
      'pending → running ⇄ stopped (starting/stopping/rebooting in between); failed (refunded); expired; releasing → released',
    ),
  region_code: z.string(),
  region_name: z.string(),
  zone_code: z.string(),
  zone_name: z.string(),
  instance_type: z.string(),
  vcpu: z.number().int(),
  memory_gb: z.number().int(),
  image_name: z.string(),
  system_disk: DiskOut,
  data_disks: z.array(DiskOut),
  bandwidth_mbps: z.number().int(),
  public_ip: z.string().nullable(),
  private_ip: z.string().nullable(),
  ssh_port: z
    .number()
    .int()
    .nullable()
    .describe('127.0.0.1 port forwarded to the instance’s SSH (hosts with user-mode networking), else null'),
  login_type: z.enum(['key', 'password']),
  auto_renew: z.boolean(),
  duration_months: z.number().int(),
  fail_reason: z.string().nullable(),
  created_at: UnixSeconds,
  expires_at: UnixSeconds,
});

export const OrderOut = z.object({
  order_num: z.string(),
  amount: z.string().describe('Charged, yuan'),
  give_amount: z.string().describe('Of amount, paid from give_balance'),
  balance: z.string().describe('Cash balance after paying, yuan'),
  give_balance: z.string(),
});

/**
 * One line of a quote's breakdown, for the whole order (every month and unit): what the confirmation page lists before
 * the customer pays. The lines sum to the quote's `price`.
 */
export const BreakdownLineOut = z.object({
  kind: z.enum(['instance', 'system_disk', 'data_disk', 'bandwidth', 'package', 'plan', 'discount']),
  item: z.string().describe('The line in the request’s language'),
  amount: z.string().describe('Yuan for the whole order; negative for the discount'),
});

/** The breakdown of a quote as the API answers it (fen → yuan). */
export function breakdownDto(lines: { kind: z.infer<typeof BreakdownLineOut>['kind']; item: string; fen: number }[]) {
  return lines.map((l) => ({ kind: l.kind, item: l.item, amount: fenToYuan(l.fen) }));
}

/**
 * The customer's consent to the product's service agreement (/agreement/service), sent with every purchase that
 * charges the wallet; a purchase without it is refused with `order.agreement_required` and charges nothing.
 */
export const AgreeField = FormBool.optional().describe(
  'The customer ticked the service agreement (/agreement/service); required for a charge: refused with 400 data.reason order.agreement_required',
);

export const QuoteOut = z.object({
  price: z.string().describe('Total to pay, yuan'),
  original_price: z.string().describe('Before the duration discount'),
  discount: z.string(),
  unit_price_month: z.string().describe('One unit for one month'),
  breakdown: z.array(BreakdownLineOut).describe('What is charged, line by line; sums to price'),
});

export const SshKeyOut = z.object({
  id: z.number().int(),
  name: z.string(),
  key_type: z.string(),
  fingerprint: z.string(),
  public_key: z.string(),
  created_at: UnixSeconds,
});

/** Cloud-phone states (@lanyun/contract/states). */
export const PHONE_STATUSES = PHONE_STATES;
export const PhoneOut = z.object({
  phone_id: z.string(),
  name: z.string(),
  status: z
    .enum(PHONE_STATUSES)
    .describe(
      'pending → running; failed (refunded); expired at expiry (renew to run again, released after 7 days); released',
    ),
  package_id: z.number().int(),
  package_name: z.string(),
  region_id: z.number().int(),
  region_name: z.string(),
  trial: z.boolean().describe('A free trial phone: it cannot be renewed or set to auto-renew'),
  auto_renew: z.boolean().describe('Renewed for a month from the wallet at expiry'),
  fail_reason: z.string().nullable(),
  created_at: UnixSeconds,
  expires_at: UnixSeconds,
});

export const TrialOut = z.object({
  id: z.number().int(),
  status: z
    .number()
    .int()
    .describe('1 under review, 2 approved (claim with /phone_order/add_pdc_trial_order), 3 rejected, 4 claimed'),
  package_id: z.number().int(),
  region_id: z.number().int(),
  contact_name: z.string(),
  contact_phone: z.string(),
  company: z.string(),
  purpose: z.string(),
  reject_reason: z.string().nullable(),
  phone_id: z.string().nullable(),
  created_at: UnixSeconds,
  reviewed_at: UnixSeconds.nullable(),
});
