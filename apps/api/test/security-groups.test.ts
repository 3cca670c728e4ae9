/**
 * Security groups over HTTP on the simulator (issue 40): the default group, rules with their refusals in both
 * languages, enforcement (the simulator records the forwarded ports a user-mode host would have), membership of
 * 1–5 groups, groups in use, re-application after a stop and start, the audit log and the operators' read.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, instanceFirewalls, instances } from '../src/db/schema.ts';
import type { ForwardedPort } from '../src/providers/compute/types.ts';
import type { TestServer } from './harness.ts';
import { customer, offer, orderRunning, startOrderingServer, waitForInstance, type Offer } from './ordering-helpers.ts';

let t: TestServer;
let o: Offer;
beforeAll(async () => {
  t = await startOrderingServer();
  o = await offer(t);
});
afterAll(() => t.close());

/** POST a form as `t.post` does, in the language `lang` (Accept-Language). */
async function postIn(lang: string, path: string, fields: Record<string, string>, token: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(t.baseUrl + path, {
    method: 'POST',
    body: form,
    headers: { channel: 'pc', token, 'accept-language': lang },
  });
  return (await res.json()) as { code: number; msg: string };
}

const sim = () => t.app.compute as unknown as { forwardsOf(ref: string): ForwardedPort[] };
const refOf = async (instanceId: string) =>
  (await t.db.db.select().from(instances).where(eq(instances.instanceId, instanceId)))[0]!.backendRef!;

/** Poll until the instance's forwarded guest ports (as the API shows them) are `ports`; returns the answer. */
async function waitForPorts(token: string, instanceId: string, ports: number[]) {
  let last: unknown;
  for (let i = 0; i < 100; i++) {
    t.app.firewalls.kick();
    const res = await t.post('/security_group/instance_groups', { instance_id: instanceId }, token);
    last = res.data;
    if (
      res.data?.applied &&
      JSON.stringify(res.data.forwards.map((f: { port: number }) => f.port)) === JSON.stringify(ports)
    )
      return res.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`forwards never became ${ports}: ${JSON.stringify(last)}`);
}

