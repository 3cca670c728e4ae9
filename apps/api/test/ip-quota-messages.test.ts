/**
 * The IP API's monthly quota tells the account when it reaches 80 % and 100 %: one message per threshold however many
 * concurrent calls cross it, and none for the calls refused after it.
 */
import { defaultDatabaseFile, ensureDatabase } from '@lanyun/ipdb';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ipPlans, ipSubscriptions, messages } from '../src/db/schema.ts';
import { startTestServer, type Answer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ loadIpdb: () => ensureDatabase({ outFile: defaultDatabaseFile() }) });
  for (let i = 0; i < 1200 && !t.app.ipdb.current; i++) await new Promise((r) => setTimeout(r, 100));
});
afterAll(() => t.close());

const get = async (path: string, key: string) =>
  (await fetch(`${t.baseUrl}${path}`, { headers: { 'x-api-key': key } })).json() as Promise<Answer>;

it('sends one message at 80 % and one at 100 % of the month, under concurrent calls', async () => {
  const [plan] = await t.db.db
    .insert(ipPlans)
    .values({ code: 'ten-test', name: 'Ten', monthlyQuota: 10, priceMonthFen: 0, priceYearFen: 0 })
    .returning();
  const reg = await t.signUp('quota-alerts@example.com');
  const userId = reg.data.user.id as number;
  await t.db.db.insert(ipSubscriptions).values({
    userId,
    planId: plan!.id,
    period: 'month',
    priceFen: 0,
    startsAt: new Date(),
    endsAt: new Date(Date.now() + 86_400_000),
  });
  const key = (await t.client(reg.data.token).call('/ipintel/key_create', { name: 'k' })).data!.key;
  const alerts = () =>
    t.db.db
      .select({ key: messages.dedupeKey, title: messages.title })
      .from(messages)
      .where(and(eq(messages.userId, userId), like(messages.dedupeKey, 'ip_quota:%')));

  // 7 of 10: below 80 %.
  for (let i = 0; i < 7; i++) expect((await get('/ip/v1/geo?ip=8.8.8.8', key)).code).toBe(200);
  expect(await alerts()).toEqual([]);
  // 13 more at once: 3 pass (crossing 80 % and 100 %), 10 are refused.
  const answers = await Promise.all(Array.from({ length: 13 }, () => get('/ip/v1/geo?ip=8.8.8.8', key)));
  expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
  await expect.poll(async () => (await alerts()).length).toBe(2);
  const month = new Date().toISOString().slice(0, 7);
  expect((await alerts()).sort((a, b) => a.key!.localeCompare(b.key!))).toEqual([
    { key: `ip_quota:${userId}:${month}:100:in_app`, title: "IP API: 100% of this month's lookups used" },
    { key: `ip_quota:${userId}:${month}:80:in_app`, title: "IP API: 80% of this month's lookups used" },
  ]);
  // Refused calls later in the month send nothing more.
  expect((await get('/ip/v1/geo?ip=8.8.8.8', key)).code).toBe(429);
  expect(await alerts()).toHaveLength(2);
});
