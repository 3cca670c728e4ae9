/**
 * Opens an LYIPDB file and answers lookups (layout: README.md "Binary format").
 *
 * `openDatabase` reads the whole file into one Buffer, validates the header, the section directory
 * and every table value, then wraps typed-array views (no copying, no parsing of the big tables).
 * A lookup parses the address, classifies it (special-purpose blocks short-circuit), binary-searches
 * the geolocation, ASN and privacy tables of its family and assembles an {@link IpData}.
 *
 * Speed (README.md "Lookup path"): every table entry is decoded once, on first use, into a shared
 * object kept in an array indexed by the entry — the geo record with its country facts flattened
 * into it, the frozen `asn` object per ASN record (its privacy flags in a byte array decoded at
 * open), `currency` per country, `proxy_data` per flag combination, `time_zone` per zone and
 * second. A lookup is then a parse, one typed-array search (the tables of each family are merged at
 * open, merged-v4.ts `MergedV4Table` and merged-v6.ts `MergedV6Table`) and one result object that
 * copies those references plus the address and range-bound strings. IPv6 bound texts come from a small cache
 * keyed by the bound. An IPv4 address repeated within the same second (of `now`) gets one shared
 * result from its second lookup on. Shared objects are frozen and results must be treated as
 * read-only.
 *
 * `lookupRecord` is the record-only counterpart of `maxmind`'s `get`: the same searches without
 * bounds, strings or clock, returning the shared geo record, `asn` and `proxy_data` in an
 * `IpRecord` that is shared and frozen too, one per distinct combination of table values (made on
 * first use, found through the merged table's combination id). For an IPv4 address in a /24 block
 * lying inside one range (≈ 97 % of random public ones) the combination comes from a per-block
 * table, so the lookup is two array reads after parsing, without a search; an IPv6 address walks
 * the merged table's radix index, and most end in an index entry that holds the combination.
 *
 * Data: DB-IP City Lite (geolocation, CC BY 4.0 — "IP Geolocation by DB-IP", https://db-ip.com),
 * RouteViews / NRO / DB-IP ASN data, the package's ASN classification and the configured privacy
 * lists, country facts from countries-list / is-european / countries-and-timezones, all baked
 * into the file by `build.ts`.
 */
import { readFileSync } from 'node:fs';
import { embeddedBound, embeddedV4, formatV4, formatV6, isV4Mapped, parseIpInto, parseV4Span } from './address.ts';
import { Entries, emptyResult, PROXY_DATA, resultWithoutGeo, type CachedAsn, type CachedRecord } from './entries.ts';
import { IpdbFormatError } from './errors.ts';
import { FORMAT_VERSION } from './format.ts';
import type { IpAsn, IpData, IpDatabase, IpDatabaseMetadata, IpRecord } from './ip-data.ts';
import { loadSections, type Sections } from './sections.ts';
import {
  classifyV4Index,
  classifyV6Index,
  specialBlockV4,
  specialBlockV6,
  v4BlockBounds,
  v6BlockBounds,
} from './special-ranges.ts';
import type { AddressType } from './special-ranges.ts';
import { MergedV4Table } from './merged-v4.ts';
import { MergedV6Table } from './merged-v6.ts';
import { NO_VALUE } from './tables.ts';

export type { IpAsn, IpData, IpDatabase, IpDatabaseMetadata, IpGeoRecord, IpRecord, ProxyData } from './ip-data.ts';
export { proxyDataOf, type CachedAsn, type CachedRecord } from './entries.ts';

/** The IPv4 answer cache has 2^HOT_BITS slots. */
const HOT_BITS = 13;
const HOT_SLOTS = 1 << HOT_BITS;

/** The IPv6 bound-text cache has 2^BOUND_BITS slots. */
const BOUND_BITS = 12;
const BOUND_SLOTS = 1 << BOUND_BITS;

