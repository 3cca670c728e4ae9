import { eq, inArray } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, instanceMetrics, instances } from '../src/db/schema.ts';
import { sampleInstances } from '../src/modules/instances/services/compute-sync.ts';
import type { TestServer } from './harness.ts';
import {
  customer,
  offer,
  orderFields,
  orderRunning,
  startOrderingServer,
  waitForInstance,
} from './ordering-helpers.ts';

let t: TestServer;
let o: Awaited<ReturnType<typeof offer>>;
beforeAll(async () => {
  t = await startOrderingServer();
  o = await offer(t);
});
afterAll(() => t.close());

const running = (token: string, extra: Record<string, string> = {}) => orderRunning(t, o, token, extra);

describe('instance detail (simulator)', () => {
  // First in the file: placement compares allocations, and here both hosts still hold none.
  it('places two concurrent orders on the two configured hosts', async () => {
    const [a, b] = await Promise.all([customer(t, { cashFen: 100_000 }), customer(t, { cashFen: 100_000 })]);
    const ids = await Promise.all([running(a.token), running(b.token)]);
    const rows = await t.db.db
      .select({ host: instances.host })
      .from(instances)
      .where(inArray(instances.instanceId, ids));
    expect(rows.map((r) => r.host).sort()).toEqual(['sim://host-1', 'sim://host-2']);
  });

  it('shows the instance with its host name; seals the order password until creation, then forgets it', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const res = await t.post('/instance_center/inquiry_create_instance_order', orderFields(o), c.token);
    const id = res.data.instances[0].instance_id as string;
    const [pending] = await t.db.db
      .select({ secret: instances.loginSecret })
      .from(instances)
      .where(eq(instances.instanceId, id));
    if (pending!.secret) expect(pending!.secret).not.toContain('Lanyun-Cloud42x');
    await waitForInstance(t, c.token, id, 'running');
    const [row] = await t.db.db
      .select({ secret: instances.loginSecret, host: instances.host })
      .from(instances)
      .where(eq(instances.instanceId, id));
    expect(row).toEqual({ secret: null, host: expect.stringMatching(/^sim:\/\/host-\d$/) });
    const d = await t.post('/instance_center/instance_detail', { instance_id: id }, c.token);
    expect(d).toMatchObject({ code: 200, data: { instance_id: id, hostname: id, status: 'running', ssh_port: null } });
    const other = await customer(t);
    expect((await t.post('/instance_center/instance_detail', { instance_id: id }, other.token)).code).toBe(404);
  });

  it('resets the password of a running instance (rule checked, audited without the password); refuses a stopped one', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await running(c.token);
    expect(
      await t.post('/instance_center/instance_reset_password', { instance_id: id, password: 'short' }, c.token),
    ).toMatchObject({ code: 400, msg: 'The password must be 12 to 26 characters' });
    expect(
      await t.post('/instance_center/instance_reset_password', { instance_id: id, password: 'NewPass2024ok' }, c.token),
    ).toMatchObject({ code: 200 });
    const audits = await t.db.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((a) => a.action)).toEqual(['instance.password_reset']);
    expect(JSON.stringify(audits)).not.toContain('NewPass2024ok');
    await t.post('/instance_center/instance_stop', { instance_id: id }, c.token);
    await waitForInstance(t, c.token, id, 'stopped');
    expect(
      await t.post('/instance_center/instance_reset_password', { instance_id: id, password: 'NewPass2024ok' }, c.token),
    ).toMatchObject({ code: 409 });
  });

  it('opens the echo console with a single-use ticket, audited; a used or unknown ticket is refused', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await running(c.token);
    const ticket = await t.post('/instance_center/instance_console_ticket', { instance_id: id }, c.token);
    expect(ticket).toMatchObject({
      code: 200,
      data: { expires_in: 60, url: expect.stringMatching(/^ws:\/\/.+\/instance_center\/instance_console\?ticket=/) },
    });
    const path = `/instance_center/instance_console?ticket=${encodeURIComponent(ticket.data.ticket)}`;
    // Over real HTTP, as the console page opens it.
    const url = t.baseUrl.replace(/^http/, 'ws') + path;
    const ws = new WebSocket(url, { origin: 'http://localhost:3000' });
    // Listening from the start: the console's banner may arrive with the upgrade's answer.
    const received: string[] = [];
    const echoed = new Promise<void>((resolve) =>
      ws.on('message', (d: Buffer) => (received.push(d.toString()), received.join('').includes('hello') && resolve())),
    );
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send('hello');
    await echoed;
    expect(received.join('')).toContain('Simulated serial console');
    ws.terminate();
    const again = new WebSocket(url, { origin: 'http://localhost:3000' });
    const closed = await new Promise<number>((resolve) => again.on('close', (code: number) => resolve(code)));
    expect(closed).toBe(4401);
    const audits = await t.db.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((a) => a.action)).toContain('instance.console_opened');
  });

  it('stores monitoring samples with rates and serves the hour, day, week and month series', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await running(c.token);
    const deps = { db: t.db.db, compute: t.app.compute, log: { error: () => {} } };
    await sampleInstances(deps, new Date(Date.now() - 60_000));
    await sampleInstances(deps, new Date());
    const [row] = await t.db.db.select({ id: instances.id }).from(instances).where(eq(instances.instanceId, id));
    const samples = await t.db.db.select().from(instanceMetrics).where(eq(instanceMetrics.instanceId, row!.id));
    expect(samples).toHaveLength(2);
    expect(samples.some((s) => s.diskWriteBps > 0)).toBe(true);
    for (const range of ['hour', 'day', 'week', 'month']) {
      const m = await t.post('/instance_center/instance_metrics', { instance_id: id, range }, c.token);
      expect(m.code).toBe(200);
      expect(m.data.points.length).toBeGreaterThanOrEqual(1);
      expect(m.data.points[0].cpu_pct).toBeGreaterThan(0);
    }
  });

  it('lists compute hosts with allocation for operators only', async () => {
    const ops = await t.opsLogin();
    const res = await t.post('/ops/compute/hosts', {}, ops);
    expect(res).toMatchObject({
      code: 200,
      data: {
        backend: 'simulator',
        hosts: [
          { uri: 'sim://host-1', up: true },
          { uri: 'sim://host-2', up: true },
        ],
      },
    });
    const c = await customer(t);
    expect((await t.post('/ops/compute/hosts', {}, c.token)).code).not.toBe(200);
  });
});
