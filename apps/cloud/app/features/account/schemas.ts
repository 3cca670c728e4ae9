/**
 * Client-side validation of the log-in and sign-up forms (spec §5 "Sign-up/login messages"). The API validates
 * again and its messages (e.g. the password rule) arrive as warning toasts.
 */
import { z } from 'zod';

/** The spec's messages, verbatim. */
export const AUTH_MESSAGES = {
  agree: 'Please agree to the terms first',
  email: 'Please enter a correct email',
  password: 'Please enter the login password',
  mismatch: 'The two passwords do not match',
} as const;

const email = z.string().trim().pipe(z.email(AUTH_MESSAGES.email));
const password = z.string().min(1, AUTH_MESSAGES.password);

/** Log-in form (tp=1): e-mail account, password, remember-me (30-day cookie). */
export const loginSchema = z.object({
  account: email,
  password,
  remember: z.boolean(),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** Sign-up form (tp=2): e-mail, password, confirmation and the agreement checkbox. */
export const signupSchema = z
  .object({
    email,
    password,
    confirm_password: z.string(),
    agree: z.boolean().refine((v) => v, AUTH_MESSAGES.agree),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: AUTH_MESSAGES.mismatch,
    path: ['confirm_password'],
    // Report a mismatch even when another field is invalid, so every problem shows at once.
    when: (payload) => typeof (payload.value as { password?: unknown }).password === 'string',
  });
export type SignupValues = z.infer<typeof signupSchema>;

/** Field → first message, from a failed parse; {} when valid. */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * Validates `values` against `schema` and returns either the parsed data or the first message per field.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors<z.infer<S>> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<z.infer<S>> };
}
