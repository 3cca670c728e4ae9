/**
 * Messages of the ECS configurator's checks before buying, as catalogue keys (public.json `order.msg`), and the
 * translation of the shared instance-password rule's messages (`@lanyun/validators/password` speaks English, the
 * API's wording) into the page's language.
 */
import type { Translate } from '@lanyun/i18n';

/** Catalogue keys of the checks; `systemDisk` and `dataDisk` take `{ min, max }` (GB). */
export const ORDER_MESSAGES = {
  incomplete: 'order.msg.incomplete',
  sshKey: 'order.msg.sshKey',
  passwordMismatch: 'order.msg.passwordMismatch',
  name: 'order.msg.name',
  systemDisk: 'order.msg.systemDisk',
  dataDisk: 'order.msg.dataDisk',
} as const;

/** Messages of `instancePasswordProblem` → catalogue keys. */
const PASSWORD_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'The password must be 12 to 26 characters': 'order.msg.password.length',
  "The password must not start with '/'": 'order.msg.password.slash',
  'Only letters, digits and ! @ % - _ = + [ ] : . / ? are allowed': 'order.msg.password.chars',
  'Use at least one upper-case letter, one lower-case letter and one digit': 'order.msg.password.mix',
  'This password is not allowed': 'order.msg.password.forbidden',
};

/** `The password must not contain "Admin"` → the forbidden part. */
const CONTAINS = /^The password must not contain "(.+)"$/;

/** The instance-password rule's message in the language of `t` (an unknown message is shown as it is). */
export function passwordProblemMessage(t: Translate, problem: string): string {
  const key = PASSWORD_MESSAGE_KEYS[problem];
  if (key) return t(key);
  const part = CONTAINS.exec(problem)?.[1];
  return part ? t('order.msg.password.contains', { part }) : problem;
}

/**
 * A purchase duration as the page's language says it, from its months (12 → "1 year", 3 → "3 months"); the
 * catalog's own `label` is English only.
 */
export function durationLabel(t: Translate, months: number): string {
  return months % 12 === 0
    ? t('order.duration.years', { count: months / 12 })
    : t('order.duration.months', { count: months });
}
