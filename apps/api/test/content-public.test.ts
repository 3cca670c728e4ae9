import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solutions } from '../src/db/schema.ts';
import { seedContentPages } from '../src/seed/index.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { BUILTIN_DOWNLOADS: '1' } });
});
afterAll(() => t.close());

describe('public content in two languages', () => {
  it('serves news lists in zh-CN by default and in English on request or by Accept-Language', async () => {
    const zh = await t.client().call('/v1/get_news_list', { page_size: 50 });
    const en = await t.client().call('/v1/get_news_list', { page_size: 50, lang: 'en' });
    expect(zh.data!.total).toBeGreaterThanOrEqual(30);
    expect(zh.data!.list[0]!.title).toMatch(/[\u4e00-\u9fff]/);
    expect(en.data!.list[0]!.title).not.toMatch(/[\u4e00-\u9fff]/);
    // English lists hold only translated articles.
    expect(en.data!.total).toBeGreaterThan(20);
    expect(en.data!.total).toBeLessThan(zh.data!.total);
    const res = await fetch(`${t.baseUrl}/v1/get_news_list`, {
      method: 'POST',
      headers: { 'accept-language': 'en-US,en;q=0.9,zh-CN;q=0.5' },
    });
    const viaHeader = (await res.json()) as { data: { list: { title: string }[] } };
    expect(viaHeader.data.list[0]!.title).toBe(en.data!.list[0]!.title);
  });

  it('keeps page bounds: page past the end is empty, page 0 and page_size 51 are refused', async () => {
    const last = await t.client().call('/v1/get_news_list', { page: 999, page_size: 10 });
    expect(last.code).toBe(200);
    expect(last.data!.list).toEqual([]);
    expect(last.data!.total).toBeGreaterThan(0);
    expect((await t.post('/v1/get_news_list', { page: '0' })).msg).toMatch(/^page: /);
    expect((await t.post('/v1/get_news_list', { page_size: '51' })).msg).toMatch(/^page_size: /);
    expect((await t.post('/v1/news_search', { keyword: 'cloud', page_size: '0' })).code).toBe(400);
  });

  it('shows an article in both languages with its translations, and 404s unknown ids and unknown pages', async () => {
    const list = await t.client().call('/v1/get_news_list', { page_size: 1, lang: 'en' });
    const id = list.data!.list[0]!.id;
    const zh = await t.client().call('/v1/get_news_info', { id });
    const en = await t.client().call('/v1/get_news_info', { id, lang: 'en' });
    expect(zh.data).toMatchObject({ id, lang: 'zh-CN', translations: ['zh-CN', 'en'] });
    expect(en.data).toMatchObject({ id, lang: 'en' });
    expect(en.data!.title).not.toBe(zh.data!.title);
    expect(en.data!.class_name).toMatch(/^[A-Za-z ]+$/);
    expect(await t.client().call('/v1/get_news_info', { id: 987654 })).toEqual({
      code: 404,
      msg: 'The article does not exist',
      data: { reason: 'content.article_not_found' },
    });
    expect((await t.client().call('/v1/get_doc', { id })).code).toBe(404); // a news article is not a document
    expect((await t.client().call('/v1/get_doc', {})).data!.type).toBe(2);
    expect((await t.client().call('/v1/solution_info', { slug: 'nope' })).code).toBe(404);
    expect((await t.client().call('/v1/get_agreement', { type: 'nope' })).code).toBe(404);
  });

  it('finds Chinese and English words with news_search', async () => {
    const zh = await t.client().call('/v1/news_search', { keyword: '可用区' });
    expect(zh.data!.total).toBeGreaterThan(0);
    expect(zh.data!.list[0]!.title).toContain('可用区');
    const twoChar = await t.client().call('/v1/news_search', { keyword: '直播' });
    expect(twoChar.data!.list.some((n) => n.title.includes('直播'))).toBe(true);
    const en = await t.client().call('/v1/news_search', { keyword: 'Guangzhou zone', lang: 'en' });
    expect(en.data!.list[0]!.title).toMatch(/Guangzhou Zone C/);
    const body = await t.client().call('/v1/news_search', { keyword: 'ssh-keygen', lang: 'en' });
    expect(body.data!.total).toBe(1);
    const none = await t.client().call('/v1/news_search', { keyword: '不存在的词语xyz' });
    expect(none.data).toMatchObject({ list: [], total: 0 });
    expect((await t.post('/v1/news_search', { keyword: '  ' })).code).toBe(400);
  });

  it('lists notices, downloads, resources, solutions and agreements', async () => {
    const notices = await t.client().call('/v1/notice_list', { lang: 'en' });
    expect(notices.data!.list[0]!.content_html).toMatch(/^<p>/);
    const downloads = await t.client().call('/v1/download_list', {});
    expect(downloads.data!.length).toBeGreaterThanOrEqual(3);
    for (const d of downloads.data!) expect(d.sha256).toMatch(/^[0-9a-f]{64}$/);
    const classes = await t.client().call('/v1/resource_class_list', { lang: 'en' });
    expect(classes.data!.map((c) => c.name)).toContain('White papers');
    const res = await t.client().call('/v1/resource_list', { class_id: classes.data![1]!.id });
    expect(res.data!.list.length).toBeGreaterThan(0);
    expect(res.data!.list.every((r) => r.class_id === classes.data![1]!.id)).toBe(true);
    const sols = await t.client().call('/v1/solution_list', {});
    expect(sols.data!.map((s) => s.slug)).toEqual([
      'bangong',
      'fangzhen',
      'piliang',
      'ruanjian',
      'yingxiao',
      'youxi',
      'zhibo',
    ]);
    const bodies = await Promise.all(
      sols.data!.map((s) => t.client().call('/v1/solution_info', { slug: s.slug, lang: 'en' })),
    );
    expect(new Set(bodies.map((b) => b.data!.sections!.intro)).size).toBe(7);
    const agreements = await t.client().call('/v1/agreement_list', {});
    expect(agreements.data!.map((a) => a.type)).toEqual(
      expect.arrayContaining(['service', 'privacy', 'sla', 'acceptable-use', 'refund']),
    );
    const sla = await t.client().call('/v1/get_agreement', { type: 'sla', lang: 'en' });
    expect(sla.data!.content_html).toContain('99.95%');
  });

  it('serves a solution page as structured sections in the visitor’s language', async () => {
    const zh = await t.client().call('/v1/solution_info', { slug: 'zhibo' });
    expect(zh.data!.lang).toBe('zh-CN');
    expect(zh.data!.title).toBe('直播行业解决方案');
    expect(zh.data!.summary).toContain('转码');
    expect(zh.data!.sections!.intro).toContain('RTMP');
    expect(zh.data!.sections!.challenges.map((c) => c.title)).toContain('上行不稳定');
    expect(zh.data!.sections!.approach).toHaveLength(3);
    expect(zh.data!.sections!.products[0]).toEqual({ name: '计算型云服务器', href: '/ecs', spec: '每路转码流 8 vCPU' });

    const en = await t.client().call('/v1/solution_info', { slug: 'zhibo', lang: 'en' });
    expect(en.data!.lang).toBe('en');
    expect(en.data!.title).toBe('Live streaming solution');
    expect(en.data!.summary).toBe('Ingest, transcode and broadcast to every platform at once');
    expect(en.data!.sections!.challenges.map((c) => c.title)).toEqual([
      'Unstable uplinks',
      'Transcoding load',
      'Mobile-only platforms',
    ]);
    expect(en.data!.sections!.products.map((p) => p.href)).toEqual(['/ecs', '/buyphone']);
    // Without `lang`, Accept-Language decides.
    const byHeader = await fetch(`${t.baseUrl}/v1/solution_info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US,en;q=0.9' },
      body: JSON.stringify({ slug: 'youxi' }),
    });
    expect(((await byHeader.json()) as { data: { sections: { intro: string } } }).data.sections.intro).toMatch(
      /^Host dedicated game servers/,
    );

    const list = await t.client().call('/v1/solution_list', { lang: 'en' });
    expect(list.data!.find((s) => s.slug === 'bangong')).toEqual({
      slug: 'bangong',
      title: 'Cloud office solution',
      summary: 'Desktops, file shares and collaboration tools hosted in the cloud',
    });
  });

  it('gives seeded solution pages of an older database their sections at start-up, without touching edited ones', async () => {
    await t.db.db.update(solutions).set({ sections: null, sectionsEn: null }).where(eq(solutions.slug, 'piliang'));
    const edited = {
      intro: '运营编辑过的简介',
      challenges: [{ title: '挑战', text: '说明' }],
      approach: [{ title: '步骤', text: '说明' }],
      products: [],
    };
    await t.db.db.update(solutions).set({ sections: edited }).where(eq(solutions.slug, 'fangzhen'));
    expect((await t.client().call('/v1/solution_info', { slug: 'piliang' })).data!.sections).toBeNull();
    await seedContentPages(t.db.db);
    expect(
      (await t.client().call('/v1/solution_info', { slug: 'piliang', lang: 'en' })).data!.sections!.challenges[0]!
        .title,
    ).toBe('Peaks at night');
    expect((await t.client().call('/v1/solution_info', { slug: 'fangzhen' })).data!.sections).toEqual(edited);
  });

  it('stores feedback and traffic attribution', async () => {
    const fb = await t.client().call('/v1/feedback_add', {
      category: 'bug',
      content: 'The download page shows the wrong size',
      contact: 'a@example.com',
      page_url: '/download',
    });
    expect(fb.code).toBe(200);
    expect((await t.post('/v1/feedback_add', { content: 'hi' })).code).toBe(400);
    const visit = await t.client().call('/v1/get_spread_id', { source: 'baidu', click_id: 'bd123' });
    const spread = visit.data!.spread_id;
    expect(spread).toMatch(/^sp_/);
    expect((await t.client().call('/v1/get_spread_id', { spread_id: spread })).data!.spread_id).toBe(spread);
    expect(
      (await t.client().call('/v1/source_click', { spread_id: spread, source: 'home-banner', target: '/ecs' })).code,
    ).toBe(200);
    expect(
      (await t.client().call('/v1/cl_access_callback', { spread_id: spread, event: 'register', click_id: 'bd123' }))
        .code,
    ).toBe(200);
    const ops = await t.opsLogin();
    const list = await t.client(ops).call('/ops/feedback/list', {});
    expect(list.data!.list[0]).toMatchObject({ category: 'bug', page_url: '/download', status: 1 });
  });
});
