/**
 * Every route says who may call it (lib/guards.ts): its own guard preHandlers, its `config.guard`, or its folder's
 * `autohooks.ts`. The app is built, each route listed with its guard, and a route with none fails the test; a few
 * routes are checked for the guard the product spec gives them (a recent second factor, `step-up`, on release, a
 * password change and the refund request), and the folder guards answer as the routes did. The API reference built
 * from the same routes lists its paths in URL order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const guardOf = (method: string, url: string) =>
  t.app.routeGuards().find((r) => r.method === method && r.url === url)?.guard;

describe('route guards', () => {
  it('every route names who may call it', () => {
    const routes = t.app.routeGuards();
    expect(routes.length).toBeGreaterThan(250);
    expect(routes.filter((r) => !r.guard).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('gives each kind of route the guard it had', () => {
    expect(guardOf('POST', '/v1/user_regis')).toBe('public');
    expect(guardOf('POST', '/v1/get_news_list')).toBe('public');
    expect(guardOf('POST', '/ops/login')).toBe('public');
    expect(guardOf('POST', '/personal_center/user_info')).toBe('customer');
    expect(guardOf('POST', '/balance_recharge/bill_list')).toBe('customer+permission:cost-1-1');
    expect(guardOf('POST', '/ops/me')).toBe('operator');
    expect(guardOf('POST', '/ops/bank_transfer/list')).toBe('operator-role:finance');
    expect(guardOf('GET', '/ip/v1/lookup')).toBe('api-key');
  });

  it('asks for a recent second factor before release, a password change and the refund request', () => {
    expect(guardOf('POST', '/instance_center/instance_release')).toBe('customer+permission:server-1-4+step-up');
    expect(guardOf('POST', '/phone/release')).toBe('customer+permission:server-2-3+step-up');
    expect(guardOf('POST', '/instance_center/instance_reset_password')).toBe('customer+permission:server-1-3+step-up');
    expect(guardOf('POST', '/instance_center/instance_refund')).toBe(
      'customer+permission:server-1-4+permission:cost-2-2+step-up',
    );
    expect(guardOf('POST', '/secure/user_update_password_verify')).toBe('customer+step-up');
    expect(guardOf('POST', '/secure/user_update_password_phone')).toBe('customer+step-up');
    expect(guardOf('POST', '/instance_center/instance_stop')).not.toContain('step-up');
  });

  it('answers as before: a session is needed where a guard says so, none for public routes', async () => {
    expect((await t.post('/personal_center/user_info', {})).code).toBe(506);
    expect((await t.post('/ops/me', {})).code).toBe(506);
    expect((await t.post('/v1/get_news_list', {})).code).toBe(200);
  });
});

describe('the API reference', () => {
  it('lists its paths in URL order, whatever folder registered them', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(200);
    expect(paths).toEqual([...paths].sort());
    expect(paths.indexOf('/balance_recharge/bill_list')).toBeLessThan(paths.indexOf('/v1/user_regis'));
  });
});
