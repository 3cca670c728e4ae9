/**
 * Number, money and date formatting shared by every Lanyun site (spec §9 "Business constants").
 *
 * - Numbers with 4 or more integer digits get thousands separators: 1234 → "1,234".
 * - Times arrive as unix seconds and render as YYYY-MM-DD by default.
 * - Money arrives from the API in yuan as strings with two decimals ("100.00").
 *
 * Dates are computed with the built-in `Date` (UTC fields of the instant shifted by the fixed offset), so the
 * module adds no date library to the pages that show a date.
 */

/** Balance display cap (spec §3 User / §9): balances of 10,000,000 or more show as this string. */
export const BALANCE_DISPLAY_CAP = '99999999.99';
/** Balance at or above which {@link BALANCE_DISPLAY_CAP} is shown, in yuan. */
export const BALANCE_CAP_THRESHOLD = 10_000_000;

/**
 * Offset used for dates, in minutes east of UTC. The provider operates on China Standard Time (UTC+8);
 * a fixed offset also keeps server-rendered and browser-rendered dates identical (no hydration mismatch).
 */
export const DEFAULT_UTC_OFFSET_MINUTES = 480;

function toNumber(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  return typeof value === 'number' ? value : Number(value);
}

/** Inserts thousands separators into the integer part of a numeric string ("1234567.5" → "1,234,567.5"). */
function groupDigits(text: string): string {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const [intPart = '', decPart] = body.split('.');
  const grouped = intPart.length >= 4 ? intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : intPart;
  return (negative ? '-' : '') + grouped + (decPart !== undefined ? `.${decPart}` : '');
}

/**
 * Formats a number with thousands separators when it has 4+ integer digits (spec §9).
 * `formatNumber(999)` → "999", `formatNumber(50000)` → "50,000", `formatNumber("1234.5")` → "1,234.5".
 * Non-numeric input renders as "-".
 */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '-';
  return groupDigits(String(n));
}

/**
 * Formats an amount in yuan with two decimals and thousands separators: "1234.5" → "1,234.50", 39 → "39.00".
 * Non-numeric input renders as "0.00".
 */
export function formatMoney(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '0.00';
  return groupDigits(n.toFixed(2));
}

/** The balance fields of a user profile (strings in yuan, two decimals, as the API sends them). */
export interface BalanceFields {
  balance?: string | number | null;
  give_balance?: string | number | null;
  total_balance?: string | number | null;
}

/**
 * The balance shown in the header's user menu (spec §3 User, §9): `total_balance` (balance plus gift balance)
 * with two decimals and no separators; when `balance` is 10,000,000 or more, the cap "99999999.99".
 * If `total_balance` is missing it is computed from `balance + give_balance`.
 */
export function formatBalance(user: BalanceFields | null | undefined): string {
  if (!user) return '0.00';
  const balance = toNumber(user.balance);
  if (Number.isFinite(balance) && balance >= BALANCE_CAP_THRESHOLD) return BALANCE_DISPLAY_CAP;
  let total = toNumber(user.total_balance);
  if (!Number.isFinite(total)) {
    const gift = toNumber(user.give_balance);
    total = (Number.isFinite(balance) ? balance : 0) + (Number.isFinite(gift) ? gift : 0);
  }
  return total.toFixed(2);
}

/**
 * The numeric date tokens {@link formatDate} understands, with dayjs's meaning: year (YYYY, YY), month (MM, M), day
 * (DD, D), hour 0–23 (HH, H), minute (mm, m), second (ss, s), millisecond (SSS). Text in square brackets is copied
 * without the brackets; every other character is copied as is.
 */
const DATE_TOKENS = /\[([^\]]+)]|YYYY|YY|MM|M|DD|D|HH|H|mm|m|ss|s|SSS/g;

/**
 * Formats unix seconds as a date (spec §9: "Time formatted from seconds, default YYYY-MM-DD") at a fixed offset
 * from UTC. `pattern` uses the numeric dayjs tokens listed at {@link DATE_TOKENS} (e.g. "YYYY-MM-DD HH:mm:ss").
 * Missing or zero timestamps render as "-"; instants outside the `Date` range as "Invalid Date".
 */
export function formatDate(
  seconds: number | string | null | undefined,
  pattern = 'YYYY-MM-DD',
  utcOffsetMinutes = DEFAULT_UTC_OFFSET_MINUTES,
): string {
  const n = toNumber(seconds);
  if (!Number.isFinite(n) || n <= 0) return '-';
  const at = new Date(n * 1000 + utcOffsetMinutes * 60_000);
  if (Number.isNaN(at.getTime())) return 'Invalid Date';
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const year = pad(at.getUTCFullYear(), 4);
  const fields: Record<string, string> = {
    YYYY: year,
    YY: year.slice(-2),
    MM: pad(at.getUTCMonth() + 1),
    M: String(at.getUTCMonth() + 1),
    DD: pad(at.getUTCDate()),
    D: String(at.getUTCDate()),
    HH: pad(at.getUTCHours()),
    H: String(at.getUTCHours()),
    mm: pad(at.getUTCMinutes()),
    m: String(at.getUTCMinutes()),
    ss: pad(at.getUTCSeconds()),
    s: String(at.getUTCSeconds()),
    SSS: pad(at.getUTCMilliseconds(), 3),
  };
  return pattern.replace(DATE_TOKENS, (token, literal: string | undefined) => literal ?? fields[token] ?? token);
}

/**
 * The name of the customer's one time zone, written after a time: Beijing time, the fixed
 * {@link DEFAULT_UTC_OFFSET_MINUTES} (docs/decisions/0070-facts-on-public-pages.md). The same text in both languages.
 */
export const ZONE_LABEL = '(UTC+8)';

/**
 * A time in Beijing time with its zone named, as the customer area of both sites shows times:
 * `formatZoned(1764137100)` → "2026-11-26 14:05 (UTC+8)"; `pattern` as in {@link formatDate} (e.g. "YYYY-MM-DD" for
 * a day). Input: unix seconds; missing or zero renders "-" (no zone after a dash).
 */
export function formatZoned(seconds: number | string | null | undefined, pattern = 'YYYY-MM-DD HH:mm'): string {
  const text = formatDate(seconds, pattern, DEFAULT_UTC_OFFSET_MINUTES);
  return text === '-' ? text : `${text} ${ZONE_LABEL}`;
}

/** Formats a byte count for download lists: 1536 → "1.5 KB", 10485760 → "10.0 MB". */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '-';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}
