/** Recent lookups per whole-degree cell (API `/ipintel/lookup_map`; aggregates only, no addresses). */
import { queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';

export type LookupMap = DataOf<'/ipintel/lookup_map'>;
export const LOOKUP_MAP_KEY = ['ipintel', 'lookup-map'] as const;

export function fetchLookupMap(api: ApiClient): Promise<LookupMap> {
  return queryData(api, '/ipintel/lookup_map', { hours: 24 });
}
