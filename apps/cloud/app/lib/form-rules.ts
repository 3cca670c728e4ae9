/**
 * Field rules shared by the cloud site's forms (log-in, password reset, security settings, sub-accounts).
 * Password strength and phone format come from `@lanyun/validators`, the same rules the API applies. Messages are
 * catalogue keys, translated where the form shows them.
 */
import { z } from 'zod';
import { accountPassword } from '@lanyun/validators/password-schemas';
import { normalizePhone } from '@lanyun/validators/phone';

/**
 * Messages of the shared rules, as catalogue keys (account.json `form.*`; the English text is the API's wording).
 * Forms show them translated through `useForm` (see ./field-message).
 */
export const FORM_MESSAGES = {
  email: 'form.email',
  phone: 'form.phone',
  code: 'form.code',
  codeFormat: 'form.codeFormat',
  account: 'form.account',
  password: 'form.password',
  currentPassword: 'form.currentPassword',
  mismatch: 'form.mismatch',
} as const;

/** A trimmed e-mail address. */
export const emailRule = z.string().trim().pipe(z.email(FORM_MESSAGES.email));

/** A mainland mobile number, normalised to its 11 digits (+86, spaces and dashes allowed). */
export const phoneRule = z
  .string()
  .trim()
  .min(1, FORM_MESSAGES.phone)
  .transform((v, ctx) => {
    const phone = normalizePhone(v);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.phone });
      return z.NEVER;
    }
    return phone;
  });

/** A 6-digit verification code. */
export const codeRule = z
  .string()
  .trim()
  .min(1, FORM_MESSAGES.code)
  .regex(/^\d{6}$/, FORM_MESSAGES.codeFormat);

/** A new account password (8–32 characters with letters and digits, from `@lanyun/validators`). */
export const newPasswordRule = accountPassword;

/** Adds the "confirm_password must equal password" check to an object schema with both fields. */
export function withConfirmation<
  S extends z.ZodObject<{ password: z.ZodType<string>; confirm_password: z.ZodType<string> }>,
>(schema: S) {
  return schema.refine((v) => v.password === v.confirm_password, {
    message: FORM_MESSAGES.mismatch,
    path: ['confirm_password'],
    // Report the mismatch even when another field is invalid, so every problem shows at once.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirm_password?: unknown };
      return typeof value.password === 'string' && typeof value.confirm_password === 'string';
    },
  });
}

/** What a log-in or reset account looks like: an e-mail, a mainland phone number, or neither. */
export function accountKind(account: string): 'email' | 'phone' | null {
  const value = account.trim();
  if (normalizePhone(value)) return 'phone';
  if (z.email().safeParse(value).success) return 'email';
  return null;
}
