/** Recent lookups per whole-degree cell (API `/ipintel/lookup_map`; aggregates only, no addresses). */
import type { ApiClient, DataOf } from '@lanyun/api-sdk';

export type LookupMap = DataOf<'/ipintel/lookup_map'>;
export const LOOKUP_MAP_KEY = ['ipintel', 'lookup-map'] as const;

/**
 * The last 24 hours of lookups; a quiet call that rejects with the envelope's `code` and `msg` on failure (react-query
 * keeps the last map on screen). Type imports only: the map chunk stays free of the SDK's runtime.
 */
export async function fetchLookupMap(api: ApiClient): Promise<LookupMap> {
  const res = await api.call('/ipintel/lookup_map', { hours: 24 }, { quiet: true });
  if (res.code !== 200 || !res.data) throw Object.assign(new Error(res.msg), { code: res.code });
  return res.data;
}
