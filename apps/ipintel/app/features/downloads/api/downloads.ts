/** Database downloads (API `/ipintel/download_list`, `/ipintel/download_link`; plans with data downloads). */
import { queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';

export type Snapshot = DataOf<'/ipintel/download_list'>[number];
export const DOWNLOADS_KEY = ['ipintel', 'downloads'] as const;

export function fetchDownloads(api: ApiClient): Promise<Snapshot[]> {
  return queryData(api, '/ipintel/download_list');
}

/** A signed link (valid 5 minutes) to one file, or null (already toasted). */
export async function downloadLink(api: ApiClient, version: string, name: string): Promise<string | null> {
  const res = await api.call('/ipintel/download_link', { version, name });
  return res.code === 200 && res.data ? res.data.url : null;
}
