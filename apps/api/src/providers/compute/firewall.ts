/**
 * Security groups enforced by the hypervisor host, never inside the guest (issue 40), in the two network set-ups of
 * the libvirt backend:
 *
 * - **Bridged hosts** (production, docs/deployment.md "Bridged networking"): libvirt network filters. One filter per
 *   group, `lanyun-sg-<group id>`, made from its rules by `groupFilterXml` (fast-xml-parser's builder: every value
 *   escaped by the library), and one per instance, `lanyun-inst-<instance id>`, made by `instanceFilterXml`: libvirt's
 *   `clean-traffic` (no address spoofing), the instance's groups, then a drop of everything the groups did not accept.
 *   The instance's `<interface>` references its filter (`<filterref filter='lanyun-inst-…'/>`); libvirt re-applies a
 *   filter to every running interface using it when it is defined again, so a rule change reaches every instance of the
 *   group within seconds and without a reboot. A rule's priority 1–100 becomes the filter rule priority `p × 5`, a
 *   deny `p × 5 − 2` (so it is evaluated before an allow of the same priority); the final drop is at 1000.
 *   Connection tracking is libvirt's default: an accepted incoming connection's replies go out, and the replies to
 *   an accepted outgoing one come in.
 * - **User-mode hosts** (QEMU's `-netdev user`, the loopback-only set-up of development and the tests): the guest
 *   is reachable only through ports QEMU forwards from 127.0.0.1, so the ingress rules decide which guest ports are
 *   forwarded (`openIngressPorts` of the contract: TCP/UDP ports open to 0.0.0.0/0). Changes are made on the running
 *   guest with the QEMU monitor's `hostfwd_add` / `hostfwd_remove` (`virsh qemu-monitor-command --hmp`), after reading
 *   the current forwards with `info usernet`. Every source is 127.0.0.1 there, so rules naming narrower source blocks
 *   cannot be told apart: they are enforced on bridged hosts only (and checked on the generated filter XML). Egress is
 *   not filtered on user-mode hosts (QEMU's user-mode stack has no filter).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SgRule, isIpv6Cidr, openIngressPorts } from '@lanyun/contract/security-groups';
import { XMLBuilder } from 'fast-xml-parser';
import { ComputeError, type FirewallSpec, type ForwardedPort } from './types.ts';
import { virsh } from './virsh.ts';

/** The network filter of a group (libvirt filter names: letters, digits, `-`, `_`, `.`). */
export const groupFilterName = (groupId: string) => `lanyun-sg-${groupId}`;
/** The network filter an instance's interface references. */
export const instanceFilterName = (instanceId: string) => `lanyun-inst-${instanceId}`;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
});

/** The filter rule priority of a security group rule (see the module's description). */
export const filterPriority = (r: Pick<SgRule, 'priority' | 'action'>) =>
  r.priority * 5 - (r.action === 'deny' ? 2 : 0);

/** The protocol element of a rule (`tcp`, `udp-ipv6`, `icmp`, `all-ipv6`, …) with its address and port attributes. */
function protocolElement(r: SgRule): [string, Record<string, string>] {
  const v6 = isIpv6Cidr(r.cidr);
  const [addr, mask] = r.cidr.split('/') as [string, string];
  const name =
    r.protocol === 'icmp'
      ? v6
        ? 'icmpv6'
        : 'icmp'
      : r.protocol === 'all'
        ? v6
          ? 'all-ipv6'
          : 'all'
        : `${r.protocol}${v6 ? '-ipv6' : ''}`;
  const attrs: Record<string, string> = {};
  // Ingress matches the packet's source (the remote side), egress its destination.
  const side = r.direction === 'ingress' ? 'src' : 'dst';
  const any = mask === '0';
  if (!any) {
    attrs[`@_${side}ipaddr`] = addr;
    attrs[`@_${side}ipmask`] = mask;
  }
  if (r.protocol === 'tcp' || r.protocol === 'udp') {
    attrs['@_dstportstart'] = String(r.portFrom);
    attrs['@_dstportend'] = String(r.portTo);
  }
  return [name, attrs];
}

/**
 * The `<filter>` of one security group (`virsh nwfilter-define` input): one `<rule>` per security group rule, in
 * the `root` chain, `direction` `in` for ingress and `out` for egress, `accept` or `drop`.
 */
export function groupFilterXml(groupId: string, rules: readonly SgRule[]): string {
  return builder.build({
    filter: {
      '@_name': groupFilterName(groupId),
      '@_chain': 'root',
      rule: rules.map((r) => {
        const [el, attrs] = protocolElement(r);
        return {
          '@_action': r.action === 'allow' ? 'accept' : 'drop',
          '@_direction': r.direction === 'ingress' ? 'in' : 'out',
          '@_priority': String(filterPriority(r)),
          [el]: { ...attrs, '#text': '' },
        };
      }),
    },
  }) as string;
}

/** The `<filter>` an instance's interface references: anti-spoofing, its groups' filters, then drop the rest. */
export function instanceFilterXml(instanceId: string, groupIds: readonly string[]): string {
  return builder.build({
    filter: {
      '@_name': instanceFilterName(instanceId),
      '@_chain': 'root',
      filterref: [{ '@_filter': 'clean-traffic' }, ...groupIds.map((g) => ({ '@_filter': groupFilterName(g) }))].map(
        (f) => ({ ...f, '#text': '' }),
      ),
      rule: [
        { '@_action': 'drop', '@_direction': 'inout', '@_priority': '1000', all: { '#text': '' } },
        { '@_action': 'drop', '@_direction': 'inout', '@_priority': '1000', 'all-ipv6': { '#text': '' } },
      ],
    },
  }) as string;
}

