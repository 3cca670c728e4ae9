/**
 * The operator overview's data (POST /ops/overview/period) and its period arithmetic: a period is a kind (day,
 * Monday-to-Sunday week, calendar month) and any China-time date (YYYY-MM-DD) inside it, kept in the page's URL
 * (`?period=week&date=2026-03-04`).
 */
import type { ApiClient, DataOf } from '@lanyun/api-sdk';
import { DASHBOARD_KEY } from './dashboard';

/** The overview of one period, as the API answers it (money in yuan strings). */
export type Overview = DataOf<'/ops/overview/period'>;
/** The period kinds, in the switch's order. */
export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];
/** The products whose revenue the overview splits, in display order. */
export const PRODUCTS = ['ecs', 'phone', 'ip'] as const;

/** react-query key of one period's overview. */
export const overviewKey = (period: Period, date: string) => [...DASHBOARD_KEY, 'overview', period, date] as const;

/**
 * Load the overview of the `period` containing `date`.
 * @throws Error with the API's message (already in the page's language) when the answer is not 200
 */
export async function fetchOverview(api: ApiClient, period: Period, date: string): Promise<Overview> {
  const res = await api.call('/ops/overview/period', { period, date });
  if (res.code !== 200 || !res.data) throw Object.assign(new Error(res.msg), { code: res.code });
  return res.data;
}

/** Today's date in China time (UTC+8), YYYY-MM-DD. */
export function chinaToday(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** True for a YYYY-MM-DD date that exists on the calendar. */
export function isDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * A date in the period `steps` periods away from `date`'s: ±1 day, ±7 days, or the same day of another month
 * (the month's last day when it has fewer days).
 */
export function shiftPeriod(period: Period, date: string, steps: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (period === 'month') {
    const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + steps, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    first.setUTCDate(Math.min(d.getUTCDate(), last));
    return first.toISOString().slice(0, 10);
  }
  return new Date(d.getTime() + steps * (period === 'week' ? 7 : 1) * 86_400_000).toISOString().slice(0, 10);
}
