/**
 * Security groups (安全组) of ECS instances, declared once for the API (services/security-groups, which enforces
 * them and publishes them in its schemas, hence the OpenAPI document and the SDK) and the cloud site
 * (features/security-groups, which offers only what the API allows).
 *
 * A group belongs to one account in one region; its rules say, per direction (ingress: to the instance, egress: from
 * it), which protocol and port range from or to which CIDR block is allowed or denied, with a priority 1–100 (1 is
 * evaluated first; at the same priority a deny wins over an allow), as Alibaba Cloud's ECS security groups do. An
 * instance belongs to 1–5 groups; their rules are evaluated together. Every account gets a default group per region,
 * made on first use: SSH (TCP 22) and ICMP in from anywhere, everything out.
 *
 * Source of the rules: issue 40 and Alibaba Cloud's security group limits (rules per group, groups per instance).
 */
import { z } from 'zod';

export const SG_DIRECTIONS = ['ingress', 'egress'] as const;
export type SgDirection = (typeof SG_DIRECTIONS)[number];

/** Protocols a rule names; `all` matches every protocol and port. */
export const SG_PROTOCOLS = ['tcp', 'udp', 'icmp', 'all'] as const;
export type SgProtocol = (typeof SG_PROTOCOLS)[number];

export const SG_ACTIONS = ['allow', 'deny'] as const;
export type SgAction = (typeof SG_ACTIONS)[number];

/** The limits of groups and rules. */
export const SG_LIMITS = {
  /** Rules in one group (both directions together). */
  rulesPerGroup: 100,
  /** Groups one account may have in one region. */
  groupsPerRegion: 50,
  /** Groups an instance belongs to: at least one, at most five. */
  groupsPerInstance: 5,
  minGroupsPerInstance: 1,
  priorityMin: 1,
  priorityMax: 100,
} as const;

/** Reason keys (API error catalogue, zh-CN and en) of every refusal about security groups. */
export const SG_REASONS = {
  invalidCidr: 'sg.invalid_cidr',
  portRange: 'sg.port_range',
  tooManyRules: 'sg.too_many_rules',
  tooManyGroups: 'sg.too_many_groups',
  groupInUse: 'sg.group_in_use',
  defaultGroup: 'sg.default_group',
  notFound: 'sg.not_found',
  ruleNotFound: 'sg.rule_not_found',
  groupCount: 'sg.group_count',
  otherRegion: 'sg.other_region',
  nameTaken: 'sg.name_taken',
} as const;

/** "Any address" of each family: a rule with one of these applies to every source or destination. */
export const ANY_CIDRS = ['0.0.0.0/0', '::/0'] as const;

const v4 = z.ipv4();
const v6 = z.ipv6();
const cidr4 = z.cidrv4();
const cidr6 = z.cidrv6();

/**
 * The canonical form of a CIDR block typed by a customer (IPv4 or IPv6; a bare address is its /32 or /128), or null
 * when it is not one. Letters are lower-cased; the address is kept as typed otherwise.
 */
export function normalizeCidr(text: string): string | null {
  const s = text.trim().toLowerCase();
  if (v4.safeParse(s).success) return `${s}/32`;
  if (v6.safeParse(s).success) return `${s}/128`;
  if (cidr4.safeParse(s).success || cidr6.safeParse(s).success) return s;
  return null;
}

/** Whether a CIDR block is IPv6. */
export const isIpv6Cidr = (cidr: string) => cidr.includes(':');

/** Whether a (normalized) CIDR block is "any address" of its family. */
export const isAnyCidr = (cidr: string) => (ANY_CIDRS as readonly string[]).includes(cidr);

/** One rule as the API stores and answers it (ports 1–65535; -1/-1 for ICMP and `all`). */
export interface SgRule {
  direction: SgDirection;
  protocol: SgProtocol;
  portFrom: number;
  portTo: number;
  /** Source (ingress) or destination (egress) block. */
  cidr: string;
  action: SgAction;
  priority: number;
  description?: string;
}

/**
 * Check a rule's ports and block: TCP and UDP need 1 ≤ from ≤ to ≤ 65535; ICMP and `all` take -1/-1 (any other
 * value is refused). Returns the rule with its block normalized, or the reason key of the first fault.
 */