/** Shared record-only answers for special-purpose addresses, one per address type (`lookupRecord`). */
const SPECIAL_RECORDS = Object.fromEntries(
  (
    [
      'public',
      'private',
      'loopback',
      'link-local',
      'multicast',
      'reserved',
      'documentation',
      'shared',
      'unspecified',
    ] satisfies AddressType[]
  ).map((t) => [
    t,
    Object.freeze({ geo: null, asn: null, is_proxy: false, proxy_data: PROXY_DATA[0]!, address_type: t }),
  ]),
) as Record<AddressType, IpRecord>;

/** Internal access for the exporter (not part of the package's public surface). */
export interface DatabaseInternals {
  /** The file image the database was opened from. */
  image: Buffer;
  sections: Sections;
  record(gv: number): CachedRecord;
  asn(av: number): CachedAsn;
  /** String by id (null for NONE). */
  str(id: number): string | null;
}

const internals = new WeakMap<IpDatabase, DatabaseInternals>();

/** The internals of a database opened by this module; throws TypeError for any other object. */
export function databaseInternals(db: IpDatabase): DatabaseInternals {
  const i = internals.get(db);
  if (!i) throw new TypeError('not a database opened by @lanyun/ipdb');
  return i;
}

class Database implements IpDatabase {
  readonly metadata: IpDatabaseMetadata;
  /** IPv4 geolocation, ASN and privacy tables merged into one search (merged-v4.ts). */
  private readonly merged4: MergedV4Table;
  /** IPv6 geolocation, ASN and privacy tables merged into one search (merged-v6.ts). */
  private readonly merged6: MergedV6Table;
  /** Decoded shared objects (entries.ts). */
  private readonly e: Entries;
  private readonly w = new Uint32Array(4);
  /**
   * Repeated IPv4 answers, direct-mapped by address: the same address looked up again within the same second (of
   * `now`) returns the same result object. A slot first records only the address (`hotState` 1); the answer is
   * kept from the second lookup on (`hotState` 2). So addresses seen once — most of them under random traffic —
   * never keep a result object alive, which would make the garbage collector copy and promote it.
   */
  private readonly hotKeys = new Float64Array(HOT_SLOTS).fill(-1);
  private readonly hotSecond = new Float64Array(HOT_SLOTS);
  private readonly hotState = new Uint8Array(HOT_SLOTS);
  private readonly hotValues: Array<IpData | null> = new Array<IpData | null>(HOT_SLOTS).fill(null);
  /**
   * Record-only answers by IPv4 value combination (merged-v4.ts `MergedV4Table.combo`), shared and frozen, made on
   * first use: a `lookupRecord` reads one of these instead of the geo record, ASN and flag arrays and allocating.
   * `null`: a combination without data.
   */
  private readonly comboRecords: Array<IpRecord | null | undefined>;
  /** The same per IPv6 value combination (merged-v6.ts `MergedV6Table`). */
  private readonly comboRecords6: Array<IpRecord | null | undefined>;
  /**
   * RFC 5952 text of recently used IPv6 range bounds, direct-mapped by the bound's 4 words: many addresses share a
   * range, and formatting IPv6 text is the costliest step of an IPv6 lookup after the searches.
   */
  private readonly boundWords = new Uint32Array(BOUND_SLOTS * 4);
  private readonly boundText: Array<string | null> = new Array<string | null>(BOUND_SLOTS).fill(null);

  constructor(buf: Buffer) {
    const s = loadSections(buf);
    const e = new Entries(s);
    this.e = e;
    this.merged4 = new MergedV4Table([s.geo4, s.asn4, s.priv4]);
    this.comboRecords = new Array(this.merged4.combos);
    this.merged6 = new MergedV6Table([s.geo6, s.asn6, s.priv6]);
    this.comboRecords6 = new Array(this.merged6.combos);
    const m = s.meta;
    if (m.formatVersion !== FORMAT_VERSION)
      throw new IpdbFormatError(`META formatVersion ${m.formatVersion} does not match the header`);
    this.metadata = {
      formatVersion: m.formatVersion,
      buildTime: m.buildTime,
      sources: { ...m.sources },
      ipv4Ranges: m.counts.ipv4Ranges,
      ipv6Ranges: m.counts.ipv6Ranges,
      records: m.counts.records,
      asns: m.counts.asns,
      privacy: {
        lists: m.privacyLists.map((l) => ({ ...l })),
        ipv4Ranges: m.counts.priv4Ranges,
        ipv6Ranges: m.counts.priv6Ranges,
        classifiedAsns: m.counts.classifiedAsns,
      },
    };
    internals.set(this, {
      image: buf,
      sections: s,
      record: (gv) => e.record(gv),
      asn: (av) => e.asnEntry(av),
      str: (id) => e.str(id),
    });
  }

