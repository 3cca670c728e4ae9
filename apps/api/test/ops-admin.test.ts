import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../src/seed/index.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.opsLogin();
});
afterAll(() => t.close());

describe('operator administration and customer look-up', () => {
  it('lets an admin manage operators; disabling ends their sessions; all audited', async () => {
    const list = await t.client(admin).call('/ops/operators/list', {});
    expect(list.data!.list.map((o) => o.role).sort()).toEqual(['admin', 'editor', 'finance', 'reviewer', 'support']);
    expect(
      (
        await t.client(admin).call('/ops/operators/create', {
          email: 'editor@lanyun.cloud',
          name: 'Dup',
          role: 'editor',
          password: 'Passw0rd123',
        })
      ).msg,
    ).toMatch(/already exists/);
    expect(
      (
        await t.post(
          '/ops/operators/create',
          { email: 'x@lanyun.cloud', name: 'X', role: 'boss', password: 'Passw0rd123' },
          admin,
        )
      ).msg,
    ).toMatch(/^role: /);
    const finance = await t.opsLogin('finance@lanyun.cloud');
    const fin = list.data!.list.find((o) => o.role === 'finance')!;
    const changed = await t.client(admin).call('/ops/operators/update', { id: fin.id, role: 'reviewer' });
    expect(changed.data!.role).toBe('reviewer');
    expect((await t.client(finance).call('/ops/bank_transfer/list', {})).code).toBe(403); // the role is read on every call
    await t.client(admin).call('/ops/operators/update', { id: fin.id, disabled: 1 });
    expect((await t.client(finance).call('/ops/me')).code).toBe(506);
    const me = (await t.client(admin).call('/ops/me')).data!;
    expect((await t.client(admin).call('/ops/operators/update', { id: me.id, disabled: 1 })).code).toBe(400);
    const log = await t.client(admin).call('/ops/audit/list', { action: 'operator.update', target_id: String(fin.id) });
    expect(log.data!.list.map((a) => [a.before, a.after])).toContainEqual([
      expect.objectContaining({ role: 'finance' }),
      expect.objectContaining({ role: 'reviewer' }),
    ]);
    const reset = await t.client(admin).call('/ops/operators/reset_totp', { id: fin.id });
    expect(reset.data!.totp_enabled).toBe(false);
  });

  it('finds a customer by e-mail or id and shows balances, ledger and orders', async () => {
    const found = await t.client(admin).call('/ops/customers/list', { q: DEMO_USER.email });
    const demo = found.data!.list[0]!;
    expect(demo).toMatchObject({ email: DEMO_USER.email, balance: '0.00' });
    expect(
      (await t.client(admin).call('/ops/customers/list', { q: String(demo.id) })).data!.list.map((c) => c.id),
    ).toContain(demo.id);
    const adjusted = await t.client(admin).call('/ops/ledger/adjust', {
      user_id: demo.id,
      balance_delta_fen: 12345,
      reason: 'Compensation for ticket 1024',
    });
    expect(adjusted.code).toBe(200);
    const detail = await t.client(admin).call('/ops/customers/detail', { id: demo.id });
    expect(detail.data!.customer.balance).toBe('123.45');
    expect(detail.data!.ledger[0]).toMatchObject({
      kind: 'adjustment',
      balance_delta: '123.45',
      memo: 'Compensation for ticket 1024',
    });
    expect(detail.data!.orders).toEqual([]);
    expect((await t.client(admin).call('/ops/customers/ledger', { user_id: demo.id })).data!.total).toBe(1);
    expect((await t.client(admin).call('/ops/customers/orders', { user_id: demo.id })).data).toMatchObject({
      list: [],
      total: 0,
    });
    expect((await t.client(admin).call('/ops/customers/detail', { id: 999999 })).code).toBe(404);
    const audit = await t.client(admin).call('/ops/audit/list', { action: 'ledger.adjust' });
    expect(audit.data!.list[0]).toMatchObject({
      target_id: String(demo.id),
      before: { balance_fen: 0 },
      after: { balance_fen: 12345 },
    });
  });
});
