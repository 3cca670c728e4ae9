/**
 * The local identity provider for development and tests: no network, answers decided by the input
 * so a tester can choose the outcome.
 *
 * - a name containing 失配 or "Mismatch", or an ID number ending in the check digit X → `mismatch`;
 * - a name containing 停机 or "Outage" → `unavailable` (the provider is down);
 * - anything else (a valid ID number, which the API has already checked) → `match`.
 *
 * Each answer comes after `delayMs` (ID_VERIFY_SANDBOX_DELAY_MS, default 800 ms, like the real
 * service's usual second).
 */
import type { IdentityAnswer, IdentityProvider } from './types.ts';

/** Names that steer the sandbox (docs/deployment.md lists them for testers). */
export const SANDBOX_MISMATCH_MARKERS = ['失配', 'mismatch'];
export const SANDBOX_OUTAGE_MARKERS = ['停机', 'outage'];

/** The sandbox's answer for a name and ID number, without the delay. Pure. */
export function sandboxAnswer(realName: string, idNumber: string): IdentityAnswer {
  const name = realName.toLowerCase();
  if (SANDBOX_OUTAGE_MARKERS.some((m) => name.includes(m)))
    return { result: 'unavailable', note: 'sandbox: service unavailable (503)' };
  if (SANDBOX_MISMATCH_MARKERS.some((m) => name.includes(m)) || idNumber.toUpperCase().endsWith('X'))
    return { result: 'mismatch', note: 'sandbox: BizCode 2, name and ID number do not match' };
  return { result: 'match', note: 'sandbox: BizCode 1, name and ID number match' };
}

/** The sandbox provider; `delayMs` before each answer. */
export function sandboxIdentityProvider(opts: { delayMs: number }): IdentityProvider {
  return {
    name: 'sandbox',
    async check(q) {
      if (opts.delayMs > 0) await new Promise((r) => setTimeout(r, opts.delayMs));
      return sandboxAnswer(q.realName, q.idNumber);
    },
  };
}
