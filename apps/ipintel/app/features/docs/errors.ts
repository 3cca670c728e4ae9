/**
 * The IP API's error keys for the /docs page: every `data.error` key with its HTTP status (which is also the
 * envelope's `code`), from the table the API answers with (`@lanyun/api-sdk`'s `IP_ERROR_STATUS`), in the order of
 * docs/ip-api.md "Errors".
 */
import { IP_ERROR_STATUS, type IpErrorKey } from '@lanyun/api-sdk';

/** `[key, status]` per error, in the table's order. */
export const IP_ERRORS = Object.entries(IP_ERROR_STATUS) as Array<[IpErrorKey, number]>;
