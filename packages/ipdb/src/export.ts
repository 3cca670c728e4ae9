/**
 * Exports the built database as three databases — geolocation, privacy, ASN — in CSV, NDJSON or
 * MaxMind DB format (README "Exports").
 *
 * - Ranges: every maximal range with data for the kind's fields, IPv4 ranges first (dotted
 *   notation), then IPv6 (RFC 5952), ascending. Special-purpose blocks (private, loopback,
 *   documentation, …) are never exported, since a lookup never returns data for them.
 * - CSV: a first line `# <title>, built <time>. <attribution>` (the data licence's credit, as a `#` comment line),
 *   then the header row `start_ip,end_ip,<fields>`, RFC 4180 quoting, `\n` line ends, UTF-8.
 * - NDJSON (`json`): a first line `{"_meta":{…}}` ({@link exportMeta}: database, build time, attribution, licence),
 *   then one JSON object per line `{"start_ip":…,"end_ip":…,<fields>}`.
 * - MMDB: a MaxMind DB 2.0 file (see `mmdb-writer.ts`); look addresses up with any MaxMind reader.
 * - GeoIP2 (`geoip2`, geo and asn only): an MMDB in MaxMind's GeoIP2 City / GeoLite2 ASN record layout
 *   (`export-geoip2.ts`), for readers that expect GeoLite2-City.mmdb or GeoLite2-ASN.mmdb.
 *
 * Text output streams through gzip when asked (`gzip: true`, or an `out` ending in `.gz`), or
 * automatically above a size threshold (`gzip: 'auto'`, used by snapshots). Files are written to
 * a temporary name and renamed, so a failed export never leaves a partial file behind.
 */
