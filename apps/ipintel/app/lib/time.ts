/**
 * Times on the IP site, in the customer's one time zone, Beijing time (UTC+8, as on the cloud site, whose ledger is the
 * same wallet), and named so: "2026-11-26 14:05 (UTC+8)" (the shared `formatZoned` of @lanyun/ui/format). The API's
 * lookup counts are kept per UTC day and month; the usage chart and the data date say so where they show them
 * (docs/decisions/0070-facts-on-public-pages.md). Input: unix seconds; missing or zero shows "-".
 */
import { formatZoned } from '@lanyun/ui/format';

/** "2026-11-26 14:05 (UTC+8)". */
export const formatTime = (seconds: number | null | undefined): string => formatZoned(seconds);

/** "2026-11-26 (UTC+8)". */
export const formatDay = (seconds: number | null | undefined): string => formatZoned(seconds, 'YYYY-MM-DD');
