/**
 * `pnpm --filter @lanyun/api restore:drill`: the backup restore drill (docs/deployment.md "Backups and the restore
 * drill"), on a PostgreSQL cluster of its own — initdb in a temporary folder, reached only through a Unix socket there
 * (no TCP port, never the machine's shared server) — backed up with pgBackRest (WAL archived with `archive-push`):
 *
 * 1. the platform's migrations and seed, then a first ledger write (a 1.23 yuan adjustment on the demo customer);
 * 2. a full backup; the restore point is taken after it;
 * 3. a second ledger write (4.56 yuan) after the restore point, and the WAL switched so it is archived;
 * 4. the cluster is stopped and its data folder deleted;
 * 5. `pgbackrest restore --type=time --target=<restore point>` into the empty folder, started, promoted;
 * 6. checks: the first write is there, the second is not, and the ledger check (`checkLedger`: every balance equals
 *    the sum of its entries) is clean.
 *
 * Prints each step with its time and exits 0 when every check holds, 1 otherwise (the folder is removed either way).
 * Needs PostgreSQL 15's server binaries (PG_BIN, default /usr/lib/postgresql/15/bin) and Debian's `pgbackrest`
 * (PGBACKREST_BIN); as root it runs them as the `postgres` user. `--keep` leaves the folder for inspection.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDb, type DbHandle } from '../src/db/client.ts';
import { ledgerEntries, users } from '../src/db/schema.ts';
import { DEMO_USER, seedIfEmpty } from '../src/seed/index.ts';
import { checkLedger, postLedger } from '../src/modules/wallet/services/ledger.ts';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PGBACKREST = process.env.PGBACKREST_BIN ?? '/usr/bin/pgbackrest';
const keep = process.argv.includes('--keep');
for (const bin of [path.join(PG_BIN, 'initdb'), PGBACKREST])
  if (!existsSync(bin)) {
    console.error(
      `restore drill: ${bin} not found (apt-get install postgresql-15 pgbackrest, or set PG_BIN / PGBACKREST_BIN)`,
    );
    process.exit(1);
  }

const root = process.getuid?.() === 0;
const pgUid = root ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim()) : undefined;
const pgGid = root ? Number(execFileSync('id', ['-g', 'postgres']).toString().trim()) : undefined;
const dir = mkdtempSync(path.join(tmpdir(), 'lanyun-restore-drill-'));
const data = path.join(dir, 'data');
const socket = path.join(dir, 'run');
const repo = path.join(dir, 'repo');
const conf = path.join(dir, 'pgbackrest.conf');
const stanza = 'lanyun';
for (const d of [socket, repo, path.join(dir, 'log'), path.join(dir, 'lock'), path.join(dir, 'spool')]) mkdirSync(d);
chmodSync(dir, 0o755);
if (root) for (const d of [dir, socket, repo, 'log', 'lock', 'spool']) chownSync(path.resolve(dir, d), pgUid!, pgGid!);

/** Run a binary as the cluster's owner (the `postgres` user when this runs as root); returns its output. */
function run(bin: string, args: string[]): string {
  const [cmd, argv] = root ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}
const pgbackrest = (...args: string[]) => run(PGBACKREST, [`--config=${conf}`, `--stanza=${stanza}`, ...args]);
const pgCtl = (...args: string[]) => run(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-w', '-t', '60', ...args]);
const started = Date.now();
const step = (what: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`);

writeFileSync(
  conf,
  `[global]
repo1-path=${repo}
repo1-retention-full=2
log-path=${path.join(dir, 'log')}
lock-path=${path.join(dir, 'lock')}
spool-path=${path.join(dir, 'spool')}
log-level-console=warn
log-level-file=off
start-fast=y

[${stanza}]
pg1-path=${data}
pg1-socket-path=${socket}
`,
);
if (root) chownSync(conf, pgUid!, pgGid!);
const url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socket)}`;
const open = () => openDb({ url, pgliteDir: '' });

let failed = false;
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed = true;
};
const entry = (db: DbHandle, refId: string) =>
  db.db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.refId, refId));
