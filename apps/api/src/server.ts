/**
 * API server entry point: opens the database (PGlite by default, PostgreSQL with DATABASE_URL),
 * migrates, seeds demo content on first start, starts listening, then loads — or on the very
 * first start builds — the IP database in the background.
 */
import path from 'node:path';
import { defaultDatabaseFile, ensureDatabase } from '@lanyun/ipdb';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/client.ts';
import { DEMO_USER, seedIfEmpty } from './seed/index.ts';

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
  loadIpdb: () => ensureDatabase({ outFile: config.IPDB_FILE ?? defaultDatabaseFile(), log: (msg: string) => app.log.info(msg) }),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.API_PORT, host: config.API_HOST });
app.log.info(`API on http://${config.API_HOST}:${config.API_PORT} (reference: /docs, OpenAPI: /openapi.json); database: ${handle.kind} ${handle.where}${seeded ? ' (demo content seeded)' : ''}`);
app.log.info(`Demo customer: ${DEMO_USER.email} / ${DEMO_USER.password}`);
