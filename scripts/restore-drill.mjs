// The `restore drill` step of `pnpm test`: runs apps/api/scripts/restore-drill.ts (pgBackRest point-in-time restore of
// a cluster of its own, then the ledger check) when Debian's pgbackrest and PostgreSQL 15's server binaries are
// installed; otherwise says why and passes (`.ci/run` installs pgbackrest). RESTORE_DRILL=0 leaves it out.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pgbackrest = process.env.PGBACKREST_BIN ?? '/usr/bin/pgbackrest';
const initdb = path.join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'initdb');
if (process.env.RESTORE_DRILL === '0') {
  console.log('restore drill skipped: RESTORE_DRILL=0');
  process.exit(0);
}
const missing = [pgbackrest, initdb].filter((f) => !existsSync(f));
if (missing.length) {
  console.log(`restore drill skipped: ${missing.join(', ')} not found (apt-get install pgbackrest postgresql-15)`);
  process.exit(0);
}
const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/restore-drill.ts'], {
  cwd: path.join(root, 'apps/api'),
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
