/**
 * Sub-accounts on the IP-intelligence account calls (docs/permissions.md): the main account's API keys need
 * server-3-1 to list, create, change, rotate or revoke, and to read their usage; a plan purchase needs cost-2-2 and server-3-2. Over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let main = '';
beforeAll(async () => {
  t = await startTestServer();
  main = (await t.signUp('ip-boss@example.com')).data.token;
});
afterAll(() => t.close());

/** Adds a sub-account with `rules` (comma-separated keys) and logs it in; returns its token. */
async function subAccount(email: string, rules: string): Promise<string> {
  expect(
    (await t.client(main).call('/team/sub_account_add', { email, password: 'Member123', name: 'Member', rules })).code,
  ).toBe(200);
  return ((await t.client().call('/v1/phone_login', { account: email, password: 'Member123' })).data as Answer['data'])
    .token;
}

const REFUSED = { code: 403, msg: 'You currently have no permission, please contact the main account to enable it' };

describe('IP-intelligence keys and plans for sub-accounts', () => {
  it('refuses the key list, usage and key changes without server-3-1 and leaves the main account’s keys as they were', async () => {
    const key = (await t.post('/ipintel/key_create', { name: 'production' }, main)).data as { id: number; key: string };
    const sub = await subAccount('ip-viewer@example.com', 'cost-1-1');
    expect(await t.post('/ipintel/key_create', { name: 'mine' }, sub)).toMatchObject({
      ...REFUSED,
      data: { permission: 'server-3-1', reason: 'auth.no_permission' },
    });
    expect(await t.post('/ipintel/key_revoke', { id: String(key.id) }, sub)).toMatchObject(REFUSED);
    expect(await t.post('/ipintel/key_rotate', { id: String(key.id) }, sub)).toMatchObject(REFUSED);
    expect(
      await t.post('/ipintel/key_update', { id: String(key.id), allowed_origins: 'https://evil.example' }, sub),
    ).toMatchObject(REFUSED);
    // Nor list them or read their usage.
    expect(await t.post('/ipintel/key_list', {}, sub)).toEqual({
      ...REFUSED,
      data: { permission: 'server-3-1', reason: 'auth.no_permission' },
    });
    expect(await t.post('/ipintel/usage', { days: '30' }, sub)).toEqual({
      ...REFUSED,
      data: { permission: 'server-3-1', reason: 'auth.no_permission' },
    });
    expect((await t.client(main).call('/ipintel/key_list')).data).toEqual([
      expect.objectContaining({ id: key.id, allowed_origins: [] }),
    ]);
    expect((await t.client(main).call('/ipintel/usage', { days: 30 })).code).toBe(200);
  });

  it('lets a sub-account with server-3-1 manage the main account’s keys', async () => {
    const sub = await subAccount('ip-dev@example.com', 'server-3-1');
    const created = await t.post('/ipintel/key_create', { name: 'staging' }, sub);
    expect(created.code).toBe(200);
    expect((await t.client(sub).call('/ipintel/key_list')).data!.map((k) => k.name)).toContain('staging');
    expect((await t.client(sub).call('/ipintel/usage', { days: 30 })).code).toBe(200);
    expect((await t.client(main).call('/ipintel/key_list')).data!.map((k) => k.name)).toContain('staging');
    expect((await t.post('/ipintel/key_revoke', { id: String(created.data.id) }, sub)).code).toBe(200);
  });

  it('refuses a plan purchase without both cost-2-2 and server-3-2', async () => {
    const payer = await subAccount('ip-payer@example.com', 'cost-2-2');
    expect(
      await t.post('/ipintel/plan_buy', { plan: 'standard', period: 'month', price: '99.00', agree: '1' }, payer),
    ).toMatchObject({
      ...REFUSED,
      data: { permission: 'server-3-2', reason: 'auth.no_permission' },
    });
    const buyer = await subAccount('ip-buyer@example.com', 'server-3-2');
    expect(
      await t.post('/ipintel/plan_buy', { plan: 'standard', period: 'month', price: '99.00', agree: '1' }, buyer),
    ).toMatchObject({
      ...REFUSED,
      data: { permission: 'cost-2-2', reason: 'auth.no_permission' },
    });
    // With both keys the call reaches the wallet: the main account has no money, so the purchase itself is refused.
    const both = await subAccount('ip-both@example.com', 'cost-2-2,server-3-2');
    expect(
      await t.post('/ipintel/plan_buy', { plan: 'standard', period: 'month', price: '99.00', agree: '1' }, both),
    ).toMatchObject({
      code: 400,
      msg: 'Insufficient balance',
    });
  });
});
