/**
 * The audit log (/ops/audit/list, any operator; read-only — there is no call to change it): who did what to which
 * target, when, from which address, with the target's state before and after. Filters: operator id, action or its
 * prefix ("news." for every news action), target type and id, and a date range (unix seconds).
 */
import { queryData, type ApiClient, type DataOf, type ParamsOf } from '@lanyun/api-sdk';

export type AuditPage = DataOf<'/ops/audit/list'>;
export type AuditEntry = AuditPage['list'][number];
/** The filters the list takes (besides paging). */
export type AuditFilters = Omit<NonNullable<ParamsOf<'/ops/audit/list'>>, 'page' | 'page_size'>;

/** The default page size (the address's `?size=` picks 10, 20 or 50). */
export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_KEY = ['ops', 'audit'] as const;

/**
 * A page of `pageSize` entries matching `filters`; with `cursor` (the previous page's `next_cursor`, lib/paging.ts
 * `cursorAfter`) read after it instead of by offset. Rejects with an `ApiError`.
 */
export function fetchAudit(
  api: ApiClient,
  filters: AuditFilters,
  page: number,
  pageSize = AUDIT_PAGE_SIZE,
  cursor?: string,
): Promise<AuditPage> {
  return queryData(api, '/ops/audit/list', { ...filters, page, page_size: pageSize, cursor });
}

/**
 * The link that downloads the log matching `filters` as CSV (GET /ops/audit/export through the console's /api proxy,
 * which adds the operator's token; the API checks the role and streams every matching entry).
 */
export function auditExportHref(filters: AuditFilters): string {
  const q = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)]));
  const query = q.toString();
  return `/api/ops/audit/export${query ? `?${query}` : ''}`;
}

/** The filter names kept in the URL, in form order. */
export const AUDIT_FILTER_KEYS = ['operator_id', 'action', 'target_type', 'target_id', 'from', 'to'] as const;

/**
 * Filters from URL search parameters: numbers for operator_id/from/to (ignored when not numeric), trimmed text for
 * the rest; empty ones left out. `from`/`to` are dates (YYYY-MM-DD, China time) turned into the unix seconds of
 * that day's start and end.
 */
export function filtersFromSearch(params: URLSearchParams): AuditFilters {
  const out: AuditFilters = {};
  const op = Number(params.get('operator_id'));
  if (Number.isInteger(op) && op > 0) out.operator_id = op;
  for (const key of ['action', 'target_type', 'target_id'] as const) {
    const v = params.get(key)?.trim();
    if (v) out[key] = v;
  }
  const from = dayStart(params.get('from'));
  if (from !== null) out.from = from;
  const to = dayStart(params.get('to'));
  if (to !== null) out.to = to + 86_400 - 1;
  return out;
}

/** Unix seconds of 00:00 China Standard Time (UTC+8) on `date` (YYYY-MM-DD); null when not a date. */
export function dayStart(date: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - 8 * 3600_000;
  return Number.isFinite(ms) ? ms / 1000 : null;
}

/**
 * The fields that differ between `before` and `after` (top-level keys of two objects), for the entry's summary:
 * `[{ key, before, after }]`. A creation (before null) or deletion (after null) lists nothing.
 */
export function changedFields(
  before: unknown,
  after: unknown,
): Array<{ key: string; before: unknown; after: unknown }> {
  if (!isObject(before) || !isObject(after)) return [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => ({ key: k, before: before[k], after: after[k] }));
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
