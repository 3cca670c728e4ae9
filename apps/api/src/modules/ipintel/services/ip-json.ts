/**
 * JSON of the IP API's successful answers, byte for byte what `JSON.stringify` gives (same field order, escaping and
 * number formatting; tested in test/ip-json.test.ts), written as UTF-8 bytes from pieces kept between answers. The
 * writer is built once, at module load, from the answer's field list (@lanyun/contract/ip-fields `IP_FIELD_LIST`,
 * the same list the route schemas and the IP site's reference come from), so a field is declared once:
 * - the leading `address` fields (`ip`, `start_ip`, `end_ip`) are written between quotes as they are (the reader's
 *   address texts hold only hex digits, dots and colons), in one Latin-1 write with the envelope's head;
 * - each run of fields read from the geolocation record (source `location`, with the always-null `none` fields
 *   among them) becomes one piece per record ({@link locationPiece}): its JSON is encoded once per distinct set of
 *   values and kept; the comparison and the text are generated from the run's names at load;
 * - each `object` field (`asn`, `time_zone`, `currency`, `proxy_data`: shared, frozen sub-objects of packages/ipdb,
 *   README "Shared objects") is encoded once per object with its key and kept in a WeakMap (dropped with the object;
 *   `time_zone` objects live for one second);
 * - `boolean` and `enum` fields take one of a few kept pieces per value; an optional `address` field
 *   (`embedded_ipv4`) is written only when present; any other field is encoded per answer.
 * An answer is then its address texts plus a few copies, in one Buffer. A text answer would hold the country flag
 * emoji, which makes V8 keep the whole answer as a two-byte string that Fastify measures and Node encodes again for
 * the socket; bytes are written as they are (docs/decisions/0043-ip-api-speed-cpu-per-request-bench-ip.md).
 * The kept bytes are bounded by the database: at most one per ASN record, per country and per city record (emptied
 * at {@link MAX_LOCATION_KEYS} keys), plus a few per boolean and enum value.
 */
import { IP_FIELD_LIST, type IpField, type IpFieldName } from '@lanyun/contract/ip-fields';
import type { IpData } from '@lanyun/ipdb';

/**
 * The reader's `IpData` has exactly the contract's fields: a field added to one and not the other fails to compile
 * here (the writer reads the values by the contract's names).
 */
const sameFields: [keyof IpData] extends [IpFieldName] ? ([IpFieldName] extends [keyof IpData] ? true : never) : never =
  true;
void sameFields;

const q = JSON.stringify;
const num = (n: number | null): string => (n === null ? 'null' : q(n));

/** A field's value as the writer reads it (an `IpData` seen as a record of its fields). */
type Fields = Record<string, unknown>;
/** Writes one part of an answer after the leading addresses: UTF-8 bytes starting with a comma. */
type Piece = (d: Fields) => Buffer;

/** Field names go into generated code: only lower-case identifiers are accepted (the contract's own rule). */
function checkedName(f: IpField): string {
  if (!/^[a-z][a-z0-9_]*$/.test(f.name)) throw new Error(`IP field name not writable: ${f.name}`);
  return f.name;
}

/**
 * The JSON text of a value of `f` inside generated code: an expression over `v` (the value) for the field's type.
 * Strings and enums through JSON.stringify (`q`), numbers through {@link num}, booleans inline, null constant.
 */
function valueExpression(f: IpField, v: string): string {
  switch (f.type) {
    case 'null':
      return "'null'";
    case 'boolean':
      return `(${v} === null ? 'null' : ${v} ? 'true' : 'false')`;
    case 'number':
      return `num(${v})`;
    default:
      return `(${v} === null ? 'null' : q(${v}))`;
  }
}

/** Upper bound of the distinct keys a {@link locationPiece} keeps (a database has ≈ 150 k distinct city records). */
const MAX_LOCATION_KEYS = 200_000;

/**
 * A run of consecutive fields read from the geolocation record: their JSON members (each led by a comma) are kept per
 * distinct set of values. Entries are grouped by the run's first number field (the latitude: nearly one record per
 * value), and one is used only when every field of the run holds the same value, so the bytes are always those of the
 * answer at hand; the values come from the database's shared record objects, so the comparisons are mostly of
 * identical strings. Bounded: emptied when it holds {@link MAX_LOCATION_KEYS} keys. The piece is generated from the
 * run's names (plain property reads and comparisons, as a hand-written one would be).
 */
