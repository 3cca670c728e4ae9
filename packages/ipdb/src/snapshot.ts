/**
 * Versioned snapshots of the database and its exports (README "Snapshots").
 *
 * Layout: `<dir>/<version>/` holds `lanyun.ipdb` (the binary database), the nine exports
 * `{geo,privacy,asn}.{csv,ndjson,mmdb}` (CSV and NDJSON gzipped, with `.gz`, when larger than
 * 8 MiB), the GeoIP2-layout MMDBs `Lanyun-City.mmdb` and `Lanyun-ASN.mmdb`, and `manifest.json` ({@link SnapshotManifest}: version, build times, sources, and every
 * file with its size and SHA-256). The version is the database's build time in UTC,
 * `YYYYMMDDTHHMMSSZ`, so versions sort by age. A snapshot is assembled in `<dir>/.tmp-…` and
 * renamed into place, so a directory named like a version is always complete.
 *
 * Retention: {@link pruneSnapshots} deletes snapshots created more than `keepDays` days ago
 * (default 7, the database period) but always keeps the newest one.
 */
import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDatabase, ensureDatabase } from './build.ts';
import { exportDatabase, type ExportFormat, type ExportKind } from './export.ts';
import { geoip2FileName } from './export-geoip2.ts';
import type { PrivacyListInfo } from './format.ts';
import { privacyListsFromEnv, readListSource } from './privacy-source.ts';
import { defaultDatabaseFile, findRepoRoot } from './paths.ts';
import { databaseInternals, openDatabase, type IpDatabase } from './reader.ts';

/** One file of a snapshot. */
export interface SnapshotFile {
  /** File name inside the snapshot directory. */
  name: string;
  /** `database` for the LYIPDB file, else the export kind. */
  kind: ExportKind | 'database';
  format: ExportFormat | 'lyipdb';
  gzip: boolean;
  /** Size on disk in bytes. */
  bytes: number;
  /** Uncompressed size in bytes. */
  rawBytes: number;
  /** Exported ranges (exports only). */
  ranges?: { ipv4: number; ipv6: number };
  /** SHA-256 of the file as stored, hex. */
  sha256: string;
  /** Time spent producing the file, ms. */
  ms: number;
}

/** `manifest.json` of a snapshot. */
export interface SnapshotManifest {
  version: string;
  /** ISO-8601 UTC time the snapshot was made. */
  createdAt: string;
  database: {
    buildTime: string;
    formatVersion: number;
    sources: Record<string, string>;
    privacyLists: PrivacyListInfo[];
  };
  attribution: string;
  files: SnapshotFile[];
}

/** A snapshot found by {@link listSnapshots}. */
export interface SnapshotInfo {
  version: string;
  /** Absolute path of the snapshot directory. */
  dir: string;
  manifest: SnapshotManifest;
}

/** Options of {@link buildSnapshot}. */
export interface SnapshotOptions {
  /** Snapshot root (default {@link defaultSnapshotDir}). */
  dir?: string;
  /**
   * The database: an open handle, or the path of an LYIPDB file (default `defaultDatabaseFile()`,
   * built first when missing or outdated).
   */
  database?: IpDatabase | string;
  /** Build a fresh database from the source packages instead (ignores `database`). */
  rebuild?: boolean;
  /** Replace an existing snapshot of the same version (default: keep it and return it). */
  force?: boolean;
  /** Text exports above this many bytes are gzipped (default 8 MiB). */
  gzipThreshold?: number;
  /**
   * The export formats to write (default every one: csv, json, mmdb, geoip2). The database file is always written.
   * The GeoIP2 City export of the full database takes minutes; tests that check the others leave it out.
   */
  formats?: ExportFormat[];
  /** One-line progress messages. */
  log?: (msg: string) => void;
}

/** Result of {@link buildSnapshot}. */
export interface SnapshotResult extends SnapshotInfo {
  /** True when the version already existed and nothing was written. */
  existed: boolean;
  ms: number;
}

const KINDS: ExportKind[] = ['geo', 'privacy', 'asn'];
const FORMATS: Array<[ExportFormat, string]> = [
  ['csv', 'csv'],
  ['json', 'ndjson'],
  ['mmdb', 'mmdb'],
  ['geoip2', 'mmdb'],
];
const VERSION_RE = /^\d{8}T\d{6}Z$/;

