/**
 * The accounts module's public surface: the only file of it that other modules, plugins/ and seed/ import (see README.md
 * beside it).
 */
// <re-exports>
export { Flag, Password, RuleList } from './schemas/account.ts';
export { hashPassword, revokeUserSessions } from './services/accounts.ts';
export { LoginLockedError, throttledOperatorLogin } from './services/login-throttle.ts';
export {
  accountLang,
  beijingTime,
  deliverPending,
  notify,
  notifyCreateFailed,
  notifyReleased,
  notifyRenewal,
} from './services/notify.ts';
export { sealTotpSecrets } from './services/secrets-at-rest.ts';
export {
  accountChanged,
  accountChangeListeners,
  cachedSession,
  cachedTopUpOrder,
  forgetAccount,
  forgetAllAccounts,
} from './services/session-cache.ts';
export { checkTotp, newTotpSecret, totpUri } from './services/totp.ts';
export { assertSteppedUp } from './services/two-factor.ts';
// </re-exports>