function locationPiece(fields: readonly IpField[]): Piece {
  const read = fields.filter((f) => f.type !== 'null').map(checkedName);
  const key = checkedName(
    fields.find((f) => f.type === 'number') ?? fields.find((f) => f.type !== 'null') ?? fields[0]!,
  );
  const same = read.map((n) => `g.${n} === d.${n}`).join(' && ') || 'true';
  const json = fields.map((f) => `${q(`,${q(checkedName(f))}:`)} + ${valueExpression(f, `d.${f.name}`)}`).join(' + ');
  const values = read.map((n) => `${n}: d.${n}`).join(', ');
  return new Function(
    'q',
    'num',
    'MAX',
    `const kept = new Map();
    return (d) => {
      const key = d.${key} ?? null;
      let list = kept.get(key);
      if (list !== undefined) {
        for (let i = 0; i < list.length; i++) {
          const g = list[i];
          if (${same}) return g.bytes;
        }
      } else {
        if (kept.size >= MAX) kept.clear();
        list = [];
        kept.set(key, list);
      }
      const bytes = Buffer.from(${json}, 'utf8');
      list.push({ ${values}${values ? ', ' : ''}bytes });
      return bytes;
    };`,
  )(q, num, MAX_LOCATION_KEYS) as Piece;
}

/**
 * `,"name":` + the JSON of a shared sub-object, as UTF-8, kept per object (frozen objects only: one that may still
 * change is encoded each time); `null` is one kept piece.
 */
function objectPiece(name: string): Piece {
  const key = `,${q(name)}:`;
  const nulls = Buffer.from(`${key}null`);
  const kept = new WeakMap<object, Buffer>();
  return (d) => {
    const o = d[name] as object | null;
    if (o === null) return nulls;
    let b = kept.get(o);
    if (b === undefined) {
      b = Buffer.from(key + JSON.stringify(o), 'utf8');
      if (Object.isFrozen(o)) kept.set(o, b);
    }
    return b;
  };
}

/** `,"name":true|false|null`, one kept piece each. */
function booleanPiece(name: string): Piece {
  const key = `,${q(name)}:`;
  const t = Buffer.from(`${key}true`);
  const f = Buffer.from(`${key}false`);
  const n = Buffer.from(`${key}null`);
  return (d) => {
    const v = d[name];
    return v === null ? n : v ? t : f;
  };
}

/** `,"name":"value"`, kept per value (an enum has a handful). */
function enumPiece(name: string): Piece {
  const key = `,${q(name)}:`;
  const kept = new Map<unknown, Buffer>();
  return (d) => {
    const v = d[name];
    let b = kept.get(v);
    if (b === undefined) {
      b = Buffer.from(key + (v === null ? 'null' : q(v)), 'utf8');
      if (kept.size < 64) kept.set(v, b);
    }
    return b;
  };
}

const NOTHING = Buffer.alloc(0);

/** `,"name":"address"` when the field is present (an address text is written as it is), nothing when absent. */
function optionalAddressPiece(name: string): Piece {
  const key = `,${q(name)}:"`;
  return (d) => {
    const v = d[name];
    return v === undefined ? NOTHING : Buffer.from(`${key}${v as string}"`, 'latin1');
  };
}

/** `,"name":value` encoded for each answer (a field with no kept form). */
function plainPiece(f: IpField): Piece {
  const key = `,${q(f.name)}:`;
  return (d) => {
    const v = d[f.name];
    return v === undefined && f.optional ? NOTHING : Buffer.from(key + (v === null ? 'null' : q(v)), 'utf8');
  };
}

/** The writer of an answer's `data`, built from the field list: the leading address text, then the pieces. */
interface AnswerWriter {
  /** `"ip":"…","start_ip":"…","end_ip":"…"`: the leading required address fields (Latin-1 text). */
  head: (d: Fields) => string;
  /** The rest of the fields, in list order. */
  pieces: readonly Piece[];
}

/** Builds the {@link AnswerWriter} of `fields` (in answer order). */
function answerWriter(fields: readonly IpField[]): AnswerWriter {
  let i = 0;
  const lead: string[] = [];
  while (i < fields.length && fields[i]!.type === 'address' && !fields[i]!.optional)
    lead.push(checkedName(fields[i++]!));
  const head = new Function(
    `return (d) => ${lead.map((n, j) => `${q(`${j === 0 ? '' : ','}${q(n)}:"`)} + d.${n} + '"'`).join(' + ') || "''"};`,
  )() as (d: Fields) => string;
  const pieces: Piece[] = [];
  while (i < fields.length) {
    const f = fields[i]!;
    if (f.source === 'location' || f.source === 'none') {
      const run: IpField[] = [];
      while (i < fields.length && (fields[i]!.source === 'location' || fields[i]!.source === 'none'))
        run.push(fields[i++]!);
      pieces.push(locationPiece(run));
      continue;
    }
    const name = checkedName(f);
    if (f.type === 'object') pieces.push(objectPiece(name));
    else if (f.type === 'boolean') pieces.push(booleanPiece(name));
    else if (f.type === 'enum') pieces.push(enumPiece(name));
    else if (f.type === 'address' && f.optional) pieces.push(optionalAddressPiece(name));
    else pieces.push(plainPiece(f));
    i++;
  }
  return { head, pieces };
}

