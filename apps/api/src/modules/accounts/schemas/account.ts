/**
 * Account schemas: sign-up, log-in and the user profile (spec sections 3, 5, 7).
 * Money fields are yuan strings with two decimals (see lib/money.ts).
 */
import { API_MESSAGES } from '@lanyun/i18n/api-messages';
import { isValidAccountPassword } from '@lanyun/validators/password';
import { z } from 'zod';
import { UnixSeconds } from '../../../lib/schemas.ts';

/** Customer password rule (8–32 characters, letters and digits; the rule is shared with the sites). */
export const Password = z
  .string({ error: 'auth.enter_password' })
  .min(1, 'auth.enter_password')
  .refine(isValidAccountPassword, 'auth.password_rule');

export const Flag = z
  .union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0), z.boolean()])
  .transform((v) => v === '1' || v === 1 || v === true);

export const RegisterBody = z
  .object({
    email: z.string({ error: 'form.email_invalid' }).trim().pipe(z.email('form.email_invalid')),
    password: Password,
    confirm_password: z.string({ error: 'auth.passwords_differ' }),
    code: z
      .string({ error: 'code.enter' })
      .trim()
      .regex(/^\d{6}$/, 'code.six_digits')
      .describe('The code sent to the e-mail address by /v1/send_email_code with purpose register'),
    agree: Flag.optional(),
  })
  .refine((b) => b.agree === true, { message: 'auth.agree_terms', path: [] })
  .refine((b) => b.password === b.confirm_password, { message: 'auth.passwords_differ', path: [] });

export const LoginBody = z.object({
  account: z.string({ error: 'auth.enter_account' }).trim().min(1, 'auth.enter_account').max(254),
  password: z.string({ error: 'auth.enter_password' }).min(1, 'auth.enter_password').max(128),
  remember: Flag.optional(),
});

export const User = z.object({
  id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  company: z.string(),
  industry: z.string(),
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

const Phone = z.string({ error: 'auth.phone_invalid' }).trim().min(1, 'auth.phone_invalid').max(32);
const Email = z.string({ error: 'form.email_invalid' }).trim().pipe(z.email('form.email_invalid'));
const SixDigits = z
  .string({ error: 'code.enter' })
  .trim()
  .regex(/^\d{6}$/, 'code.six_digits');
const Purpose = z
  .enum(['login', 'register', 'reset', 'change_email', 'change_phone', 'verify'])
  .describe('What the code is for');

export const SendSmsCodeBody = z.object({ phone: Phone, purpose: Purpose });
export const SendEmailCodeBody = z.object({ email: Email, purpose: Purpose });
export const CodeSent = z.object({
  resend_after: z.number().int().describe('Seconds until another code may be sent'),
  expires_in: z.number().int().describe('Seconds the code stays valid'),
});

export const PhoneCodeLoginBody = z.object({
  phone: Phone,
  code: SixDigits,
  remember: Flag.optional(),
  agree: Flag.optional().describe(
    'Agreement to the terms; required when the number has no account yet (the log-in then creates one)',
  ),
});

export const ForgetPasswordBody = z
  .object({
    account: z.string({ error: 'auth.enter_account' }).trim().min(1, 'auth.enter_account').max(254),
    code: SixDigits,
    password: Password,
    confirm_password: z.string({ error: 'auth.passwords_differ' }),
    totp_code: z
      .string()
      .trim()
      .max(20)
      .optional()
      .describe('For an account with two-factor log-in on: a code from the authenticator app or a recovery code'),
  })
  .refine((b) => b.password === b.confirm_password, { message: 'auth.passwords_differ', path: [] });

/** A log-in whose password (or SMS code) was right for an account with two-factor on: the second step is due. */
export const TwoFactorChallenge = z.object({
  two_factor: z.literal(true),
  challenge: z.string().describe('Pass to /v1/login_two_factor with a code within 5 minutes'),
});

/** What the password and SMS-code log-ins answer: a session, or the two-factor challenge. */
export const LoginStep = z.union([LoginResult, TwoFactorChallenge]);

export const TokenExpirationBody = z.object({ remember: Flag });

/** Industries offered in the profile form (/v1/industry_list), as catalogue keys; stored by their English name. */
export const INDUSTRY_KEYS = [
  'industry.internet',
  'industry.games',
  'industry.ecommerce',
  'industry.media',
  'industry.education',
  'industry.finance',
  'industry.manufacturing',
  'industry.healthcare',
  'industry.government',
  'industry.other',
] as const;
/** The industries' English names (what the profile stores). */
export const INDUSTRIES = INDUSTRY_KEYS.map((k) => API_MESSAGES.en[k]);
/** A stored industry (English name) in `lang`; a name not in the list is shown as stored. */
export function industryIn(lang: 'zh-CN' | 'en', stored: string | null): string | null {
  const key = INDUSTRY_KEYS.find((k) => API_MESSAGES.en[k] === stored);
  return key ? API_MESSAGES[lang][key] : stored;
}

/** An industry named in either language → its English name (undefined when it is not in the list). */
export function canonicalIndustry(name: string): string | undefined {
  const key = INDUSTRY_KEYS.find((k) => API_MESSAGES.en[k] === name || API_MESSAGES['zh-CN'][k] === name);
  return key && API_MESSAGES.en[key];
}

export const PerfectUserInfoBody = z
  .object({
    name: z.string().trim().max(50, 'profile.name_too_long').optional(),
    company: z.string().trim().max(100, 'profile.company_too_long').optional(),
    industry: z
      .string()
      .transform((v, ctx) => {
        const en = canonicalIndustry(v);
        if (!en) ctx.addIssue({ code: 'custom', message: 'form.industry' });
        return en ?? v;
      })
      .optional()
      .describe('One of /v1/industry_list, in either language (stored by its English name)'),
  })
  .refine((b) => b.name !== undefined || b.company !== undefined || b.industry !== undefined, {
    message: 'profile.nothing_to_save',
    path: [],
  });

export const ChangePasswordVerifyBody = z
  .object({
    old_password: z.string().min(1, 'profile.enter_current_password').max(128),
    password: Password,
    confirm_password: z.string(),
  })
  .refine((b) => b.password === b.confirm_password, { message: 'auth.passwords_differ', path: [] });

export const ChangePasswordPhoneBody = z
  .object({ code: SixDigits, password: Password, confirm_password: z.string() })
  .refine((b) => b.password === b.confirm_password, { message: 'auth.passwords_differ', path: [] });

export const ChangeEmailBody = z.object({ email: Email, code: SixDigits });
export const VerifyPhoneBody = z.object({ code: SixDigits });
export const ChangePhoneBody = z.object({ phone: Phone, code: SixDigits });

/** Phone sign-up (`/v1/user_regis_phone`): phone, its SMS code (purpose register), password twice and the terms. */
export const PhoneRegisterBody = z
  .object({
    phone: Phone,
    code: SixDigits.describe('The code sent by /v1/send_sms_code with purpose register'),
    password: Password,
    confirm_password: z.string({ error: 'auth.passwords_differ' }),
    agree: Flag.optional(),
  })
  .refine((b) => b.agree === true, { message: 'auth.agree_terms', path: [] })
  .refine((b) => b.password === b.confirm_password, { message: 'auth.passwords_differ', path: [] });
