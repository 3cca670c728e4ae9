/**
 * The phones module's public surface: the only file other modules import (see README.md beside it).
 */
// <re-exports>
export { phoneRenewalQuote } from './services/phone-lifecycle.ts';
export { JOB_PHONE_CREATE, listPhoneRegions, newPhoneId, quotePhone, toPhoneOut } from './services/phones.ts';
// </re-exports>