  lookup(ip: string, now?: Date): IpData | null {
    const w = this.w;
    const version = parseIpInto(ip, w);
    const ms = now === undefined ? Date.now() : now.getTime();
    if (Number.isNaN(ms)) throw new RangeError('lookup: `now` is an invalid Date');
    if (version === 4) {
      const a = w[0]!;
      const second = Math.floor(ms / 1000);
      const slot = Math.imul(a, 0x9e3779b1) >>> (32 - HOT_BITS);
      const repeat = this.hotKeys[slot] === a && this.hotSecond[slot] === second;
      if (repeat && this.hotState[slot] === 2) return this.hotValues[slot]!;
      // Accepted IPv4 text is already canonical unless it carried surrounding whitespace.
      const canonical = ip.charCodeAt(0) > 32 && ip.charCodeAt(ip.length - 1) > 32;
      const r = this.lookupV4(a, canonical ? ip : formatV4(a), false, ms);
      if (repeat) {
        this.hotState[slot] = 2;
        this.hotValues[slot] = r;
      } else {
        if (this.hotState[slot] === 2) this.hotValues[slot] = null;
        this.hotKeys[slot] = a;
        this.hotSecond[slot] = second;
        this.hotState[slot] = 1;
      }
      return r;
    }
    const w0 = w[0]!;
    const w1 = w[1]!;
    const w2 = w[2]!;
    const w3 = w[3]!;
    if (isV4Mapped(w0, w1, w2)) return this.lookupV4(w3, formatV6(w0, w1, w2, w3), true, ms);
    const text = formatV6(w0, w1, w2, w3);
    const e4 = embeddedV4(w0, w1, w2, w3);
    if (e4 >= 0) {
      // NAT64 / 6to4: the embedded IPv4 address's answer, with the range written in the same prefix.
      const v4 = formatV4(e4);
      const r = this.lookupV4(e4, v4, false, ms);
      if (r === null) return null;
      const lo = parseV4Span(r.start_ip, 0, r.start_ip.length);
      const hi = parseV4Span(r.end_ip, 0, r.end_ip.length);
      return {
        ...r,
        ip: text,
        start_ip: embeddedBound(w0, lo, false),
        end_ip: embeddedBound(w0, hi, true),
        embedded_ipv4: v4,
      };
    }
    const ci = classifyV6Index(w0, w1, w2, w3);
    if (ci >= 0) {
      const block = specialBlockV6(ci);
      if (block.type !== 'public') {
        const [b0, b1] = v6BlockBounds(ci);
        return emptyResult(
          text,
          formatV6(b0[0]!, b0[1]!, b0[2]!, b0[3]!),
          formatV6(b1[0]!, b1[1]!, b1[2]!, b1[3]!),
          block.type,
        );
      }
    }
    const m = this.merged6;
    const c = m.find(w0, w1, w2, w3);
    const gv = m.geo(c);
    const av = m.asn(c);
    const pv = m.privacy(c);
    if (gv === NO_VALUE && av === NO_VALUE && pv === NO_VALUE) return null;
    return this.assemble(text, this.boundV6(m.start), this.boundV6(m.end), gv, av, pv, ms);
  }

