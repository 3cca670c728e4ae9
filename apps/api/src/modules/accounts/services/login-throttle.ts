/**
 * Log-in throttling (issue "Accounts"; issue 18 "Throttles that hold"): at most 5 attempts per
 * account and 20 per client address are checked in 15 minutes; past that, log-in is refused with
 * the time to wait (429), even with the right password.
 *
 * The attempt is counted atomically BEFORE the password or code is checked (`Counters.hit`: an
 * in-process map, or Redis INCR shared by every API process when `REDIS_URL` is set), so concurrent
 * requests cannot all slip past the limit: of 30 concurrent wrong passwords for one account, at
 * most 5 reach the password check. The account is keyed on its normalised form
 * (`accountKey` of services/accounts/accounts.ts, the same one the lookup uses).
 *
 * Afterwards an attempt that turns out not to be a failure gives its count back: a successful
 * log-in clears the account's count and gives back its address hit; an outcome the caller says is
 * not a failure (the operator console's first step asking for the two-factor code, a server error)
 * gives back both of its own hits without clearing anyone else's.
 *
 * Operators ({@link throttledOperatorLogin}) are throttled so that failures slow the attacker, not the owner: the
 * 5-failure lock is kept per account AND address, so failures from one address lock that address only; failures
 * across addresses (5 for the account as a whole) only take away the password-first path: the account then opens
 * with the second factor checked before the password, so an operator with the authenticator app still logs in from
 * anywhere, while a password guess without a valid one-time code is never checked (docs/decisions/0066-secrets-in-logs-operator-locks-the-console-socket-images.md "Operator
 * log-in locks").
 */
import type { Counters, CounterHit } from '../../../lib/counters.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILS_PER_ACCOUNT = 5;
export const MAX_FAILS_PER_IP = 20;

/**
 * Counter keys. `account` must already be normalised (lower-case e-mail, 11-digit phone); operator
 * accounts are namespaced by the caller (`ops:<e-mail>`).
 */
const keys = (account: string, ip: string) => ({
  acct: `login-fail:acct:${account}`,
  ip: `login-fail:ip:${ip}`,
  pair: `login-fail:pair:${account}|${ip}`,
});

/** Thrown when a log-in attempt is refused by the throttle; `scope` says which limit was reached. */
export class LoginLockedError extends ApiError {
  constructor(
    blocked: CounterHit,
    readonly scope: 'account' | 'address',
  ) {
    const min = Math.max(1, Math.ceil(blocked.resetMs / 60_000));
    super(
      CODE.TOO_MANY,
      'auth.too_many_failures',
      { minutes: min },
      {
        retry_after: Math.ceil(blocked.resetMs / 1000),
      },
    );
  }
}

export interface ThrottleOptions {
  /**
   * Whether an error thrown by the attempt is a failed log-in that keeps its count (default: an ApiError with code
   * 400). Any other outcome gives its hits back.
   */
  isFailure?: (err: unknown) => boolean;
}

const isBadRequest = (err: unknown) => err instanceof ApiError && err.code === CODE.BAD_REQUEST;

/**
 * Count one log-in attempt for `account` (normalised) from `ip`, then run `attempt` only when both counts are within
 * the limits.
 * @throws LoginLockedError (ApiError 429, `data.retry_after` in seconds) when the account or the address has used
 *   its attempts in the current window; `attempt` is not called then
 * @throws whatever `attempt` throws
 */
export async function throttledLogin<T>(
  counters: Counters,
  account: string,
  ip: string,
  attempt: () => Promise<T>,
  opts: ThrottleOptions = {},
): Promise<T> {
  const k = keys(account, ip);
  const giveBack = (key: string) => counters.hit(key, LOGIN_WINDOW_MS, -1);
  const a = await counters.hit(k.acct, LOGIN_WINDOW_MS);
  // A refused attempt keeps its hit: the count stays over the limit until the window ends, which is the lock.
  if (a.count > MAX_FAILS_PER_ACCOUNT) throw new LoginLockedError(a, 'account');
  const i = await counters.hit(k.ip, LOGIN_WINDOW_MS);
  if (i.count > MAX_FAILS_PER_IP) {
    // Not checked, so not the account's attempt.
    await giveBack(k.acct);
    throw new LoginLockedError(i, 'address');
  }
  let result: T;
  try {
    result = await attempt();
  } catch (err) {
    if (!(opts.isFailure ?? isBadRequest)(err)) await Promise.all([giveBack(k.acct), giveBack(k.ip)]);
    throw err;
  }
  await Promise.all([counters.reset(k.acct), giveBack(k.ip)]);
  return result;
}

/** What {@link throttledOperatorLogin} tells the attempt. */
export interface OperatorAttemptState {
  /**
   * The account-wide count when failures from all addresses together passed the limit (the attempt must then check
   * the second factor before the password, and refuse without one), else null.
   */
  accountLocked: CounterHit | null;
}

/**
 * Count one operator log-in attempt for `account` (normalised, namespaced by the caller) from `ip`, then run
 * `attempt`. The lock is per account and address: past {@link MAX_FAILS_PER_ACCOUNT} failures from `ip` for this
 * account, or {@link MAX_FAILS_PER_IP} from `ip` overall, the attempt is refused without being run. Past
 * {@link MAX_FAILS_PER_ACCOUNT} failures for the account from all addresses, `attempt` still runs, told so by
 * `accountLocked`. A success clears the account's counts (this address's and the account-wide one).
 * @throws LoginLockedError (ApiError 429) when this address is locked out of the account, or the address as a whole
 * @throws whatever `attempt` throws
 */
export async function throttledOperatorLogin<T>(
  counters: Counters,
  account: string,
  ip: string,
  attempt: (state: OperatorAttemptState) => Promise<T>,
  opts: ThrottleOptions = {},
): Promise<T> {
  const k = keys(account, ip);
  const giveBack = (key: string) => counters.hit(key, LOGIN_WINDOW_MS, -1);
  const p = await counters.hit(k.pair, LOGIN_WINDOW_MS);
  if (p.count > MAX_FAILS_PER_ACCOUNT) throw new LoginLockedError(p, 'account');
  const i = await counters.hit(k.ip, LOGIN_WINDOW_MS);
  if (i.count > MAX_FAILS_PER_IP) {
    await giveBack(k.pair);
    throw new LoginLockedError(i, 'address');
  }
  const a = await counters.hit(k.acct, LOGIN_WINDOW_MS);
  let result: T;
  try {
    result = await attempt({ accountLocked: a.count > MAX_FAILS_PER_ACCOUNT ? a : null });
  } catch (err) {
    if (!(opts.isFailure ?? isBadRequest)(err)) await Promise.all([giveBack(k.pair), giveBack(k.ip), giveBack(k.acct)]);
    throw err;
  }
  await Promise.all([counters.reset(k.pair), counters.reset(k.acct), giveBack(k.ip)]);
  return result;
}
