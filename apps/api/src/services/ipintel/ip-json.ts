/**
 * JSON of the IP API's successful answers, byte for byte what `JSON.stringify` gives (same field order, escaping and
 * number formatting; tested in test/ip-json.test.ts), written as UTF-8 bytes from pieces kept between answers:
 * - `/ip/v1/lookup` ({@link lookupEnvelopeJson}) and `/ip/v1/bulk` ({@link bulkEnvelopeJson}) share the pieces of an
 *   `IpData`: each geolocation record's eleven fields ({@link geoBytes}) and each shared, frozen sub-object of
 *   packages/ipdb (`asn`, `time_zone`, `currency`, `proxy_data`; README "Shared objects") with its key are encoded
 *   once and kept (WeakMaps: dropped with the object; `time_zone` objects live for one second);
 * - an answer is then its address texts plus a few copies, in one Buffer. A text answer would hold the country flag
 *   emoji, which makes V8 keep the whole answer as a two-byte string that Fastify measures and Node encodes again for
 *   the socket; bytes are written as they are (docs/decisions/0043-ip-api-speed-cpu-per-request-bench-ip.md).
 * The kept bytes are bounded by the database: at most one per ASN record, per country and per city record (emptied
 * at {@link MAX_GEO_NAMES} names), plus 64 flag sets.
 */
import type { IpData } from '@lanyun/ipdb';

const q = JSON.stringify;
const text = (s: string | null): string => (s === null ? 'null' : q(s));
const num = (n: number | null): string => (n === null ? 'null' : q(n));
const bool = (b: boolean | null): string => (b === null ? 'null' : b ? 'true' : 'false');

/**
 * The location fields of an answer, from `country_code` to `elevation`, as JSON members each led by a comma (the
 * same text as `JSON.stringify` writes for them): shared by the single answer and the bulk's byte fragments.
 */
function geoFieldsJson(d: IpData): string {
  return (
    ',"country_code":' +
    text(d.country_code) +
    ',"country_name":' +
    text(d.country_name) +
    ',"country_capital":' +
    text(d.country_capital) +
    ',"region_name":' +
    text(d.region_name) +
    ',"city_name":' +
    text(d.city_name) +
    ',"latitude":' +
    num(d.latitude) +
    ',"longitude":' +
    num(d.longitude) +
    ',"zip_code":' +
    text(d.zip_code) +
    ',"is_eu":' +
    bool(d.is_eu) +
    ',"calling_code":' +
    text(d.calling_code) +
    ',"country_flag":' +
    text(d.country_flag) +
    ',"weather_station_code":null,"weather_station_name":null,"elevation":null'
  );
}

/** One result of `POST /ip/v1/bulk` (services/ipintel/ip-bulk.ts `BulkResult`). */
interface BulkResultLike {
  ip: string;
  data: IpData | null;
  error: object | null;
}

/** The fields of an `IpData` that come from its geolocation record (country_code … country_flag), and their bytes. */
interface GeoFragment {
  cc: string | null;
  cn: string | null;
  cap: string | null;
  region: string | null;
  city: string | null;
  lat: number | null;
  lon: number | null;
  zip: string | null;
  eu: boolean | null;
  calling: string | null;
  flag: string | null;
  /** UTF-8 of `,"country_code":…,"country_flag":…,"weather_station_code":null,"weather_station_name":null,"elevation":null` */
  bytes: Buffer;
}

/**
 * Geolocation fragments by city name ("" for none), each list holding the records of that name seen so far. An entry is
 * used only when all eleven fields are the same values, so the bytes are always those of the answer at hand; the
 * records come from the database's shared record objects, so the comparisons are mostly of identical strings. Bounded:
 * emptied when it holds {@link MAX_GEO_NAMES} names (a database has ≈ 150 k distinct city records).
 */
const geoFragments = new Map<string, GeoFragment[]>();
const MAX_GEO_NAMES = 200_000;

function geoBytes(d: IpData): Buffer {
  const key = d.city_name ?? '';
  let list = geoFragments.get(key);
  if (list !== undefined) {
    for (let i = 0; i < list.length; i++) {
      const g = list[i]!;
      if (
        g.cc === d.country_code &&
        g.city === d.city_name &&
        g.region === d.region_name &&
        g.lat === d.latitude &&
        g.lon === d.longitude &&
        g.zip === d.zip_code &&
        g.cn === d.country_name &&
        g.cap === d.country_capital &&
        g.eu === d.is_eu &&
        g.calling === d.calling_code &&
        g.flag === d.country_flag
      )
        return g.bytes;
    }
  } else {
    if (geoFragments.size >= MAX_GEO_NAMES) geoFragments.clear();
    list = [];
    geoFragments.set(key, list);
  }
  const json = geoFieldsJson(d);
  const bytes = Buffer.from(json, 'utf8');
  list.push({
    cc: d.country_code,
    cn: d.country_name,
    cap: d.country_capital,
    region: d.region_name,
    city: d.city_name,
    lat: d.latitude,
    lon: d.longitude,
    zip: d.zip_code,
    eu: d.is_eu,
    calling: d.calling_code,
    flag: d.country_flag,
    bytes,
  });
  return bytes;
}

