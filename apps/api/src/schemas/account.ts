/**
 * Account schemas: sign-up, log-in and the user profile (spec sections 3, 5, 7).
 * Money fields are yuan strings with two decimals (see lib/money.ts).
 */
import { z } from 'zod';
import { ACCOUNT_PASSWORD_MSG, accountPassword } from '@lanyun/validators/password';
import { UnixSeconds } from './common.ts';

/** Customer password rule (8–32 characters, letters and digits): shared with the sites. */
export const Password = accountPassword;
export { ACCOUNT_PASSWORD_MSG as PASSWORD_RULE_MSG };

export const Flag = z
  .union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0), z.boolean()])
  .transform((v) => v === '1' || v === 1 || v === true);

export const RegisterBody = z
  .object({
    email: z.string({ error: 'Please enter a correct email' }).trim().pipe(z.email('Please enter a correct email')),
    password: Password,
    confirm_password: z.string({ error: 'The two passwords do not match' }),
    code: z
      .string({ error: 'Please enter the verification code' })
      .trim()
      .regex(/^\d{6}$/, 'The verification code is 6 digits')
      .describe('The code sent to the e-mail address by /v1/send_email_code with purpose register'),
    agree: Flag.optional(),
  })
  .refine((b) => b.agree === true, { message: 'Please agree to the terms first', path: [] })
  .refine((b) => b.password === b.confirm_password, { message: 'The two passwords do not match', path: [] });

export const LoginBody = z.object({
  account: z
    .string({ error: 'Please enter your email or phone' })
    .trim()
    .min(1, 'Please enter your email or phone')
    .max(254),
  password: z.string({ error: 'Please enter the login password' }).min(1, 'Please enter the login password').max(128),
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

const Phone = z
  .string({ error: 'Please enter a correct phone number' })
  .trim()
  .min(1, 'Please enter a correct phone number')
  .max(32);
const Email = z.string({ error: 'Please enter a correct email' }).trim().pipe(z.email('Please enter a correct email'));
const SixDigits = z
  .string({ error: 'Please enter the verification code' })
  .trim()
  .regex(/^\d{6}$/, 'The verification code is 6 digits');
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
    account: z
      .string({ error: 'Please enter your email or phone' })
      .trim()
      .min(1, 'Please enter your email or phone')
      .max(254),
    code: SixDigits,
    password: Password,
    confirm_password: z.string({ error: 'The two passwords do not match' }),
  })
  .refine((b) => b.password === b.confirm_password, { message: 'The two passwords do not match', path: [] });

export const TokenExpirationBody = z.object({ remember: Flag });

/** Industries offered in the profile form (/v1/industry_list). */
export const INDUSTRIES = [
  'Internet and software',
  'Games',
  'E-commerce and retail',
  'Live streaming and media',
  'Education',
  'Finance',
  'Manufacturing',
  'Healthcare',
  'Government and public sector',
  'Other',
] as const;

export const PerfectUserInfoBody = z
  .object({
    name: z.string().trim().max(50, 'Name is too long').optional(),
    company: z.string().trim().max(100, 'Company name is too long').optional(),
    industry: z.enum(INDUSTRIES, { error: 'Please choose an industry from the list' }).optional(),
  })
  .refine((b) => b.name !== undefined || b.company !== undefined || b.industry !== undefined, {
    message: 'Nothing to save: give name, company or industry',
    path: [],
  });

export const ChangePasswordVerifyBody = z
  .object({
    old_password: z.string().min(1, 'Please enter the current password').max(128),
    password: Password,
    confirm_password: z.string(),
  })
  .refine((b) => b.password === b.confirm_password, { message: 'The two passwords do not match', path: [] });

export const ChangePasswordPhoneBody = z
  .object({ code: SixDigits, password: Password, confirm_password: z.string() })
  .refine((b) => b.password === b.confirm_password, { message: 'The two passwords do not match', path: [] });

export const ChangeEmailBody = z.object({ email: Email, code: SixDigits });
export const VerifyPhoneBody = z.object({ code: SixDigits });
export const ChangePhoneBody = z.object({ phone: Phone, code: SixDigits });

/** Phone sign-up (`/v1/user_regis_phone`): phone, its SMS code (purpose register), password twice and the terms. */
export const PhoneRegisterBody = z
  .object({
    phone: Phone,
    code: SixDigits.describe('The code sent by /v1/send_sms_code with purpose register'),
    password: Password,
    confirm_password: z.string({ error: 'The two passwords do not match' }),
    agree: Flag.optional(),
  })
  .refine((b) => b.agree === true, { message: 'Please agree to the terms first', path: [] })
  .refine((b) => b.password === b.confirm_password, { message: 'The two passwords do not match', path: [] });
