/**
 * IP-intelligence account calls for the user pages (API `/ipintel/*`, logged in). Errors other than 506 are toasted
 * by the SDK client (normal calls); these helpers return null/false after a failure.
 */
import { ApiError, queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';

export type Subscription = DataOf<'/ipintel/subscription'>;
export type ApiKey = DataOf<'/ipintel/key_list'>[number];
export type NewKey = DataOf<'/ipintel/key_create'>;
export type UsageRow = DataOf<'/ipintel/usage'>[number];

/** react-query keys; everything under `['ipintel']` is refreshed after a purchase. */
export const KEYS = {
  subscription: ['ipintel', 'subscription'] as const,
  keys: ['ipintel', 'keys'] as const,
  usage: ['ipintel', 'usage'] as const,
};

/** The account's plan, or null without one; rejects with an `ApiError` when the call fails. */
export async function fetchSubscription(api: ApiClient): Promise<Subscription | null> {
  const res = await api.call('/ipintel/subscription', {}, { quiet: true });
  if (res.code !== 200) throw new ApiError(res.code, res.msg, '/ipintel/subscription');
  return res.data ?? null;
}

export function fetchKeys(api: ApiClient): Promise<ApiKey[]> {
  return queryData(api, '/ipintel/key_list');
}

export function fetchUsage(api: ApiClient, days = 30): Promise<UsageRow[]> {
  return queryData(api, '/ipintel/usage', { days });
}

export async function createKey(api: ApiClient, name: string): Promise<NewKey | null> {
  const res = await api.call('/ipintel/key_create', { name });
  return res.code === 200 && res.data ? res.data : null;
}

/**
 * Set a key's allowed web origins (`origins`: one per line, or separated by commas or spaces; empty: any caller) with
 * `/ipintel/key_update`. The API normalises them and answers 400 naming a bad entry or past 10 (toasted by the SDK).
 * @returns the updated key, or null after a failure
 */
export async function updateKeyOrigins(api: ApiClient, id: number, origins: string): Promise<ApiKey | null> {
  const res = await api.call('/ipintel/key_update', { id, allowed_origins: origins });
  return res.code === 200 && res.data ? res.data : null;
}

export async function rotateKey(api: ApiClient, id: number): Promise<NewKey | null> {
  const res = await api.call('/ipintel/key_rotate', { id });
  return res.code === 200 && res.data ? res.data : null;
}

export async function revokeKey(api: ApiClient, id: number): Promise<boolean> {
  return (await api.call('/ipintel/key_revoke', { id })).code === 200;
}