  lookupRecord(ip: string): IpRecord | null {
    const w = this.w;
    if (parseIpInto(ip, w) === 4) return this.recordV4(w[0]!);
    const w0 = w[0]!;
    const w1 = w[1]!;
    const w2 = w[2]!;
    const w3 = w[3]!;
    // IPv4-mapped, NAT64 and 6to4 addresses all lie in special-purpose blocks: ordinary addresses skip those tests.
    const ci = classifyV6Index(w0, w1, w2, w3);
    if (ci >= 0) {
      const special = this.specialRecordV6(ci);
      if (special !== undefined) return special;
    }
    const c = this.merged6.value(w0, w1, w2, w3);
    const r = this.comboRecords6[c];
    return r === undefined ? this.comboRecord6(c) : r;
  }

  /**
   * `lookupRecord` for an IPv6 address in special-purpose block `ci`: the embedded IPv4 address's record for
   * IPv4-mapped, NAT64 and 6to4 addresses, the shared answer of a non-public block, or undefined for a public one
   * (looked up as usual). Kept out of `lookupRecord` so that its usual path stays small.
   */
  private specialRecordV6(ci: number): IpRecord | null | undefined {
    const w = this.w;
    const w0 = w[0]!;
    const w1 = w[1]!;
    const w2 = w[2]!;
    const w3 = w[3]!;
    if (isV4Mapped(w0, w1, w2)) return this.recordV4(w3);
    const e4 = embeddedV4(w0, w1, w2, w3);
    if (e4 >= 0) return this.recordV4(e4);
    const type = specialBlockV6(ci).type;
    return type === 'public' ? undefined : SPECIAL_RECORDS[type];
  }

  private recordV4(a: number): IpRecord | null {
    const ci = classifyV4Index(a);
    if (ci >= 0) {
      const type = specialBlockV4(ci).type;
      if (type !== 'public') return SPECIAL_RECORDS[type];
    }
    const m = this.merged4;
    // Most addresses lie in a /24 block inside one range: its combination's record, without a search.
    const c = m.blockCombo(a);
    if (c >= 0) {
      const r = this.comboRecords[c];
      if (r !== undefined) return r;
    }
    const o = m.row(a);
    const r = this.comboRecords[m.combo(o)];
    return r === undefined ? this.comboRecord(o) : r;
  }

  /** The shared record-only answer of the merged IPv4 row at offset `o` (by its combination, made on first use). */
  private comboRecord(o: number): IpRecord | null {
    const m = this.merged4;
    const c = m.combo(o);
    let r = this.comboRecords[c];
    if (r === undefined) {
      const fresh = this.records(m.geo(o), m.asn(o), m.privacy(o));
      r = fresh === null ? null : Object.freeze(fresh);
      this.comboRecords[c] = r;
    }
    return r;
  }

  /** The shared record-only answer of IPv6 combination `c` (made on first use). */
  private comboRecord6(c: number): IpRecord | null {
    const m = this.merged6;
    const fresh = this.records(m.geo(c), m.asn(c), m.privacy(c));
    const r = fresh === null ? null : Object.freeze(fresh);
    this.comboRecords6[c] = r;
    return r;
  }

  /** The record-only answer for table values (null when none covers the address); no strings, no clock. */
  private records(gv: number, av: number, pv: number): IpRecord | null {
    if (gv === NO_VALUE && av === NO_VALUE && pv === NO_VALUE) return null;
    const e = this.e;
    let asn: IpAsn | null = null;
    let flags = pv === NO_VALUE ? 0 : pv;
    if (av !== NO_VALUE) {
      asn = e.asnData[av] ?? e.asnOf(av);
      flags |= e.asnFlags[av]!;
    }
    return {
      geo: gv === NO_VALUE ? null : (e.records[gv] ?? e.record(gv)),
      asn,
      is_proxy: e.privacy.isProxy[flags]!,
      proxy_data: e.privacy.proxyData[flags]!,
      address_type: 'public',
    };
  }