/** The user-mode network's netdev id in the domain XML (libvirt-xml.ts: `-netdev user,id=n0,…`). */
export const USER_NETDEV = 'n0';

/**
 * The host forwards in the output of the QEMU monitor's `info usernet`: each `TCP[HOST_FORWARD]` or
 * `UDP[HOST_FORWARD]` line's host port and guest port.
 */
export function parseUsernet(text: string): ForwardedPort[] {
  const out: ForwardedPort[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*(TCP|UDP)\[HOST_FORWARD\]\s+-?\d+\s+\S+\s+(\d+)\s+\S*\s+(\d+)/.exec(line);
    if (m) out.push({ protocol: m[1]!.toLowerCase() as 'tcp' | 'udp', hostPort: Number(m[2]), port: Number(m[3]) });
  }
  return out;
}

/** The monitor command that forwards 127.0.0.1:`hostPort` to the guest's `port`. */
export const hostfwdAdd = (f: ForwardedPort) =>
  `hostfwd_add ${USER_NETDEV} ${f.protocol}:127.0.0.1:${f.hostPort}-:${f.port}`;
/** The monitor command that stops forwarding 127.0.0.1:`hostPort`. */
export const hostfwdRemove = (f: ForwardedPort) =>
  `hostfwd_remove ${USER_NETDEV} ${f.protocol}:127.0.0.1:${f.hostPort}`;

/**
 * What to change on a user-mode host: the current forwards to remove (their guest port is no longer open, or is
 * forwarded twice) and the open ports to add (each then needs a host port). A port already forwarded keeps its host
 * port, so addresses customers copied stay valid.
 */
export function planForwards(
  current: readonly ForwardedPort[],
  open: readonly { protocol: 'tcp' | 'udp'; port: number }[],
): { keep: ForwardedPort[]; remove: ForwardedPort[]; add: { protocol: 'tcp' | 'udp'; port: number }[] } {
  const want = new Set(open.map((p) => `${p.protocol}/${p.port}`));
  const keep: ForwardedPort[] = [];
  const remove: ForwardedPort[] = [];
  const kept = new Set<string>();
  for (const f of current) {
    const key = `${f.protocol}/${f.port}`;
    if (want.has(key) && !kept.has(key)) {
      kept.add(key);
      keep.push(f);
    } else remove.push(f);
  }
  return { keep, remove, add: open.filter((p) => !kept.has(`${p.protocol}/${p.port}`)) };
}

/** A free TCP port on 127.0.0.1 (asked from the kernel). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/** Host ports tried for one forward before the application fails (another socket may take a free port first). */
const FORWARD_TRIES = 4;

/** One QEMU monitor (HMP) command on a running domain; resolves with what it printed. */
const hmp = (uri: string, domain: string, command: string) =>
  virsh(uri, ['qemu-monitor-command', domain, '--hmp', command], 15_000);

/**
 * Apply an instance's security groups on a user-mode libvirt host: read the forwards (`info usernet`), remove those
 * whose port is no longer open, add the newly open ones (port 22 on the domain's own SSH port, `sshPort`, when it is
 * free; others on a free port). Returns every forward in place.
 * @throws ComputeError when the domain is not running or the monitor refuses
 */
export async function applyUserModeForwards(
  uri: string,
  domain: string,
  spec: FirewallSpec,
  sshPort: number | null,
): Promise<ForwardedPort[]> {
  const current = parseUsernet(await hmp(uri, domain, 'info usernet'));
  const plan = planForwards(current, openIngressPorts(spec.groups.flatMap((g) => g.rules)));
  for (const f of plan.remove) await hmp(uri, domain, hostfwdRemove(f));
  const added: ForwardedPort[] = [];
  for (const p of plan.add) {
    for (let attempt = 1; ; attempt++) {
      const hostPort = attempt === 1 && p.protocol === 'tcp' && p.port === 22 && sshPort ? sshPort : await freePort();
      const f = { ...p, hostPort };
      const said = (await hmp(uri, domain, hostfwdAdd(f))).trim();
      if (!said) {
        added.push(f);
        break;
      }
      if (attempt >= FORWARD_TRIES)
        throw new ComputeError(`Port ${p.port} could not be forwarded: ${said.slice(0, 200)}`);
    }
  }
  return [...plan.keep, ...added].sort((a, b) => a.port - b.port || a.protocol.localeCompare(b.protocol));
}

/** Define a network filter (`virsh nwfilter-define`) from its XML. */
export async function defineFilter(uri: string, xml: string): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lanyun-nwfilter-'));
  try {
    const file = path.join(dir, 'filter.xml');
    await writeFile(file, xml);
    await virsh(uri, ['nwfilter-define', file]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Apply an instance's security groups on a bridged libvirt host: define each group's filter and the instance's
 * filter (which its interface references). libvirt re-applies them to the running interfaces at once.
 */
export async function applyBridgedFilters(uri: string, instanceId: string, spec: FirewallSpec): Promise<void> {
  for (const g of spec.groups) await defineFilter(uri, groupFilterXml(g.groupId, g.rules));
  await defineFilter(
    uri,
    instanceFilterXml(
      instanceId,
      spec.groups.map((g) => g.groupId),
    ),
  );
}
