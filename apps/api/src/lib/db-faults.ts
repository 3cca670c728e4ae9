/**
 * Recognises errors that mean "the database is unavailable for now" rather than a bug: a statement
 * cancelled by `statement_timeout`, a connection refused, lost or timed out, a full pool. The error
 * handler answers them with HTTP 503 (plugins/app/error-handler.ts), so a caller can retry.
 *
 * Sources: PostgreSQL SQLSTATE codes (https://www.postgresql.org/docs/current/errcodes-appendix.html):
 * 57014 query_canceled (statement_timeout), 55P03 lock_not_available, 57P01–57P03 shutdown / cannot
 * connect now, class 08 connection exceptions, 53300 too_many_connections, any FATAL error (the server
 * ended the session); Node socket codes; and
 * node-postgres's own messages for a pool wait or a connection that timed out or ended.
 */

const SQLSTATES = new Set(['57014', '55P03', '57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const PG_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
];

/**
 * True when `err` (or one of its `cause`s; drizzle wraps the driver's error) is a temporary database
 * fault. Plain programming or constraint errors answer false.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    const { code, message, cause, severity } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      severity?: unknown;
    };
    if (typeof code === 'string' && (SQLSTATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)))
      return true;
    // FATAL / PANIC end the session: the server refused or dropped the connection (e.g. "database is not
    // currently accepting connections", 55000), never a problem with the statement itself.
    if (severity === 'FATAL' || severity === 'PANIC') return true;
    if (typeof message === 'string' && PG_MESSAGES.some((re) => re.test(message))) return true;
    e = cause;
  }
  return false;
}
