/**
 * The text alternative of a monitoring chart: latest, lowest, highest and average value of one series over the
 * chart's range, in the series' unit (per cent, MiB or KiB/s, as plotted).
 */

/** Latest, min, max and average of a series; null when it has no finite value. */
export interface SeriesSummary {
  latest: number;
  min: number;
  max: number;
  avg: number;
}

/** Summarises `values` in time order (the last one is the latest); non-finite values (gaps) are skipped. */
export function summarizeSeries(values: readonly number[]): SeriesSummary | null {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return null;
  let min = finite[0]!;
  let max = finite[0]!;
  let sum = 0;
  for (const v of finite) {
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
  }
  return { latest: finite[finite.length - 1]!, min, max, avg: sum / finite.length };
}

/** A chart value as text in `lang`: at most one decimal (12.5, 1,024). */
export function formatChartValue(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(value);
}
