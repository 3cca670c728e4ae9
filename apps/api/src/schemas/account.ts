/**
 * Account schemas: sign-up, log-in and the user profile (spec sections 3, 5, 7).
 * Money fields are yuan strings with two decimals (see lib/money.ts).
 */
import { z } from 'zod';
import { UnixSeconds } from './common.ts';

/**
 * Password rule for customer accounts (the spec leaves it open; decided here, documented in
 * docs/decisions.md): 8 to 32 characters with at least one letter and one digit.
 */
export const PASSWORD_RULE_MSG = 'Password must be 8-32 characters with letters and digits';
export const Password = z
  .string({ error: 'Please enter the login password' })
  .min(1, 'Please enter the login password')
  .refine((p) => p.length >= 8 && p.length <= 32 && /[A-Za-z]/.test(p) && /\d/.test(p), PASSWORD_RULE_MSG);

const Flag = z.union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0), z.boolean()]).transform((v) => v === '1' || v === 1 || v === true);

export const RegisterBody = z
  .object({
    email: z.string({ error: 'Please enter a correct email' }).trim().pipe(z.email('Please enter a correct email')),
    password: Password,
    confirm_password: z.string({ error: 'The two passwords do not match' }),
    agree: Flag.optional(),
  })
  .refine((b) => b.agree === true, { message: 'Please agree to the terms first', path: [] })
  .refine((b) => b.password === b.confirm_password, { message: 'The two passwords do not match', path: [] });

export const LoginBody = z.object({
  account: z.string({ error: 'Please enter your email or phone' }).trim().min(1, 'Please enter your email or phone').max(254),
  password: z.string({ error: 'Please enter the login password' }).min(1, 'Please enter the login password').max(128),
  remember: Flag.optional(),
});

export const User = z.object({
  id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  balance: z.string().describe('Cash balance, yuan'),
  give_balance: z.string().describe('Gift balance, yuan'),
  total_balance: z.string().describe('balance + give_balance, yuan'),
  authentication_status: z.number().int().describe('0/3 not verified, 1 under review, 2 verified'),
  authentication_type: z.number().int().describe('0 none, 1 personal, 2 enterprise'),
  pid: z.number().int().describe('0 for a main account, else the main account id'),
  account_management: z.number().int().describe('1 when the access-management entry is shown'),
  created_at: UnixSeconds,
});

export const LoginResult = z.object({
  token: z.string(),
  expires_in: z.number().int().describe('Seconds until the token expires'),
  user: User,
});

const RuleDetail = z.object({ rule_menu_type: z.string() });
const RuleItem = z.object({ rule_menu_type: z.string(), idc_rule_detail_list: z.array(RuleDetail) });
/** Permission list response (spec section 3). */
export const RuleList = z.object({
  personal_center_rule_list: z.array(RuleItem),
  cost_rule_list: z.array(RuleItem),
  control_rule_list: z.array(RuleItem),
});
