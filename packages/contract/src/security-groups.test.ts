import { describe, expect, it } from 'vitest';
import { DEFAULT_GROUP_RULES, type SgRule, checkRule, normalizeCidr, openIngressPorts } from './security-groups.ts';

const rule = (r: Partial<SgRule>): SgRule => ({
  direction: 'ingress',
  protocol: 'tcp',
  portFrom: 80,
  portTo: 80,
  cidr: '0.0.0.0/0',
  action: 'allow',
  priority: 1,
  ...r,
});

describe('security group rules', () => {
  it('normalizes CIDR blocks of both families and refuses the rest', () => {
    expect(normalizeCidr('10.0.0.0/8')).toBe('10.0.0.0/8');
    expect(normalizeCidr(' 203.0.113.7 ')).toBe('203.0.113.7/32');
    expect(normalizeCidr('2001:DB8::/32')).toBe('2001:db8::/32');
    expect(normalizeCidr('::1')).toBe('::1/128');
    for (const bad of ['10.0.0.0/33', '300.1.1.1', 'any', '', '2001:db8::/129', '10.0.0/8'])
      expect(normalizeCidr(bad)).toBeNull();
  });

  it('checks port ranges per protocol', () => {
    expect(checkRule(rule({ portFrom: 8000, portTo: 8080 })).ok).toBe(true);
    expect(checkRule(rule({ portFrom: 90, portTo: 80 }))).toEqual({ ok: false, reason: 'sg.port_range' });
    expect(checkRule(rule({ portFrom: 0, portTo: 80 }))).toEqual({ ok: false, reason: 'sg.port_range' });
    expect(checkRule(rule({ portTo: 65536 }))).toEqual({ ok: false, reason: 'sg.port_range' });
    expect(checkRule(rule({ protocol: 'icmp', portFrom: -1, portTo: -1 })).ok).toBe(true);
    expect(checkRule(rule({ protocol: 'icmp' }))).toEqual({ ok: false, reason: 'sg.port_range' });
    expect(checkRule(rule({ cidr: '1.2.3.4/40' }))).toEqual({ ok: false, reason: 'sg.invalid_cidr' });
  });

  it('opens the ports any-source rules allow, by priority, a deny winning a tie', () => {
    expect(openIngressPorts(DEFAULT_GROUP_RULES)).toEqual([{ protocol: 'tcp', port: 22 }]);
    const rules = [
      ...DEFAULT_GROUP_RULES,
      rule({ portFrom: 8080, portTo: 8082, priority: 10 }),
      rule({ portFrom: 8081, portTo: 8081, action: 'deny', priority: 10 }),
      rule({ protocol: 'udp', portFrom: 53, portTo: 53, priority: 5 }),
      rule({ portFrom: 9000, portTo: 9000, cidr: '203.0.113.0/24' }),
      rule({ protocol: 'all', portFrom: -1, portTo: -1, action: 'deny', priority: 50, cidr: '::/0' }),
    ];
    expect(openIngressPorts(rules)).toEqual([
      { protocol: 'tcp', port: 22 },
      { protocol: 'udp', port: 53 },
      { protocol: 'tcp', port: 8080 },
      { protocol: 'tcp', port: 8082 },
    ]);
    // The IPv6 "deny all" at 50 comes before the default SSH allow at 100.
    expect(openIngressPorts(rules).some((p) => p.port === 22)).toBe(true);
    expect(openIngressPorts([rule({ portFrom: 1, portTo: 65535 })], 4)).toHaveLength(4);
  });
});
