import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../src/seed/index.ts';
import { startTestServer, type TestServer } from './harness.ts';

// What an operations team reads from a running API (docs/deployment.md "Metrics" and "Logs"): the Prometheus endpoint
// on its own port, scraped by Debian's real `prometheus` and queried with PromQL over its HTTP API; JSON log lines
// carrying the request id the caller (the sites' /api proxy, nginx) sent, and no secret in them. PostgreSQL only (the
// endpoint does not depend on the database, and the suite's time is short).
const PROMETHEUS = process.env.PROMETHEUS_BIN ?? '/usr/bin/prometheus';
const hasPrometheus = existsSync(PROMETHEUS);
if (!hasPrometheus)
  console.warn(`Prometheus test skipped: ${PROMETHEUS} not found (apt-get install prometheus, or set PROMETHEUS_BIN)`);

/**
 * A free port on 127.0.0.1, asked from the kernel: a port picked from a fixed range could be another test file's
 * (the cluster test's API processes serve metrics too), and Prometheus would then scrape that process.
 */
const port = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });

describe.skipIf(process.env.TEST_DB !== 'postgres')('metrics and logs', () => {
  let t: TestServer;
  const lines: string[] = [];
  let metricsPort = 0;
  let metricsUrl = '';

  beforeAll(async () => {
    metricsPort = await port();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    t = await startTestServer({
      env: { METRICS_PORT: String(metricsPort) },
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(async () => t?.close());

  it('serves /metrics in Prometheus text format on its own port only, with every series the dashboard draws', async () => {
    await fetch(`${t.baseUrl}/v1/web_init`, { method: 'POST' });
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await res.text();
    for (const name of [
      'lanyun_http_requests_total',
      'lanyun_http_request_duration_seconds',
      'lanyun_job_queue_waiting',
      'lanyun_job_queue_oldest_age_seconds',
      'lanyun_provisioning_seconds',
      'lanyun_ledger_writes_total',
      'lanyun_payment_notifications_total',
      'lanyun_ip_lookups_total',
      'lanyun_console_sessions_open',
      'lanyun_db_pool_connections',
      'lanyun_api_process_cpu_seconds_total',
    ])
      expect(text).toContain(`# TYPE ${name} `);
    expect(text).toMatch(/lanyun_http_requests_total\{method="POST",route="\/v1\/web_init",status="200"\} \d+/);
    expect(text).toMatch(/lanyun_job_queue_waiting\{queue="ecs\.create"\} \d+/);
    expect(text).toMatch(/lanyun_db_pool_connections\{state="max"\} 10/);
    // Not a route of the API: the public port (and so nginx or an Ingress) never serves it.
    expect((await fetch(`${t.baseUrl}/metrics`)).status).toBe(404);
  });

  it('counts a ledger write and unknown paths under one route label', async () => {
    const before = await fetch(metricsUrl).then((r) => r.text());
    await fetch(`${t.baseUrl}/no/such/path/${Date.now()}`);
    const after = await fetch(metricsUrl).then((r) => r.text());
    const unmatched = (s: string) =>
      Number(/lanyun_http_requests_total\{method="GET",route="unmatched",status="404"\} (\d+)/.exec(s)?.[1] ?? 0);
    expect(unmatched(after)).toBe(unmatched(before) + 1);
    expect(after).not.toContain('/no/such/path');
  });

  it('continues a request id it is given, makes one otherwise, returns it, and logs every line with it', async () => {
    const given = 'f3b1c2d4-0000-4000-8000-00000000a11c';
    const res = await fetch(`${t.baseUrl}/v1/web_init`, { method: 'POST', headers: { 'x-request-id': given } });
    expect(res.headers.get('x-request-id')).toBe(given);
    const logged = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
    expect(logged.filter((l) => l.reqId === given).map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    // Not a plain token (a forged log field): replaced by a new UUID.
    const forged = await fetch(`${t.baseUrl}/v1/web_init`, {
      method: 'POST',
      headers: { 'x-request-id': 'a","level":60,"x":"' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('writes no password, token or key into the log', async () => {
    const login = await t.post('/v1/phone_login', { account: DEMO_USER.email, password: DEMO_USER.password });
    expect(login.code).toBe(200);
    const token = login.data.token as string;
    await fetch(`${t.baseUrl}/personal_center/user_info?key=sk_live_secretvalue`, { headers: { token } });
    const all = lines.join('');
    expect(all).toContain('/personal_center/user_info?key=[redacted]');
    expect(all).not.toContain(DEMO_USER.password);
    expect(all).not.toContain(token);
    expect(all).not.toContain('sk_live_secretvalue');
  });

  describe.skipIf(!hasPrometheus)("Debian's Prometheus", () => {
    let prometheus: ChildProcess | undefined;
    const dir = mkdtempSync(path.join(tmpdir(), 'lanyun-prometheus-'));
    afterAll(() => {
      prometheus?.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    });

    it('scrapes the API, and a PromQL query returns the requests this test made', async () => {
      const route = '/v1/get_version';
      const made = 37;
      for (let i = 0; i < made; i++) await fetch(`${t.baseUrl}${route}`, { method: 'POST' });
      writeFileSync(
        path.join(dir, 'prometheus.yml'),
        `global: {scrape_interval: 1s}\nscrape_configs:\n  - job_name: lanyun-api\n    static_configs: [{targets: ['127.0.0.1:${metricsPort}']}]\n`,
      );
      const promPort = await port();
      prometheus = spawn(
        PROMETHEUS,
        [
          `--config.file=${path.join(dir, 'prometheus.yml')}`,
          `--storage.tsdb.path=${path.join(dir, 'data')}`,
          `--web.listen-address=127.0.0.1:${promPort}`,
          '--log.level=warn',
        ],
        { stdio: 'ignore' },
      );
      const query = `sum(lanyun_http_requests_total{job="lanyun-api",route="${route}",method="POST"})`;
      let value: string | undefined;
      const until = Date.now() + 30_000;
      while (value !== String(made) && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 500));
        try {
          const res = await fetch(`http://127.0.0.1:${promPort}/api/v1/query?query=${encodeURIComponent(query)}`);
          const body = (await res.json()) as { data: { result: { value: [number, string] }[] } };
          value = body.data.result[0]?.value[1];
        } catch {
          // Prometheus is still starting.
        }
      }
      expect(value).toBe(String(made));
    });
  });
});
