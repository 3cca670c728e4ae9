/**
 * API server entry point: opens the database (PGlite by default, PostgreSQL with DATABASE_URL),
 * migrates, seeds demo content on first start, starts listening, then loads — or on the very
 * first start builds — the IP database in the background.
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defaultDatabaseFile, defaultSnapshotDir, IpdbFormatError, listSnapshots, openDatabase, snapshotVersion, type IpDatabase } from '@lanyun/ipdb';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/client.ts';
import { DEMO_OPERATOR, DEMO_USER, seedIfEmpty } from './seed/index.ts';

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
function snapshotInBackground(db: IpDatabase, file: string, dir: string, root: string, log: (msg: string) => void): void {
  const version = snapshotVersion(db.metadata.buildTime);
  if (listSnapshots(dir).some((s) => s.version === version)) return;
  log(`writing IP database snapshot ${version} to ${dir} for downloads`);
  const child = spawn(process.execPath, [path.join(root, 'packages/ipdb/bin/ipintel.mjs'), 'snapshot', '--db', file, '--dir', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code) => log(code === 0 ? `IP database snapshot ${version} written` : `ipintel snapshot exited with ${code}`));
}

const config = loadConfig();
const handle = await openDb({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR ?? path.join(config.root, 'var/pglite') });
const seeded = await seedIfEmpty(handle.db, new Date(), config.OPS_DEMO_TOTP_SECRET);

const app = await buildApp({
  config,
  db: handle,
  ownsDb: true,
  logger: {
    level: config.LOG_LEVEL,
    ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  },
  loadIpdb: async (log) => {
    const file = config.IPDB_FILE ?? defaultDatabaseFile();
    const db = await loadIpDatabase(file, log, config.root);
    if (config.IPDB_AUTO_SNAPSHOT === 'on') snapshotInBackground(db, file, config.IPDB_SNAPSHOT_DIR ?? defaultSnapshotDir(), config.root, log);
    return db;
  },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.API_PORT, host: config.API_HOST });
app.log.info(`API on http://${config.API_HOST}:${config.API_PORT} (reference: /docs, OpenAPI: /openapi.json); database: ${handle.kind} ${handle.where}${seeded ? ' (demo content seeded)' : ''}`);
app.log.info(`Demo customer: ${DEMO_USER.email} / ${DEMO_USER.password}; demo operator (/ops API): ${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password} with TOTP secret ${config.OPS_DEMO_TOTP_SECRET} (otpauth://totp/Lanyun%20Cloud%20Ops:ops%40lanyun.cloud?secret=${config.OPS_DEMO_TOTP_SECRET}&issuer=Lanyun%20Cloud%20Ops); also editor@, reviewer@, finance@lanyun.cloud with the same password and secret`);