/** `<repo root>/var/ipdb/snapshots` (`$IPDB_SNAPSHOT_DIR` when set). Throws Error without a repo root. */
export function defaultSnapshotDir(): string {
  const env = process.env.IPDB_SNAPSHOT_DIR;
  if (env && env.trim() !== '') return resolve(env);
  const root = findRepoRoot(dirname(fileURLToPath(import.meta.url))) ?? findRepoRoot(process.cwd());
  if (!root) throw new Error('Cannot find the repository root (no pnpm-workspace.yaml); pass a snapshot directory');
  return join(root, 'var', 'ipdb', 'snapshots');
}

/** Snapshot version of a database build time: `2026-11-23T11:04:05.123Z` → `20261123T110405Z`. */
export function snapshotVersion(buildTime: string): string {
  const d = new Date(buildTime);
  if (Number.isNaN(d.getTime())) throw new RangeError(`invalid build time ${JSON.stringify(buildTime)}`);
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

async function sha256(file: string): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) h.update(chunk as Buffer);
  return h.digest('hex');
}

/**
 * True when privacy lists or feeds are configured (privacy-source.ts privacyListsFromEnv) and are not the ones `db`
 * was built from: another set of sources, or a list whose bytes changed (SHA-256). Reads every list (downloads URLs).
 * With none configured, false: the database keeps the lists it was built with.
 */
export async function listsChanged(db: IpDatabase, log: (line: string) => void = () => undefined): Promise<boolean> {
  const specs = privacyListsFromEnv();
  // No list configured here (e.g. a cron without the variables): keep the database's own lists.
  if (specs.length === 0) return false;
  const built = db.metadata.privacy.lists;
  if (specs.length !== built.length || specs.some((s, i) => s.source !== built[i]!.source)) return true;
  for (let i = 0; i < specs.length; i++) {
    const bytes = await readListSource(specs[i]!.source);
    const hash = createHash('sha256').update(bytes).digest('hex');
    if (hash !== built[i]!.sha256) {
      log(`snapshot: ${specs[i]!.source} changed`);
      return true;
    }
  }
  return false;
}

/**
 * Writes a snapshot: the database file plus its eleven exports (nine flat, two GeoIP2-layout MMDBs) and a manifest, under
 * `<dir>/<version>/`. Resolves to the snapshot (with `existed: true` and nothing written when that
 * version is already there, unless `force`). Throws what building, exporting or writing throws;
 * the temporary directory is removed on failure.
 */
