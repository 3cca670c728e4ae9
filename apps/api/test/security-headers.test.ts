/**
 * Security headers (@fastify/helmet) on JSON answers and the API's own HTML pages, dev-only pages
 * absent in production, and /healthz reporting Redis when it is configured (a healthy Redis shows
 * `redis: 'up'`; here it points at a closed port).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

describe('security headers (development)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ seed: false });
  });
  afterAll(() => t?.close());

  it('a JSON answer: nosniff, strict referrer, no framing, a CSP that allows nothing, no HSTS over plain http', async () => {
    const res = await fetch(`${t.baseUrl}/v1/web_init`, { method: 'POST', headers: { channel: 'pc' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toBeNull();
    // The sites on other origins still read the API's answers.
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('the /docs reference still loads: HTML, and a CSP that lets its own scripts and styles run', async () => {
    const res = await fetch(`${t.baseUrl}/docs/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('swagger-ui');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    const script = await fetch(`${t.baseUrl}/docs/static/swagger-ui-bundle.js`);
    expect(script.status).toBe(200);
    // Read to the end: an unread 1.4 MB body holds its connection open, and closing the app waited for it (≈ 20 s).
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it('the outbox page keeps its inline styles (and only them)', async () => {
    const res = await fetch(`${t.baseUrl}/dev/outbox`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src/);
  });
});

describe('production app (Redis configured but down)', () => {
  let t: TestServer;
  beforeAll(async () => {
    // OUTBOX_PAGE=on and sandbox payments are refused by the start-up guard; even if they got through, the pages stay away.
    t = await startTestServer({
      seed: false,
      env: {
        NODE_ENV: 'production',
        OUTBOX_PAGE: 'on',
        PAYMENT_MODE: 'sandbox',
        REDIS_URL: 'redis://127.0.0.1:1',
        HEALTHZ_TIMEOUT_MS: '300',
      },
    });
  });
  afterAll(() => t?.close());

  it('points no page to the outbox', async () => {
    const init = await t.client().call('/v1/web_init');
    expect(init.code).toBe(200);
    expect(init.data?.code_outbox_url).toBeNull();
  });

  it('serves no dev pages and no sandbox cashier, and sends HSTS', async () => {
    for (const p of ['/dev/outbox', '/dev/outbox.json', '/sandbox/cashier?order_num=1&amount_fen=1&sig=x']) {
      const res = await fetch(t.baseUrl + p);
      expect(res.status, p).toBe(404);
    }
    const confirm = await fetch(`${t.baseUrl}/sandbox/cashier/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(confirm.status).toBe(404);
    const res = await fetch(`${t.baseUrl}/v1/web_init`, { method: 'POST', headers: { channel: 'pc' } });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('/healthz answers 503 naming Redis when it does not answer, the database still up', async () => {
    const res = await fetch(`${t.baseUrl}/healthz`);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { data: { db: string; redis: string } };
    expect(body.data.redis).toBe('down');
    expect(body.data.db).not.toBe('down');
  });
});
