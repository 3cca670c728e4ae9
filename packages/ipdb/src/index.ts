/**
 * `@lanyun/ipdb` — the Lanyun IP-intelligence database.
 *
 * Public surface (the API server depends on exactly these names):
 * - `openDatabase(file)` → `IpDatabase` with `lookup(ip, now?)` and `metadata`;
 * - `parseIp(text)`; errors `InvalidIpError`, `IpdbFormatError`;
 * - `buildDatabase`, `ensureDatabase` (also at `@lanyun/ipdb/build`), `defaultDatabaseFile()`.
 *
 * Data: DB-IP City Lite (CC BY 4.0 — show "IP Geolocation by DB-IP" linking https://db-ip.com
 * wherever results are displayed), RouteViews / NRO / DB-IP ASN data, country facts from
 * countries-list, is-european and countries-and-timezones. See README.md.
 */
export { InvalidIpError, IpdbFormatError } from './errors.ts';
export { parseIp } from './address.ts';
export type { AddressType } from './address.ts';
export { openDatabase } from './reader.ts';
export type { IpData, IpDatabase, IpDatabaseMetadata, IpAsn, ProxyData } from './reader.ts';
export { buildDatabase, ensureDatabase, ATTRIBUTION } from './build.ts';
export type { BuildProgress, BuildResult, BuildCounts } from './build.ts';
export { defaultDatabaseFile } from './paths.ts';
