/**
 * Log-in throttling (issue "Accounts"): at most 5 failed attempts per account and 20 per client
 * address in 15 minutes; past that, log-in is refused with the time to wait, even with the right
 * password. A successful log-in clears the account's failures.
 */
import type { Counters } from '../lib/counters.ts';
import { ApiError, CODE } from '../lib/envelope.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILS_PER_ACCOUNT = 5;
export const MAX_FAILS_PER_IP = 20;

const keys = (account: string, ip: string) => ({ acct: `login-fail:acct:${account.toLowerCase()}`, ip: `login-fail:ip:${ip}` });

/** @throws ApiError 429 when the account or the address is locked out */
export async function assertLoginAllowed(counters: Counters, account: string, ip: string): Promise<void> {
  const k = keys(account, ip);
  const [a, i] = await Promise.all([counters.peek(k.acct), counters.peek(k.ip)]);
  const blocked = a.count >= MAX_FAILS_PER_ACCOUNT ? a : i.count >= MAX_FAILS_PER_IP ? i : null;
  if (blocked) {
    const min = Math.max(1, Math.ceil(blocked.resetMs / 60_000));
    throw new ApiError(CODE.TOO_MANY, `Too many failed log-in attempts, please try again in ${min} min`, { retry_after: Math.ceil(blocked.resetMs / 1000) });
  }
}

/** Run `attempt`; count a failure when it throws, clear the account's failures when it succeeds. */
export async function throttledLogin<T>(counters: Counters, account: string, ip: string, attempt: () => Promise<T>): Promise<T> {
  await assertLoginAllowed(counters, account, ip);
  const k = keys(account, ip);
  try {
    const result = await attempt();
    await counters.reset(k.acct);
    return result;
  } catch (err) {
    if (err instanceof ApiError && err.code === CODE.BAD_REQUEST) {
      await Promise.all([counters.hit(k.acct, LOGIN_WINDOW_MS), counters.hit(k.ip, LOGIN_WINDOW_MS)]);
    }
    throw err;
  }
}
