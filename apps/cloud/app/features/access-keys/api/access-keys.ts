/**
 * The AccessKeys of the logged-in user (/v1/access_key_*, apps/api modules/public-api): list, create (the answer holds
 * the secret, shown once), enable/disable, delete. Keys sign calls to the public API (`/open/v1`, docs/public-api.md).
 */
import { queryData, type ApiClient, type Envelope } from '@lanyun/api-sdk';

export interface AccessKey {
  key_id: string;
  status: 'active' | 'disabled';
  description: string;
  allowed_ips: string[];
  created_at: number;
  last_used_at: number | null;
  last_used_ip: string | null;
  last_used_call: string | null;
}

export const ACCESS_KEYS = { list: ['access-keys'] as const };
/** At most this many keys per user (the API refuses a third: accesskey.limit). */
export const MAX_ACCESS_KEYS = 2;

export function fetchAccessKeys(api: ApiClient): Promise<AccessKey[]> {
  return queryData(api, '/v1/access_key_list');
}

export function createAccessKey(
  api: ApiClient,
  v: { description: string; allowed_ips: string },
): Promise<Envelope<AccessKey & { secret: string }>> {
  return api.call('/v1/access_key_create', v);
}

export function setAccessKeyStatus(api: ApiClient, keyId: string, status: AccessKey['status']) {
  return api.call('/v1/access_key_update', { key_id: keyId, status });
}

export function deleteAccessKey(api: ApiClient, keyId: string) {
  return api.call('/v1/access_key_delete', { key_id: keyId });
}
