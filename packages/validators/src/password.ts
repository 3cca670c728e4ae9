/**
 * Password rules.
 *
 * - Customer account passwords (decided in docs/decisions/0001-questions-the-product-spec-leaves-open.md "Customer password rule"; the spec leaves them open):
 *   8 to 32 characters with at least one letter and one digit.
 * - ECS instance log-in passwords: the spec's section-5 "username helper" rule — 12 to 26
 *   characters; not starting with '/'; at least one upper-case letter, one lower-case letter and
 *   one digit; only letters, digits and ! @ % - _ = + [ ] : . / ?; not Administrator or root or
 *   their reversals; containing none of Admin, ini, str, tra, tor.
 *
 * Plain functions without zod, so a page that only checks a password does not download zod; the zod schemas of the
 * same rules are in ./password-schemas.
 */
/**
 * Messages of the account password rule, as the sites' form catalogue keys (`form.*`, translated where the form shows
 * them): a missing password, and a password that breaks the rule.
 */
export const ACCOUNT_PASSWORD_REQUIRED_MSG = 'form.password';
export const ACCOUNT_PASSWORD_MSG = 'form.passwordRule';

/** True when `p` satisfies the customer account password rule. */
export function isValidAccountPassword(p: string): boolean {
  return p.length >= 8 && p.length <= 32 && /[A-Za-z]/.test(p) && /\d/.test(p);
}

const FORBIDDEN_WHOLE = ['Administrator', 'rotartsinimdA', 'root', 'toor'];
const FORBIDDEN_PARTS = ['Admin', 'ini', 'str', 'tra', 'tor'];

/** A broken instance-password rule: a reason key of the API's message catalogue with its params. */
export type InstancePasswordRule =
  | {
      reason:
        | 'password.length'
        | 'password.leading_slash'
        | 'password.characters'
        | 'password.classes'
        | 'password.forbidden';
      params: Record<string, never>;
    }
  | { reason: 'password.forbidden_part'; params: { part: string } };

/**
 * Check an ECS instance log-in password against the spec's section-5 rule. Returns the first broken rule as a reason
 * key (packages/i18n/src/api catalogues) with its params, or null when the password is acceptable.
 */
export function instancePasswordRule(p: string): InstancePasswordRule | null {
  if (p.length < 12 || p.length > 26) return { reason: 'password.length', params: {} };
  if (p.startsWith('/')) return { reason: 'password.leading_slash', params: {} };
  if (!/^[A-Za-z0-9!@%\-_=+[\]:./?]+$/.test(p)) return { reason: 'password.characters', params: {} };
  if (!/[A-Z]/.test(p) || !/[a-z]/.test(p) || !/\d/.test(p)) return { reason: 'password.classes', params: {} };
  if (FORBIDDEN_WHOLE.includes(p)) return { reason: 'password.forbidden', params: {} };
  const part = FORBIDDEN_PARTS.find((w) => p.includes(w));
  if (part) return { reason: 'password.forbidden_part', params: { part } };
  return null;
}
