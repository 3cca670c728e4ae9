/** Recent lookups per whole-degree cell (API `/ipintel/lookup_map`; aggregates only, no addresses). */
import type { ApiClient, DataOf } from '@lanyun/api-sdk';

export type LookupMap = DataOf<'/ipintel/lookup_map'>;
export const LOOKUP_MAP_KEY = ['ipintel', 'lookup-map'] as const;

export async function fetchLookupMap(api: ApiClient): Promise<LookupMap | null> {
  const res = await api.call('/ipintel/lookup_map', { hours: 24 });
  return res.code === 200 && res.data ? res.data : null;
}