export function checkRule(r: SgRule): { ok: true; rule: SgRule } | { ok: false; reason: string } {
  const cidr = normalizeCidr(r.cidr);
  if (!cidr) return { ok: false, reason: SG_REASONS.invalidCidr };
  if (r.protocol === 'tcp' || r.protocol === 'udp') {
    const okPorts =
      Number.isInteger(r.portFrom) &&
      Number.isInteger(r.portTo) &&
      r.portFrom >= 1 &&
      r.portTo <= 65535 &&
      r.portFrom <= r.portTo;
    if (!okPorts) return { ok: false, reason: SG_REASONS.portRange };
  } else if (r.portFrom !== -1 || r.portTo !== -1) return { ok: false, reason: SG_REASONS.portRange };
  return { ok: true, rule: { ...r, cidr } };
}

/** The rules of a new default group: SSH and ICMP in from anywhere (IPv4), everything out. */
export const DEFAULT_GROUP_RULES: readonly SgRule[] = [
  {
    direction: 'ingress',
    protocol: 'tcp',
    portFrom: 22,
    portTo: 22,
    cidr: '0.0.0.0/0',
    action: 'allow',
    priority: 100,
    description: 'SSH',
  },
  {
    direction: 'ingress',
    protocol: 'icmp',
    portFrom: -1,
    portTo: -1,
    cidr: '0.0.0.0/0',
    action: 'allow',
    priority: 100,
    description: 'ICMP',
  },
  { direction: 'egress', protocol: 'all', portFrom: -1, portTo: -1, cidr: '0.0.0.0/0', action: 'allow', priority: 100 },
  { direction: 'egress', protocol: 'all', portFrom: -1, portTo: -1, cidr: '::/0', action: 'allow', priority: 100 },
];

/** A port of the guest reachable from anywhere: what a host without per-source filtering can forward. */
export interface OpenPort {
  protocol: 'tcp' | 'udp';
  port: number;
}

/**
 * The ingress TCP/UDP ports of the guest the rules of all an instance's groups leave open to every IPv4 source, in port
 * order, at most `max` (what a host forwarding 127.0.0.1 ports can apply): a port is open when, among the rules with
 * the source 0.0.0.0/0 that match it, the one of
 * lowest priority number allows it (a deny wins at the same priority). Rules with a narrower source (and IPv6 rules) neither
 * open nor close a port here (a host on loopback cannot tell sources apart; the bridged host's network filter applies them).
 * Ranges are walked port by port; the answer has at most `max` ports.
 */
export function openIngressPorts(rules: readonly SgRule[], max = 32): OpenPort[] {
  const ingress = rules.filter((r) => r.direction === 'ingress');
  const candidates: OpenPort[] = [];
  const seen = new Set<string>();
  const allows = ingress
    .filter((r) => r.action === 'allow' && r.cidr === ANY_CIDRS[0] && (r.protocol === 'tcp' || r.protocol === 'udp'))
    .sort((a, b) => a.portFrom - b.portFrom);
  for (const r of allows) {
    for (let p = r.portFrom; p <= r.portTo && candidates.length < max * 4; p++) {
      const key = `${r.protocol}/${p}`;
      if (seen.has(key)) continue;
      seen.add(key);
      candidates.push({ protocol: r.protocol as 'tcp' | 'udp', port: p });
    }
  }
  const matches = (r: SgRule, c: OpenPort) =>
    (r.protocol === 'all' || r.protocol === c.protocol) &&
    (r.protocol === 'all' || (c.port >= r.portFrom && c.port <= r.portTo));
  const open = candidates.filter((c) => {
    const hits = ingress
      .filter((r) => matches(r, c) && r.cidr === ANY_CIDRS[0])
      .sort((a, b) => a.priority - b.priority || (a.action === 'deny' ? -1 : 1) - (b.action === 'deny' ? -1 : 1));
    return hits[0]?.action === 'allow';
  });
  return open.sort((a, b) => a.port - b.port || a.protocol.localeCompare(b.protocol)).slice(0, max);
}
