/**
 * Network classification of autonomous systems: which AS numbers are cloud, hosting or CDN
 * networks (data centres), access ISPs, mobile carriers or research/education networks.
 *
 * Source: the curated list `src/data/asn-classification.json` (AS number → name, kind, domain),
 * maintained by hand in this package; every entry was checked against the organisation name in
 * `@ip-location-db/asn`. An AS number that is not listed has no classification: `usage_type` and
 * `domain` stay null and the data-centre flags false. Nothing is guessed from organisation names.
 *
 * Usage-type vocabulary (IP2Location-style codes, README "Privacy flags"):
 *
 * | kind | usage_type | is_data_center / is_hosting |
 * | --- | --- | --- |
 * | cloud, hosting | `DCH` (data centre / web hosting / transit) | true |
 * | cdn | `CDN` (content delivery network) | true |
 * | isp | `ISP` (fixed-line access provider) | false |
 * | mobile | `MOB` (mobile carrier) | false |
 * | education | `EDU` (university / research network) | false |
 *
 * Errors: {@link classifyAsnList} throws Error for a malformed list (unknown kind, bad or
 * duplicate AS number).
 */
import { readFileSync } from 'node:fs';
import { PRIVACY } from './format.ts';

/** Network kinds of the classification list. */
export type AsnKind = 'cloud' | 'hosting' | 'cdn' | 'isp' | 'mobile' | 'education';

/** One entry of the classification list. */
export interface AsnClassEntry {
  asn: number;
  /** Human-readable network name (documentation only; IpData uses the ASN source's name). */
  name: string;
  kind: AsnKind;
  /** The network operator's main web domain, when known. */
  domain?: string;
}

/** What a classification contributes to an ASN record. */
export interface AsnClass {
  kind: AsnKind;
  /** `DCH`, `CDN`, `ISP`, `MOB` or `EDU`. */
  usageType: string;
  domain: string | null;
  /** {@link PRIVACY} bits implied by the kind (data centre + hosting for cloud/hosting/cdn). */
  flags: number;
}

const KINDS: Record<AsnKind, { usageType: string; flags: number }> = {
  cloud: { usageType: 'DCH', flags: PRIVACY.dataCenter | PRIVACY.hosting },
  hosting: { usageType: 'DCH', flags: PRIVACY.dataCenter | PRIVACY.hosting },
  cdn: { usageType: 'CDN', flags: PRIVACY.dataCenter | PRIVACY.hosting },
  isp: { usageType: 'ISP', flags: 0 },
  mobile: { usageType: 'MOB', flags: 0 },
  education: { usageType: 'EDU', flags: 0 },
};

/** Every usage-type code the build can produce. */
export const USAGE_TYPES = ['DCH', 'CDN', 'ISP', 'MOB', 'EDU'] as const;

/**
 * Validates a classification list and returns AS number → {@link AsnClass}.
 * Throws Error naming the offending entry for an unknown kind, an AS number outside 1..2^32−1
 * or a duplicate.
 */
export function classifyAsnList(entries: readonly AsnClassEntry[]): Map<number, AsnClass> {
  const out = new Map<number, AsnClass>();
  for (const e of entries) {
    if (!Number.isInteger(e.asn) || e.asn <= 0 || e.asn > 0xffffffff)
      throw new Error(`ASN classification: bad AS number ${e.asn}`);
    const k = KINDS[e.kind];
    if (!k) throw new Error(`ASN classification: AS${e.asn} has unknown kind ${JSON.stringify(e.kind)}`);
    if (out.has(e.asn)) throw new Error(`ASN classification: AS${e.asn} listed twice`);
    out.set(e.asn, { kind: e.kind, usageType: k.usageType, domain: e.domain ?? null, flags: k.flags });
  }
  return out;
}

let cached: Map<number, AsnClass> | null = null;

/** The package's curated classification (`src/data/asn-classification.json`), loaded once. */
export function builtinAsnClasses(): Map<number, AsnClass> {
  if (cached === null) {
    const doc = JSON.parse(readFileSync(new URL('./data/asn-classification.json', import.meta.url), 'utf8')) as {
      asns: AsnClassEntry[];
    };
    cached = classifyAsnList(doc.asns);
  }
  return cached;
}
