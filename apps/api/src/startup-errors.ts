/**
 * Start-up failures in one line: what is wrong and how to fix it, instead of a driver's stack trace
 * (the real reason of a drizzle or pg error is often buried in its `cause`). `src/server.ts` prints
 * {@link describeStartupError} and exits with code 1.
 */
import { ZodError } from 'zod';

/** What was being done when the error happened; names the setting to fix. */
export type StartupStep = 'config' | 'database' | 'listen';

/** Where the failing step pointed: the database location (password stripped) or the listen address. */
export interface StartupContext {
  step: StartupStep;
  /** e.g. `127.0.0.1:5432/lanyun` or the PGlite folder */
  database?: string;
  databaseKind?: 'postgres' | 'pglite';
  /** e.g. `127.0.0.1:8080` */
  address?: string;
}

interface CodedError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  path?: unknown;
}

/** The error and its `cause`s (drizzle wraps the driver's error), outermost first, at most 10 deep. */
function causeChain(err: unknown): CodedError[] {
  const chain: CodedError[] = [];
  let e: unknown = err;
  while (e && typeof e === 'object' && chain.length < 10) {
    chain.push(e as CodedError);
    const c = e as CodedError;
    // Node reports a refused connection to a host with several addresses as an AggregateError.
    e = c.cause ?? (Array.isArray(c.errors) ? c.errors[0] : undefined);
  }
  return chain;
}

/** The first `code` (string) found along the cause chain, e.g. ECONNREFUSED or a SQLSTATE such as 3D000. */
function firstCode(chain: CodedError[]): string | undefined {
  for (const e of chain) if (typeof e.code === 'string' && e.code) return e.code;
  return undefined;
}

/** The innermost message, which is usually the driver's own reason. */
function innermostMessage(chain: CodedError[]): string {
  for (let i = chain.length - 1; i >= 0; i--) {
    const m = chain[i]!.message;
    if (typeof m === 'string' && m.trim()) return m.split('\n')[0]!.trim();
  }
  return String(chain[0] ?? 'unknown error');
}

/**
 * One line (no newline, no stack) describing a start-up failure and its fix.
 * Knows: invalid environment values (ZodError from loadConfig), PostgreSQL refused / unknown host /
 * unknown database / bad credentials / timeout, an unusable PGlite folder, a taken or forbidden port.
 * Anything else is named by its innermost message.
 */
export function describeStartupError(err: unknown, ctx: StartupContext): string {
  if (err instanceof ZodError) {
    const parts = err.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`);
    return `Invalid configuration: ${parts.join('; ')}. Fix these environment variables (docs/deployment.md lists each one).`;
  }
  const chain = causeChain(err);
  const code = firstCode(chain);
  const reason = innermostMessage(chain);

  if (ctx.step === 'listen') {
    if (code === 'EADDRINUSE')
      return `Cannot listen on ${ctx.address}: the port is already in use. Stop the other process or set API_PORT to a free port.`;
    if (code === 'EACCES')
      return `Cannot listen on ${ctx.address}: permission denied. Use a port above 1023 (API_PORT) or run behind a reverse proxy.`;
    if (code === 'EADDRNOTAVAIL')
      return `Cannot listen on ${ctx.address}: this machine has no such address. Fix API_HOST.`;
    return `Cannot listen on ${ctx.address}: ${reason}.`;
  }

  if (ctx.step === 'database' && ctx.databaseKind === 'pglite') {
    if (code === 'EACCES' || code === 'EPERM')
      return `Cannot open the embedded database in ${ctx.database}: permission denied. Make the folder writable for this user or set PGLITE_DIR to a writable folder (or DATABASE_URL to a PostgreSQL server).`;
    if (code === 'ENOTDIR' || code === 'EEXIST')
      return `Cannot open the embedded database in ${ctx.database}: it is not a folder. Set PGLITE_DIR to a folder.`;
    return `Cannot open the embedded database in ${ctx.database}: ${reason}. Check PGLITE_DIR (or set DATABASE_URL to a PostgreSQL server).`;
  }

  if (ctx.step === 'database') {
    const where = ctx.database ?? 'the database';
    switch (code) {
      case 'ECONNREFUSED':
        return `Cannot connect to PostgreSQL at ${where}: connection refused. Start PostgreSQL or fix the host and port in DATABASE_URL.`;
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return `Cannot connect to PostgreSQL at ${where}: unknown host. Fix the host in DATABASE_URL.`;
      case 'ETIMEDOUT':
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
        return `Cannot connect to PostgreSQL at ${where}: no answer (${code}). Check the host in DATABASE_URL and the network or firewall.`;
      case '3D000':
        return `PostgreSQL at ${where}: ${reason}. Create it (e.g. \`createdb NAME\`) or fix the database name in DATABASE_URL.`;
      case '28P01':
      case '28000':
        return `PostgreSQL at ${where} refused the log-in: ${reason}. Fix the user and password in DATABASE_URL.`;
      case '42501':
        return `PostgreSQL at ${where}: ${reason}. The DATABASE_URL user needs rights to create tables in this database (migrations run at start-up).`;
      case '53300':
        return `PostgreSQL at ${where}: too many connections. Lower DB_POOL_MAX or raise the server's max_connections.`;
      default:
        if (/timeout/i.test(reason))
          return `Cannot connect to PostgreSQL at ${where}: no answer within DB_CONNECT_TIMEOUT_MS. Check the host in DATABASE_URL and the network.`;
        return `PostgreSQL at ${where}: ${reason}${code ? ` (${code})` : ''}. Check DATABASE_URL.`;
    }
  }
  return `Cannot start: ${reason}.`;
}
