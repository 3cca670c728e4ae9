/**
 * The accounts module's public surface: the only file other modules import (see README.md beside it).
 */
// <re-exports>
export { Flag, Password, RuleList } from './schemas/account.ts';
export { hashPassword, revokeUserSessions } from './services/accounts.ts';
export { LoginLockedError, throttledOperatorLogin } from './services/login-throttle.ts';
export {
  accountLang,
  beijingTime,
  notify,
  notifyCreateFailed,
  notifyReleased,
  notifyRenewal,
} from './services/notify.ts';
export { accountChanged, cachedTopUpOrder } from './services/session-cache.ts';
export { checkTotp, newTotpSecret, totpUri } from './services/totp.ts';
// </re-exports>
