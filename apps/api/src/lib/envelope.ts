/**
 * The API envelope `{code, msg, data}` (spec section 3 "API envelope", section 8 error catalogue).
 * Every response is HTTP 200 carrying this envelope; `code` 200 is success, anything else is an
 * error whose `msg` the site may show. Codes used here:
 *   400 bad input · 401 missing/unknown API key · 402 not enough balance (data.shortfall) ·
 *   403 not allowed · 404 not found · 409 conflict (price changed, invalid state) · 413 request too large · 429 too many requests · 500 internal error (message hidden) · 503 precondition (e.g. real-name
 *   verification required, spec section 8) · 506 session invalid (spec section 4).
 */
import { type ApiParams, type ApiReason, renderApiMessage } from '@lanyun/i18n/api-messages';
import { z } from 'zod';

export type { ApiParams, ApiReason };

export const CODE = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  TOO_MANY: 429,
  INTERNAL: 500,
  PRECONDITION: 503,
  SESSION_INVALID: 506,
} as const;

/**
 * An error the handlers throw; the error handler answers `{code, msg, data: {reason, ...data}}` with `msg` the
 * reason's message in the request's language (catalogues in packages/i18n/src/api). `message` is the English text
 * (logs and tests read it).
 * @param reason a stable key such as `wallet.topup_max`
 * @param params the message's values (`{max: "50,000"}`; amounts in yuan as shown)
 * @param data extra fields of `data` for the caller (e.g. `shortfall`, `retry_after`)
 */
export class ApiError extends Error {
  constructor(
    public readonly code: number,
    public readonly reason: ApiReason,
    public readonly params: ApiParams = {},
    public readonly data: unknown = null,
  ) {
    super(renderApiMessage('en', reason, params));
    this.name = 'ApiError';
  }
}

/** Zod schema of an envelope whose `data` is `data` on success and null on error. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data: data.nullable() });
}

/**
 * Wrap a successful result; `msg` is "ok", a reason key (rendered in the request's language by the success hook,
 * plugins/app/error-handler.ts) (a message with params: spread `ok(data)` and set `msg` from lib/lang.ts `messageFor`).
 */
export function ok<T>(data: T, msg: ApiReason | 'ok' = 'ok') {
  return { code: CODE.OK, msg, data };
}
