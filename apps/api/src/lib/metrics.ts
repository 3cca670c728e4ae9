/**
 * The API process's Prometheus metrics (prom-client), one registry per process, read by the metrics listener of
 * plugins/external/metrics.ts (`METRICS_PORT`, never the public port). Names follow Prometheus' conventions
 * (`_total` counters, `_seconds` durations, base units); every series is listed in docs/deployment.md "Metrics" and
 * drawn by deploy/grafana/lanyun-api.json.
 *
 * Counters and histograms are written where the event happens (the request hook, `postLedger`, the payment
 * notification route, the IP API's charge, the console socket, the instance creation job); the gauges of the job
 * queues and the database pool are read from their sources when Prometheus scrapes ({@link setMetricsSources}).
 * Labels carry only bounded values: route patterns (never raw URLs), status codes, plan codes, ledger kinds, outcomes.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The process's registry: Node's default metrics (CPU, memory, event-loop lag, GC) and the platform's below. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'lanyun_api_' });

/** Answered HTTP requests by method, route pattern (`unmatched` for 404s of unknown paths) and status code. */
export const httpRequests = new Counter({
  name: 'lanyun_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

/** Time from reading a request to writing its answer, seconds, by method, route pattern and status class. */
export const httpDuration = new Histogram({
  name: 'lanyun_http_request_duration_seconds',
  help: 'HTTP request latency in seconds, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Ledger entries written by `postLedger`, by kind (topup, purchase, refund …); counted when the row is inserted. */
export const ledgerWrites = new Counter({
  name: 'lanyun_ledger_writes_total',
  help: 'Wallet ledger entries written, by kind (counted at insert; a transaction rolled back later still counts)',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

/** Payment gateway notifications by provider and outcome (credited, duplicate, bad_signature, unknown_order …). */
export const paymentNotifications = new Counter({
  name: 'lanyun_payment_notifications_total',
  help: 'Payment notifications received, by provider and outcome',
  labelNames: ['provider', 'result'] as const,
  registers: [metricsRegistry],
});

/** Keyed IP API lookups granted (charged to the monthly quota), by the caller's plan code. */
export const ipLookups = new Counter({
  name: 'lanyun_ip_lookups_total',
  help: 'Keyed IP API lookups charged, by plan code',
  labelNames: ['plan'] as const,
  registers: [metricsRegistry],
});

/** Serial console WebSockets open now in this process. */
export const consoleSessions = new Gauge({
  name: 'lanyun_console_sessions_open',
  help: 'Instance serial console sessions open in this process',
  registers: [metricsRegistry],
});

/** Seconds from an instance's creation (its order paid) to `running`, by product (ecs). */
export const provisioningSeconds = new Histogram({
  name: 'lanyun_provisioning_seconds',
  help: 'Seconds from payment (the instance row written) to running, by product',
  labelNames: ['product'] as const,
  buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1200],
  registers: [metricsRegistry],
});

/** One queue's backlog as a job runner reports it. */
export interface QueueStat {
  queue: string;
  /** Jobs queued, delayed or waiting for a retry. */
  waiting: number;
  /** Age of the oldest of them, seconds (0 when none). */
  oldestAgeSeconds: number;
}

/** Where the scrape-time gauges read from; set by the plugins that own them. */
interface Sources {
  queues?: () => Promise<QueueStat[]>;
  pool?: () => { total: number; idle: number; waiting: number; max: number } | null;
}
const sources: Sources = {};

/** Register the job queues' and the database pool's readers (the last registration in a process wins). */
export function setMetricsSources(s: Sources): void {
  Object.assign(sources, s);
}

// Both queue gauges are filled by the first one's collect (a registry reads its metrics in registration order).
const queueWaiting: Gauge<'queue'> = new Gauge({
  name: 'lanyun_job_queue_waiting',
  help: 'Background jobs queued, delayed or waiting for a retry, by queue',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
  async collect() {
    if (!sources.queues) return;
    let stats: QueueStat[];
    try {
      stats = await sources.queues();
    } catch {
      // The database is down: leave the last values (its own /healthz says so).
      return;
    }
    queueWaiting.reset();
    queueAge.reset();
    for (const s of stats) {
      queueWaiting.set({ queue: s.queue }, s.waiting);
      queueAge.set({ queue: s.queue }, s.oldestAgeSeconds);
    }
  },
});
const queueAge = new Gauge({
  name: 'lanyun_job_queue_oldest_age_seconds',
  help: 'Age of the oldest waiting job, seconds, by queue',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

new Gauge({
  name: 'lanyun_db_pool_connections',
  help: 'PostgreSQL pool connections of this process: total open, idle, callers waiting for one, and the maximum',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const p = sources.pool?.();
    if (!p) return;
    this.set({ state: 'total' }, p.total);
    this.set({ state: 'idle' }, p.idle);
    this.set({ state: 'in_use' }, p.total - p.idle);
    this.set({ state: 'waiting' }, p.waiting);
    this.set({ state: 'max' }, p.max);
  },
});
