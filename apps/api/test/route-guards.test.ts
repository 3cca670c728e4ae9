/**
 * Every route says who may call it (lib/guards.ts): its own guard preHandlers, its `config.guard`, or its folder's
 * `autohooks.ts`. The app is built, each route listed with its guard, and a route with none fails the test; a few
 * routes are checked for the guard the product spec gives them, and the folder guards answer as the routes did.
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

  it('answers as before: a session is needed where a guard says so, none for public routes', async () => {
    expect((await t.post('/personal_center/user_info', {})).code).toBe(506);
    expect((await t.post('/ops/me', {})).code).toBe(506);
    expect((await t.post('/v1/get_news_list', {})).code).toBe(200);
  });
});
