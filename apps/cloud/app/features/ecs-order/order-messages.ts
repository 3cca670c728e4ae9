/**
 * Messages of the ECS configurator's checks before buying, as catalogue keys (public.json `order.msg`), and the
 * shared instance-password rule's reason keys (`@lanyun/validators/password`, the same keys the API answers with)
 * in the page's language.
 */
import type { Translate } from '@lanyun/i18n';
import type { InstancePasswordRule } from '@lanyun/validators/password';

/** Catalogue keys of the checks; `systemDisk` and `dataDisk` take `{ min, max }` (GB). */
export const ORDER_MESSAGES = {
  incomplete: 'order.msg.incomplete',
  sshKey: 'order.msg.sshKey',
  passwordMismatch: 'order.msg.passwordMismatch',
  name: 'order.msg.name',
  systemDisk: 'order.msg.systemDisk',
  dataDisk: 'order.msg.dataDisk',
} as const;

/** Reason keys of the shared instance-password rule (`instancePasswordRule`) → catalogue keys. */
const PASSWORD_RULE_KEYS: Readonly<Record<InstancePasswordRule['reason'], string>> = {
  'password.length': 'order.msg.password.length',
  'password.leading_slash': 'order.msg.password.slash',
  'password.characters': 'order.msg.password.chars',
  'password.classes': 'order.msg.password.mix',
  'password.forbidden': 'order.msg.password.forbidden',
  'password.forbidden_part': 'order.msg.password.contains',
};

/** The broken instance-password rule in the language of `t`, by its reason key and params. */
export function passwordProblemMessage(t: Translate, problem: InstancePasswordRule): string {
  return t(PASSWORD_RULE_KEYS[problem.reason], problem.params);
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
