/**
 * Masking of contact details on /user/security: phones with `maskPhone` from `@lanyun/validators`, e-mail
 * addresses here (first character of the local part, then asterisks).
 */
import { maskPhone } from '@lanyun/validators/phone';

/** "alice@example.com" → "a****@example.com"; one-letter local parts become "*"; anything else is returned as is. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const local = email.slice(0, at);
  const shown = local.length > 1 ? local[0]! : '';
  return `${shown}****${email.slice(at)}`;
}

/** The masked phone, or `notBound` (the translated "Not bound"). */
export function phoneDisplay(phone: string | null | undefined, notBound: string): string {
  return phone ? maskPhone(phone) : notBound;
}

/** The masked e-mail, or `notBound` (the translated "Not bound"). */
export function emailDisplay(email: string | null | undefined, notBound: string): string {
  return email ? maskEmail(email) : notBound;
}
