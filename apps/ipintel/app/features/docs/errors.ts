/**
 * The IP API's error keys for the /docs page: every `data.error` key with its HTTP status (which is also the
 * envelope's `code`), in the order of docs/ip-api.md "Errors". The keys come from the API's OpenAPI document
 * (`@lanyun/api-sdk`): a key added to or removed from the API fails the type check here until the page lists it.
 * The statuses mirror `apps/api/src/services/ipintel/ip-api-errors.ts`.
 */
import type { paths } from '@lanyun/api-sdk';

/** A `data.error` key of the keyed IP API (the enum of its 4XX / 5XX answers). */
export type IpErrorKey =
  paths['/ip/v1/lookup']['get']['responses']['4XX']['content']['application/json']['data']['error'];

/** HTTP status of each error key. */
const STATUS = {
  invalid_ip: 400,
  invalid_request: 400,
  too_many_ips: 400,
  missing_key: 401,
  invalid_key: 401,
  key_revoked: 401,
  plan_required: 402,
  origin_not_allowed: 403,
  not_found: 404,
  no_data: 404,
  request_too_large: 413,
  quota_exceeded: 429,
  internal_error: 500,
  unavailable: 503,
} as const satisfies Record<IpErrorKey, number>;

/** `[status, key]` per error, in the table's order. */
export const IP_ERRORS = Object.entries(STATUS) as Array<[IpErrorKey, number]>;