describe('security groups', () => {
  it('gives an instance the default group (SSH and ICMP in, all out) and forwards SSH only', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await orderRunning(t, o, c.token, { name: 'sg-web' });
    const shown = await waitForPorts(c.token, id, [22]);
    expect(shown.groups).toEqual([
      { group_id: expect.stringMatching(/^sg-[a-z0-9]{12}$/), name: 'default', is_default: true },
    ]);
    expect(shown.forwards[0]).toMatchObject({ protocol: 'tcp', port: 22, host_port: expect.any(Number) });
    expect(
      sim()
        .forwardsOf(await refOf(id))
        .map((f) => f.port),
    ).toEqual([22]);

    const detail = (await t.post('/security_group/detail', { group_id: shown.groups[0].group_id }, c.token)).data;
    expect(
      detail.rules.map(
        (r: { direction: string; protocol: string; port_from: number }) =>
          `${r.direction}:${r.protocol}:${r.port_from}`,
      ),
    ).toEqual(['egress:all:-1', 'egress:all:-1', 'ingress:tcp:22', 'ingress:icmp:-1']);
    expect(detail.instances).toEqual([{ instance_id: id, name: 'sg-web', status: 'running' }]);
    const list = (await t.post('/security_group/list', { region_code: o.hz.code }, c.token)).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ is_default: true, rule_count: 4, instance_count: 1 });
  });

  it('applies an added ingress rule to the running instance at once and removes it again; audits both', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await orderRunning(t, o, c.token);
    const { groups } = await waitForPorts(c.token, id, [22]);
    const gid = groups[0].group_id as string;
    const added = await t.post(
      '/security_group/rule_add',
      {
        group_id: gid,
        direction: 'ingress',
        protocol: 'tcp',
        port_from: '8080',
        port_to: '8080',
        cidr: '0.0.0.0/0',
        priority: '1',
      },
      c.token,
    );
    expect(added.code).toBe(200);
    const on = await waitForPorts(c.token, id, [22, 8080]);
    const hostPort8080 = on.forwards.find((f: { port: number }) => f.port === 8080).host_port;
    // A narrower source cannot be told apart on loopback: it opens nothing here (the bridged filter applies it).
    await t.post(
      '/security_group/rule_add',
      { group_id: gid, direction: 'ingress', protocol: 'tcp', port_from: '9000', cidr: '203.0.113.0/24' },
      c.token,
    );
    expect(
      (await waitForPorts(c.token, id, [22, 8080])).forwards.find((f: { port: number }) => f.port === 8080).host_port,
    ).toBe(hostPort8080);
    expect(
      (await t.post('/security_group/rule_delete', { group_id: gid, rule_id: String(added.data.id) }, c.token)).code,
    ).toBe(200);
    await waitForPorts(c.token, id, [22]);
    const actions = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'security_group'), eq(auditLog.targetId, gid)));
    expect(actions.map((a) => a.action)).toEqual([
      'security_group.rule_add',
      'security_group.rule_add',
      'security_group.rule_delete',
    ]);
    expect(actions[0]!.detail).toEqual({ user_id: c.id });
  });

  it('refuses bad rules with reason keys in the request language', async () => {
    const c = await customer(t);
    const gid = (await t.post('/security_group/list', { region_code: o.hz.code }, c.token)).data[0].group_id;
    const rule = {
      group_id: gid,
      direction: 'ingress',
      protocol: 'tcp',
      port_from: '80',
      port_to: '80',
      cidr: '0.0.0.0/0',
    };
    const bad = async (fields: Record<string, string>, lang = 'en') =>
      postIn(lang, '/security_group/rule_add', { ...rule, ...fields }, c.token);
    expect(await bad({ cidr: '10.0.0.0/33' })).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/not a valid CIDR block/),
    });
    expect((await bad({ cidr: '300.1.1.1' }, 'zh-CN')).msg).toMatch(/不是有效的 CIDR/);
    expect(await bad({ port_from: '90', port_to: '80' })).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/Invalid port range/),
    });
    expect((await bad({ port_from: '90', port_to: '80' }, 'zh-CN')).msg).toMatch(/端口范围无效/);
    expect((await bad({ protocol: 'icmp', port_from: '8', port_to: '8' })).msg).toMatch(/Invalid port range/);
    expect((await bad({ cidr: '2001:db8::/32' })).code).toBe(200);
    expect((await t.post('/security_group/delete', { group_id: gid }, c.token)).msg).toMatch(/cannot be deleted/);
  });

  it('sets 1–5 groups of the region, refuses deleting a group in use, and re-applies after a stop and start', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await orderRunning(t, o, c.token);
    await waitForPorts(c.token, id, [22]);
    const web = (await t.post('/security_group/create', { region_code: o.hz.code, name: 'web' }, c.token)).data;
    await t.post(
      '/security_group/rule_add',
      { group_id: web.group_id, direction: 'ingress', protocol: 'tcp', port_from: '443', cidr: '0.0.0.0/0' },
      c.token,
    );
    const other = (await t.post('/security_group/create', { region_code: o.bj.code, name: 'web' }, c.token)).data;
    const set = (ids: string[]) =>
      t.post('/security_group/instance_groups_set', { instance_id: id, group_ids: ids.join(',') }, c.token);
    expect((await set([other.group_id])).msg).toMatch(/own region/);
    expect((await set([])).code).toBe(400);
    expect((await set([web.group_id])).code).toBe(200);
    await waitForPorts(c.token, id, [443]);
    const inUse = await postIn('zh-CN', '/security_group/delete', { group_id: web.group_id }, c.token);
    expect(inUse).toMatchObject({ code: 400, msg: expect.stringMatching(/正被 1 台实例使用/) });
    expect((await t.post('/security_group/delete', { group_id: other.group_id }, c.token)).code).toBe(200);

    // Stopped, the guest forgets its forwards; started again, the enforcement pass puts them back.
    expect((await t.post('/instance_center/instance_stop', { instance_id: id }, c.token)).code).toBe(200);
    await waitForInstance(t, c.token, id, 'stopped');
    expect(sim().forwardsOf(await refOf(id))).toEqual([]);
    expect((await t.post('/instance_center/instance_start', { instance_id: id }, c.token)).code).toBe(200);
    await waitForInstance(t, c.token, id, 'running');
    await waitForPorts(c.token, id, [443]);
    expect(
      sim()
        .forwardsOf(await refOf(id))
        .map((f) => f.port),
    ).toEqual([443]);
    const [fw] = await t.db.db
      .select()
      .from(instanceFirewalls)
      .innerJoin(instances, eq(instances.id, instanceFirewalls.instanceId))
      .where(eq(instances.instanceId, id));
    expect(fw!.instance_firewalls.lastError).toBeNull();

    const seen = await t.post('/ops/security_group/instance', { instance_id: id }, await t.opsLogin());
    expect(seen.data.groups[0]).toMatchObject({
      group_id: web.group_id,
      rules: [expect.objectContaining({ port_from: 443 })],
    });
  });
});
