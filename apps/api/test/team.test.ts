import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let main = '';
beforeAll(async () => {
  t = await startTestServer();
  main = (await t.signUp('boss@example.com')).data.token;
});
afterAll(() => t.close());

const login = async (email: string) =>
  ((await t.client().call('/v1/phone_login', { account: email, password: 'Member123' })).data as Answer['data']).token;

describe('sub-accounts and permissions', () => {
  it('gives a main account every key and the access-management flag', async () => {
    const rules = await t.client(main).call('/team/user_rule_list');
    expect(rules.data?.cost_rule_list).toContainEqual({
      rule_menu_type: '3',
      idc_rule_detail_list: [{ rule_menu_type: '1' }],
    });
    expect((await t.client(main).call('/personal_center/user_info')).data).toMatchObject({
      pid: 0,
      account_management: 1,
    });
  });

  it('creates a sub-account with chosen keys; it logs in, sees only those keys and is refused elsewhere', async () => {
    const created = await t.client(main).call('/team/sub_account_add', {
      email: 'ops-member@example.com',
      password: 'Member123',
      name: 'Member',
      rules: 'server-1-1,cost-1-1',
    });
    expect(created.data).toMatchObject({ rules: ['cost-1-1', 'server-1-1'], disabled: 0 });
    expect(
      (
        await t.post(
          '/team/sub_account_add',
          { email: 'x@example.com', password: 'Member123', rules: 'cost-9-9' },
          main,
        )
      ).msg,
    ).toMatch(/Unknown permission key/);

    const sub = (await login('ops-member@example.com'))!;
    const me = await t.client(sub).call('/personal_center/user_info');
    expect(me.data).toMatchObject({ id: created.data!.id, pid: expect.any(Number), account_management: 0 });
    expect(me.data!.pid).toBeGreaterThan(0);
    const rules = await t.client(sub).call('/team/user_rule_list');
    expect(rules.data).toEqual({
      personal_center_rule_list: [],
      cost_rule_list: [{ rule_menu_type: '1', idc_rule_detail_list: [{ rule_menu_type: '1' }] }],
      control_rule_list: [{ rule_menu_type: '1', idc_rule_detail_list: [{ rule_menu_type: '1' }] }],
    });
    // Server-side refusals, whatever the client shows.
    expect(await t.post('/authentication/user_auth_info', {}, sub)).toEqual({
      code: 403,
      msg: 'You currently have no permission, please contact the main account to enable it',
      data: { permission: 'user-2-1', reason: 'auth.no_permission' },
    });
    expect((await t.post('/v1/message_count', {}, sub)).code).toBe(403);
    expect((await t.post('/team/overview', {}, sub)).code).toBe(403);
    expect((await t.post('/team/sub_account_add', { email: 'y@example.com', password: 'Member123' }, sub)).code).toBe(
      403,
    );
  });

  it('re-grants, disables (ending sessions) and deletes; never another main account’s sub-account', async () => {
    const overview = await t.client(main).call('/team/overview');
    const sub = overview.data!.sub_accounts[0]!;
    expect(overview.data!.rule_catalog.some((r) => r.key === 'cost-3-1')).toBe(true);
    expect(
      (await t.client(main).call('/team/sub_account_update', { id: sub.id, rules: 'user-2-1' })).data?.rules,
    ).toEqual(['user-2-1']);
    const subToken = (await login(sub.email!))!;
    expect((await t.client(subToken).call('/authentication/user_auth_info')).code).toBe(200);

    const stranger = (await t.signUp('stranger@example.com')).data.token;
    expect((await t.post('/team/sub_account_update', { id: String(sub.id), disabled: '1' }, stranger)).code).toBe(404);
    expect((await t.post('/team/sub_account_delete', { id: String(sub.id) }, stranger)).code).toBe(404);

    expect((await t.client(main).call('/team/sub_account_update', { id: sub.id, disabled: 1 })).data?.disabled).toBe(1);
    expect((await t.client(subToken).call('/personal_center/user_info')).code).toBe(506);
    // The disabled sub-account is told so (in its reader's language), only with the right password.
    expect(await t.post('/v1/phone_login', { account: sub.email!, password: 'Member123' })).toMatchObject({
      code: 403,
      msg: 'This sub-account has been disabled by its main account; ask the main account to enable it again',
      data: { reason: 'auth.subaccount_disabled' },
    });
    const zh = await fetch(`${t.baseUrl}/v1/phone_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      body: JSON.stringify({ account: sub.email!, password: 'Member123' }),
    }).then((r) => r.json() as Promise<{ msg: string }>);
    expect(zh.msg).toBe('该子账号已被主账号停用，请联系主账号重新启用');
    expect((await t.post('/v1/phone_login', { account: sub.email!, password: 'Wrong1234' })).msg).toBe(
      'Incorrect account or password',
    );
    expect((await t.client(main).call('/team/sub_account_delete', { id: sub.id })).code).toBe(200);
    expect((await t.client(main).call('/team/overview')).data?.sub_accounts).toEqual([]);
  });
});
