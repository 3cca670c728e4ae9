/**
 * GET /ip/lookup through the SDK. Called from the browser so that, without `ip`, the API answers for the visitor's
 * own address. Errors (e.g. code 400 'Invalid IP address') come back in the envelope and are also toasted by the
 * client's onWarning (the path is a "normal" call).
 */
import type { ApiClient, Envelope } from '@lanyun/api-sdk';
import type { IpData } from '../ip-fields';

/** Looks up `ip`, or the caller's own address when `ip` is empty. */
export function lookupIp(api: ApiClient, ip?: string): Promise<Envelope<IpData>> {
  const trimmed = ip?.trim();
  return api.call('/ip/lookup', trimmed ? { ip: trimmed } : {}) as Promise<Envelope<IpData>>;
}
