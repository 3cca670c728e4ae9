/**
 * The phones module's public surface: the only file of it that other modules, plugins/ and seed/ import (see README.md
 * beside it).
 */
// <re-exports>
export { phoneRenewalQuote } from './services/phone-lifecycle.ts';
export {
  CLAIM_PHONE,
  handlePhoneCreate,
  type PhoneJobDeps,
  phoneJobsToRecover,
  type RecoveredJob,
  sweepPhones,
} from './services/phone-jobs.ts';
export { JOB_PHONE_CREATE, listPhoneRegions, newPhoneId, quotePhone, toPhoneOut } from './services/phones.ts';
export { revokePhoneTickets } from './services/phone-stream.ts';
// </re-exports>