/**
 * The UTF-8 JSON of the shared, frozen sub-objects (`asn`, `time_zone`, `currency`, `proxy_data`) with the key that
 * precedes them in an answer, kept with the object (each of these objects only ever appears under its own key).
 */
const nestedBytes = new WeakMap<object, Buffer>();

/** `prefix` + the JSON of `o` (null → `null`) as UTF-8; objects that are not frozen are encoded each time. */
function sharedBytes(prefix: string, o: object | null, nulls: Buffer): Buffer {
  if (o === null) return nulls;
  let b = nestedBytes.get(o);
  if (b === undefined) {
    b = Buffer.from(prefix + JSON.stringify(o), 'utf8');
    if (Object.isFrozen(o)) nestedBytes.set(o, b);
  }
  return b;
}

const ASN_KEY = ',"asn":';
const TIME_ZONE_KEY = ',"time_zone":';
const CURRENCY_KEY = ',"currency":';
const ASN_NULL = Buffer.from(`${ASN_KEY}null`);
const TIME_ZONE_NULL = Buffer.from(`${TIME_ZONE_KEY}null`);
const CURRENCY_NULL = Buffer.from(`${CURRENCY_KEY}null`);
/** `proxy_data` is written after `is_proxy`, which the key prefix carries (three variants per object). */
const proxyBytes = [new WeakMap<object, Buffer>(), new WeakMap<object, Buffer>(), new WeakMap<object, Buffer>()];
const PROXY_KEYS = [
  ',"is_proxy":false,"proxy_data":',
  ',"is_proxy":true,"proxy_data":',
  ',"is_proxy":null,"proxy_data":',
];

/** `,"is_proxy":…,"proxy_data":…` as UTF-8, kept per frozen `proxy_data` object. */
function proxyJson(isProxy: boolean | null, o: object | null): Buffer {
  const v = isProxy === null ? 2 : isProxy ? 1 : 0;
  if (o === null) return Buffer.from(`${PROXY_KEYS[v]}null`);
  const kept = proxyBytes[v]!;
  let b = kept.get(o);
  if (b === undefined) {
    b = Buffer.from(PROXY_KEYS[v] + JSON.stringify(o), 'utf8');
    if (Object.isFrozen(o)) kept.set(o, b);
  }
  return b;
}

/**
 * The UTF-8 bytes of `JSON.stringify({ code: 200, msg: 'ok', data: d })` for an `IpData` in the package's shape (the
 * 23 fields in their declared order, then `embedded_ipv4` when present; the three weather/elevation fields are always
 * null): the address texts, then the kept pieces. One small Buffer (from Node's shared pool), sent as it is.
 */
export function lookupEnvelopeJson(d: IpData): Buffer {
  // Address texts between quotes as they are (hex digits, dots and colons only; see bulkEnvelopeJson).
  const head = `{"code":200,"msg":"ok","data":{"ip":"${d.ip}","start_ip":"${d.start_ip}","end_ip":"${d.end_ip}"`;
  const tail = `,"address_type":${q(d.address_type)}${d.embedded_ipv4 === undefined ? '' : `,"embedded_ipv4":"${d.embedded_ipv4}"`}}}`;
  const geo = geoBytes(d);
  const asn = sharedBytes(ASN_KEY, d.asn, ASN_NULL);
  const tz = sharedBytes(TIME_ZONE_KEY, d.time_zone, TIME_ZONE_NULL);
  const cur = sharedBytes(CURRENCY_KEY, d.currency, CURRENCY_NULL);
  const pd = proxyJson(d.is_proxy, d.proxy_data);
  const buf = Buffer.allocUnsafe(
    head.length + geo.length + asn.length + tz.length + cur.length + pd.length + tail.length,
  );
  let o = buf.write(head, 0, 'latin1');
  buf.set(geo, o);
  o += geo.length;
  buf.set(asn, o);
  o += asn.length;
  buf.set(tz, o);
  o += tz.length;
  buf.set(cur, o);
  o += cur.length;
  buf.set(pd, o);
  o += pd.length;
  buf.write(tail, o, 'latin1');
  return buf;
}

/** Bytes reserved per bulk result before it is written (an answered result takes about 900; more grows the buffer). */
const BULK_RESULT_BYTES = 1024;

/**
 * Output buffers of bulk answers, reused once an answer written into one has been handed to the operating system
 * (the response's `finish` event: schemas/ip-api-codecs.ts `bulkJson`). A full bulk answer is ≈ 0.9 MB: a new buffer
 * per answer cost its pages' first-touch faults on every call and, until the garbage collector freed it, external
 * memory that made V8 start full collections of the whole heap (docs/decisions/0043-ip-api-speed-cpu-per-request-bench-ip.md). Keeps at most
 * {@link AnswerBuffers.max} buffers; an answer whose response closes before it is written is left to the garbage
 * collector, so a buffer the socket may still read is never written again.
 */
