/**
 * Records of the GeoIP2-compatible MMDB exports (README "GeoIP2-compatible MMDB"): `Lanyun-City.mmdb` in the
 * GeoIP2/GeoLite2 City layout and `Lanyun-ASN.mmdb` in the GeoLite2 ASN layout, so that MaxMind's readers
 * (`@maxmind/geoip2-node` `Reader.city()` / `.asn()`, Python `geoip2`, libmaxminddb's `mmdblookup`, nginx's
 * `ngx_http_geoip2_module`, Logstash / Elasticsearch geoip) read them where GeoLite2-City.mmdb and
 * GeoLite2-ASN.mmdb were.
 *
 * City record (fields we have no source for are left out, never invented):
 * - `continent` {`code`, `names`}: the country's continent (`countries-list`).
 * - `country` {`iso_code`, `names`, `is_in_european_union` (only when true, as MaxMind writes it)}.
 * - `registered_country`: the same as `country` (no separate registration source).
 * - `subdivisions` [{`names`}]: DB-IP `state1`; no ISO 3166-2 code in the source.
 * - `city` {`names`}: DB-IP `city`.
 * - `location` {`latitude`, `longitude`, `time_zone`}: no `accuracy_radius` (DB-IP does not publish one).
 * - no `postal`: DB-IP City Lite has no postcodes.
 *
 * `names` has `en` always and `zh-CN` where a public source has it: continent and country names in Chinese come
 * from CLDR through `Intl.DisplayNames` (Node's full ICU); Chinese provinces and cities from the GB/T 2260 divisions
 * (names-zh.ts, matched to DB-IP's names); other cities and subdivisions are English only (DB-IP).
 * ASN record: `autonomous_system_number` (uint32) and `autonomous_system_organization`.
 */
import { continents, countries as countryList } from 'countries-list';
import { zhCityName, zhProvinceName } from './names-zh.ts';
import { MmdbDouble, MmdbUint32, type MmdbWriteValue } from './mmdb-writer.ts';
import type { DatabaseInternals } from './reader.ts';

/**
 * `database_type` of the City export: our own name (the file is built by us from DB-IP's data, merged and modified);
 * the GeoIP2 layout is stated in the description. MaxMind's readers (`@maxmind/geoip2-node`, the Python `geoip2`)
 * pick `city()` by the word "City" in the type; Go's geoip2-golang accepts only MaxMind's and DB-IP's own names, so Go
 * programs read the file with maxminddb-golang (docs/ip-downloads.md).
 */
export const GEOIP2_CITY_TYPE = 'Lanyun-City';
/** `database_type` of the ASN export: our own name; readers pick `asn()` by the word "ASN" (GeoLite2-ASN layout). */
export const GEOIP2_ASN_TYPE = 'Lanyun-ASN';
/** Languages of the City export's `names` maps (metadata `languages`). */
export const GEOIP2_LANGUAGES = ['en', 'zh-CN'];

/** UN M49 region of each continent code, for CLDR's Chinese continent names. */
const M49: Record<string, string> = { AF: '002', AN: '010', AS: '142', EU: '150', NA: '003', OC: '009', SA: '005' };
const zhNames = new Intl.DisplayNames(['zh-CN'], { type: 'region', fallback: 'none' });

type Names = { [lang: string]: string };
type MmdbMap = { [key: string]: MmdbWriteValue };

/** `{en, zh-CN}`; `zh-CN` left out when CLDR has no name for `region`. */
function names(en: string, region: string | undefined): Names {
  const zh = region === undefined ? undefined : zhNames.of(region);
  return zh && zh !== region ? { en, 'zh-CN': zh } : { en };
}

/** `{en}`, with `zh-CN` when a Chinese name is known. */
function withZh(en: string, zh: string | null): Names {
  return zh === null ? { en } : { en, 'zh-CN': zh };
}

/** The continent code of an ISO 3166-1 alpha-2 country (null when countries-list does not know it). */
export function continentOf(countryCode: string): string | null {
  const c = (countryList as Record<string, { continent: string } | undefined>)[countryCode];
  return c?.continent ?? null;
}

/** GeoIP2 City record of geolocation record `key`. */
export function geoip2CityRecord(db: DatabaseInternals, key: number): MmdbMap {
  const r = db.record(key);
  const out: MmdbMap = {};
  if (r.country_code !== null) {
    const continent = continentOf(r.country_code);
    if (continent !== null) {
      const en = (continents as Record<string, string>)[continent] ?? continent;
      out.continent = { code: continent, names: names(en, M49[continent]) };
    }
    const country: MmdbMap = {
      iso_code: r.country_code,
      names: names(r.country_name ?? r.country_code, r.country_code),
    };
    if (r.is_eu === true) country.is_in_european_union = true;
    out.country = country;
    out.registered_country = country;
  }
  const cn = r.country_code === 'CN';
  if (r.city_name !== null)
    out.city = { names: withZh(r.city_name, cn ? zhCityName(r.region_name, r.city_name) : null) };
  if (r.latitude !== null && r.longitude !== null) {
    const location: MmdbMap = { latitude: new MmdbDouble(r.latitude), longitude: new MmdbDouble(r.longitude) };
    if (r.time_zone_name !== null) location.time_zone = r.time_zone_name;
    out.location = location;
  }
  if (r.region_name !== null)
    out.subdivisions = [{ names: withZh(r.region_name, cn ? zhProvinceName(r.region_name) : null) }];
  return out;
}

/** GeoLite2 ASN record of ASN record `key`. */
export function geoip2AsnRecord(db: DatabaseInternals, key: number): MmdbMap {
  const a = db.asn(key).data;
  return { autonomous_system_number: new MmdbUint32(a.asn), autonomous_system_organization: a.asn_name };
}

/** File name of a GeoIP2-layout export in snapshots and the CLI: `Lanyun-City.mmdb`, `Lanyun-ASN.mmdb`. */
export function geoip2FileName(kind: 'geo' | 'asn' | 'privacy'): string {
  if (kind === 'privacy') throw new RangeError('the geoip2 format exists for the geo and asn kinds only');
  return kind === 'geo' ? 'Lanyun-City.mmdb' : 'Lanyun-ASN.mmdb';
}
