/**
 * CPU time the API spends per request on the console's hot calls, measured in-process (Fastify inject, PostgreSQL),
 * so it holds on a busy machine where requests/s do not: process CPU (user + system) over N requests / N.
 * Usage: `pnpm --filter @lanyun/api bench:console-cpu [N]` (N requests per call, default 2000, 10 at a time); needs
 * PostgreSQL (TEST_DATABASE_URL, as the tests: a fresh database, dropped afterwards; TEST_DB=pglite for PGlite).
 * BENCH_CPU_PROFILE=<dir> also writes a V8 CPU profile of each call's measured requests there (`<call>.cpuprofile`;
 * `node scripts/profile-summary.mjs <file>` sums its self time by function).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { DEMO_USER } from '../src/seed/index.ts';
import { ecsOrderFields, logIn, postForm, verifyAndFund } from './api-process.ts';
import { startTestServer } from '../test/harness.ts';

process.env.TEST_DB ??= 'postgres';
const N = Number(process.argv[2] ?? 2000);
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
let profiler: Session | undefined;
if (PROFILE_DIR) {
  mkdirSync(PROFILE_DIR, { recursive: true });
  profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
}
const t = await startTestServer({
  env: {
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    SIM_CREATE_DELAY_MS: '20',
    RESPONSE_CHECK: 'off',
    // The speed machinery's switches pass through (SPEED_FAST_JSON=off and the like: src/speed/README.md).
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] => entry[0].startsWith('SPEED_') && entry[1] !== undefined,
      ),
    ),
  },
});
try {
  const { token, userId } = await logIn(t.baseUrl, DEMO_USER.email, DEMO_USER.password);
  await verifyAndFund(t.db.db, userId, 10 * 34_200);
  const fields = await ecsOrderFields(t.baseUrl);
  for (let n = 0; n < 5; n++) {
    const a = await postForm(t.baseUrl, '/instance_center/inquiry_create_instance_order', fields(`b-${n}`), token);
    if (a.code !== 200) throw new Error(`order refused: ${a.code} ${a.msg}`);
  }
  const topUp = await postForm(
    t.baseUrl,
    '/balance_recharge/charge_order_add',
    { price: '100.00', pay_type: '2' },
    token,
  );
  const quote = fields('q') as Record<string, string>;
  delete quote.client_token;
  const form = { 'content-type': 'application/x-www-form-urlencoded', channel: 'pc', token };
  const calls = [
    { name: 'profile', method: 'POST', url: '/personal_center/user_info', payload: '' },
    {
      name: 'instance list',
      method: 'POST',
      url: '/instance_overview/user_instance_list',
      payload: 'page=1&page_size=10',
    },
    {
      name: 'instance list (zh-CN)',
      method: 'POST',
      url: '/instance_overview/user_instance_list',
      payload: 'page=1&page_size=10',
      lang: 'zh-CN',
    },
    {
      name: 'ECS price quote',
      method: 'POST',
      url: '/v1/inquiry_create_instance_price',
      payload: new URLSearchParams(quote).toString(),
    },
    { name: 'top-up order status', method: 'GET', url: `/v1/order_pay_status?order_num=${topUp.data.order_num}` },
    { name: 'news list', method: 'POST', url: '/v1/get_news_list', payload: 'page=1&page_size=10' },
  ] as const;
  const rows = [];
  for (const c of calls) {
    const one = async () => {
      const r = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: 'lang' in c ? { ...form, 'accept-language': c.lang } : form,
        ...('payload' in c ? { payload: c.payload } : {}),
      });
      if (!r.body.startsWith('{"code":200,')) throw new Error(`${c.name}: ${r.body.slice(0, 200)}`);
    };
    const run = async (n: number) => {
      let i = 0;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (i++ < n) await one();
        }),
      );
    };
    await run(300);
    await profiler?.post('Profiler.start');
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    await run(N);
    const used = process.cpuUsage(cpu);
    if (profiler && PROFILE_DIR) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(join(PROFILE_DIR, `${c.name.replaceAll(' ', '-')}.cpuprofile`), JSON.stringify(profile));
    }
    rows.push({
      call: c.name,
      'CPU µs/request': Math.round((used.user + used.system) / N),
      'wall ms': Math.round(performance.now() - t0),
    });
  }
  console.table(rows);
} finally {
  await t.close();
}
