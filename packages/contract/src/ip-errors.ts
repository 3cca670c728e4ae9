/**
 * The keyed IP API's error keys (`/ip/v1/*`, docs/ip-api.md "Errors"): every `data.error` key with its HTTP status,
 * which is also the envelope's `code`. One table for the API, which answers with these statuses and lists the keys in
 * its OpenAPI document (services/ipintel/ip-api-errors.ts, routes/ip/v1/keyed.ts), and for the IP site's reference
 * page, which shows them with their explanation from its catalogue (`docs.errors.<key>`). The SDK re-exports it.
 */
export const IP_ERROR_STATUS = {
  /** The address is not IPv4/IPv6, or `ip=` was given empty. */
  invalid_ip: 400,
  /** A parameter or the body is malformed (`msg` names the field). */
  invalid_request: 400,
  /** A bulk request has more addresses than the plan allows. */
  too_many_ips: 400,
  /** No key in the `x-api-key` header (or `key` parameter). */
  missing_key: 401,
  /** The key is not known (mistyped, or replaced by a rotation). */
  invalid_key: 401,
  /** The key was revoked by its account. */
  key_revoked: 401,
  /** The account's plan has no API access. */
  plan_required: 402,
  /** The key is restricted to web origins and the call came from another. */
  origin_not_allowed: 403,
  /** No such endpoint. */
  not_found: 404,
  /** The path exists but not for this method (`Allow` lists the methods it takes). */
  method_not_allowed: 405,
  /** The database has no record for the address. */
  no_data: 404,
  /** The body is over the size limit. */
  request_too_large: 413,
  /** The monthly quota is used up (`data.reset_at`; `Retry-After`). */
  quota_exceeded: 429,
  /** An unexpected error (logged; the message is generic). */
  internal_error: 500,
  /** The IP database is loading or the account database is unreachable (`Retry-After`). */
  unavailable: 503,
} as const;

/** A `data.error` key of the keyed IP API. */
export type IpErrorKey = keyof typeof IP_ERROR_STATUS;

/** The error keys with their statuses, in the table's order (the reference page's order). */
export const IP_ERRORS = Object.entries(IP_ERROR_STATUS) as ReadonlyArray<[IpErrorKey, number]>;

/** Whether `key` is an error key of the keyed IP API. */
export function isIpErrorKey(key: unknown): key is IpErrorKey {
  return typeof key === 'string' && Object.hasOwn(IP_ERROR_STATUS, key);
}