const writer = answerWriter(IP_FIELD_LIST);
const head = writer.head;

/** The pieces of the answer at hand (reused: the writers are synchronous). */
const parts: Buffer[] = writer.pieces.map(() => NOTHING);

/**
 * Fills {@link parts} with the pieces of `d` and returns their total length; generated as straight-line calls, one
 * call site per piece, so each stays monomorphic (a loop over the pieces made every call a megamorphic one).
 */
const pieces = new Function(
  ...writer.pieces.map((_, i) => `p${i}`),
  'parts',
  `return (d) => {
    ${writer.pieces.map((_, i) => `const b${i} = p${i}(d); parts[${i}] = b${i};`).join('\n    ')}
    return ${writer.pieces.map((_, i) => `b${i}.length`).join(' + ') || '0'};
  };`,
)(...writer.pieces, parts) as (d: IpData) => number;

/** Copies {@link parts} into `buf` at `o` and returns the offset after them (straight-line, as {@link pieces}). */
const copyParts = new Function(
  'parts',
  `return (buf, o) => {
    ${writer.pieces.map((_, i) => `const b${i} = parts[${i}]; buf.set(b${i}, o); o += b${i}.length;`).join('\n    ')}
    return o;
  };`,
)(parts) as (buf: Buffer, o: number) => number;

const DATA_END = Buffer.from('}');
const ENVELOPE_END = Buffer.from('}');

/**
 * The UTF-8 bytes of `JSON.stringify({ code: 200, msg: 'ok', data: d })` for an `IpData` in the package's shape (the
 * contract's fields in their declared order, optional ones when present): the address texts, then the kept pieces.
 * One small Buffer (from Node's shared pool), sent as it is. `meta` (the UTF-8 bytes of `,"meta":{…}`,
 * services/ipintel/ip-meta.ts) is written after `data` when given.
 */
export function lookupEnvelopeJson(d: IpData, meta: Buffer = NOTHING): Buffer {
  const text = `{"code":200,"msg":"ok","data":{${head(d as unknown as Fields)}`;
  const size = pieces(d);
  const buf = Buffer.allocUnsafe(text.length + size + 2 + meta.length);
  let o = copyParts(buf, buf.write(text, 0, 'latin1'));
  buf.set(DATA_END, o++);
  buf.set(meta, o);
  buf.set(ENVELOPE_END, o + meta.length);
  return buf;
}

/** One result of `POST /ip/v1/bulk` (services/ipintel/ip-bulk.ts `BulkResult`). */
interface BulkResultLike {
  ip: string;
  data: IpData | null;
  error: object | null;
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

/** `},"error":null}`: the end of an answered bulk result. */
const ANSWERED_END = Buffer.from('},"error":null}');

/**
 * The UTF-8 bytes of `JSON.stringify({ code: 200, msg: 'ok', data: { results, charged } })` for the bulk answer, byte
 * for byte (tested in test/ip-json.test.ts). Written straight into one buffer from bytes kept between answers: each
 * geolocation record's fields ({@link locationPiece}) and each shared sub-object's JSON ({@link objectPiece}) are
 * encoded once, so a result costs the encoding of its addresses plus a few copies. Building each result's text and encoding
 * it (the earlier way) cost ≈ 9 µs per result on Node 20, most of the bulk's server time. With `buffers`, the answer is
 * written into one of theirs (the result is a view of the start of its whole `ArrayBuffer`; give it back with
 * {@link AnswerBuffers.give} once the socket has it), else into a new buffer. `meta` (`,"meta":{…}` as UTF-8) is
 * written after `data` when given.
 */
export function bulkEnvelopeJson(
  results: readonly BulkResultLike[],
  charged: number,
  buffers?: AnswerBuffers,
  meta: Buffer = NOTHING,
): Buffer {
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
    // The reader's address texts hold only hex digits, dots and colons (see lookupEnvelopeJson), so the input, when it
    // is the canonical address, goes with them in one Latin-1 write; any other input is escaped and written as UTF-8.
    const canonical = r.ip === d.ip;
    const text = `${i === 0 ? '{"ip":' : ',{"ip":'}${canonical ? `"${d.ip}"` : q(r.ip)},"data":{${head(d as unknown as Fields)}`;
    const end = r.error === null ? ANSWERED_END : Buffer.from(`},"error":${JSON.stringify(r.error)}}`);
    const size = pieces(d);
    room(text.length * 3 + size + end.length);
    o += canonical ? buf.write(text, o, 'latin1') : buf.write(text, o);
    o = copyParts(buf, o);
    put(end);
  }
  room(64 + meta.length);
  o += buf.write(`],"charged":${num(charged)}}`, o, 'latin1');
  put(meta);
  put(ENVELOPE_END);
  return buf.subarray(0, o);
}
