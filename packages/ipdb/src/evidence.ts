/**
 * Where an address's privacy flags come from: for each true flag, the lists / feeds (privacy-source.ts, feeds.ts)
 * that set it, from the list part of the privacy table at the address, or the built-in ASN classification
 * (asn-class.ts) when the network alone set is_hosting / is_data_center.
 * Granularity: the database keeps one bit per flag, not which list set it, so when several lists of the same kind
 * are configured (e.g. two cloud feeds) each of them is named for a flag of that kind; one list per kind is exact.
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

/** The flags the configured lists give `ip` (without the ASN classification's). */
function listFlags(db: IpDatabase, ip: string): number {
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
  const mask =
    family === 4
      ? v.v4.find(w[0]!)
      : isV4Mapped(w[0]!, w[1]!, w[2]!)
        ? v.v4.find(w[3]!)
        : v.v6.find(w[0]!, w[1]!, w[2]!, w[3]!);
  return mask === NO_VALUE ? 0 : mask;
}

/**
 * The sources of the true privacy flags of `ip`, and the hosting provider when a provider's feed listed it (the
 * first such feed). Throws InvalidIpError for malformed text.
 */
export function privacyEvidence(
  db: IpDatabase,
  ip: string,
): { sources: PrivacyEvidence; hosting_provider: string | null } {
  const rec = db.lookupRecord(ip);
  const sources: PrivacyEvidence = {};
  let provider: string | null = null;
  if (rec?.address_type !== 'public') return { sources, hosting_provider: null };
  const mask = listFlags(db, ip);
  const add = (flag: PrivacyFlag, s: FlagSource) => {
    sources[flag] = [...(sources[flag] ?? []), s];
  };
  for (const l of db.metadata.privacy.lists) {
    if ((mask & (KIND_BIT[l.kind] ?? 0)) === 0) continue;
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
