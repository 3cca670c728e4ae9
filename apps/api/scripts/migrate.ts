/**
 * `node --import tsx apps/api/scripts/migrate.ts` (the image's `lanyun migrate`, the Compose `migrate` service and the
 * Kubernetes migration Job): applies the pending migrations to DATABASE_URL and, on an empty database, seeds what a
 * production start seeds (catalog, IP plans, public content; demo accounts only outside production), then exits 0.
 * The API processes also migrate at start (a no-op once this ran), so an upgrade runs this step first and then rolls
 * the API (docs/deployment.md "Upgrades: expand, then contract"). Exits 1 with one line on a failure.
 */
import { loadConfig } from '../src/config.ts';
import { isProduction } from '../src/config-guard.ts';
import { openDb, redactUrl } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { describeStartupError } from '../src/startup-errors.ts';

const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('migrate: set DATABASE_URL (postgres://user:password@host:5432/db)');
  process.exit(1);
}
try {
  const handle = await openDb({ url: config.DATABASE_URL, pgliteDir: '' });
  const seeded = await seedIfEmpty(handle.db, new Date(), config.OPS_DEMO_TOTP_SECRET, {
    demoAccounts: !isProduction(config),
  });
  await handle.close();
  console.log(`migrate: ${redactUrl(config.DATABASE_URL)} is up to date${seeded ? ' (seeded)' : ''}`);
} catch (err) {
  console.error(
    describeStartupError(err, { step: 'database', databaseKind: 'postgres', database: redactUrl(config.DATABASE_URL) }),
  );
  process.exit(1);
}
