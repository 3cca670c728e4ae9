/**
 * `ipintel` command line (bin/ipintel.mjs runs this file through tsx).
 *
 *   ipintel build [--out FILE]        build the database (progress bars on stderr)
 *   ipintel lookup [--db FILE] IP...  print IpData as JSON (one object, or an array for several IPs)
 *   ipintel info [--db FILE]          print the database metadata as JSON
 *   ipintel export --kind geo|privacy|asn --format csv|json|mmdb|geoip2 [--out FILE] [--db FILE]
 *                                     write one export (default ./lanyun-<kind>.<csv|ndjson|mmdb>,
 *                                     geoip2: ./Lanyun-City.mmdb or ./Lanyun-ASN.mmdb;
 *                                     an --out ending in .gz is gzipped)
 *   ipintel snapshot [--dir DIR] [--db FILE] [--rebuild] [--force] [--keep-days N]
 *                                     write a versioned snapshot, then prune old ones (default 7 days)
 *   ipintel snapshots [--dir DIR]     list the snapshots as JSON, newest first
 *   ipintel feeds-sandbox [--port N]  serve the feed samples where IPDB_FEEDS_MIRROR reads bare feed names
 *                                     (feed-sandbox.ts; default port 8790) until interrupted
 *
 * FILE defaults to `defaultDatabaseFile()` (`$IPDB_FILE` or `<repo>/var/ipdb/lanyun.ipdb`), DIR to
 * `<repo>/var/ipdb/snapshots` (`$IPDB_SNAPSHOT_DIR`); commands that read the database build it
 * first when it is missing or outdated. Exit codes: 0 ok, 1 error (invalid address, unreadable
 * database, build failure), 2 usage error.
 */
import { parseArgs } from 'node:util';
import { buildDatabase, ensureDatabase } from './build.ts';
import { InvalidIpError } from './errors.ts';
import { exportDatabase, type ExportFormat, type ExportKind } from './export.ts';
import { geoip2FileName } from './export-geoip2.ts';
import { defaultDatabaseFile } from './paths.ts';
import { terminalProgress } from './progress.ts';
import { buildSnapshot, defaultSnapshotDir, listSnapshots, pruneSnapshots } from './snapshot.ts';

const USAGE = `Usage:
  ipintel build [--out FILE]
  ipintel lookup [--db FILE] IP [IP...]
  ipintel info [--db FILE]
  ipintel export --kind geo|privacy|asn --format csv|json|mmdb|geoip2 [--out FILE] [--db FILE]
  ipintel snapshot [--dir DIR] [--db FILE] [--rebuild] [--force] [--keep-days N]
  ipintel snapshots [--dir DIR]
  ipintel feeds-sandbox [--port N]

FILE defaults to $IPDB_FILE or <repo root>/var/ipdb/lanyun.ipdb,
DIR to $IPDB_SNAPSHOT_DIR or <repo root>/var/ipdb/snapshots.
Privacy lists: IPDB_TOR_EXITS, IPDB_VPN_RANGES, IPDB_PROXY_RANGES, IPDB_RELAY_RANGES (path or URL);
feeds: IPDB_FEEDS="tor aws=URL …" (tor, aws, gcp, azure, oracle, cloudflare, digitalocean, vpn, proxy, relay,
datacenter; a bare name reads the publisher's URL, or its copy under IPDB_FEEDS_MIRROR).
snapshot re-reads the lists and feeds and rebuilds when one changed.
IP Geolocation by DB-IP (https://db-ip.com), CC BY 4.0.`;

class UsageError extends Error {}

