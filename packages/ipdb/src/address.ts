/**
 * IP address text handling: strict parsing of IPv4 / IPv6 text, canonical formatting, and the
 * special-purpose classification behind `IpData.address_type`.
 *
 * Numeric forms used across the package: an IPv4 address is an unsigned 32-bit number; an IPv6
 * address is 4 unsigned 32-bit words, most significant first (`2001:db8::1` → [0x20010db8, 0, 0, 1]).
 *
 * Accepted text: dotted-quad IPv4 (`a.b.c.d`, each 0–255, no leading zeros — `010.1.1.1` is
 * rejected as ambiguous octal); IPv6 per RFC 4291 §2.2 (hex groups, one `::`, optional trailing
 * dotted IPv4), case-insensitive. Surrounding whitespace is trimmed. Zone IDs (`%eth0`), brackets,
 * CIDR suffixes and inet_aton short forms are rejected with {@link InvalidIpError}.
 * Normalized output: IPv4 dotted decimal; IPv6 RFC 5952 (lower case, longest zero run compressed,
 * IPv4-mapped addresses as `::ffff:a.b.c.d`).
 */
import { InvalidIpError } from './errors.ts';
import { classifyV4Index, classifyV6Index, specialBlockV4, specialBlockV6 } from './special-ranges.ts';
import type { AddressType } from './special-ranges.ts';

export type { AddressType } from './special-ranges.ts';

/** Parses strict dotted-quad IPv4 in `s[from, to)`; returns the address as u32, or -1. */
export function parseV4Span(s: string, from: number, to: number): number {
  let value = 0;
  let octet = 0;
  let digits = 0;
  let dots = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (digits > 0 && octet === 0) return -1; // leading zero
      octet = octet * 10 + (c - 48);
      if (octet > 255) return -1;
      digits++;
    } else if (c === 46) {
      if (digits === 0 || dots === 3) return -1;
      value = value * 256 + octet;
      dots++;
      octet = 0;
      digits = 0;
    } else {
      return -1;
    }
  }
  if (dots !== 3 || digits === 0) return -1;
  return value * 256 + octet;
}

/**
 * Class of each UTF-16 code unit for the IPv6 parser: a hex digit's value (0–15), {@link COLON}, {@link DOT}, or
 * {@link OTHER}. One read per character with no range test (a 64 KiB table of which only the ASCII part is ever hot):
 * about a third faster than a 128-entry digit table behind a range test.
 */
const COLON = 16;
const DOT = 17;
const OTHER = 32;
const CHAR_CLASS = new Uint8Array(65536).fill(OTHER);
for (let c = 0; c < 10; c++) CHAR_CLASS[48 + c] = c;
for (let c = 0; c < 6; c++) {
  CHAR_CLASS[65 + c] = 10 + c;
  CHAR_CLASS[97 + c] = 10 + c;
}
CHAR_CLASS[58] = COLON;
CHAR_CLASS[46] = DOT;

const groups = new Int32Array(8);

/**
 * Parses IPv6 text into `out` (4 words). Returns false when the text is not valid IPv6.
 *
 * Each character is read once (the one after a ':' is both the '::' test and the next group's first digit), and a
 * group followed by at least four more characters is read without end-of-text tests: on the benchmark's addresses
 * these two made the parse about a sixth faster (85 → 71 ns a 32-character address). Reading `charCodeAt` past the
 * end instead of testing (NaN as an index) deoptimizes the function and was three times slower.
 */
