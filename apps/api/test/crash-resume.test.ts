/**
 * Work that survives a crash (issue "Safe to deploy", finding 8), on both databases: creations run
 * in parallel; work a crash left in a transitional state is picked up at start, not by the expiry
 * sweep minutes later, while work a live job holds is left alone; and the sandbox gateway's
 * notifications wait in the database on Alipay's schedule until the API acknowledges them.
 * (The real kill -9 of a server process is test/crash-kill.test.ts, PostgreSQL only.)
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { instances, sandboxNotifications } from '../src/db/schema.ts';
import { memoryClaims, type JobRunner } from '../src/modules/platform/services/jobs.ts';
import { CLAIM_INSTANCE, recoverUnfinished } from '../src/modules/instances/services/lifecycle.ts';
import { checkLedger } from '../src/modules/wallet/services/ledger.ts';
import {
  MAX_ATTEMPTS,
  RETRY_SCHEDULE_MS,
  recordSandboxPayment,
  sandboxOutbox,
} from '../src/modules/wallet/services/sandbox-gateway.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { balances, customer, offer, orderFields } from './ordering-helpers.ts';

let t: TestServer;
let o: Awaited<ReturnType<typeof offer>>;
const SIM = { SIM_CREATE_DELAY_MS: '2000', SIM_ACTION_DELAY_MS: '20', SIM_FAILURE_RATE: '0', SIM_SEED: '7' };
beforeAll(async () => {
  // Recovery only where a test starts it, so each test sees what it itself set up.
  // Its sandbox outbox looks only at start: the outbox tests deliver with servers of their own.
  t = await startTestServer({
    env: { ...SIM, JOB_RECOVER_MS: '0', JOB_CONCURRENCY: '10', SANDBOX_OUTBOX_POLL_MS: '60000' },
  });
  o = await offer(t);
});
afterAll(() => t.close());

/** The statuses of `ids`, in their order. */
async function statusOf(ids: string[]) {
  const rows = await t.db.db
    .select({ id: instances.instanceId, status: instances.status })
    .from(instances)
    .where(inArray(instances.instanceId, ids));
  return ids.map((id) => rows.find((r) => r.id === id)?.status);
}
async function until(what: string, ok: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('parallel creation', () => {
  it('creates 20 instances ordered at once side by side (up to the job concurrency of 10), not one at a time', async () => {
    // Count the creations the backend is working on at the same moment: one at a time would never exceed 1. This
    // holds however busy the machine is, where a wall-clock bound did not (20 orders beside the browser tests).
    const compute = t.app.compute;
    const create = compute.createInstance;
    let working = 0;
    let most = 0;
    compute.createInstance = async (spec) => {
      most = Math.max(most, ++working);
      try {
        return await create.call(compute, spec);
      } finally {
        working--;
      }
    };
    try {
      const c = await customer(t, { cashFen: 20 * 34_200 });
      const orders = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.post('/instance_center/inquiry_create_instance_order', orderFields(o, { name: `par-${i}` }), c.token),
        ),
      );
      expect(orders.map((r) => r.code)).toEqual(Array(20).fill(200));
      const ids = orders.map((r) => r.data.instances[0].instance_id as string);
      await until('20 running instances', async () => (await statusOf(ids)).every((s) => s === 'running'), 90_000);
      // Each creation takes the simulator 1–3 s, so the orders' jobs overlap if the runner takes them side by side.
      expect(most).toBeGreaterThanOrEqual(5);
      expect(most).toBeLessThanOrEqual(10);
      expect((await balances(t, c.id)).cash).toBe(0);
    } finally {
      compute.createInstance = create;
    }
  });
});