export async function buildSnapshot(opts: SnapshotOptions = {}): Promise<SnapshotResult> {
  const t0 = performance.now();
  const root = resolve(opts.dir ?? defaultSnapshotDir());
  const log = opts.log ?? (() => undefined);
  mkdirSync(root, { recursive: true });
  const tmp = join(root, `.tmp-${process.pid}-${Date.now()}`);
  mkdirSync(tmp);
  try {
    let db: IpDatabase;
    let rebuilt = false;
    const dbFile = join(tmp, 'lanyun.ipdb');
    const t = performance.now();
    if (opts.rebuild) {
      log('snapshot: building the database from the source packages');
      await buildDatabase({ outFile: dbFile });
      db = openDatabase(dbFile);
    } else {
      const given = opts.database ?? defaultDatabaseFile();
      db = typeof given === 'string' ? await ensureDatabase({ outFile: given, log }) : given;
      // The privacy lists and feeds change daily: re-read them, and rebuild when any differs from the database's.
      if (typeof given === 'string' && (await listsChanged(db, log))) {
        log('snapshot: privacy lists or feeds changed; rebuilding the database');
        await buildDatabase({ outFile: dbFile });
        db = openDatabase(dbFile);
        rebuilt = true;
      }
    }
    const version = snapshotVersion(db.metadata.buildTime);
    const target = join(root, version);
    if (existsSync(join(target, 'manifest.json')) && !opts.force) {
      log(`snapshot: ${version} already exists`);
      rmSync(tmp, { recursive: true, force: true });
      return {
        version,
        dir: target,
        manifest: readManifest(target)!,
        existed: true,
        ms: Math.round(performance.now() - t0),
      };
    }
    if (!opts.rebuild && !rebuilt) writeFileSync(dbFile, databaseInternals(db).image);
    const dbMs = Math.round(performance.now() - t);

    const dbSize = statSync(dbFile).size;
    const files: SnapshotFile[] = [
      {
        name: 'lanyun.ipdb',
        kind: 'database',
        format: 'lyipdb',
        gzip: false,
        bytes: dbSize,
        rawBytes: dbSize,
        sha256: await sha256(dbFile),
        ms: dbMs,
      },
    ];
    for (const kind of KINDS) {
      for (const [format, ext] of FORMATS) {
        if (format === 'geoip2' && kind === 'privacy') continue;
        if (opts.formats && !opts.formats.includes(format)) continue;
        const binary = format === 'mmdb' || format === 'geoip2';
        const r = await exportDatabase(db, {
          kind,
          format,
          out: join(tmp, format === 'geoip2' ? geoip2FileName(kind) : `${kind}.${ext}`),
          ...(binary ? {} : { gzip: 'auto' as const, gzipThreshold: opts.gzipThreshold ?? 8 * 1024 * 1024 }),
        });
        const name = r.file.slice(tmp.length + 1);
        files.push({
          name,
          kind,
          format,
          gzip: r.gzip,
          bytes: r.bytes,
          rawBytes: r.rawBytes,
          ranges: r.ranges,
          sha256: await sha256(r.file),
          ms: r.ms,
        });
        log(`snapshot: ${name} ${(r.bytes / 1048576).toFixed(1)} MiB in ${(r.ms / 1000).toFixed(1)} s`);
      }
    }
    const meta = databaseInternals(db).sections.meta;
    const manifest: SnapshotManifest = {
      version,
      createdAt: new Date().toISOString(),
      database: {
        buildTime: meta.buildTime,
        formatVersion: meta.formatVersion,
        sources: meta.sources,
        privacyLists: meta.privacyLists,
      },
      attribution: meta.attribution,
      files,
    };
    writeFileSync(join(tmp, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    if (existsSync(target)) rmSync(target, { recursive: true, force: true });
    renameSync(tmp, target);
    return { version, dir: target, manifest, existed: false, ms: Math.round(performance.now() - t0) };
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}

function readManifest(dir: string): SnapshotManifest | null {
  try {
    const m = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as SnapshotManifest;
    return typeof m.version === 'string' && typeof m.createdAt === 'string' && Array.isArray(m.files) ? m : null;
  } catch {
    return null;
  }
}

/**
 * The complete snapshots under `dir` (default {@link defaultSnapshotDir}), newest version first.
 * Directories without a readable manifest and temporary directories are ignored; a missing `dir`
 * gives an empty list.
 */
export function listSnapshots(dir: string = defaultSnapshotDir()): SnapshotInfo[] {
  const root = resolve(dir);
  if (!existsSync(root)) return [];
  const out: SnapshotInfo[] = [];
  for (const name of readdirSync(root)) {
    if (!VERSION_RE.test(name)) continue;
    const manifest = readManifest(join(root, name));
    if (manifest) out.push({ version: name, dir: join(root, name), manifest });
  }
  return out.sort((a, b) => (a.version < b.version ? 1 : a.version > b.version ? -1 : 0));
}

/**
 * Deletes the snapshots under `dir` created more than `keepDays` days before `now`, always keeping
 * the newest version, plus temporary directories older than a day (left by a crash). Returns the
 * deleted versions. Throws RangeError for a negative or non-finite `keepDays`.
 */
export function pruneSnapshots(dir: string = defaultSnapshotDir(), keepDays = 7, now: Date = new Date()): string[] {
  if (!Number.isFinite(keepDays) || keepDays < 0) throw new RangeError(`keepDays must be ≥ 0, got ${keepDays}`);
  const cutoff = now.getTime() - keepDays * 86_400_000;
  const removed: string[] = [];
  listSnapshots(dir).forEach((s, i) => {
    if (i === 0 || Date.parse(s.manifest.createdAt) >= cutoff) return;
    rmSync(s.dir, { recursive: true, force: true });
    removed.push(s.version);
  });
  const root = resolve(dir);
  if (existsSync(root)) {
    for (const name of readdirSync(root)) {
      if (!name.startsWith('.tmp-')) continue;
      const p = join(root, name);
      if (statSync(p).mtimeMs < now.getTime() - 86_400_000) rmSync(p, { recursive: true, force: true });
    }
  }
  return removed;
}
