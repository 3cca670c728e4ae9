/**
 * Where an address's privacy flags come from: for each true flag, the lists / feeds (privacy-source.ts, feeds.ts)
 * that set it, from the list part of the privacy table at the address, or the built-in ASN classification
 * (asn-class.ts) when the network alone set is_hosting / is_data_center.
 * The range tables keep one bit per flag; when several lists set the same flag (e.g. the AWS and Cloudflare feeds),
 * the build records those lists' networks in META (`privacyListRanges`) and only the lists holding the address are
 * named. Files built before that record name every list of the flag's kind.
 */
import { isV4Mapped, parseIpInto } from './address.ts';
import { PRIVACY } from './format.ts';
import type { IpDatabase } from './ip-data.ts';
import { databaseInternals } from './reader.ts';
import { NO_VALUE, V4RangeView, V6RangeView } from './tables.ts';

/** One source of a flag: the list's feed name (or kind), where it was read, the provider, and its dates. */
export interface FlagSource {
  name: string;
  /** The provider a cloud feed lists ("AWS" …), else null. */
  provider: string | null;
  /** The publication time the feed states (ISO 8601), or null. */
  published: string | null;
  /** When the database build read it (ISO 8601). */
  read_at: string;
}

export type PrivacyFlag = 'is_vpn' | 'is_tor' | 'is_proxy' | 'is_relay' | 'is_hosting' | 'is_data_center';
/** The sources of each true flag (flags that are false are absent). */
export type PrivacyEvidence = Partial<Record<PrivacyFlag, FlagSource[]>>;

const KIND_FLAGS: Record<string, PrivacyFlag[]> = {
  vpn: ['is_vpn'],
  tor: ['is_tor'],
  proxy: ['is_proxy'],
  relay: ['is_relay'],
  hosting: ['is_hosting', 'is_data_center'],
};
const KIND_BIT: Record<string, number> = {
  vpn: PRIVACY.vpn,
  tor: PRIVACY.tor,
  proxy: PRIVACY.proxy,
  relay: PRIVACY.relay,
  hosting: PRIVACY.hosting,
};

const views = new WeakMap<IpDatabase, { v4: V4RangeView; v6: V6RangeView }>();
/** Per database, per list: its networks (IPv4 numbers, IPv6 bigints, flat start/end pairs), or null when not kept. */
const listNets = new WeakMap<IpDatabase, Array<{ v4: Float64Array; v6: bigint[] } | null>>();

/** Whether list `i` of `db` holds the address (`v4` number or `v6` bigint); true when its networks were not kept. */
function listHolds(db: IpDatabase, i: number, v4: number | null, v6: bigint | null): boolean {
  let nets = listNets.get(db);
  if (!nets) {
    nets = (databaseInternals(db).sections.meta.privacyListRanges ?? []).map((r) =>
      r ? { v4: Float64Array.from(r.v4), v6: r.v6.map((h) => BigInt(`0x${h}`)) } : null,
    );
    listNets.set(db, nets);
  }
  const n = nets[i];
  if (!n) return true;
  if (v4 !== null) {
    for (let k = 0; k < n.v4.length; k += 2) if (v4 >= n.v4[k]! && v4 <= n.v4[k + 1]!) return true;
    return false;
  }
  for (let k = 0; k < n.v6.length; k += 2) if (v6! >= n.v6[k]! && v6! <= n.v6[k + 1]!) return true;
  return false;
}

/** The flags the configured lists give `ip` (without the ASN classification's), and the address as a number. */
function listFlags(db: IpDatabase, ip: string): { mask: number; v4: number | null; v6: bigint | null } {
  let v = views.get(db);
  if (!v) {
    const s = databaseInternals(db).sections;
    v = {
      v4: new V4RangeView(s.priv4.starts, s.priv4.values, s.priv4.index),
      v6: new V6RangeView(
        s.priv6.starts,
        s.priv6.values,
        s.priv6.index,
        s.priv6.fineOffsets,
        s.priv6.fineStarts,
        s.priv6.fineValues,
      ),
    };
    views.set(db, v);
  }
  const w = new Uint32Array(4);
  const family = parseIpInto(ip, w);
  const v4 = family === 4 ? w[0]! : isV4Mapped(w[0]!, w[1]!, w[2]!) ? w[3]! : null;
  const mask = v4 !== null ? v.v4.find(v4) : v.v6.find(w[0]!, w[1]!, w[2]!, w[3]!);
  const v6 =
    v4 !== null ? null : (BigInt(w[0]!) << 96n) | (BigInt(w[1]!) << 64n) | (BigInt(w[2]!) << 32n) | BigInt(w[3]!);
  return { mask: mask === NO_VALUE ? 0 : mask, v4, v6 };
}

/**
 * The sources of the true privacy flags of `ip`, and the hosting provider when a provider's feed listed it (the
 * first such feed in `IPDB_FEEDS` order). Throws InvalidIpError for malformed text.
 */
export function privacyEvidence(
  db: IpDatabase,
  ip: string,
): { sources: PrivacyEvidence; hosting_provider: string | null } {
  const rec = db.lookupRecord(ip);
  const sources: PrivacyEvidence = {};
  let provider: string | null = null;
  if (rec?.address_type !== 'public') return { sources, hosting_provider: null };
  const { mask, v4, v6 } = listFlags(db, ip);
  const add = (flag: PrivacyFlag, s: FlagSource) => {
    sources[flag] = [...(sources[flag] ?? []), s];
  };
  for (const [i, l] of db.metadata.privacy.lists.entries()) {
    if ((mask & (KIND_BIT[l.kind] ?? 0)) === 0 || !listHolds(db, i, v4, v6)) continue;
    const s: FlagSource = {
      name: l.name ?? l.kind,
      provider: l.provider ?? null,
      published: l.published ?? null,
      read_at: l.read_at ?? db.metadata.buildTime,
    };
    for (const f of KIND_FLAGS[l.kind] ?? []) add(f, s);
    if (l.kind === 'hosting' && provider === null && l.provider) provider = l.provider;
  }
  const pd = rec.proxy_data;
  const classification: FlagSource = {
    name: 'asn-classification',
    provider: null,
    published: null,
    read_at: db.metadata.buildTime,
  };
  if (pd.is_hosting && !sources.is_hosting) add('is_hosting', classification);
  if (pd.is_data_center && !sources.is_data_center) add('is_data_center', classification);
  return { sources, hosting_provider: provider };
}