function print(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const log = (msg: string): void => void process.stderr.write(`${msg}\n`);
  switch (command) {
    case 'build': {
      const { values } = parseArgs({ args: rest, options: { out: { type: 'string' } }, strict: true });
      const outFile = values.out ?? defaultDatabaseFile();
      const bars = terminalProgress();
      let result: Awaited<ReturnType<typeof buildDatabase>>;
      try {
        result = await buildDatabase({ outFile, onProgress: bars.onProgress });
      } finally {
        bars.stop();
      }
      log(
        `Built ${result.file} (${(result.counts.bytes / 1048576).toFixed(1)} MiB) in ${(result.ms / 1000).toFixed(1)} s`,
      );
      print(result);
      return;
    }
    case 'lookup': {
      const { values, positionals } = parseArgs({
        args: rest,
        options: { db: { type: 'string' } },
        allowPositionals: true,
        strict: true,
      });
      if (positionals.length === 0) throw new UsageError('lookup needs at least one IP address');
      const db = await ensureDatabase({ outFile: values.db ?? defaultDatabaseFile(), log, progress: true });
      const now = new Date();
      const results = positionals.map((ip) => db.lookup(ip, now));
      print(results.length === 1 ? results[0] : results);
      return;
    }
    case 'info': {
      const { values } = parseArgs({ args: rest, options: { db: { type: 'string' } }, strict: true });
      const file = values.db ?? defaultDatabaseFile();
      const db = await ensureDatabase({ outFile: file, log, progress: true });
      print({ file, ...db.metadata });
      return;
    }
    case 'export': {
      const { values } = parseArgs({
        args: rest,
        options: {
          kind: { type: 'string' },
          format: { type: 'string' },
          out: { type: 'string' },
          db: { type: 'string' },
        },
        strict: true,
      });
      const kind = values.kind as ExportKind | undefined;
      const format = values.format as ExportFormat | undefined;
      if (!kind || !['geo', 'privacy', 'asn'].includes(kind))
        throw new UsageError('export needs --kind geo, privacy or asn');
      if (!format || !['csv', 'json', 'mmdb', 'geoip2'].includes(format))
        throw new UsageError('export needs --format csv, json, mmdb or geoip2');
      if (format === 'geoip2' && kind === 'privacy') throw new UsageError('--format geoip2 needs --kind geo or asn');
      const out =
        values.out ??
        (format === 'geoip2' ? `${geoip2FileName(kind)}` : `lanyun-${kind}.${format === 'json' ? 'ndjson' : format}`);
      const db = await ensureDatabase({ outFile: values.db ?? defaultDatabaseFile(), log, progress: true });
      const result = await exportDatabase(db, { kind, format, out });
      log(
        `Wrote ${result.file} (${(result.bytes / 1048576).toFixed(1)} MiB, ${result.ranges.ipv4 + result.ranges.ipv6} ranges) in ${(result.ms / 1000).toFixed(1)} s`,
      );
      print(result);
      return;
    }
    case 'snapshot': {
      const { values } = parseArgs({
        args: rest,
        options: {
          dir: { type: 'string' },
          db: { type: 'string' },
          rebuild: { type: 'boolean' },
          force: { type: 'boolean' },
          'keep-days': { type: 'string' },
        },
        strict: true,
      });
      const keepDays = values['keep-days'] === undefined ? 7 : Number(values['keep-days']);
      if (!Number.isFinite(keepDays) || keepDays < 0) throw new UsageError('--keep-days must be a number ≥ 0');
      const dir = values.dir ?? defaultSnapshotDir();
      const result = await buildSnapshot({
        dir,
        database: values.db ?? defaultDatabaseFile(),
        rebuild: values.rebuild === true,
        force: values.force === true,
        log,
      });
      const pruned = pruneSnapshots(dir, keepDays);
      const bytes = result.manifest.files.reduce((n, f) => n + f.bytes, 0);
      log(
        `Snapshot ${result.version} in ${result.dir} (${(bytes / 1048576).toFixed(1)} MiB)${result.existed ? ' already existed' : ` written in ${(result.ms / 1000).toFixed(1)} s`}`,
      );
      print({
        version: result.version,
        dir: result.dir,
        existed: result.existed,
        ms: result.ms,
        files: result.manifest.files,
        pruned,
      });
      return;
    }
    case 'snapshots': {
      const { values } = parseArgs({ args: rest, options: { dir: { type: 'string' } }, strict: true });
      print(
        listSnapshots(values.dir ?? defaultSnapshotDir()).map((s) => ({
          version: s.version,
          dir: s.dir,
          createdAt: s.manifest.createdAt,
          databaseBuildTime: s.manifest.database.buildTime,
          bytes: s.manifest.files.reduce((n, f) => n + f.bytes, 0),
          files: s.manifest.files.map((f) => f.name),
        })),
      );
      return;
    }
    case undefined:
    case 'feeds-sandbox': {
      const { values } = parseArgs({ args: rest, options: { port: { type: 'string' } }, strict: true });
      const port = Number(values.port ?? 8790);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError('--port must be 0-65535');
      const { startFeedSandbox } = await import('./feed-sandbox.ts');
      const sandbox = await startFeedSandbox({ port });
      log(`feed sandbox at ${sandbox.url}; set IPDB_FEEDS_MIRROR=${sandbox.url}`);
      await new Promise<void>((resolve) => process.once('SIGINT', resolve).once('SIGTERM', resolve));
      await sandbox.close();
      return;
    }
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(`${USAGE}\n`);
      return;
    default:
      throw new UsageError(`unknown command ${JSON.stringify(command)}`);
  }
}

try {
  await run(process.argv.slice(2));
} catch (err) {
  if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    process.stderr.write(`ipintel: ${(err as Error).message}\n\n${USAGE}\n`);
    process.exitCode = 2;
  } else if (err instanceof InvalidIpError) {
    process.stderr.write(`ipintel: ${err.message}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(`ipintel: ${(err as Error).stack ?? String(err)}\n`);
    process.exitCode = 1;
  }
}