export class AnswerBuffers {
  readonly #free: ArrayBuffer[] = [];
  constructor(readonly max = 4) {}
  /** A buffer of at least `size` bytes: a kept one when one is large enough, else a new one. */
  take(size: number): Buffer {
    const kept = this.#free.pop();
    return kept !== undefined && kept.byteLength >= size ? Buffer.from(kept) : Buffer.allocUnsafeSlow(size);
  }
  /** Keep the buffer under `bytes` (an answer from {@link bulkEnvelopeJson}) for the next answers. */
  give(bytes: Buffer): void {
    if (this.#free.length < this.max) this.#free.push(bytes.buffer as ArrayBuffer);
  }
  /** Buffers kept (tests). */
  get kept(): number {
    return this.#free.length;
  }
}

/** `,"address_type":"…"},"error":null}`: the end of an answered bulk result, kept per address type. */
const answeredTails = new Map<string, Buffer>();
function answeredTail(addressType: string): Buffer {
  let b = answeredTails.get(addressType);
  if (b === undefined) {
    b = Buffer.from(`,"address_type":${q(addressType)}},"error":null}`);
    answeredTails.set(addressType, b);
  }
  return b;
}

/**
 * The UTF-8 bytes of `JSON.stringify({ code: 200, msg: 'ok', data: { results, charged } })` for the bulk answer, byte
 * for byte (tested in test/ip-json.test.ts). Written straight into one buffer from bytes kept between answers: each
 * geolocation record's fields ({@link geoBytes}) and each shared sub-object's JSON ({@link sharedBytes}) are encoded
 * once, so a result costs the encoding of its addresses plus a few copies. Building each result's text and encoding
 * it (the earlier way) cost ≈ 9 µs per result on Node 20, most of the bulk's server time. With `buffers`, the answer is
 * written into one of theirs (the result is a view of the start of its whole `ArrayBuffer`; give it back with
 * {@link AnswerBuffers.give} once the socket has it), else into a new buffer.
 */
export function bulkEnvelopeJson(results: readonly BulkResultLike[], charged: number, buffers?: AnswerBuffers): Buffer {
  const size = 64 + results.length * BULK_RESULT_BYTES;
  let buf = buffers ? buffers.take(size) : Buffer.allocUnsafeSlow(size);
  let o = buf.write('{"code":200,"msg":"ok","data":{"results":[', 0, 'latin1');
  const errors = new Map<object, string>();
  /** Make room for `n` more bytes. */
  const room = (n: number) => {
    if (o + n <= buf.length) return;
    const grown = Buffer.allocUnsafeSlow(Math.max(buf.length * 2, o + n));
    buf.copy(grown, 0, 0, o);
    buf = grown;
  };
  const put = (b: Buffer) => {
    buf.set(b, o);
    o += b.length;
  };
  for (let i = 0; i < results.length; i++) {
    const r = results[i]!;
    const d = r.data;
    if (d === null) {
      let error = 'null';
      if (r.error !== null) {
        const kept = errors.get(r.error);
        if (kept === undefined) {
          error = JSON.stringify(r.error);
          errors.set(r.error, error);
        } else error = kept;
      }
      const item = `${i === 0 ? '{"ip":' : ',{"ip":'}${q(r.ip)},"data":null,"error":${error}}`;
      room(item.length * 3);
      o += buf.write(item, o);
      continue;
    }
    // The reader's address texts (ip, start_ip, end_ip, embedded_ipv4) hold only hex digits, dots and colons, so they
    // are written between quotes as they are, in one Latin-1 write with the input when it is the canonical address.
    const bounds = `","start_ip":"${d.start_ip}","end_ip":"${d.end_ip}"`;
    const head =
      r.ip === d.ip
        ? `${i === 0 ? '{"ip":"' : ',{"ip":"'}${d.ip}","data":{"ip":"${d.ip}${bounds}`
        : `${i === 0 ? '{"ip":' : ',{"ip":'}${q(r.ip)},"data":{"ip":"${d.ip}${bounds}`;
    const tail =
      d.embedded_ipv4 === undefined && r.error === null
        ? answeredTail(d.address_type)
        : Buffer.from(
            `,"address_type":${q(d.address_type)}${d.embedded_ipv4 === undefined ? '' : `,"embedded_ipv4":"${d.embedded_ipv4}"`}},"error":${r.error === null ? 'null' : JSON.stringify(r.error)}}`,
          );
    const geo = geoBytes(d);
    const asn = sharedBytes(ASN_KEY, d.asn, ASN_NULL);
    const tz = sharedBytes(TIME_ZONE_KEY, d.time_zone, TIME_ZONE_NULL);
    const cur = sharedBytes(CURRENCY_KEY, d.currency, CURRENCY_NULL);
    const pd = proxyJson(d.is_proxy, d.proxy_data);
    room(head.length * 3 + geo.length + asn.length + tz.length + cur.length + pd.length + tail.length);
    o += r.ip === d.ip ? buf.write(head, o, 'latin1') : buf.write(head, o);
    put(geo);
    put(asn);
    put(tz);
    put(cur);
    put(pd);
    put(tail);
  }
  room(64);
  o += buf.write(`],"charged":${num(charged)}}}`, o, 'latin1');
  return buf.subarray(0, o);
}
