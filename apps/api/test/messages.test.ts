/**
 * Every error answers a stable reason key in `data.reason` and `msg` in the request's language (Accept-Language):
 * the common errors, zod's own checks and a success message are triggered over HTTP in zh-CN and en, one table.
 */
import { API_MESSAGES, type ApiReason } from '@lanyun/i18n/api-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../src/seed/index.ts';
import { customer, startOrderingServer } from './ordering-helpers.ts';
import type { TestServer } from './harness.ts';

let t: TestServer;
let verified: Awaited<ReturnType<typeof customer>>;
let unverified: Awaited<ReturnType<typeof customer>>;
beforeAll(async () => {
  t = await startOrderingServer();
  verified = await customer(t, { cashFen: 1_000 });
  unverified = await customer(t, { verified: false });
});
afterAll(() => t.close());

type Lang = 'zh-CN' | 'en';
/** POST form fields with the page language `lang`; the envelope read back. */
async function post(path: string, fields: Record<string, string>, lang: Lang, token?: string) {
  const res = await fetch(t.baseUrl + path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { channel: 'pc', 'accept-language': lang, ...(token ? { token } : {}) },
  });
  return (await res.json()) as { code: number; msg: string; data: Record<string, unknown> | null };
}

interface Case {
  what: string;
  path: string;
  fields: Record<string, string>;
  token?: () => string;
  code: number;
  /** The reason key of an error (a success answers data, not a reason). */
  reason?: ApiReason;
  /** The message in each language: exactly this text, or matching this pattern. */
  zh: string | RegExp;
  en: string | RegExp;
}
const cases: Case[] = [
  {
    what: 'a wrong password',
    path: '/v1/phone_login',
    fields: { account: DEMO_USER.email, password: 'Wrong12345' },
    code: 400,
    reason: 'auth.incorrect_login',
    zh: '账号或密码错误',
    en: 'Incorrect account or password',
  },
  {
    what: 'no session',
    path: '/personal_center/user_info',
    fields: {},
    code: 506,
    reason: 'auth.session_expired',
    zh: '登录已过期，请重新登录',
    en: 'Your session has expired, please log in again',
  },
  {
    what: 'an online top-up over the maximum (with its param)',
    path: '/balance_recharge/charge_order_add',
    fields: { price: '60000', pay_type: '1' },
    token: () => verified.token,
    code: 400,
    reason: 'wallet.topup_max',
    zh: '在线充值单笔最多 50,000 元，更大金额请使用银行转账',
    en: 'The maximum online top-up is 50,000 yuan; please use a bank transfer',
  },
  {
    what: 'a top-up before real-name verification',
    path: '/balance_recharge/charge_order_add',
    fields: { price: '100', pay_type: '1' },
    token: () => unverified.token,
    code: 503,
    reason: 'realname.required',
    zh: '请先完成实名认证，且需审核通过。',
    en: 'Please complete real-name verification first, and it must pass review.',
  },
  {
    what: 'an unknown path',
    path: '/v1/no_such_call',
    fields: {},
    code: 404,
    reason: 'request.not_found',
    zh: '接口不存在：POST /v1/no_such_call',
    en: 'No such API: POST /v1/no_such_call',
  },
  {
    what: 'a schema message with the field named',
    path: '/v1/phone_login',
    fields: { account: DEMO_USER.email, password: '' },
    code: 400,
    reason: 'validation.field',
    zh: 'password：请输入登录密码',
    en: 'password: Please enter the login password',
  },
  {
    what: 'zod’s own checks, with no English sentence on a zh-CN page',
    path: '/v1/phone_login',
    fields: { account: DEMO_USER.email, password: 'a', remember: 'maybe' },
    code: 400,
    reason: 'validation.invalid',
    zh: /^remember：(?!.*[A-Za-z]{4,} [a-z]{3,})/,
    en: /^remember: [A-Z]/,
  },
  {
    what: 'a success message',
    path: '/v1/phone_login',
    fields: { account: DEMO_USER.email, password: DEMO_USER.password },
    code: 200,
    zh: API_MESSAGES['zh-CN']['done.logged_in'],
    en: API_MESSAGES.en['done.logged_in'],
  },
];

/** Checks an answer's code, message and (for an error) reason against a case, in one language. */
function expectAnswer(answer: Awaited<ReturnType<typeof post>>, c: Case, msg: string | RegExp) {
  expect(answer.code).toBe(c.code);
  if (typeof msg === 'string') expect(answer.msg).toBe(msg);
  else expect(answer.msg).toMatch(msg);
  if (c.reason) expect(answer.data).toMatchObject({ reason: c.reason });
}

describe('answers by reason key', () => {
  for (const c of cases) {
    it(`${c.what}: ${c.reason ?? c.code} in zh-CN and en`, async () => {
      expectAnswer(await post(c.path, c.fields, 'zh-CN', c.token?.()), c, c.zh);
      expectAnswer(await post(c.path, c.fields, 'en', c.token?.()), c, c.en);
    });
  }

  it('industries are listed in the page language and saved from either', async () => {
    const zh = await post('/v1/industry_list', {}, 'zh-CN', verified.token);
    const en = await post('/v1/industry_list', {}, 'en', verified.token);
    expect(zh.data).toContain('游戏');
    expect(en.data).toContain('Games');
    const saved = await post('/v1/perfect_user_info', { industry: '游戏' }, 'zh-CN', verified.token);
    expect(saved).toMatchObject({ code: 200, data: { industry: '游戏' } });
    const read = await post('/personal_center/user_info', {}, 'en', verified.token);
    expect(read.data).toMatchObject({ industry: 'Games' });
    const bad = await post('/v1/perfect_user_info', { industry: 'Piracy' }, 'zh-CN', verified.token);
    expect(bad).toMatchObject({ code: 400, msg: 'industry：请从列表中选择行业', data: { reason: 'validation.field' } });
  });
});
