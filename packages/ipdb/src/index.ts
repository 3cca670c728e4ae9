/**
 * `@lanyun/ipdb` — the Lanyun IP-intelligence database.
 *
 * Public surface (the API server depends on exactly these names):
 * - `openDatabase(file)` → `IpDatabase` with `lookup(ip, now?)`, the record-only `lookupRecord(ip)` and `metadata`;
 * - `parseIp(text)`; errors `InvalidIpError`, `IpdbFormatError`;
 * - `buildDatabase`, `ensureDatabase` (also at `@lanyun/ipdb/build`), `defaultDatabaseFile()`;
 * - `exportDatabase(db, { kind, format, out })`: geo / privacy / ASN as CSV, NDJSON or MMDB;
 * - `buildSnapshot`, `listSnapshots`, `pruneSnapshots`, `defaultSnapshotDir`: versioned snapshots.
 *
 * Data: DB-IP City Lite (CC BY 4.0 — show "IP Geolocation by DB-IP" linking https://db-ip.com
 * wherever results are displayed), RouteViews / NRO / DB-IP ASN data, country facts from
 * countries-list, is-european and countries-and-timezones; privacy flags from the package's ASN
 * classification and the configured Tor / VPN / proxy / relay lists. See README.md.
 */
export { InvalidIpError, IpdbFormatError } from './errors.ts';
export { parseIp } from './address.ts';
export type { AddressType } from './address.ts';
export { openDatabase, openDatabaseBuffer } from './reader.ts';
export type { IpData, IpDatabase, IpDatabaseMetadata, IpAsn, IpGeoRecord, IpRecord, ProxyData } from './ip-data.ts';
export type { PrivacyListInfo } from './format.ts';
export { buildDatabase, ensureDatabase, ATTRIBUTION } from './build.ts';
export type { BuildProgress, BuildResult, BuildCounts } from './build.ts';
export { defaultDatabaseFile } from './paths.ts';
export { exportDatabase } from './export.ts';
export type { ExportFormat, ExportKind, ExportOptions, ExportResult } from './export.ts';
export { buildSnapshot, defaultSnapshotDir, listSnapshots, pruneSnapshots, snapshotVersion } from './snapshot.ts';
export type { SnapshotFile, SnapshotInfo, SnapshotManifest, SnapshotOptions, SnapshotResult } from './snapshot.ts';
export { PRIVACY_ENV } from './privacy-source.ts';
export type { PrivacyListKind, PrivacyListSpec } from './privacy-source.ts';
export { asnIndexReady, asnPrefixes, asnRangeOf, prepareAsnIndex, rangeToCidrs } from './asn-prefixes.ts';
export type { AsnPrefixes, AsnRange } from './asn-prefixes.ts';
export { parseRange, rangeRecords } from './range-query.ts';
export type { AddressRange, RangePage } from './range-query.ts';
export { FEED_TYPES, feedsFromEnv, parseFeed } from './feeds.ts';
export { startFeedSandbox } from './feed-sandbox.ts';
export type { FeedFormat, FeedKind, FeedSpec, ParsedFeed } from './feeds.ts';
export { privacyEvidence } from './evidence.ts';
export type { FlagSource, PrivacyEvidence, PrivacyFlag } from './evidence.ts';
export { dataDates, dateFromVersion, DBIP_CREDIT, STALE_AFTER_DAYS } from './source-dates.ts';
export type { DataDates, SourceDate } from './source-dates.ts';
export {
  localizeIpData,
  zhCityName,
  zhContinentName,
  zhCountryName,
  zhCurrencyName,
  zhProvinceName,
} from './names-zh.ts';
