/**
 * The sandbox payment gateway's notification outbox (issue "Safe to deploy", finding 8): what the
 * cashier decided is stored as a row (`sandbox_notifications`) before the cashier answers, and a
 * worker started with the API delivers rows that are due to the merchant endpoint, on Alipay's
 * schedule, until it answers `success`. Rows survive a restart, so a payment made just before a crash
 * is still notified — and credited once, since the notification handler is idempotent
 * (services/wallet/wallet.ts `handleNotification`).
 *
 * Schedule (Alipay's asynchronous notifications: 8 notifications within about 25 hours): the first
 * attempt SANDBOX_NOTIFY_DELAY_MS after the payment, then after each failed attempt 4 m, 10 m, 10 m,
 * 1 h, 2 h, 6 h and 15 h, multiplied by SANDBOX_RETRY_SCALE (1 by default; tests shrink it). After
 * the eighth failure the row is `abandoned` and an error is logged. An attempt that a crash
 * interrupted counts as failed: its row is due again when its next retry would have been.
 * Several API processes may run the worker: rows are claimed with FOR UPDATE SKIP LOCKED.
 */
import { and, asc, eq, inArray, lte, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { rechargeOrders, sandboxNotifications } from '../../../db/schema.ts';
import type { SandboxNotification } from '../../../providers/payment/sandbox.ts';

/** Waits after the 1st…7th failed attempt, ms (Alipay: 4m, 10m, 10m, 1h, 2h, 6h, 15h). */
export const RETRY_SCHEDULE_MS = [4, 10, 10, 60, 120, 360, 900].map((m) => m * 60_000);
/** Attempts in all: the first one and one per retry. */
export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1;
/** How long the last attempt may run before a crash-interrupted one is tried once more, ms (scaled). */
const LAST_ATTEMPT_LEASE_MS = 60_000;

/**
 * Record the cashier's decision as a notification to deliver `delayMs` from now. Call it before the
 * cashier answers: once the payer sees "Payment successful", the notification is stored.
 */
export async function recordSandboxPayment(db: DbOrTx, n: SandboxNotification, delayMs: number): Promise<void> {
  await db
    .insert(sandboxNotifications)
    .values({ orderNum: n.order_num, body: JSON.stringify(n), nextAttemptAt: new Date(Date.now() + delayMs) });
}

export interface OutboxWorkerOptions {
  db: DbOrTx;
  /** POST `body` to the merchant endpoint; true when it answered `success`. Must not throw. */
  deliver: (body: string) => Promise<boolean>;
  /** How often to look for due rows, ms. */
  pollMs: number;
  /** Factor on RETRY_SCHEDULE_MS. */
  retryScale: number;
  /** Rows claimed per look. */
  batch?: number;
  log?: { error: (obj: object, msg: string) => void };
}

export interface OutboxWorker {
  /** Look for due rows now and then every `pollMs`. */
  start(): void;
  /** Look again in `delayMs` (after a new row, so it goes out on time rather than at the next poll). */
  kick(delayMs: number): void;
  /** Deliver what is due now; resolves with the number of rows attempted (tests call it directly). */
  runOnce(): Promise<number>;
  /** Stop looking and wait for deliveries in flight. */
  stop(): Promise<void>;
}

export function sandboxOutbox(opts: OutboxWorkerOptions): OutboxWorker {
  const t = sandboxNotifications;
  const inFlight = new Set<number>();
  const timers = new Set<NodeJS.Timeout>();
  let current: Promise<number> = Promise.resolve(0);
  let stopped = false;
  let poller: NodeJS.Timeout | undefined;

  /** Claim due rows: count the attempt and move the due time to when a failure would retry. */
  async function claim(): Promise<{ id: number; body: string; attempts: number }[]> {
    const now = Date.now();
    return opts.db.transaction(async (tx) => {
      const conds = [eq(t.status, 'pending'), lte(t.nextAttemptAt, new Date(now))];
      if (inFlight.size) conds.push(notInArray(t.id, [...inFlight]));
      const rows = await tx
        .select({ id: t.id, body: t.body, attempts: t.attempts })
        .from(t)
        .where(and(...conds))
        .orderBy(asc(t.nextAttemptAt))
        .limit(opts.batch ?? 20)
        .for('update', { skipLocked: true });
      for (const r of rows) {
        r.attempts += 1;
        const wait = (RETRY_SCHEDULE_MS[r.attempts - 1] ?? LAST_ATTEMPT_LEASE_MS) * opts.retryScale;
        await tx
          .update(t)
          .set({ attempts: r.attempts, nextAttemptAt: new Date(now + wait) })
          .where(eq(t.id, r.id));
      }
      return rows;
    });
  }

  async function attempt(r: { id: number; body: string; attempts: number }): Promise<void> {
    inFlight.add(r.id);
    try {
      if (await opts.deliver(r.body)) {
        await opts.db
          .update(t)
          .set({ status: 'delivered', deliveredAt: new Date(), lastError: null })
          .where(and(eq(t.id, r.id), eq(t.status, 'pending')));
      } else if (r.attempts >= MAX_ATTEMPTS) {
        await opts.db
          .update(t)
          .set({ status: 'abandoned', lastError: 'not acknowledged' })
          .where(and(eq(t.id, r.id), eq(t.status, 'pending')));
        opts.log?.error(
          { notification: r.id },
          `sandbox: notification never acknowledged after ${MAX_ATTEMPTS} attempts`,
        );
      } else {
        await opts.db.update(t).set({ lastError: 'not acknowledged' }).where(eq(t.id, r.id));
      }
    } finally {
      inFlight.delete(r.id);
    }
  }

  async function runOnce(): Promise<number> {
    const rows = await claim();
    await Promise.all(
      rows.map((r) =>
        attempt(r).catch((err: unknown) =>
          opts.log?.error({ err, notification: r.id }, 'sandbox: recording a delivery failed'),
        ),
      ),
    );
    return rows.length;
  }

  /** One look at a time; a look that claimed a full batch looks again at once. */
  function look(): void {
    if (stopped) return;
    current = current.then(async () => {
      if (stopped) return 0;
      const n = await runOnce().catch((err: unknown) => {
        opts.log?.error({ err }, 'sandbox: outbox look failed');
        return 0;
      });
      if (n >= (opts.batch ?? 20)) setImmediate(look);
      return n;
    });
  }

  return {
    start() {
      look();
      poller = setInterval(look, opts.pollMs);
      poller.unref();
    },
    kick(delayMs) {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        look();
      }, delayMs);
      timer.unref();
      timers.add(timer);
    },
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(poller);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await current;
    },
  };
}

/** The outbox rows of an order (tests and support). */
export function sandboxNotificationsOf(db: DbOrTx, orderNums: string[]) {
  return db.select().from(sandboxNotifications).where(inArray(sandboxNotifications.orderNum, orderNums));
}

/** The recharge order the sandbox cashier shows (number, amount in fen, status), or null for an unknown number. */
export async function cashierOrder(db: DbOrTx, orderNum: string) {
  const [order] = await db
    .select({ orderNum: rechargeOrders.orderNum, amountFen: rechargeOrders.amountFen, status: rechargeOrders.status })
    .from(rechargeOrders)
    .where(eq(rechargeOrders.orderNum, orderNum))
    .limit(1);
  return order ?? null;
}
