/**
 * API server entry point: opens the database (PGlite by default, PostgreSQL with DATABASE_URL),
 * migrates, seeds demo content on first start, starts listening, then loads — or on the very
 * first start builds — the IP database in the background.
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defaultDatabaseFile, IpdbFormatError, openDatabase, type IpDatabase } from '@lanyun/ipdb';
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

const config = loadConfig();
const handle = await openDb({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR ?? path.join(config.root, 'var/pglite') });
const seeded = await seedIfEmpty(handle.db);

const app = await buildApp({
  config,
  db: handle,
  ownsDb: true,
  logger: {
    level: config.LOG_LEVEL,
    ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  },
  loadIpdb: (log) => loadIpDatabase(config.IPDB_FILE ?? defaultDatabaseFile(), log, config.root),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.API_PORT, host: config.API_HOST });
app.log.info(`API on http://${config.API_HOST}:${config.API_PORT} (reference: /docs, OpenAPI: /openapi.json); database: ${handle.kind} ${handle.where}${seeded ? ' (demo content seeded)' : ''}`);
app.log.info(`Demo customer: ${DEMO_USER.email} / ${DEMO_USER.password}; demo operator (/ops API): ${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password}`);