const write = async (db: DbHandle, userId: number, fen: number, refId: string) =>
  db.db.transaction((tx) =>
    postLedger(tx, { userId, kind: 'adjustment', balanceDeltaFen: fen, refType: 'restore_drill', refId, memo: refId }),
  );

try {
  run(path.join(PG_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  writeFileSync(
    path.join(data, 'postgresql.auto.conf'),
    `listen_addresses = ''\nunix_socket_directories = '${socket}'\nwal_level = replica\narchive_mode = on\n` +
      `archive_command = '${PGBACKREST} --config=${conf} --stanza=${stanza} archive-push %p'\nmax_wal_senders = 3\n`,
  );
  if (root) chownSync(path.join(data, 'postgresql.auto.conf'), pgUid!, pgGid!);
  pgCtl('-l', path.join(dir, 'log', 'postgres.log'), 'start');
  pgbackrest('stanza-create');
  step('cluster of its own started (Unix socket only), pgBackRest stanza created');

  let db = await open();
  await seedIfEmpty(db.db);
  const [demo] = await db.db
    .select({ id: users.id, fen: users.balanceFen })
    .from(users)
    .where(eq(users.email, DEMO_USER.email));
  await write(db, demo!.id, 123, 'drill-first');
  step('migrated, seeded, first write (1.23 yuan on the demo customer)');

  pgbackrest('backup', '--type=full');
  step('full backup');
  await new Promise((r) => setTimeout(r, 1_100));
  const point = await db.db.execute(sql`SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS at`);
  const at = `${(point as unknown as { rows: { at: string }[] }).rows[0]!.at}+00`;
  await new Promise((r) => setTimeout(r, 1_100));
  await write(db, demo!.id, 456, 'drill-second');
  await db.db.execute(sql`SELECT pg_switch_wal()`);
  await db.close();
  step(`restore point ${at}; second write (4.56 yuan) after it, WAL switched`);

  pgCtl('-m', 'fast', 'stop');
  rmSync(data, { recursive: true, force: true });
  step('cluster stopped and its data folder deleted');

  pgbackrest('restore', '--type=time', `--target=${at}`, '--target-action=promote');
  pgCtl('-l', path.join(dir, 'log', 'postgres-restored.log'), 'start');
  // Recovery replays the archived WAL up to the target, then promotes: wait for that before opening (which migrates).
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  for (let i = 0; i < 120; i++) {
    if (!(await probe.query('SELECT pg_is_in_recovery() AS r')).rows[0].r) break;
    await new Promise((res) => setTimeout(res, 500));
  }
  await probe.end();
  db = await open();
  step(`restored to ${at} and promoted`);

  check((await entry(db, 'drill-first')).length === 1, 'the first write (before the restore point) is there');
  check((await entry(db, 'drill-second')).length === 0, 'the second write (after the restore point) is not');
  const [after] = await db.db.select({ fen: users.balanceFen }).from(users).where(eq(users.id, demo!.id));
  check(
    after?.fen === demo!.fen + 123,
    `the demo customer's balance is the first write's (${(after?.fen ?? 0) / 100} yuan)`,
  );
  const ledger = await checkLedger(db.db);
  check(ledger.mismatches.length === 0, `ledger check: ${ledger.accounts} accounts match their ledger`);
  await db.close();
} catch (err) {
  failed = true;
  const e = err as Error & { stderr?: Buffer };
  console.error(`restore drill failed: ${e.message}${e.stderr ? `\n${e.stderr.toString()}` : ''}`);
} finally {
  try {
    if (existsSync(path.join(data, 'postmaster.pid'))) pgCtl('-m', 'immediate', 'stop');
  } catch {
    // already stopped
  }
  if (!keep) rmSync(dir, { recursive: true, force: true });
  else console.log(`kept ${dir}`);
}
step(failed ? 'restore drill FAILED' : 'restore drill passed');
process.exit(failed ? 1 : 0);
