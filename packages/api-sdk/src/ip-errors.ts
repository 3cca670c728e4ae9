/** The keyed IP API's error keys and statuses, declared in `@lanyun/contract/ip-errors` (kept here for importers). */
export { IP_ERROR_STATUS, type IpErrorKey } from '@lanyun/contract/ip-errors';