  /** RFC 5952 text of a range bound (4 words), from the bound-text cache when it holds it. */
  private boundV6(b: Uint32Array): string {
    const w0 = b[0]!;
    const w1 = b[1]!;
    const w2 = b[2]!;
    const w3 = b[3]!;
    const slot =
      Math.imul(w0 ^ Math.imul(w1, 0x85ebca6b) ^ Math.imul(w2, 0xc2b2ae35) ^ Math.imul(w3, 0x27d4eb2f), 0x9e3779b1) >>>
      (32 - BOUND_BITS);
    const k = slot * 4;
    const keys = this.boundWords;
    let t = this.boundText[slot]!;
    if (t === null || keys[k] !== w0 || keys[k + 1] !== w1 || keys[k + 2] !== w2 || keys[k + 3] !== w3) {
      t = formatV6(w0, w1, w2, w3);
      keys[k] = w0;
      keys[k + 1] = w1;
      keys[k + 2] = w2;
      keys[k + 3] = w3;
      this.boundText[slot] = t;
    }
    return t;
  }

  private lookupV4(a: number, text: string, mapped: boolean, ms: number): IpData | null {
    const ci = classifyV4Index(a);
    if (ci >= 0) {
      const block = specialBlockV4(ci);
      if (block.type !== 'public') {
        const [b0, b1] = v4BlockBounds(ci);
        return emptyResult(
          text,
          mapped ? `::ffff:${formatV4(b0)}` : formatV4(b0),
          mapped ? `::ffff:${formatV4(b1)}` : formatV4(b1),
          block.type,
        );
      }
    }
    const m = this.merged4;
    const o = m.find(a);
    const gv = m.geo(o);
    const av = m.asn(o);
    const pv = m.privacy(o);
    const lo = m.start;
    const hi = m.end;
    if (gv === NO_VALUE && av === NO_VALUE && pv === NO_VALUE) return null;
    // Direct formatV4 calls (not through a variable) let V8 inline them: ≈ 60 ns per lookup.
    if (mapped) return this.assemble(text, `::ffff:${formatV4(lo)}`, `::ffff:${formatV4(hi)}`, gv, av, pv, ms);
    return this.assemble(text, formatV4(lo), formatV4(hi), gv, av, pv, ms);
  }

  private assemble(ip: string, startIp: string, endIp: string, gv: number, av: number, pv: number, ms: number): IpData {
    const e = this.e;
    let asn: IpAsn | null = null;
    let flags = pv === NO_VALUE ? 0 : pv;
    if (av !== NO_VALUE) {
      asn = e.asnData[av] ?? e.asnOf(av);
      flags |= e.asnFlags[av]!;
    }
    if (gv === NO_VALUE) return resultWithoutGeo(ip, startIp, endIp, asn, flags, e.privacy);
    const r = e.records[gv] ?? e.record(gv);
    return {
      ip,
      start_ip: startIp,
      end_ip: endIp,
      country_code: r.country_code,
      country_name: r.country_name,
      country_capital: r.country_capital,
      region_name: r.region_name,
      city_name: r.city_name,
      latitude: r.latitude,
      longitude: r.longitude,
      zip_code: r.zip_code,
      is_eu: r.is_eu,
      calling_code: r.calling_code,
      country_flag: r.country_flag,
      weather_station_code: null,
      weather_station_name: null,
      elevation: null,
      asn,
      time_zone: r.zone === null ? null : e.clock.info(r.zone, ms),
      currency: r.currency,
      is_proxy: e.privacy.isProxy[flags]!,
      proxy_data: e.privacy.proxyData[flags]!,
      address_type: 'public',
    };
  }
}

/**
 * Opens a database from an in-memory file image (the Buffer is kept, not copied, when it is
 * 8-byte aligned). Throws {@link IpdbFormatError} when the image is not a valid LYIPDB file.
 */
export function openDatabaseBuffer(buf: Buffer): IpDatabase {
  return new Database(buf);
}

/**
 * Opens the LYIPDB file at `file`: reads it whole into memory (≈ file size of RAM), validates it
 * and returns a lookup handle. Throws the fs error (e.g. ENOENT) when the file cannot be read and
 * {@link IpdbFormatError} when it is not a valid LYIPDB file of a supported version.
 */
export function openDatabase(file: string): IpDatabase {
  return openDatabaseBuffer(readFileSync(file));
}
