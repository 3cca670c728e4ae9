import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenizeSeededFigures } from '../src/seed/catalog-tokens.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('catalog figures in seeded content', () => {
  it('seeds banners quoting prices and counts as catalog tokens, and rewrites the figures of older databases, never an operator’s text', async () => {
    const banners = await t.client().call('/v1/banner_list', {});
    expect(banners.data![0]!.title).toBe('云服务器 ECS 低至 {ecs_from} 元/月');
    // A database seeded before tokens: the stated figure is replaced; a banner an operator rewrote stays as it is.
    await t.db.db.execute(
      sql`update banners set title = '云服务器 ECS 低至 29 元/月', subtitle_en = 'Intel Xeon and AMD EPYC instances in 12 regions, billed monthly or yearly, with free DDoS protection up to 5 Gbps.' where sort = 1`,
    );
    await t.db.db.execute(sql`update banners set title = '限时：低至 29 元/月' where sort = 2`);
    await t.db.db.execute(sql`update solutions set sections = replace(sections::text, '{phone_from}', '39')::jsonb`);
    await tokenizeSeededFigures(t.db.db);
    await tokenizeSeededFigures(t.db.db);
    const after = (await t.client().call('/v1/banner_list', {})).data!;
    expect(after[0]!.title).toBe('云服务器 ECS 低至 {ecs_from} 元/月');
    expect((await t.client().call('/v1/banner_list', { lang: 'en' })).data![0]!.subtitle).toMatch(
      /^Intel Xeon and AMD EPYC instances in \{regions\} regions/,
    );
    expect(after[1]!.title).toBe('限时：低至 29 元/月');
    const rows = (await t.db.db.execute(
      sql`select count(*)::int as n from solutions where sections::text like '%每月 {phone_from} 元起%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('the trial banner offers the cloud-phone trial the product gives with its days as a token, and older databases lose the ECS promise', async () => {
    const trial = async (lang?: string) =>
      (
        (await t.client().call('/v1/banner_list', lang ? { lang } : {})).data as {
          link: string;
          title: string;
          subtitle: string;
        }[]
      ).find((b) => b.link === '/trial')!;
    expect(await trial()).toMatchObject({
      title: '先试后买：{trial_days} 天免费试用',
      subtitle: '完成实名认证即可申请云手机免费试用 {trial_days} 天，审核通过后领取，无需绑卡。',
    });
    await t.db.db.execute(
      sql`update banners set title = '先试后买：7 天免费试用', subtitle = '完成实名认证即可申请 2 vCPU / 4 GiB 实例免费使用一周，无需绑卡。',
          subtitle_en = 'Verified accounts get a 2 vCPU / 4 GiB instance for a week, no card required.' where link = '/trial'`,
    );
    await tokenizeSeededFigures(t.db.db);
    expect((await trial()).title).toBe('先试后买：{trial_days} 天免费试用');
    expect((await trial()).subtitle).not.toMatch(/vCPU|一周/);
    expect((await trial('en')).subtitle).toBe(
      'Verified accounts can apply for a free {trial_days}-day cloud-phone trial, claimed once approved. No card required.',
    );
  });
});
