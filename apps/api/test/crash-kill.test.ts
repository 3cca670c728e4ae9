/**
 * kill -9 during a burst (issue "Safe to deploy", finding 8; PostgreSQL only — PGlite lives inside
 * one process and has nothing to restart on). The real server process (scripts/api-process.ts) on a
 * fresh database takes a burst of ECS orders and sandbox-cashier payments from the demo customer and
 * is killed while answers, creations and notifications are under way; started again on the same
 * database, it must apply every paid order and every payment exactly once, leave no instance pending
 * for more than 30 s, and pass the ledger check. Most of its time is the two server starts (module
 * loading, migrations and seeding, opening the IP database).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  ecsOrderFields,
  logIn,
  postForm,
  startApiProcess,
  type ApiProcess,
} from '../scripts/api-process.ts';
import { openDb, type DbHandle } from '../src/db/client.ts';
import {
  instances,
  ledgerEntries,
  productOrders,
  rechargeOrders,
  sandboxNotifications,
  users,
} from '../src/db/schema.ts';
import { DEMO_USER } from '../src/seed/index.ts';
import { checkLedger, postLedger } from '../src/modules/wallet/services/ledger.ts';

const ORDERS = 16;
const PAYMENTS = 8;
const ENV = {
  SIM_CREATE_DELAY_MS: '2000',
  SIM_ACTION_DELAY_MS: '100',
  SIM_FAILURE_RATE: '0',
  // Fewer creations at once than orders, so some are still queued at the kill.
  JOB_CONCURRENCY: '6',
  EXPIRY_SWEEP_MS: '0',
  // Notifications wait long enough to be pending at the kill; retries follow the schedule scaled down
  // (4 min → 240 ms), so one interrupted by the kill is tried again within a second.
  SANDBOX_NOTIFY_DELAY_MS: '2500',
  SANDBOX_RETRY_SCALE: '0.001',
  SANDBOX_OUTBOX_POLL_MS: '200',
};

let db: DbHandle | undefined;
let api: ApiProcess | undefined;
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await api?.kill9();
  await db?.close();
  await drop?.();
});

const count = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
const n = sql<number>`count(*)::int`;

describe.skipIf(process.env.TEST_DB !== 'postgres')('kill -9 during a burst of orders and payments', () => {
  it('applies every paid order and payment exactly once after a restart, resumes creation at once, ledger clean', async () => {
    const database = await createDatabase();
    drop = database.drop;
    api = await startApiProcess({ databaseUrl: database.url, env: ENV });
    db = await openDb({ url: database.url, pgliteDir: '', onPoolError: () => {} });
    const { token, userId } = await logIn(api.baseUrl, DEMO_USER.email, DEMO_USER.password);
    // The demo customer passes real-name verification and gets money for the orders.
    const FUNDS = ORDERS * 34_200;
    await db.db.update(users).set({ authenticationStatus: 2, authenticationType: 1 }).where(eq(users.id, userId));
    await db.db.transaction((tx) =>
      postLedger(tx, {
        userId,
        kind: 'adjustment',
        balanceDeltaFen: FUNDS,
        refType: 'test',
        refId: userId,
        memo: 'crash test funds',
      }),
    );
    const fields = await ecsOrderFields(api.baseUrl);
    const topUps = await Promise.all(
      Array.from({ length: PAYMENTS }, async (_, i) => {
        const r = await postForm(
          api!.baseUrl,
          '/balance_recharge/charge_order_add',
          { price: String(10 + i), pay_type: String(1 + (i % 2)) },
          token,
        );
        expect(r.code, r.msg).toBe(200);
        const form = new URLSearchParams(new URL(r.data.payUrl).search);
        form.set('action', 'pay');
        return { orderNum: r.data.order_num as string, form };
      }),
    );

    // The burst: all orders and payments at once; kill -9 once half of them have answered.
    const base = api.baseUrl;
    let answered = 0;
    let killed = false;
    const half = (ORDERS + PAYMENTS) / 2;
    const killing = new Promise<void>((resolve) => {
      const check = () => {
        if (!killed && answered >= half) {
          killed = true;
          void api!.kill9().then(resolve);
        }
      };
      const tick = setInterval(() => (check(), killed && clearInterval(tick)), 5);
    });
    const orderCalls = Array.from({ length: ORDERS }, (_, i) =>
      postForm(base, '/instance_center/inquiry_create_instance_order', fields(`crash-${i}`), token).then(
        (r) => (answered++, r.code === 200 ? (r.data.order_num as string) : null),
        () => null,
      ),
    );
    const payCalls = topUps.map((p) =>
      fetch(`${base}/sandbox/cashier/confirm`, { method: 'POST', body: p.form }).then(
        async (r) => {
          const ok = (await r.text()).includes('支付成功');
          answered++;
          return ok ? p.orderNum : null;
        },
        () => null,
      ),
    );
    const paidOrders = (await Promise.all(orderCalls)).filter((x): x is string => x !== null);
    const payments = (await Promise.all(payCalls)).filter((x): x is string => x !== null);
    await killing;
    expect(paidOrders.length + payments.length).toBeGreaterThanOrEqual(half);
    // The kill interrupted work: creations not finished and notifications not delivered.
    const pendingAtKill = await count(db.db.select({ n }).from(instances).where(eq(instances.status, 'pending')));
    const undeliveredAtKill = await count(
      db.db.select({ n }).from(sandboxNotifications).where(eq(sandboxNotifications.status, 'pending')),
    );
    expect(pendingAtKill).toBeGreaterThan(0);
    expect(undeliveredAtKill).toBeGreaterThan(0);

    // Started again on the same database: nothing pending 30 s later, every notification delivered.
    api = await startApiProcess({ databaseUrl: database.url, env: ENV });
    const restartedAt = Date.now(); // answering again
    let left = { pending: -1, undelivered: -1 };
    while (Date.now() - restartedAt < 30_000) {
      left = {
        pending: await count(db.db.select({ n }).from(instances).where(sql`${instances.status} <> 'running'`)),
        undelivered: await count(
          db.db.select({ n }).from(sandboxNotifications).where(sql`${sandboxNotifications.status} <> 'delivered'`),
        ),
      };
      if (left.pending === 0 && left.undelivered === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(left, api.output()).toEqual({ pending: 0, undelivered: 0 });

    // Orders: each one answered 200 exists; each paid order has one purchase entry and one instance.
    const orders = await db.db
      .select({ orderNum: productOrders.orderNum, amount: productOrders.amountFen })
      .from(productOrders)
      .where(eq(productOrders.userId, userId));
    expect(orders.map((o) => o.orderNum)).toEqual(expect.arrayContaining(paidOrders));
    for (const o of orders) {
      expect(
        await count(
          db.db
            .select({ n })
            .from(ledgerEntries)
            .where(and(eq(ledgerEntries.refId, o.orderNum), eq(ledgerEntries.kind, 'purchase'))),
        ),
      ).toBe(1);
      const [order] = await db.db
        .select({ id: productOrders.id })
        .from(productOrders)
        .where(eq(productOrders.orderNum, o.orderNum));
      expect(await count(db.db.select({ n }).from(instances).where(eq(instances.orderId, order!.id)))).toBe(1);
    }
    // Payments: every one the cashier confirmed is stored, paid and credited once; the others are not credited.
    const notified = await db.db.select({ orderNum: sandboxNotifications.orderNum }).from(sandboxNotifications);
    expect(notified.map((x) => x.orderNum)).toEqual(expect.arrayContaining(payments));
    let credited = 0;
    for (const p of topUps) {
      const [r] = await db.db
        .select({ status: rechargeOrders.status, amount: rechargeOrders.amountFen })
        .from(rechargeOrders)
        .where(eq(rechargeOrders.orderNum, p.orderNum));
      const entries = await count(
        db.db
          .select({ n })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.refId, p.orderNum), eq(ledgerEntries.kind, 'topup'))),
      );
      const confirmed = notified.some((x) => x.orderNum === p.orderNum);
      expect({ order: p.orderNum, status: r!.status, entries }).toEqual({
        order: p.orderNum,
        status: confirmed ? 2 : 1,
        entries: confirmed ? 1 : 0,
      });
      if (confirmed) credited += r!.amount;
    }
    // The balance is what was given, plus what was paid in, less what was bought; the ledger agrees.
    const [u] = await db.db.select({ balance: users.balanceFen }).from(users).where(eq(users.id, userId));
    expect(u!.balance).toBe(FUNDS + credited - orders.reduce((s, o) => s + o.amount, 0));
    expect((await checkLedger(db.db)).mismatches).toEqual([]);
  }, 180_000);
});
