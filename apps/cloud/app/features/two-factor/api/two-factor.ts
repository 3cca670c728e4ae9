/**
 * Two-factor log-in calls (/secure/two_factor_*): status, set-up, turning on and off, and the step-up before
 * sensitive actions. Failures are toasted by the client (e.g. "The code is incorrect or already used"); each call
 * resolves to null on failure.
 */
import { queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';

export type TwoFactorStatus = DataOf<'/secure/two_factor_status'>;

/** Query key of the status (the security page reads it; turning on or off refreshes it). */
export const TWO_FACTOR_STATUS_KEY = ['two-factor-status'] as const;

/** Whether two-factor is on and how many recovery codes are left; throws on failure (the page shows a retry). */
export function fetchTwoFactorStatus(api: ApiClient): Promise<TwoFactorStatus> {
  return queryData(api, '/secure/two_factor_status');
}

/** Begins set-up: the new secret and its otpauth:// URL (for the QR code). */
export async function startSetup(api: ApiClient): Promise<DataOf<'/secure/two_factor_setup'> | null> {
  const res = await api.call('/secure/two_factor_setup');
  return res.code === 200 && res.data ? res.data : null;
}

/** Turns two-factor on with a code; resolves to the 10 recovery codes (shown once). */
export async function enableTwoFactor(api: ApiClient, code: string): Promise<string[] | null> {
  const res = await api.call('/secure/two_factor_enable', { code });
  return res.code === 200 && res.data ? res.data.recovery_codes : null;
}

/** Turns two-factor off with a code or a recovery code; resolves to the API's message. */
export async function disableTwoFactor(api: ApiClient, code: string): Promise<string | null> {
  const res = await api.call('/secure/two_factor_disable', { code });
  return res.code === 200 ? res.msg : null;
}

/** Proves a code on this session so sensitive actions are allowed for a few minutes; resolves to the API's message. */
export async function stepUpRequest(api: ApiClient, code: string): Promise<string | null> {
  const res = await api.call('/secure/two_factor_step_up', { code });
  return res.code === 200 ? res.msg : null;
}
