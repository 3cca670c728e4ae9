import { execFileSync } from 'node:child_process';
import { XMLParser } from 'fast-xml-parser';
import { DEFAULT_GROUP_RULES, type SgRule } from '@lanyun/contract/security-groups';
import { describe, expect, it } from 'vitest';
import {
  defineFilter,
  filterPriority,
  groupFilterName,
  groupFilterXml,
  hostfwdAdd,
  hostfwdRemove,
  instanceFilterXml,
  parseUsernet,
  planForwards,
} from './firewall.ts';
import { virsh } from './virsh.ts';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (n) => n === 'rule' || n === 'filterref',
});

const rules: SgRule[] = [
  ...DEFAULT_GROUP_RULES,
  {
    direction: 'ingress',
    protocol: 'tcp',
    portFrom: 8080,
    portTo: 8090,
    cidr: '203.0.113.0/24',
    action: 'allow',
    priority: 10,
  },
  {
    direction: 'ingress',
    protocol: 'udp',
    portFrom: 53,
    portTo: 53,
    cidr: '2001:db8::/32',
    action: 'deny',
    priority: 10,
  },
  { direction: 'egress', protocol: 'tcp', portFrom: 25, portTo: 25, cidr: '0.0.0.0/0', action: 'deny', priority: 1 },
];

describe('network filters of security groups (bridged hosts)', () => {
  it('makes one rule per security group rule: direction, action, priority, protocol element, CIDR and ports', () => {
    const doc = parser.parse(groupFilterXml('sg-abc123def456', rules));
    expect(doc.filter).toMatchObject({ '@_name': 'lanyun-sg-sg-abc123def456', '@_chain': 'root' });
    const r = doc.filter.rule;
    expect(r).toHaveLength(rules.length);
    expect(r[0]).toMatchObject({
      '@_action': 'accept',
      '@_direction': 'in',
      '@_priority': '500',
      tcp: { '@_dstportstart': '22', '@_dstportend': '22' },
    });
    expect(r[0].tcp['@_srcipaddr']).toBeUndefined();
    expect(r[1].icmp).toBeDefined();
    expect(r[3]['all-ipv6']).toBeDefined();
    expect(r[4]).toMatchObject({
      '@_action': 'accept',
      '@_direction': 'in',
      '@_priority': '50',
      tcp: { '@_srcipaddr': '203.0.113.0', '@_srcipmask': '24', '@_dstportstart': '8080', '@_dstportend': '8090' },
    });
    expect(r[5]).toMatchObject({
      '@_action': 'drop',
      '@_priority': '48',
      'udp-ipv6': { '@_srcipaddr': '2001:db8::', '@_srcipmask': '32' },
    });
    expect(r[6]).toMatchObject({
      '@_action': 'drop',
      '@_direction': 'out',
      '@_priority': '3',
      tcp: { '@_dstportstart': '25' },
    });
    expect(filterPriority({ priority: 100, action: 'allow' })).toBeLessThan(1000);
  });

  it("references anti-spoofing and the instance's groups, then drops the rest", () => {
    const doc = parser.parse(instanceFilterXml('i-abc', ['sg-a', 'sg-b']));
    expect(doc.filter['@_name']).toBe('lanyun-inst-i-abc');
    expect(doc.filter.filterref.map((f: { '@_filter': string }) => f['@_filter'])).toEqual([
      'clean-traffic',
      'lanyun-sg-sg-a',
      'lanyun-sg-sg-b',
    ]);
    expect(
      doc.filter.rule.every(
        (x: { '@_action': string; '@_priority': string }) => x['@_action'] === 'drop' && x['@_priority'] === '1000',
      ),
    ).toBe(true);
  });

  // The generated XML against libvirt itself, where a libvirtd answers (skipped, saying why, elsewhere).
  const uri = process.env.LIBVIRT_TEST_URI ?? 'qemu:///system';
  let why = '';
  try {
    execFileSync('virsh', ['-q', '-c', uri, 'nwfilter-list'], { stdio: 'pipe', timeout: 10_000 });
  } catch (err) {
    why = `no libvirtd with network filters at ${uri}: ${String((err as Error).message).split('\n')[0]}`;
  }
  it.skipIf(Boolean(why))(`is accepted by virsh nwfilter-define${why ? ` (skipped: ${why})` : ''}`, async () => {
    const group = `nettest${process.pid}`;
    const inst = `i-nettest${process.pid}`;
    try {
      await defineFilter(uri, groupFilterXml(group, rules));
      await defineFilter(uri, instanceFilterXml(inst, [group]));
      const back = parser.parse(await virsh(uri, ['nwfilter-dumpxml', groupFilterName(group)]));
      expect(back.filter.rule).toHaveLength(rules.length);
      expect(back.filter.rule[4].tcp).toMatchObject({ '@_srcipaddr': '203.0.113.0', '@_srcipmask': '24' });
    } finally {
      await virsh(uri, ['nwfilter-undefine', `lanyun-inst-${inst}`]).catch(() => {});
      await virsh(uri, ['nwfilter-undefine', groupFilterName(group)]).catch(() => {});
    }
  });
});

describe('forwarded ports (user-mode hosts)', () => {
  it('reads the forwards of `info usernet` and plans the difference, keeping host ports', () => {
    const usernet = `Hub -1 (n0):
  Protocol[State]    FD  Source Address  Port   Dest. Address  Port RecvQ SendQ
  TCP[HOST_FORWARD]  15       127.0.0.1 40022       10.0.2.15    22     0     0
  TCP[HOST_FORWARD]  16       127.0.0.1 40080       10.0.2.15  8080     0     0
  UDP[HOST_FORWARD]  17       127.0.0.1 40053       10.0.2.15    53     0     0
  TCP[ESTABLISHED]   23       10.0.2.15 51234       10.0.2.2     80     0     0
`;
    const current = parseUsernet(usernet);
    expect(current).toEqual([
      { protocol: 'tcp', hostPort: 40022, port: 22 },
      { protocol: 'tcp', hostPort: 40080, port: 8080 },
      { protocol: 'udp', hostPort: 40053, port: 53 },
    ]);
    const plan = planForwards(current, [
      { protocol: 'tcp', port: 22 },
      { protocol: 'tcp', port: 443 },
    ]);
    expect(plan.keep).toEqual([{ protocol: 'tcp', hostPort: 40022, port: 22 }]);
    expect(plan.remove.map((f) => f.port)).toEqual([8080, 53]);
    expect(plan.add).toEqual([{ protocol: 'tcp', port: 443 }]);
    expect(hostfwdAdd({ protocol: 'tcp', port: 443, hostPort: 40443 })).toBe('hostfwd_add n0 tcp:127.0.0.1:40443-:443');
    expect(hostfwdRemove(current[2]!)).toBe('hostfwd_remove n0 udp:127.0.0.1:40053');
  });
});