export function parseV6Into(s: string, out: Uint32Array): boolean {
  const len = s.length;
  if (len < 2) return false;
  let n = 0;
  let compressAt = -1;
  let i = 0;
  let c = CHAR_CLASS[s.charCodeAt(0)]!;
  if (c === COLON) {
    if (s.charCodeAt(1) !== 58) return false;
    compressAt = 0;
    i = 2;
    c = i < len ? CHAR_CLASS[s.charCodeAt(i)]! : OTHER;
  }
  while (i < len) {
    // `c` is the class of s[i], the group's first character. The group's digits are read unrolled (about a sixth
    // faster than a loop); afterwards `c` is the class of the character after them.
    const start = i;
    if (c > 15) return false;
    let v = c;
    i++;
    if (i + 3 < len) {
      c = CHAR_CLASS[s.charCodeAt(i)]!;
      if (c <= 15) {
        v = (v << 4) | c;
        c = CHAR_CLASS[s.charCodeAt(++i)]!;
        if (c <= 15) {
          v = (v << 4) | c;
          c = CHAR_CLASS[s.charCodeAt(++i)]!;
          if (c <= 15) {
            v = (v << 4) | c;
            c = CHAR_CLASS[s.charCodeAt(++i)]!;
            if (c <= 15) return false; // a fifth digit
          }
        }
      }
    } else {
      // Near the end of the text: the same reads, each behind an end test.
      c = i < len ? CHAR_CLASS[s.charCodeAt(i)]! : OTHER;
      if (c <= 15) {
        v = (v << 4) | c;
        c = ++i < len ? CHAR_CLASS[s.charCodeAt(i)]! : OTHER;
        if (c <= 15) {
          v = (v << 4) | c;
          c = ++i < len ? CHAR_CLASS[s.charCodeAt(i)]! : OTHER;
          if (c <= 15) {
            v = (v << 4) | c;
            c = ++i < len ? CHAR_CLASS[s.charCodeAt(i)]! : OTHER;
            if (c <= 15) return false; // a fifth digit
          }
        }
      }
    }
    if (c === DOT) {
      // A trailing dotted IPv4 address fills the last two groups.
      if (n > 6) return false;
      const v4 = parseV4Span(s, start, len);
      if (v4 < 0) return false;
      groups[n++] = v4 >>> 16;
      groups[n++] = v4 & 0xffff;
      break;
    }
    if (n >= 8) return false;
    groups[n++] = v;
    if (i === len) break;
    if (c !== COLON) return false;
    if (++i === len) return false; // trailing single ':'
    c = CHAR_CLASS[s.charCodeAt(i)]!;
    if (c === COLON) {
      if (compressAt >= 0) return false;
      compressAt = n;
      c = ++i < len ? CHAR_CLASS[s.charCodeAt(i)]! : OTHER;
    }
  }
  if (compressAt < 0) {
    if (n !== 8) return false;
  } else {
    if (n > 7) return false;
    const tail = n - compressAt;
    for (let k = 0; k < tail; k++) groups[7 - k] = groups[n - 1 - k]!;
    for (let k = compressAt; k < 8 - tail; k++) groups[k] = 0;
  }
  out[0] = ((groups[0]! << 16) | groups[1]!) >>> 0;
  out[1] = ((groups[2]! << 16) | groups[3]!) >>> 0;
  out[2] = ((groups[4]! << 16) | groups[5]!) >>> 0;
  out[3] = ((groups[6]! << 16) | groups[7]!) >>> 0;
  return true;
}

/** {@link parseIpInto} on text without surrounding whitespace: 4, 6, or 0 when it is neither. */
function parseBareInto(s: string, out: Uint32Array): 0 | 4 | 6 {
  if (s.length <= 15) {
    // Try IPv4 first (it stops at the first ':' or hex letter), so a valid IPv4 address is read in one pass.
    const v4 = parseV4Span(s, 0, s.length);
    if (v4 >= 0) {
      out[0] = v4;
      return 4;
    }
    if (s.indexOf(':') < 0) return 0;
  }
  return s.length <= 45 && parseV6Into(s, out) ? 6 : 0;
}

/**
 * Parses `text` into the scratch array: returns 4 (IPv4, `out[0]` holds it) or 6 (IPv6, 4 words).
 * Throws {@link InvalidIpError} for anything else. Surrounding whitespace is trimmed, but only once the text as given
 * fails to parse: the usual address without any pays no trim test.
 */
export function parseIpInto(text: string, out: Uint32Array): 4 | 6 {
  if (typeof text !== 'string') throw new InvalidIpError(String(text), 'not a string');
  const version = parseBareInto(text, out);
  if (version !== 0) return version;
  const s = text.trim();
  if (s.length !== text.length) {
    const trimmed = parseBareInto(s, out);
    if (trimmed !== 0) return trimmed;
  }
  throw new InvalidIpError(
    text,
    s.length <= 15 && s.indexOf(':') < 0 ? 'not a dotted-quad IPv4 address' : 'not a valid IPv6 address',
  );
}

/** Decimal text of each octet, with and without a trailing dot (formatV4 concatenates these). */
const OCTET = Array.from({ length: 256 }, (_, i) => String(i));
const OCTET_DOT = Array.from({ length: 256 }, (_, i) => `${i}.`);

/** Formats a u32 as dotted-quad IPv4. */
export function formatV4(a: number): string {
  // Table lookups: about 25 % faster than converting four numbers in a template literal.
  return OCTET_DOT[a >>> 24]! + OCTET_DOT[(a >>> 16) & 255]! + OCTET_DOT[(a >>> 8) & 255]! + OCTET[a & 255]!;
}

/** True when the 4 words are an IPv4-mapped IPv6 address (::ffff:0:0/96). */
export function isV4Mapped(w0: number, w1: number, w2: number): boolean {
  return w0 === 0 && w1 === 0 && w2 === 0xffff;
}

/**
 * Hex text of each byte value, bare ("a", "ff") and zero-padded to two digits ("0a"), each with and without a
 * trailing colon. A 16-bit group is built from at most two of these; the tables are small enough to stay in the
 * CPU cache (a 65,536-entry table of group strings missed it on random addresses and was 2–3× slower).
 */
const HEX_BYTE = Array.from({ length: 256 }, (_, i) => i.toString(16));
const HEX_BYTE_COLON = HEX_BYTE.map((h) => `${h}:`);
const HEX_PAD = HEX_BYTE.map((h) => h.padStart(2, '0'));
const HEX_PAD_COLON = HEX_PAD.map((h) => `${h}:`);
const fmtGroups = new Int32Array(8);

