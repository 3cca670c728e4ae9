/**
 * The figures the home page shows (API `/ipintel/database_facts`): range and ASN counts and the build time of the
 * database in use, its snapshots of the last 7 days, the anonymous query tool's limit per minute, and a real answer
 * for 8.8.8.8. Loaded on the server with the page; null when the API could not answer (the page shows "—").
 */
import type { DataOf } from '@lanyun/api-sdk';

export type DatabaseFacts = DataOf<'/ipintel/database_facts'>;

/** `n` in the language's compact notation ("8.6M", "859万"), or null for null. */
export function compactNumber(n: number | null, lang: string): string | null {
  return n === null ? null : new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 }).format(n);
}

/** A Unix time as its UTC date, "2026-11-26", or null. */
export function utcDate(seconds: number | null): string | null {
  return seconds === null ? null : new Date(seconds * 1000).toISOString().slice(0, 10);
}
