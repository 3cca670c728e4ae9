/**
 * HTTP semantics of the keyed IP API (`/ip/v1/*`, routes/ip/v1/keyed.ts): unlike the sites' API (every answer HTTP 200,
 * lib/envelope.ts), each answer's HTTP status is the envelope's `code`, the body is JSON with
 * `Content-Type: application/json`, and every error carries a stable machine-readable key in `data.error`
 * ({@link IP_ERROR_STATUS}, shared with the IP site through `@lanyun/api-sdk/ip-errors`; the table is in
 * docs/ip-api.md). Quota headers ({@link quotaHeaders}) follow the IETF httpapi
 * RateLimit header fields draft plus the de-facto `X-RateLimit-*` trio (docs/decisions/0023-ip-api-http-semantics-and-bulk.md).
 */
import type { ApiParams, ApiReason } from '../../../lib/envelope.ts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../../lib/db-faults.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { renderApiMessage } from '@lanyun/i18n/api-messages';
import { messageLang } from '../../../lib/lang.ts';
import { validationReason } from '../../../lib/validation-reason.ts';
import { clientDataError } from '../../../lib/validation-reason.ts';
import { TOO_LARGE_MSG } from '../../../lib/request-limits.ts';
import { IP_ERROR_STATUS, type IpErrorKey } from '@lanyun/api-sdk/ip-errors';

export { IP_ERROR_STATUS, type IpErrorKey };

/** An error of the IP API: its status is {@link IP_ERROR_STATUS}[key]; `data` is `{ error: key, ...extra }`. */
export function ipError(
  key: IpErrorKey,
  reason: ApiReason,
  params: ApiParams = {},
  extra: Record<string, unknown> = {},
): ApiError {
  return new ApiError(IP_ERROR_STATUS[key], reason, params, { error: key, ...extra });
}

/**
 * The address a single lookup asks for: `ip`, or the caller's own (`own`) without it.
 * @param refuse the error for an empty `ip=` (the keyed API's `invalid_ip`; a plain 400 by default)
 * @throws ApiError 400 for an empty `ip=`
 */
export function lookupTarget(
  ip: string | undefined,
  own: string,
  refuse: (reason: ApiReason) => ApiError = (reason) => new ApiError(CODE.BAD_REQUEST, reason),
): string {
  if (ip === '') throw refuse('ip.empty_param');
  return ip ?? own;
}

const STATUS_KEY: Record<number, IpErrorKey> = {
  400: 'invalid_request',
  401: 'invalid_key',
  402: 'plan_required',
  403: 'origin_not_allowed',
  404: 'no_data',
  413: 'request_too_large',
  429: 'quota_exceeded',
  503: 'unavailable',
};

/** The status, reason (key and params) and data of an error thrown by an IP API handler (or by Fastify before it). */
export function describeIpError(
  error: FastifyError,
  log: FastifyRequest['log'],
): { status: number; reason: ApiReason; params: ApiParams; data: Record<string, unknown> } {
  if (error instanceof ApiError) {
    const data = (error.data && typeof error.data === 'object' ? error.data : {}) as Record<string, unknown>;
    const status = error.code >= 400 && error.code < 600 ? error.code : 500;
    return {
      status,
      reason: error.reason,
      params: error.params,
      data: { error: STATUS_KEY[status] ?? 'internal_error', ...data },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, ...validationReason(error), data: { error: 'invalid_request' } };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return { status, reason: TOO_LARGE_MSG, params: {}, data: { error: 'request_too_large' } };
  if (status >= 400 && status < 500)
    return { status: 400, reason: 'request.invalid', params: {}, data: { error: 'invalid_request' } };
  const badValue = clientDataError(error);
  if (badValue) return { status: 400, reason: badValue, params: {}, data: { error: 'invalid_request' } };
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, 'database unavailable');
    return { status: 503, reason: 'server.unavailable', params: {}, data: { error: 'unavailable' } };
  }
  log.error({ err: error }, 'unhandled error');
  return { status: 500, reason: 'server.internal', params: {}, data: { error: 'internal_error' } };
}

/**
 * The IP API scope's error handler: HTTP status = envelope code, JSON content type, `data.error` and `data.reason`,
 * the message in the caller's language (lib/lang.ts), `Retry-After` on 503 (1 s; a 429 gets its own from the quota
 * headers).
 */
export function ipApiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, reason, params, data } = describeIpError(error, request.log);
  if (status === 413) reply.header('connection', 'close'); // the rest of the body is not read
  if (status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '1');
  void reply
    .serializer(JSON.stringify)
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ code: status, msg: renderApiMessage(messageLang(request), reason, params), data: { ...data, reason } });
}

/** The unknown-path answer under `/ip/v1`: HTTP 404, `data.error` "not_found". */
export function ipApiNotFound(request: FastifyRequest, reply: FastifyReply): void {
  const params = { method: request.method, path: request.url.split('?')[0] ?? '' };
  void reply
    .status(404)
    .type('application/json; charset=utf-8')
    .send({
      code: 404,
      msg: renderApiMessage(messageLang(request), 'request.not_found', params),
      data: { error: 'not_found', reason: 'request.not_found' },
    });
}

/**
 * The answer to a known path called with a method it does not take, under `/ip/v1`: HTTP 405 with `Allow` listing
 * `allow` (RFC 9110 §15.5.6), `data.error` "method_not_allowed" and `data.allow`.
 */
export function ipApiMethodNotAllowed(request: FastifyRequest, reply: FastifyReply, allow: string[]): void {
  const params = { method: request.method, path: request.url.split('?')[0] ?? '', allow: allow.join(', ') };
  void reply
    .status(405)
    .header('allow', allow.join(', '))
    .type('application/json; charset=utf-8')
    .send({
      code: 405,
      msg: renderApiMessage(messageLang(request), 'request.method_not_allowed', params),
      data: { error: 'method_not_allowed', reason: 'request.method_not_allowed', allow },
    });
}

/** The name of the monthly quota policy in the RateLimit headers. */
export const QUOTA_POLICY = 'monthly';

/**
 * The quota headers of a keyed answer, for an account whose plan allows `quota` lookups a month, `used` of them used,
 * the window resetting at `resetAt` (the next UTC month), `monthStart` the window's start:
 * - `RateLimit-Policy: "monthly";q=<quota>;w=<window seconds>` and `RateLimit: "monthly";r=<remaining>;t=<seconds
 *   to reset>` (IETF draft-ietf-httpapi-ratelimit-headers, structured-field form);
 * - `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset` (seconds to reset, as the draft's `t` and the
 *   anonymous /ip/lookup's @fastify/rate-limit headers).
 */
export function quotaHeaders(
  quota: number,
  used: number,
  resetAt: Date,
  monthStart: Date,
  now: number,
): Record<string, string> {
  const remaining = Math.max(0, quota - used);
  const reset = Math.max(0, Math.ceil((resetAt.getTime() - now) / 1000));
  const window = Math.round((resetAt.getTime() - monthStart.getTime()) / 1000);
  return {
    'ratelimit-policy': `"${QUOTA_POLICY}";q=${quota};w=${window}`,
    ratelimit: `"${QUOTA_POLICY}";r=${remaining};t=${reset}`,
    'x-ratelimit-limit': String(quota),
    'x-ratelimit-remaining': String(remaining),
    'x-ratelimit-reset': String(reset),
  };
}
