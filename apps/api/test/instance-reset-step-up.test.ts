/**
 * The root-password reset of an instance asks for the second factor like release does: with two-factor log-in on, a
 * session that has proved no code recently is refused with `twofactor.step_up_required` (nothing reset, nothing
 * audited); after a step-up on that session the reset goes through. Without two-factor nothing changes.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { currentTotp } from '../src/modules/accounts/services/totp.ts';
import type { TestServer } from './harness.ts';
import { customer, offer, orderRunning, startOrderingServer } from './ordering-helpers.ts';

let t: TestServer;
let o: Awaited<ReturnType<typeof offer>>;
beforeAll(async () => {
  t = await startOrderingServer();
  o = await offer(t);
});
afterAll(() => t.close());

const resets = async (id: string) =>
  (
    await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'instance.password_reset')))
  ).length;

describe('root-password reset and the second factor', () => {
  it('is refused without a recent code when two-factor is on, and goes through after the step-up', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await orderRunning(t, o, c.token);
    // A second session, opened before two-factor is turned on: it has proved no code.
    const other = (await t.post('/v1/phone_login', { account: c.email, password: 'Secret123' })).data.token as string;
    const { secret } = (await t.post('/secure/two_factor_setup', {}, c.token)).data;
    const on = await t.post('/secure/two_factor_enable', { code: await currentTotp(secret) }, c.token);
    expect(on.code).toBe(200);

    const reset = { instance_id: id, password: 'NewPass2024ok' };
    expect(await t.post('/instance_center/instance_reset_password', reset, other)).toEqual({
      code: 403,
      msg: 'For your security, enter the code from your authenticator app first',
      data: { reason: 'twofactor.step_up_required', step_up: true },
    });
    const zh = await fetch(`${t.baseUrl}/instance_center/instance_reset_password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN', channel: 'pc', token: other },
      body: JSON.stringify(reset),
    });
    expect(((await zh.json()) as { msg: string }).msg).toBe('为了您的账号安全，请先输入身份验证器中的验证码');
    expect(await resets(id)).toBe(0);

    const up = await t.post('/secure/two_factor_step_up', { code: on.data.recovery_codes[0] }, other);
    expect(up.code).toBe(200);
    expect(await t.post('/instance_center/instance_reset_password', reset, other)).toMatchObject({ code: 200 });
    expect(await resets(id)).toBe(1);
  });

  it('needs no code from an account without two-factor', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await orderRunning(t, o, c.token);
    const other = (await t.post('/v1/phone_login', { account: c.email, password: 'Secret123' })).data.token as string;
    expect(
      await t.post('/instance_center/instance_reset_password', { instance_id: id, password: 'NewPass2024ok' }, other),
    ).toMatchObject({ code: 200 });
  });
});
