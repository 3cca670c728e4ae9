/**
 * Reads the ASN source: `@ip-location-db/asn` (RouteViews + NRO RIR delegations + DB-IP ASN Lite
 * organisation names, CC BY 4.0), files `asn-ipv4-num.csv` and `asn-ipv6-num.csv`.
 *
 * Row format: `start,end,asn,organisation` with inclusive numeric bounds (IPv4 as u32, IPv6 as a
 * decimal 128-bit integer). Organisation names can contain quoted commas and doubled quotes, so
 * rows go through `csv-parse`. Output: a deduplicated (asn, org) table plus IPv4 and IPv6 range
 * tables whose values index it. Overlapping rows are clipped (earlier row wins) and counted.
 * Errors: `Error` with file and line for a malformed row.
 */
import { createReadStream, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse } from 'csv-parse';
import { V4RangeBuilder, V6RangeBuilder, type V4Table, type V6FullTable } from './ranges.ts';
import type { AsnInput } from './writer.ts';

/** Progress callback: bytes of CSV consumed so far and the file size. */
export type BytesProgress = (done: number, total: number) => void;

/** Result of {@link readAsnSource}. */
export interface AsnSource {
  asns: AsnInput[];
  v4: V4Table;
  v6: V6FullTable;
  rows: { v4: number; v6: number };
  overlaps: { v4: number; v6: number };
}

/** Directory of the installed `@ip-location-db/asn` package. */
export function asnPackageDir(): string {
  return dirname(createRequire(import.meta.url).resolve('@ip-location-db/asn/package.json'));
}

const TWO_32 = 0x100000000n;

/** Splits a decimal 128-bit integer into 4 u32 words (most significant first). Throws on bad input. */
export function decimalToWords(text: string, out: Uint32Array): void {
  if (!/^\d{1,39}$/.test(text)) throw new Error(`not a decimal integer: ${text}`);
  let v = BigInt(text);
  if (v >> 128n !== 0n) throw new Error(`does not fit in 128 bits: ${text}`);
  for (let k = 3; k >= 0; k--) {
    out[k] = Number(v % TWO_32);
    v /= TWO_32;
  }
}

async function forEachRow(
  file: string,
  onRow: (row: string[], line: number) => void,
  onBytes?: BytesProgress,
): Promise<number> {
  const total = statSync(file).size;
  const input = createReadStream(file, { highWaterMark: 1 << 20 });
  let done = 0;
  if (onBytes) {
    input.on('data', (chunk) => {
      done += chunk.length;
      onBytes(done, total);
    });
  }
  const parser = input.pipe(parse({ relax_column_count: false, skip_empty_lines: true }));
  let line = 0;
  for await (const row of parser as AsyncIterable<string[]>) {
    line++;
    if (row.length !== 4) throw new Error(`${file}:${line}: expected 4 columns, got ${row.length}`);
    onRow(row, line);
  }
  return line;
}

/**
 * Reads both ASN CSV files from `dir` (default: the installed package) and builds the tables.
 * `onProgress(phase, done, total)` reports bytes read per file (phases "asn-ipv4", "asn-ipv6").
 */
export async function readAsnSource(
  options: { dir?: string; onProgress?: (phase: string, done: number, total: number) => void } = {},
): Promise<AsnSource> {
  const dir = options.dir ?? asnPackageDir();
  const asns: AsnInput[] = [];
  const ids = new Map<string, number>();
  const idOf = (asnText: string, org: string, where: string): number => {
    const asn = Number(asnText);
    if (!Number.isInteger(asn) || asn < 0 || asn > 0xffffffff) throw new Error(`${where}: bad AS number ${asnText}`);
    const key = `${asn}\u0000${org}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = asns.length;
      asns.push({ asn, org });
      ids.set(key, id);
    }
    return id;
  };

  const b4 = new V4RangeBuilder();
  const f4 = join(dir, 'asn-ipv4-num.csv');
  const rows4 = await forEachRow(
    f4,
    (row, line) => {
      const s = Number(row[0]);
      const e = Number(row[1]);
      if (!Number.isInteger(s) || !Number.isInteger(e) || s < 0 || e > 0xffffffff || e < s) {
        throw new Error(`${f4}:${line}: bad range ${row[0]}-${row[1]}`);
      }
      b4.add(s, e, idOf(row[2]!, row[3]!, `${f4}:${line}`));
    },
    options.onProgress && ((d, t) => options.onProgress!('asn-ipv4', d, t)),
  );

  const b6 = new V6RangeBuilder();
  const f6 = join(dir, 'asn-ipv6-num.csv');
  const s6 = new Uint32Array(4);
  const e6 = new Uint32Array(4);
  const rows6 = await forEachRow(
    f6,
    (row, line) => {
      try {
        decimalToWords(row[0]!, s6);
        decimalToWords(row[1]!, e6);
        b6.add(s6, e6, idOf(row[2]!, row[3]!, `${f6}:${line}`));
      } catch (err) {
        throw new Error(`${f6}:${line}: ${(err as Error).message}`);
      }
    },
    options.onProgress && ((d, t) => options.onProgress!('asn-ipv6', d, t)),
  );

  return {
    asns,
    v4: b4.finish(),
    v6: b6.finish(),
    rows: { v4: rows4, v6: rows6 },
    overlaps: { v4: b4.overlaps, v6: b6.overlaps },
  };
}
