/**
 * Times on the IP site, all in UTC and named so: the lookup counts, the usage chart and the data date are kept per
 * UTC day by the API, so every other date and time on the site uses the same zone (issue 21: one zone, always
 * named). Input: unix seconds; missing or zero shows "-".
 */
import { formatDate } from '@lanyun/ui/format';

/** "2026-11-26 06:05 (UTC)". */
export const formatUtcTime = (seconds: number | null | undefined): string =>
  seconds ? `${formatDate(seconds, 'YYYY-MM-DD HH:mm', 0)} (UTC)` : '-';

/** "2026-11-26 (UTC)". */
export const formatUtcDay = (seconds: number | null | undefined): string =>
  seconds ? `${formatDate(seconds, 'YYYY-MM-DD', 0)} (UTC)` : '-';
