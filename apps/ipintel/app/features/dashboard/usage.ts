/** Turns `/ipintel/usage` rows (per key per UTC day) into one total per day for the chart. */
import type { UsageRow } from './api/account';

/** The last `days` UTC days ending today (oldest first), with the lookups of all keys summed. */
export function dailyTotals(rows: UsageRow[], days: number, today = new Date()): Array<{ day: string; count: number }> {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.day, (sums.get(r.day) ?? 0) + r.count);
  const out: Array<{ day: string; count: number }> = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i))
      .toISOString()
      .slice(0, 10);
    out.push({ day, count: sums.get(day) ?? 0 });
  }
  return out;
}
