/**
 * Who may call the keyed IP API and what it costs them (routes/ip/v1/keyed.ts): the key (x-api-key header or `key`
 * parameter) → its account's plan → the monthly quota (services/ipintel/ip-meter.ts). Each step answers synchronously when
 * this process's caches hold the key, the plan and the counter (the usual case on a busy key), and with a promise
 * otherwise (first call of a key in 10 s, counters in Redis), so the hot path makes no promise.
 * Errors are IP API errors (services/ipintel/ip-api-errors.ts): 401 missing_key / invalid_key / key_revoked, 402
 * plan_required, 403 origin_not_allowed (checked before anything is charged), 429 quota_exceeded.
 * A charge that crosses 80 % or 100 % of the month's quota sends the account a message (once per month per threshold).
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { ipLookups } from '../../../lib/metrics.ts';
import { ORIGIN_REFUSED_MSG, originAllowed } from '../../../lib/origins.ts';
import { cachedKey, findKeyCached, touchKey, type KeyFound, type KeyRef } from './api-keys.ts';
import { ipError, quotaHeaders } from './ip-api-errors.ts';
import { monthWindow, type Charge, type IpMeter } from './ip-meter.ts';
import { notify } from '../../accounts/index.ts';
import { cachedPlan, currentPlanCached, planNameParam, type IpPlan } from './ip-plans.ts';

/** Shares of the monthly quota at which the account is told (message centre, services/accounts/notify.ts). */
export const QUOTA_ALERT_PERCENTS = [80, 100] as const;

/** A caller that passed authentication: its key and its account's plan. */
export interface IpCaller {
  key: KeyRef;
  plan: IpPlan;
}

export interface IpAccess {
  /** The caller of `request`, or a promise of it. @throws ApiError 401, 402, 403 (services/ipintel/ip-api-errors.ts) */
  authenticate(request: FastifyRequest): IpCaller | Promise<IpCaller>;
  /**
   * Charge `n` lookups to the caller's account and set the quota headers on `reply`. With `partial`, as many as fit
   * are granted (Charge.granted). @throws ApiError 429 quota_exceeded (with Retry-After) when none are granted
   */
  charge(caller: IpCaller, reply: FastifyReply, n: number, partial?: boolean): Charge | Promise<Charge>;
  /** The caller's lookups this month without charging any, with the quota headers set on `reply`. */
  usage(caller: IpCaller, reply: FastifyReply): Promise<{ used: number; remaining: number; resetAt: Date }>;
}

/** The access checks of the IP API over the account database `db` and the quota meter. */
export function createIpAccess(db: Db, meter: IpMeter, log: FastifyBaseLogger): IpAccess {
  /** When each key's last_used_at was last written (written at most once a minute per key). */
  const lastUsedWrite = new Map<number, number>();

  const checkKey = (request: FastifyRequest, found: KeyFound): KeyRef => {
    if (found === null) throw ipError('invalid_key', 'ip.invalid_key');
    if (found === 'revoked') throw ipError('key_revoked', 'ip.key_revoked');
    if (found.origins !== null && !originAllowed(found.origins, request.headers.origin, request.headers.referer)) {
      throw ipError('origin_not_allowed', ORIGIN_REFUSED_MSG);
    }
    return found;
  };
  const checkPlan = (key: KeyRef, plan: IpPlan): IpCaller => {
    if (!plan.apiAccess) throw ipError('plan_required', 'ip.plan_no_api', { plan: planNameParam(plan) });
    return { key, plan };
  };

  /** Quota headers on `reply`; refuse a charge that granted nothing; record what was granted. */
  const settle = (caller: IpCaller, reply: FastifyReply, res: Charge, now: number): Charge => {
    const quota = caller.plan.monthlyQuota;
    reply.headers(quotaHeaders(quota, res.used, res.resetAt, res.monthStart, now));
    if (!res.ok) {
      reply.header('retry-after', String(Math.max(1, Math.ceil((res.resetAt.getTime() - now) / 1000))));
      const resetIso = res.resetAt.toISOString();
      throw ipError(
        'quota_exceeded',
        'ip.quota_used',
        { quota: quota.toLocaleString('en-US'), at: resetIso },
        {
          reset_at: Math.floor(res.resetAt.getTime() / 1000),
          quota,
        },
      );
    }
    if (res.granted > 0) {
      ipLookups.inc({ plan: caller.plan.code }, res.granted);
      meter.record(caller.key.id, res.granted);
      // Two comparisons on the hot path; a crossing (rare) is told once per month per threshold (notify's dedupe key).
      const before = res.used - res.granted;
      for (const pct of QUOTA_ALERT_PERCENTS) {
        const mark = Math.ceil((quota * pct) / 100);
        if (before < mark && res.used >= mark) {
          const userId = caller.key.userId;
          const month = res.monthStart.toISOString().slice(0, 7);
          db.transaction((tx) =>
            notify(tx, {
              userId,
              category: 'service',
              event: `ip_quota:${userId}:${month}:${pct}`,
              key: 'message.ip_quota',
              params: {
                percent: pct,
                used: res.used.toLocaleString('en-US'),
                quota: quota.toLocaleString('en-US'),
                month,
              },
            }),
          ).catch((err: unknown) => log.error({ err, userId, pct }, 'could not tell of the IP quota'));
        }
      }
    }
    const id = caller.key.id;
    if (now - (lastUsedWrite.get(id) ?? 0) >= 60_000) {
      lastUsedWrite.set(id, now);
      touchKey(db, id, new Date(now)).catch((err: unknown) =>
        log.warn({ err, keyId: id }, 'could not record the API key’s last use'),
      );
    }
    return res;
  };

  return {
    authenticate(request) {
      const header = request.headers['x-api-key'];
      const secret =
        (Array.isArray(header) ? header[0] : header) || (request.query as { key?: string } | undefined)?.key;
      if (!secret) throw ipError('missing_key', 'ip.missing_key');
      const now = Date.now();
      const found = cachedKey(secret, now);
      if (found !== undefined) {
        const key = checkKey(request, found);
        const cached = cachedPlan(key.userId, now);
        if (cached) return checkPlan(key, cached.plan);
        return currentPlanCached(db, key.userId, now).then(({ plan }) => checkPlan(key, plan));
      }
      return (async () => {
        const key = checkKey(request, await findKeyCached(db, secret, now));
        const { plan } = cachedPlan(key.userId, now) ?? (await currentPlanCached(db, key.userId, now));
        return checkPlan(key, plan);
      })();
    },
    charge(caller, reply, n, partial = false) {
      const now = Date.now();
      const res = meter.charge(caller.key.userId, n, caller.plan.monthlyQuota, undefined, partial);
      return res instanceof Promise ? res.then((r) => settle(caller, reply, r, now)) : settle(caller, reply, res, now);
    },
    async usage(caller, reply) {
      const now = new Date();
      const used = await meter.used(caller.key.userId, now);
      const { resetAt } = monthWindow(now);
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      reply.headers(quotaHeaders(caller.plan.monthlyQuota, used, resetAt, monthStart, now.getTime()));
      return { used, remaining: Math.max(0, caller.plan.monthlyQuota - used), resetAt };
    },
  };
}
