/**
 * API server entry point: validates the configuration (with NODE_ENV=production, the production
 * guard of config-guard.ts), opens the database (PGlite by default, PostgreSQL with DATABASE_URL),
 * migrates, seeds demo content on first start (no demo accounts in production), starts listening,
 * then loads — or on the very first start builds — the IP database in the background.
 * A start-up failure prints one line saying what is wrong and how to fix it and exits with code 1.
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  defaultDatabaseFile,
  defaultSnapshotDir,
  IpdbFormatError,
  listSnapshots,
  openDatabase,
  snapshotVersion,
  type IpDatabase,
} from '@lanyun/ipdb';
import { buildApp, type App } from './app.ts';
import { loadConfig, type AppConfig } from './config.ts';
import { formatProblems, isProduction, productionProblems } from './config-guard.ts';
import { openDb, redactUrl, type DbHandle } from './db/client.ts';
import { describeStartupError } from './startup-errors.ts';
import { drainAndClose } from './lib/draining.ts';
import { configurePasswordHashing } from './lib/password.ts';
import { DEMO_OPERATOR, DEMO_USER, seedIfEmpty } from './seed/index.ts';
import { pdfFontProblem } from './modules/wallet/services/bill-documents.ts';

/**
 * Open the IP database, building it first in a child process (`ipintel build`, with its progress
 * bars on the terminal) when the file is missing or in an older format, so the API keeps
 * answering meanwhile.
 */
async function loadIpDatabase(file: string, log: (msg: string) => void, root: string): Promise<IpDatabase> {
  if (existsSync(file)) {
    try {
      return openDatabase(file);
    } catch (err) {
      if (!(err instanceof IpdbFormatError)) throw err;
      log(`IP database ${file} is in an older format (${err.message}): rebuilding it`);
    }
  } else {
    log(`IP database ${file} not found: building it from the DB-IP and ASN data packages (about a minute)`);
  }
  const cli = path.join(root, 'packages/ipdb/bin/ipintel.mjs');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build', '--out', file], { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ipintel build exited with ${code}`))));
  });
  return openDatabase(file);
}

/**
 * Write a download snapshot of the open database in a child process (`ipintel snapshot`, which
 * also prunes snapshots older than 7 days) when the snapshot folder has none of its version yet.
 */
function snapshotInBackground(
  db: IpDatabase,
  file: string,
  dir: string,
  root: string,
  log: (msg: string) => void,
): void {
  const version = snapshotVersion(db.metadata.buildTime);
  if (listSnapshots(dir).some((s) => s.version === version)) return;
  log(`writing IP database snapshot ${version} to ${dir} for downloads`);
  const child = spawn(
    process.execPath,
    [path.join(root, 'packages/ipdb/bin/ipintel.mjs'), 'snapshot', '--db', file, '--dir', dir],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  child.on('exit', (code) =>
    log(code === 0 ? `IP database snapshot ${version} written` : `ipintel snapshot exited with ${code}`),
  );
}

/** Print one line saying what is wrong and how to fix it (no stack trace) and exit with code 1. */
function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  fail(describeStartupError(err, { step: 'config' }));
}
const production = isProduction(config);
const problems = productionProblems(config);
if (problems.length > 0) fail(formatProblems(problems));
configurePasswordHashing(config);

const dbUrl = config.DATABASE_URL;
const pgliteDir = config.PGLITE_DIR ?? path.join(config.root, 'var/pglite');
const dbWhere = dbUrl ? redactUrl(dbUrl) : pgliteDir;
let handle: DbHandle;
let seeded: boolean;
try {
  handle = await openDb({
    url: dbUrl,
    pgliteDir,
    pool: {
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
      max: config.DB_POOL_MAX,
    },
  });
  // Production seeds the catalog and public content only, never the demo accounts (their passwords are published).
  seeded = await seedIfEmpty(handle.db, new Date(), config.OPS_DEMO_TOTP_SECRET, { demoAccounts: !production });
} catch (err) {
  fail(describeStartupError(err, { step: 'database', databaseKind: dbUrl ? 'postgres' : 'pglite', database: dbWhere }));
}

let app: App;
try {
  app = await buildApp({
    config,
    db: handle,
    ownsDb: true,
    logger: {
      level: config.LOG_LEVEL,
      // LOG_FORMAT: JSON lines for collectors; readable lines on a terminal (the default when stdout is one).
      ...((config.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json')) === 'pretty'
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
    },
    loadIpdb: async (log) => {
      const file = config.IPDB_FILE ?? defaultDatabaseFile();
      const db = await loadIpDatabase(file, log, config.root);
      if (config.IPDB_AUTO_SNAPSHOT === 'on')
        snapshotInBackground(db, file, config.IPDB_SNAPSHOT_DIR ?? defaultSnapshotDir(), config.root, log);
      return db;
    },
  });
} catch (err) {
  await handle.close().catch((e: Error) => console.error(`database: closing after a failed start: ${e.message}`));
  fail(describeStartupError(err, { step: 'config' }));
}

// SIGTERM/SIGINT: drain (stop accepting, answer what is in flight, then close; lib/draining.ts) and exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, 'draining, then shutting down');
    void drainAndClose(app, config.SHUTDOWN_GRACE_MS).then(() => process.exit(0));
  });
}

try {
  await app.listen({ port: config.API_PORT, host: config.API_HOST });
} catch (err) {
  await app.close().catch((e: Error) => console.error(`closing after a failed listen: ${e.message}`));
  fail(describeStartupError(err, { step: 'listen', address: `${config.API_HOST}:${config.API_PORT}` }));
}
app.log.info(
  `API on http://${config.API_HOST}:${config.API_PORT} (reference: /docs, OpenAPI: /openapi.json); database: ${handle.kind} ${handle.where}${seeded ? (production ? ' (catalog and content seeded)' : ' (demo content seeded)') : ''}`,
);
const billFontProblem = pdfFontProblem({ path: config.BILL_PDF_FONT, name: config.BILL_PDF_FONT_NAME });
if (billFontProblem) app.log.warn(billFontProblem);
if (!production)
  app.log.info(
    `Demo customer: ${DEMO_USER.email} / ${DEMO_USER.password}; demo operator (/ops API): ${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password} with TOTP secret ${config.OPS_DEMO_TOTP_SECRET} (otpauth://totp/Lanyun%20Cloud%20Ops:ops%40lanyun.cloud?secret=${config.OPS_DEMO_TOTP_SECRET}&issuer=Lanyun%20Cloud%20Ops); also editor@, reviewer@, finance@lanyun.cloud with the same password and secret`,
  );
