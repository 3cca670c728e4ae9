/**
 * `ipintel` command line (bin/ipintel.mjs runs this file through tsx).
 *
 *   ipintel build [--out FILE]        build the database (progress bars on stderr)
 *   ipintel lookup [--db FILE] IP...  print IpData as JSON (one object, or an array for several IPs)
 *   ipintel info [--db FILE]          print the database metadata as JSON
 *
 * FILE defaults to `defaultDatabaseFile()` (`$IPDB_FILE` or `<repo>/var/ipdb/lanyun.ipdb`);
 * `lookup` and `info` build the file first when it is missing. Exit codes: 0 ok, 1 error
 * (invalid address, unreadable database, build failure), 2 usage error.
 */
import { parseArgs } from 'node:util';
import { buildDatabase, ensureDatabase } from './build.ts';
import { InvalidIpError } from './errors.ts';
import { defaultDatabaseFile } from './paths.ts';
import { terminalProgress } from './progress.ts';

const USAGE = `Usage:
  ipintel build [--out FILE]
  ipintel lookup [--db FILE] IP [IP...]
  ipintel info [--db FILE]

FILE defaults to $IPDB_FILE or <repo root>/var/ipdb/lanyun.ipdb.
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
      let result;
      try {
        result = await buildDatabase({ outFile, onProgress: bars.onProgress });
      } finally {
        bars.stop();
      }
      log(`Built ${result.file} (${(result.counts.bytes / 1048576).toFixed(1)} MiB) in ${(result.ms / 1000).toFixed(1)} s`);
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
    case undefined:
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
