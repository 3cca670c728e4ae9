/**
 * Client-side validation of the log-in, sign-up and password-reset forms (spec §5 "Sign-up/login messages").
 * The password rule is the shared one from `@lanyun/validators` (the API applies the same rule); the API validates
 * again and its messages arrive as warning toasts. Messages are catalogue keys (lib/field-message).
 */
import { z } from 'zod';
import {
  FORM_MESSAGES,
  accountKind,
  codeRule,
  emailRule,
  newPasswordRule,
  phoneRule,
  withConfirmation,
} from '../../lib/form-rules';

export { validate, type FieldErrors } from '../../lib/validate';

/** The spec's messages, as catalogue keys (translated where the form shows them). */
export const AUTH_MESSAGES = {
  agree: 'auth.agree',
  email: FORM_MESSAGES.email,
  password: FORM_MESSAGES.password,
  mismatch: FORM_MESSAGES.mismatch,
} as const;

const password = z.string().min(1, AUTH_MESSAGES.password);

/** Log-in form (tp=1): one account field (e-mail or mainland phone, normalised), password, remember-me (30-day cookie). */
export const loginSchema = z.object({
  account: z
    .string()
    .trim()
    .min(1, FORM_MESSAGES.account)
    .refine((v) => accountKind(v) !== null, FORM_MESSAGES.account)
    .transform((v) => (accountKind(v) === 'phone' ? phoneRule.parse(v) : v)),
  password,
  remember: z.boolean(),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** Phone sign-up (tp=2&rect=phone): phone, its SMS code (purpose register), password, confirmation and the agreement. */
export const phoneSignupSchema = withConfirmation(
  z.object({
    phone: phoneRule,
    code: codeRule,
    password: newPasswordRule,
    confirm_password: z.string(),
    agree: z.boolean().refine((v) => v, AUTH_MESSAGES.agree),
  }),
);
export type PhoneSignupValues = z.infer<typeof phoneSignupSchema>;

/** Sign-up form (tp=2): e-mail, the code sent to it (purpose register), password (shared account password rule), confirmation and the agreement. */
export const signupSchema = withConfirmation(
  z.object({
    email: emailRule,
    code: codeRule,
    password: newPasswordRule,
    confirm_password: z.string(),
    agree: z.boolean().refine((v) => v, AUTH_MESSAGES.agree),
  }),
);
export type SignupValues = z.infer<typeof signupSchema>;

/**
 * Phone log-in (tp=1&rect=phone): mainland mobile number (normalised to 11 digits), 6-digit SMS code, remember-me and
 * the agreement (not required here: only a new number needs it, which the API decides).
 */
export const phoneLoginSchema = z.object({
  phone: phoneRule,
  code: codeRule,
  remember: z.boolean(),
  agree: z.boolean(),
});
export type PhoneLoginValues = z.input<typeof phoneLoginSchema>;

/** The account field of the reset form: an e-mail or a mainland phone number (normalised). */
export const resetAccountRule = z
  .string()
  .trim()
  .min(1, FORM_MESSAGES.account)
  .refine((v) => accountKind(v) !== null, FORM_MESSAGES.account)
  .transform((v) => (accountKind(v) === 'phone' ? phoneRule.parse(v) : v));

/** Forgot password (tp=3, spec modalForget): account, code (purpose reset), new password and confirmation. */
export const forgotSchema = withConfirmation(
  z.object({
    account: resetAccountRule,
    code: codeRule,
    password: newPasswordRule,
    confirm_password: z.string(),
  }),
);
export type ForgotValues = z.input<typeof forgotSchema>;

/** Profile form on /user/basic (/v1/perfect_user_info): name, company, industry (one of /v1/industry_list or none). */
export const profileSchema = z.object({
  name: z.string().trim().max(50, 'form.nameTooLong'),
  company: z.string().trim().max(100, 'form.companyTooLong'),
  industry: z.string(),
});
export type ProfileValues = z.infer<typeof profileSchema>;