describe('resume at start', () => {
  it('a new server picks up creations and actions a crash left unfinished within seconds', async () => {
    const c = await customer(t, { cashFen: 3 * 34_200 });
    const ids: string[] = [];
    for (const name of ['crash-a', 'crash-b', 'crash-c'])
      ids.push(
        (await t.post('/instance_center/inquiry_create_instance_order', orderFields(o, { name }), c.token)).data
          .instances[0].instance_id,
      );
    await until('three running instances', async () => (await statusOf(ids)).every((s) => s === 'running'));
    // What a kill -9 leaves: rows in a transitional state, changed minutes ago, with no job that will finish them.
    const ago = new Date(Date.now() - 11 * 60_000);
    await t.db.db
      .update(instances)
      .set({ status: 'pending', publicIp: null, updatedAt: ago })
      .where(eq(instances.instanceId, ids[0]!));
    await t.db.db
      .update(instances)
      .set({ status: 'stopping', updatedAt: ago })
      .where(eq(instances.instanceId, ids[1]!));
    await t.db.db
      .update(instances)
      .set({ status: 'releasing', updatedAt: ago })
      .where(eq(instances.instanceId, ids[2]!));

    const restarted = await buildApp({
      config: loadConfig({ ...SIM, EXPIRY_SWEEP_MS: '0', JOB_RECOVER_MS: '0', LOG_LEVEL: 'silent' }),
      db: t.db,
      ownsDb: false,
    });
    try {
      const started = Date.now();
      await restarted.ready();
      await until(
        'the interrupted work to finish',
        async () => (await statusOf(ids)).join() === 'running,stopped,released',
        10_000,
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      const [created] = await t.db.db.select().from(instances).where(eq(instances.instanceId, ids[0]!));
      expect(created!.publicIp).toMatch(/^198\.1[89]\./);
    } finally {
      await restarted.close();
    }
    expect((await checkLedger(t.db.db)).mismatches).toEqual([]);
  });

  it('leaves work a live job claims alone, and queues each piece of interrupted work once', async () => {
    const c = await customer(t, { cashFen: 2 * 34_200 });
    const ids: string[] = [];
    for (const name of ['crash-held', 'crash-lost'])
      ids.push(
        (await t.post('/instance_center/inquiry_create_instance_order', orderFields(o, { name }), c.token)).data
          .instances[0].instance_id,
      );
    await until('two running instances', async () => (await statusOf(ids)).every((s) => s === 'running'));
    const rows = await t.db.db
      .select({ id: instances.id, instanceId: instances.instanceId })
      .from(instances)
      .where(inArray(instances.instanceId, ids));
    await t.db.db.update(instances).set({ status: 'pending' }).where(inArray(instances.instanceId, ids));
    const held = rows.find((r) => r.instanceId === ids[0])!;
    const claims = memoryClaims();
    await claims.tryClaim(CLAIM_INSTANCE, held.id);
    const sent: string[] = [];
    const jobs = {
      send: async (_q: string, _d: unknown, opts?: { key?: string }) => void sent.push(opts!.key!),
      waiting: async () => new Set(sent.map((k) => `ecs.create|${k}`)),
    } as unknown as JobRunner;
    const deps = { db: t.db.db, compute: t.app.compute, jobs, claims };
    // Other tests' rows may be pending too; only these two matter here.
    await recoverUnfinished(deps);
    expect(sent).toContain(ids[1]);
    expect(sent).not.toContain(ids[0]);
    const before = sent.length;
    await recoverUnfinished(deps); // already queued: not queued again
    expect(sent.length).toBe(before);
    await t.db.db.update(instances).set({ status: 'running' }).where(inArray(instances.instanceId, ids));
    await claims.close();
  });
});

describe('sandbox gateway outbox', () => {
  it('keeps a payment made before a restart and delivers it after, crediting it once', async () => {
    const c = await customer(t);
    const order = await t.client(c.token).call('/balance_recharge/charge_order_add', { price: '88', pay_type: 2 });
    const link = new URL(order.data!.payUrl);
    const form = new URLSearchParams(link.search);
    form.set('action', 'pay');
    // A server whose cashier answers, then stops before the notification's delay is over.
    const restartedDb = t.db;
    const pay = await buildApp({
      config: loadConfig({
        EXPIRY_SWEEP_MS: '0',
        JOB_RECOVER_MS: '0',
        SANDBOX_NOTIFY_DELAY_MS: '60000',
        LOG_LEVEL: 'silent',
      }),
      db: restartedDb,
      ownsDb: false,
    });
    await pay.listen({ port: 0, host: '127.0.0.1' });
    const addr = pay.server.address();
    const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    expect(await (await fetch(`${base}/sandbox/cashier/confirm`, { method: 'POST', body: form })).text()).toContain(
      '支付成功',
    );
    const [row] = await restartedDb.db
      .select()
      .from(sandboxNotifications)
      .where(eq(sandboxNotifications.orderNum, order.data!.order_num));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    await pay.close();

    // Started again: the notification is due (its 60 s delay made short here), delivered and acknowledged.
    await restartedDb.db
      .update(sandboxNotifications)
      .set({ nextAttemptAt: new Date() })
      .where(eq(sandboxNotifications.id, row!.id));
    const again = await buildApp({
      config: loadConfig({
        EXPIRY_SWEEP_MS: '0',
        JOB_RECOVER_MS: '0',
        SANDBOX_OUTBOX_POLL_MS: '100',
        LOG_LEVEL: 'silent',
      }),
      db: restartedDb,
      ownsDb: false,
    });
    await again.listen({ port: 0, host: '127.0.0.1' });
    try {
      await until(
        'the notification to be delivered',
        async () =>
          (await restartedDb.db.select().from(sandboxNotifications).where(eq(sandboxNotifications.id, row!.id)))[0]!
            .status === 'delivered',
      );
      expect((await balances(t, c.id)).cash).toBe(8_800);
      expect((await checkLedger(restartedDb.db)).mismatches).toEqual([]);
    } finally {
      await again.close();
    }
  });

  it('retries an unacknowledged notification on the Alipay schedule (scaled), then gives up after 8 attempts', async () => {
    const orderNum = `RTEST${Date.now()}`;
    await recordSandboxPayment(
      t.db.db,
      { order_num: orderNum, amount_fen: 1000, trade_no: 'SBXT', status: 'SUCCESS', timestamp: 1 },
      0,
    );
    const bodies: string[] = [];
    const scale = 1e-5; // 4 min → 2.4 ms … 15 h → 540 ms
    const outbox = sandboxOutbox({
      db: t.db.db,
      deliver: async (b) => (bodies.push(b), false),
      pollMs: 60_000,
      retryScale: scale,
    });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const [r] = await t.db.db.select().from(sandboxNotifications).where(eq(sandboxNotifications.orderNum, orderNum));
      await new Promise((res) => setTimeout(res, Math.max(0, r!.nextAttemptAt.getTime() - Date.now()) + 5));
      const before = Date.now();
      while ((await outbox.runOnce()) === 0) await new Promise((res) => setTimeout(res, 5));
      const [after] = await t.db.db
        .select()
        .from(sandboxNotifications)
        .where(eq(sandboxNotifications.orderNum, orderNum));
      expect(after!.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) waits.push(after!.nextAttemptAt.getTime() - before);
      else expect(after!.status).toBe('abandoned');
    }
    await outbox.stop();
    expect(bodies).toHaveLength(8);
    expect(JSON.parse(bodies[0]!)).toMatchObject({ order_num: orderNum, amount_fen: 1000, status: 'SUCCESS' });
    // Each wait is the schedule's (scaled), give or take the few ms a claim takes.
    waits.forEach((w, i) => expect(Math.abs(w - RETRY_SCHEDULE_MS[i]! * scale)).toBeLessThan(50));
    expect(RETRY_SCHEDULE_MS.map((ms) => ms / 60_000)).toEqual([4, 10, 10, 60, 120, 360, 900]);
  });
});
