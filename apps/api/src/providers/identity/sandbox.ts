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
 *
 * Liveness: there is no face to film. `start` answers a certify id that carries the outcome and, as the page to
 * open, the return URL itself (the customer comes straight back, as after the real page); `result` passes it
 * unless the name contains 假脸 or "Spoof" (then it fails). Stateless, so every API process answers alike.
 */
import { randomBytes } from 'node:crypto';
import type { IdentityAnswer, IdentityProvider, LivenessCheck, LivenessResult } from './types.ts';

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

/** Names whose sandbox liveness check fails (docs/deployment.md lists them for testers). */
export const SANDBOX_SPOOF_MARKERS = ['假脸', 'spoof'];

/** The sandbox's liveness step (see the module comment). */
export const sandboxLiveness: LivenessCheck = {
  async start(q) {
    const outcome = SANDBOX_SPOOF_MARKERS.some((m) => q.realName.toLowerCase().includes(m)) ? 'F' : 'T';
    const certifyId = `sbx${outcome}${randomBytes(12).toString('hex')}`;
    const url = new URL(q.returnUrl);
    url.searchParams.set('certify_id', certifyId);
    return { certifyId, url: url.toString() };
  },
  async result(certifyId): Promise<LivenessResult> {
    if (certifyId.startsWith('sbxT')) return { result: 'passed', note: 'sandbox: Passed T, SubCode 200' };
    if (certifyId.startsWith('sbxF')) return { result: 'failed', note: 'sandbox: Passed F, SubCode 205 (not live)' };
    return { result: 'unavailable', note: 'sandbox: unknown certify id' };
  },
};

/** The sandbox provider; `delayMs` before each answer. */
export function sandboxIdentityProvider(opts: { delayMs: number }): IdentityProvider {
  return {
    name: 'sandbox',
    liveness: sandboxLiveness,
    async check(q) {
      if (opts.delayMs > 0) await new Promise((r) => setTimeout(r, opts.delayMs));
      return sandboxAnswer(q.realName, q.idNumber);
    },
  };
}