import { createWriteStream, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { formatV6 } from './address.ts';
import { FieldEncoder, toMmdbValue } from './export-fields.ts';
import {
  GEOIP2_ASN_TYPE,
  GEOIP2_CITY_TYPE,
  GEOIP2_LANGUAGES,
  geoip2AsnRecord,
  geoip2CityRecord,
} from './export-geoip2.ts';
import { keyedRanges, type ExportKind, type KeyedRangeSink } from './export-ranges.ts';
import { MmdbWriter } from './mmdb-writer.ts';
import { databaseInternals, openDatabase, type IpDatabase } from './reader.ts';

export type { ExportKind } from './export-ranges.ts';

/** Licence of the exported data (DB-IP Lite, RouteViews, NRO: all CC BY 4.0). */
export const EXPORT_LICENCE = 'CC BY 4.0';

/**
 * The `_meta` object on the first line of an NDJSON export (the CSV's first `#` line says the same): which database,
 * when it was built (ISO 8601 UTC), the credit the data licence requires (`attribution`) and the licence.
 */
export function exportMeta(
  kind: ExportKind,
  buildTime: string,
  attribution: string,
): { database: ExportKind; build_time: string; attribution: string; licence: string } {
  return { database: kind, build_time: buildTime, attribution, licence: EXPORT_LICENCE };
}
/**
 * Export formats: `json` is NDJSON (one object per line); `mmdb` our own flat fields in a MaxMind DB; `geoip2` a
 * MaxMind DB in the GeoIP2 City (kind geo) or GeoLite2 ASN (kind asn) layout.
 */
export type ExportFormat = 'csv' | 'json' | 'mmdb' | 'geoip2';

/** Options of {@link exportDatabase}. */
export interface ExportOptions {
  kind: ExportKind;
  format: ExportFormat;
  /** Output file. Directories are created. */
  out: string;
  /**
   * Text formats only. `true`: gzip the output; `'auto'`: gzip when the text exceeds
   * `gzipThreshold` bytes, and append `.gz` to `out` then. Default: gzip when `out` ends in `.gz`.
   */
  gzip?: boolean | 'auto';
  /** Bytes of text above which `gzip: 'auto'` compresses (default 8 MiB). */
  gzipThreshold?: number;
  /** MMDB only: record size in bits; default the smallest of 24/28/32 that fits. */
  mmdbRecordSize?: 24 | 28 | 32;
  /**
   * MMDB only: write just the ranges this keeps (a partial database, e.g. the ranges around sampled addresses for
   * a quick interoperability check). IPv6 bounds are 4 words, valid during the call only. Default: every range.
   */
  keep?: { v4(start: number, end: number): boolean; v6(start: Uint32Array, end: Uint32Array): boolean };
}

/** What {@link exportDatabase} wrote. */
export interface ExportResult {
  /** Absolute path of the file written (with `.gz` when auto-compressed). */
  file: string;
  kind: ExportKind;
  format: ExportFormat;
  gzip: boolean;
  /** Exported ranges per family. */
  ranges: { ipv4: number; ipv6: number };
  /** File size in bytes. */
  bytes: number;
  /** Uncompressed size in bytes (equals `bytes` for MMDB and uncompressed text). */
  rawBytes: number;
  /** Wall-clock time in milliseconds. */
  ms: number;
}

/** Chunk size (bytes) handed to the output stream. */
const CHUNK = 1 << 20;
/** Room past CHUNK for the row being written (a row is far smaller). */
const SLACK = 1 << 16;
/** gzip level. Measured on 191 MiB of geo CSV: level 4 1.2 s → 31.1 MiB; level 6 (zlib's default) 2.3 s → 29.3 MiB. */
const GZIP_LEVEL = 4;

const KIND_TITLE: Record<ExportKind, string> = { geo: 'Geo', privacy: 'Privacy', asn: 'ASN' };

/**
 * Writes one export of `db` (an open database or the path of an LYIPDB file) to `opts.out`.
 * Resolves to what was written. Throws RangeError for an unknown kind/format or gzip with MMDB,
 * IpdbFormatError when `db` is a path to an invalid file, and fs errors from writing.
 */
export async function exportDatabase(db: IpDatabase | string, opts: ExportOptions): Promise<ExportResult> {
  const t0 = performance.now();
  const { kind, format } = opts;
  if (!['geo', 'privacy', 'asn'].includes(kind)) throw new RangeError(`unknown export kind ${JSON.stringify(kind)}`);
  if (!['csv', 'json', 'mmdb', 'geoip2'].includes(format))
    throw new RangeError(`unknown export format ${JSON.stringify(format)}`);
  if (format === 'geoip2' && kind === 'privacy')
    throw new RangeError('the geoip2 format exists for the geo and asn kinds only');
  const handle = typeof db === 'string' ? openDatabase(db) : db;
  const internals = databaseInternals(handle);
  const enc = new FieldEncoder(internals, kind);
  const ranges = { ipv4: 0, ipv6: 0 };
  let out = resolve(opts.out);
  mkdirSync(dirname(out), { recursive: true });

  if (format === 'mmdb' || format === 'geoip2') {
    if (opts.gzip === true) throw new RangeError('gzip applies to CSV and NDJSON exports only');
    const geoip2 = format === 'geoip2';
    const w = new MmdbWriter();
    const handles = new Map<number, number>();
    const valueIndexOf = (key: number): number => {
      let h = handles.get(key);
      if (h === undefined) {
        if (geoip2) {
          const value = kind === 'geo' ? geoip2CityRecord(internals, key) : geoip2AsnRecord(internals, key);
          h = w.addValue(value, JSON.stringify(value));
        } else {
          const record = enc.record(key);
          h = w.addValue(toMmdbValue(record), JSON.stringify(record));
        }
        handles.set(key, h);
      }
      return h;
    };
    const keep = opts.keep;
    const sink: KeyedRangeSink = {
      v4: (s, e, key) => {
        if (keep && !keep.v4(s, e)) return;
        ranges.ipv4++;
        w.insertV4(s, e, valueIndexOf(key));
      },
      v6: (s, e, key) => {
        if (keep && !keep.v6(s, e)) return;
        ranges.ipv6++;
        w.insertV6(s, e, valueIndexOf(key));
      },
    };
    for (const _ of keyedRanges(internals.sections, kind, sink));
    const meta = handle.metadata;
    const image = w.finish({
      databaseType: geoip2 ? (kind === 'geo' ? GEOIP2_CITY_TYPE : GEOIP2_ASN_TYPE) : `Lanyun-IP-${KIND_TITLE[kind]}`,
      description: `Lanyun IP ${geoip2 ? `${kind} database in the GeoIP2 ${kind === 'geo' ? 'City' : 'ASN'} layout` : `${kind} database`}, built ${meta.buildTime}. ${internals.sections.meta.attribution}`,
      buildEpoch: Math.floor(Date.parse(meta.buildTime) / 1000),
      ...(geoip2 && kind === 'geo' ? { languages: GEOIP2_LANGUAGES } : {}),
      embeddedIpv4Aliases: true,
      ...(opts.mmdbRecordSize ? { recordSize: opts.mmdbRecordSize } : {}),
    });
    atomicWrite(out, (tmp) => writeFileSync(tmp, image));
    return {
      file: out,
      kind,
      format,
      gzip: false,
      ranges,
      bytes: image.length,
      rawBytes: image.length,
      ms: Math.round(performance.now() - t0),
    };
  }

  const w = new ChunkWriter();
  const csv = format === 'csv';
  const about = exportMeta(kind, handle.metadata.buildTime, internals.sections.meta.attribution);
  if (csv) {
    const comment = `# Lanyun IP ${kind} database, built ${about.build_time}. ${about.attribution}`.replace(
      /[\r\n]+/g,
      ' ',
    );
    w.bytes(Buffer.from(`${comment}\n`));
    w.ascii(`start_ip,end_ip,${enc.columns.join(',')}\n`);
  } else w.bytes(Buffer.from(`${JSON.stringify({ _meta: about })}\n`));
  const sink: KeyedRangeSink = {
    v4: (s, e, key) => {
      ranges.ipv4++;
      if (csv) {
        w.v4(s);
        w.byte(0x2c);
        w.v4(e);
        w.bytes(enc.csv(key));
      } else {
        w.ascii('{"start_ip":"');
        w.v4(s);
        w.ascii('","end_ip":"');
        w.v4(e);
        w.byte(0x22);
        w.bytes(enc.json(key));
      }
    },
    v6: (s, e, key) => {
      ranges.ipv6++;
      const a = formatV6(s[0]!, s[1]!, s[2]!, s[3]!);
      const b = formatV6(e[0]!, e[1]!, e[2]!, e[3]!);
      if (csv) {
        w.ascii(`${a},${b}`);
        w.bytes(enc.csv(key));
      } else {
        w.ascii(`{"start_ip":"${a}","end_ip":"${b}"`);
        w.bytes(enc.json(key));
      }
    },
  };
  let rawBytes = 0;
  const chunks = (function* (): Generator<Buffer> {
    for (const _ of keyedRanges(internals.sections, kind, sink)) {
      if (w.full) {
        const b = w.take();
        rawBytes += b.length;
        yield b;
      }
    }
    const b = w.take();
    rawBytes += b.length;
    if (b.length > 0) yield b;
  })();

  // Decide on compression: explicit, by file name, or after seeing `gzipThreshold` bytes.
  let gzip = opts.gzip === undefined ? out.endsWith('.gz') : opts.gzip === true;
  const head: Buffer[] = [];
  if (opts.gzip === 'auto') {
    const threshold = opts.gzipThreshold ?? 8 * 1024 * 1024;
    let seen = 0;
    while (seen <= threshold) {
      const n = chunks.next();
      if (n.done) break;
      head.push(n.value);
      seen += n.value.length;
    }
    gzip = seen > threshold;
    if (gzip && !out.endsWith('.gz')) out += '.gz';
  }
  const source = Readable.from(
    (function* () {
      yield* head;
      yield* chunks;
    })(),
  );
  await atomicWriteAsync(out, (tmp) =>
    gzip
      ? pipeline(source, createGzip({ level: GZIP_LEVEL }), createWriteStream(tmp))
      : pipeline(source, createWriteStream(tmp)),
  );
  const bytes = statSync(out).size;
  return { file: out, kind, format, gzip, ranges, bytes, rawBytes, ms: Math.round(performance.now() - t0) };
}

/** Decimal text of each octet, as bytes. */
const OCTETS = Array.from({ length: 256 }, (_, i) => Buffer.from(String(i), 'latin1'));

/** Builds output chunks directly as bytes (no intermediate strings for IPv4 and cached rows). */
class ChunkWriter {
  private buf = Buffer.allocUnsafe(CHUNK + SLACK);
  private pos = 0;
  /** True once the chunk is at least CHUNK bytes: call {@link take}. */
  get full(): boolean {
    return this.pos >= CHUNK;
  }
  take(): Buffer {
    const out = this.buf.subarray(0, this.pos);
    this.buf = Buffer.allocUnsafe(CHUNK + SLACK);
    this.pos = 0;
    return out;
  }
  private room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + n));
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }
  byte(b: number): void {
    this.room(1);
    this.buf[this.pos++] = b;
  }
  ascii(s: string): void {
    this.room(s.length);
    this.pos += this.buf.write(s, this.pos, 'latin1');
  }
  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }
  /** Dotted-quad IPv4. */
  v4(a: number): void {
    this.room(15);
    const buf = this.buf;
    for (let shift = 24; shift >= 0; shift -= 8) {
      const o = OCTETS[(a >>> shift) & 255]!;
      for (let i = 0; i < o.length; i++) buf[this.pos++] = o[i]!;
      if (shift > 0) buf[this.pos++] = 0x2e;
    }
  }
}

function tmpName(file: string): string {
  return `${file}.tmp-${process.pid}-${Date.now()}`;
}

function atomicWrite(file: string, write: (tmp: string) => void): void {
  const tmp = tmpName(file);
  try {
    write(tmp);
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}

async function atomicWriteAsync(file: string, write: (tmp: string) => Promise<void>): Promise<void> {
  const tmp = tmpName(file);
  try {
    await write(tmp);
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}
