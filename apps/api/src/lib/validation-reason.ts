/**
 * What a request's bad data is called in an answer: the reason key (and params) of a schema validation error, and
 * the 400 reason of a value PostgreSQL refused as data. Shared by the sites' error handler
 * (plugins/app/error-handler.ts) and the keyed IP API's (modules/ipintel/services/ip-api-errors.ts).
 */
import type { ApiParams, ApiReason } from '@lanyun/i18n/api-messages';
import { isApiReason } from '@lanyun/i18n/api-messages';
import type { FastifyError } from 'fastify';
import { z } from 'zod';

/** The reason for a value the database refused as data (SQLSTATE class 22), e.g. a number out of range. */
export const BAD_VALUE_MSG = 'request.bad_value' satisfies ApiReason;

/**
 * When `error` (or its `cause`, as drizzle wraps driver errors) is a PostgreSQL data exception
 * (SQLSTATE class 22: numeric value out of range, invalid text, NUL in text, …), the value came from
 * the request: answer 400 with {@link BAD_VALUE_MSG} instead of 500. Otherwise null. The schemas
 * bound inputs first (lib/schemas.ts); this is the net under them.
 */
export function clientDataError(error: unknown): ApiReason | null {
  for (let e: unknown = error, i = 0; e && typeof e === 'object' && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return BAD_VALUE_MSG;
  }
  return null;
}

/** A reason key with its params: what an error answer says. */
export interface Reasoned {
  reason: ApiReason;
  params: ApiParams;
}

const ZOD_LOCALES = { en: z.locales.en(), 'zh-CN': z.locales.zhCN() };

/**
 * The reason of a schema validation error: a schema's own message is a reason key (`auth.mobile_invalid`), given
 * with the field as `validation.field`; zod's built-in checks ("too small", "invalid type") are `validation.invalid`
 * with zod's own wording in each language as `detail`.
 */
export function validationReason(error: FastifyError): Reasoned {
  const first = error.validation?.[0];
  if (!first) return { reason: 'request.invalid', params: {} };
  const issue = (first.params ?? {}) as Record<string, unknown> & { issue?: { path?: unknown[] } };
  const field = first.instancePath?.replace(/^\//, '').replace(/\//g, '.') || issue.issue?.path?.join('.') || '';
  const message = first.message ?? '';
  if (isApiReason(message)) {
    // The issue's own values (maximum, minimum …) and a custom issue's params fill the message's params.
    const own = (issue.params ?? {}) as ApiParams;
    const values: ApiParams = {};
    for (const [k, v] of Object.entries(issue)) if (typeof v === 'string' || typeof v === 'number') values[k] = v;
    const params = { ...values, ...own, field };
    return field
      ? { reason: 'validation.field', params: { field, message: { key: message, params } } }
      : { reason: message, params };
  }
  const raw = { ...issue, code: first.keyword, path: [] } as unknown as Parameters<
    ReturnType<typeof z.locales.en>['localeError']
  >[0];
  const detail = (lang: 'en' | 'zh-CN') => {
    const out = ZOD_LOCALES[lang].localeError(raw);
    return (typeof out === 'string' ? out : out?.message) || message;
  };
  return {
    reason: field ? 'validation.invalid' : 'validation.invalid_value',
    params: { field, detail: { en: message || detail('en'), 'zh-CN': detail('zh-CN') } },
  };
}
