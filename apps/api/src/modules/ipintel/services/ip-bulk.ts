/**
 * `POST /ip/v1/bulk` (routes/ip/v1/keyed.ts): one result per input, in input order, each with data or an error.
 * - Inputs: a bare JSON array of strings (as ipinfo's batch), `{"ips": [...]}`, or `ips` as text (form field or JSON
 *   string) split on commas and white space. Array entries are kept 1:1, blanks included (they get `invalid_ip`).
 * - Charge: one lookup per distinct address answered (canonical form: "8.8.8.8" and " 8.8.8.8" are one), so a
 *   duplicate costs nothing; invalid entries and addresses without data cost nothing.
 * - Partial quota: when fewer lookups remain than distinct addresses, the first ones (by first appearance) are
 *   answered and the others get `quota_exceeded` ({@link applyGrant}).
 */
import type { IpData, IpDatabase } from '@lanyun/ipdb';
import { InvalidIpError } from '@lanyun/ipdb';
import type { ApiParams, ApiReason } from '../../../lib/envelope.ts';
import { langOfHeader } from '../../../lib/lang.ts';
import { renderApiMessage } from '@lanyun/i18n/api-messages';
import { IP_ERROR_STATUS, type IpErrorKey } from './ip-api-errors.ts';

/** A per-item error: the status it would have as a single lookup, its `data.error` key and a message. */
export interface BulkItemError {
  code: number;
  error: IpErrorKey;
  msg: string;
}
/** One result: `ip` is the input as given; exactly one of `data` and `error` is null. */
export interface BulkResult {
  ip: string;
  data: IpData | null;
  error: BulkItemError | null;
}

/** The body forms the route accepts (validated by its zod schema). */
export type BulkBody = string[] | { ips: string[] | string };

/** The inputs of a bulk body, one per address to answer. */
export function bulkInputs(body: BulkBody): string[] {
  const ips = Array.isArray(body) ? body : body.ips;
  return Array.isArray(ips) ? ips : ips.split(/[\s,]+/).filter((s) => s.length > 0);
}

const itemError = (
  error: IpErrorKey,
  reason: ApiReason,
  lang: string | undefined,
  params: ApiParams = {},
): BulkItemError => ({
  code: IP_ERROR_STATUS[error],
  error,
  msg: renderApiMessage(langOfHeader(lang), reason, params),
});

/**
 * Look every input up in `db`. Returns the results (data set on each answered one, to be cut by {@link applyGrant})
 * and the distinct canonical addresses answered, in order of first appearance.
 */
export function resolveBulk(
  db: IpDatabase,
  inputs: readonly string[],
  lang: string | undefined,
): { results: BulkResult[]; distinct: string[] } {
  const results: BulkResult[] = [];
  const seen = new Set<string>();
  const distinct: string[] = [];
  for (const input of inputs) {
    const ip = input.trim();
    if (ip === '') {
      results.push({
        ip: input,
        data: null,
        error: itemError('invalid_ip', 'ip.empty_entry', lang),
      });
      continue;
    }
    let data: IpData | null;
    try {
      data = db.lookup(ip);
    } catch (err) {
      if (!(err instanceof InvalidIpError)) throw err;
      results.push({ ip: input, data: null, error: itemError('invalid_ip', 'ip.invalid_ip', lang) });
      continue;
    }
    if (!data) {
      results.push({ ip: input, data: null, error: itemError('no_data', 'ip.no_data', lang, { ip }) });
      continue;
    }
    if (!seen.has(data.ip)) {
      seen.add(data.ip);
      distinct.push(data.ip);
    }
    results.push({ ip: input, data, error: null });
  }
  return { results, distinct };
}

/**
 * Keep the data of the first `granted` distinct addresses (and their duplicates); every other answered result gets
 * `quota_exceeded` instead. Returns the results answered.
 */
export function applyGrant(
  results: BulkResult[],
  distinct: readonly string[],
  granted: number,
  lang: string | undefined,
): BulkResult[] {
  if (granted >= distinct.length) return results;
  const allowed = new Set(distinct.slice(0, granted));
  const refused = itemError('quota_exceeded', 'ip.quota_before', lang);
  return results.map((r) => (r.data && !allowed.has(r.data.ip) ? { ip: r.ip, data: null, error: refused } : r));
}