/** Hex text of a 16-bit group without leading zeros, followed by ':' when `colon`. */
function groupText(v: number, colon: boolean): string {
  if (v < 256) return colon ? HEX_BYTE_COLON[v]! : HEX_BYTE[v]!;
  return HEX_BYTE[v >>> 8]! + (colon ? HEX_PAD_COLON[v & 255]! : HEX_PAD[v & 255]!);
}

/** Formats 4 words as RFC 5952 IPv6 text (IPv4-mapped as `::ffff:a.b.c.d`). */
export function formatV6(w0: number, w1: number, w2: number, w3: number): string {
  if (isV4Mapped(w0, w1, w2)) return `::ffff:${formatV4(w3)}`;
  const g = fmtGroups;
  g[0] = w0 >>> 16;
  g[1] = w0 & 0xffff;
  g[2] = w1 >>> 16;
  g[3] = w1 & 0xffff;
  g[4] = w2 >>> 16;
  g[5] = w2 & 0xffff;
  g[6] = w3 >>> 16;
  g[7] = w3 & 0xffff;
  // Longest run of at least two zero groups (the first one on a tie) is compressed.
  let bestAt = -1;
  let bestLen = 1;
  for (let k = 0; k < 8; ) {
    if (g[k] !== 0) {
      k++;
      continue;
    }
    let e = k + 1;
    while (e < 8 && g[e] === 0) e++;
    if (e - k > bestLen) {
      bestAt = k;
      bestLen = e - k;
    }
    k = e;
  }
  if (bestAt < 0) {
    return (
      groupText(g[0]!, true) +
      groupText(g[1]!, true) +
      groupText(g[2]!, true) +
      groupText(g[3]!, true) +
      groupText(g[4]!, true) +
      groupText(g[5]!, true) +
      groupText(g[6]!, true) +
      groupText(g[7]!, false)
    );
  }
  let out = '';
  for (let k = 0; k < bestAt; k++) out += groupText(g[k]!, true);
  out += bestAt === 0 ? '::' : ':';
  const end = bestAt + bestLen;
  for (let k = end; k < 7; k++) out += groupText(g[k]!, true);
  if (end <= 7) out += groupText(g[7]!, false);
  return out;
}

/**
 * Parses an IP address string.
 *
 * Returns the IP version and its normalized text (IPv4 dotted decimal; IPv6 RFC 5952, IPv4-mapped
 * IPv6 stays version 6 and normalizes to `::ffff:a.b.c.d`). Throws {@link InvalidIpError} when
 * the text is not a valid address (see the module doc for what is accepted).
 */
export function parseIp(text: string): { version: 4 | 6; normalized: string } {
  const w = new Uint32Array(4);
  const version = parseIpInto(text, w);
  if (version === 4) return { version, normalized: formatV4(w[0]!) };
  return { version, normalized: formatV6(w[0]!, w[1]!, w[2]!, w[3]!) };
}

/**
 * The special-purpose classification of an address (IANA IPv4/IPv6 special-purpose registries,
 * IPv6 address-space registry, multicast registries). IPv4-mapped IPv6 addresses are classified
 * by their embedded IPv4 address. Throws {@link InvalidIpError} for malformed text.
 */
export function addressType(text: string): AddressType {
  const w = new Uint32Array(4);
  const version = parseIpInto(text, w);
  if (version === 4) return specialBlockV4(classifyV4Index(w[0]!)).type;
  if (isV4Mapped(w[0]!, w[1]!, w[2]!)) return specialBlockV4(classifyV4Index(w[3]!)).type;
  return specialBlockV6(classifyV6Index(w[0]!, w[1]!, w[2]!, w[3]!)).type;
}

/**
 * The IPv4 address embedded in a NAT64 address (64:ff9b::/96, RFC 6052: the last 32 bits) or a 6to4 address
 * (2002::/16, RFC 3056: the 32 bits after the prefix), as a u32; -1 for every other address (4 words, most
 * significant first).
 */
export function embeddedV4(w0: number, w1: number, w2: number, w3: number): number {
  if (w0 === 0x0064ff9b && w1 === 0 && w2 === 0) return w3;
  if (w0 >>> 16 === 0x2002) return (((w0 & 0xffff) << 16) | (w1 >>> 16)) >>> 0;
  return -1;
}

/**
 * RFC 5952 text of the IPv6 address that embeds IPv4 address `a` the way the NAT64 or 6to4 address with first word
 * `w0` does. For 6to4, `last` picks the last address of the /48 instead of the first.
 */
export function embeddedBound(w0: number, a: number, last: boolean): string {
  if (w0 === 0x0064ff9b) return formatV6(w0, 0, 0, a);
  const hi = (0x20020000 | (a >>> 16)) >>> 0;
  const lo = ((a & 0xffff) << 16) >>> 0;
  return last ? formatV6(hi, (lo | 0xffff) >>> 0, 0xffffffff, 0xffffffff) : formatV6(hi, lo, 0, 0);
}
