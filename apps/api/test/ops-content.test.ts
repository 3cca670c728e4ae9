import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { NEWS_CACHE_MS } from '../src/modules/content/services/news-cache.ts';

let t: TestServer;
let editor: string;
beforeAll(async () => {
  t = await startTestServer();
  editor = await t.opsLogin('editor@lanyun.cloud');
});
afterAll(() => t.close());

const EVIL =
  '<p onclick="steal()">Hello <b>world</b></p><script>alert(1)</script><img src="javascript:alert(2)" onerror="x()"><a href="javascript:void(0)">link</a><iframe src="https://evil.example"></iframe>';

describe('content editing by operators', () => {
  it('sanitizes rich text on preview and on save: scripts, event handlers and javascript: URLs removed', async () => {
    const preview = await t.client(editor).call('/ops/content/preview', { html: EVIL });
    const html = preview.data!.html;
    expect(html).toContain('<b>world</b>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    const classes = await t.client().call('/v1/get_news_class_list', { type: 1 });
    const saved = await t.client(editor).call('/ops/news/save', {
      class_id: classes.data![0]!.id,
      title: '测试文章',
      content_html: EVIL,
      content_html_en: EVIL,
      title_en: 'Test article',
    });
    expect(saved.data!.content_html).toBe(html);
    expect(saved.data!.content_html_en).toBe(html);
    const shown = await t.client().call('/v1/get_news_info', { id: saved.data!.id, lang: 'en' });
    expect(shown.data!.content_html).toBe(html);
  });

  it('publishes a news item in both languages; it appears in both lists and in search, and drafts stay hidden', async () => {
    const classes = await t.client().call('/v1/get_news_class_list', { type: 1 });
    const classId = classes.data![0]!.id;
    const created = await t.client(editor).call('/ops/news/save', {
      class_id: classId,
      title: '岚云上线成都可用区',
      summary: '西南地域首个可用区',
      content_html: '<p>成都可用区今日开服。</p>',
      title_en: 'Lanyun opens a Chengdu zone',
      summary_en: 'The first zone in South-West China',
      content_html_en: '<p>The Chengdu zone opens today.</p>',
    });
    expect(created.code).toBe(200);
    const id = created.data!.id;
    expect(created.data!.type).toBe(1);
    const zhList = await t.client().call('/v1/get_news_list', { page_size: 3 });
    const enList = await t.client().call('/v1/get_news_list', { page_size: 3, lang: 'en' });
    expect(zhList.data!.list.map((n) => n.title)).toContain('岚云上线成都可用区');
    expect(enList.data!.list.map((n) => n.title)).toContain('Lanyun opens a Chengdu zone');
    expect((await t.client().call('/v1/news_search', { keyword: '成都' })).data!.list[0]!.id).toBe(id);
    expect((await t.client().call('/v1/news_search', { keyword: 'chengdu', lang: 'en' })).data!.list[0]!.id).toBe(id);

    const draft = await t.client(editor).call('/ops/news/save', {
      id,
      class_id: classId,
      title: '岚云上线成都可用区',
      content_html: '<p>改稿中</p>',
      published: 0,
    });
    expect(draft.data).toMatchObject({ published: false, title_en: null });
    expect((await t.client().call('/v1/get_news_info', { id })).code).toBe(404);
    expect((await t.client(editor).call('/ops/news/list', { keyword: '成都' })).data!.total).toBe(1);
  });

  it('keeps an article and a notice scheduled for later out of every public list, detail, search and hot list until then', async () => {
    const classId = (await t.client().call('/v1/get_news_class_list', { type: 1 })).data![0]!.id;
    const later = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const a = await t.client(editor).call('/ops/news/save', {
      class_id: classId,
      title: '定时发布的新品预告',
      title_en: 'A scheduled launch',
      content_html: '<p>下月上线。</p>',
      content_html_en: '<p>Next month.</p>',
      hot: 1,
      published_at: later,
    });
    expect(a.data!.published_at).toBe(later);
    const id = a.data!.id;
    const n = await t
      .client(editor)
      .call('/ops/notice/save', { title: '定时公告：机房维护', content_html: '<p>维护窗口</p>', published_at: later });
    const hidden = async () => {
      const ids = (r: { data?: { list: { id: number }[] } | null }) => r.data!.list.map((x) => x.id);
      expect(ids(await t.client().call('/v1/get_news_list', { page_size: 50 }))).not.toContain(id);
      expect(ids(await t.client().call('/v1/get_news_list', { page_size: 50, lang: 'en' }))).not.toContain(id);
      expect((await t.client().call('/v1/get_news_info', { id })).code).toBe(404);
      expect((await t.client().call('/v1/news_search', { keyword: '定时发布' })).data!.total).toBe(0);
      expect((await t.client().call('/v1/get_hot', {})).data!.map((x) => x.id)).not.toContain(id);
      expect(ids(await t.client().call('/v1/notice_list', { page_size: 50 }))).not.toContain(n.data!.id);
    };
    await hidden();
    // The editor still sees it, with its date.
    expect((await t.client(editor).call('/ops/news/list', { keyword: '定时发布' })).data!.list[0]).toMatchObject({
      id,
      published_at: later,
    });
    // Its time comes (the test moves the date instead of the clock): it shows everywhere.
    await t.db.db.execute(sql`update news set published_at = now() - interval '1 minute' where id = ${id}`);
    await t.db.db.execute(sql`update notices set published_at = now() - interval '1 minute' where id = ${n.data!.id}`);
    // The news list's first page is kept up to NEWS_CACHE_MS in the process: the article shows within that.
    const listed = async () =>
      (await t.client().call('/v1/get_news_list', { page_size: 50 })).data!.list.map((x) => x.id);
    const since = Date.now();
    let ids = await listed();
    while (!ids.includes(id) && Date.now() - since < NEWS_CACHE_MS + 500) ids = await listed();
    expect(ids).toContain(id);
    expect((await t.client().call('/v1/get_news_info', { id })).data!.title).toBe('定时发布的新品预告');
    expect((await t.client().call('/v1/news_search', { keyword: '定时发布' })).data!.list[0]!.id).toBe(id);
    expect((await t.client().call('/v1/notice_list', { page_size: 50 })).data!.list.map((x) => x.id)).toContain(
      n.data!.id,
    );
  });

  it('creates, updates and deletes each other kind, refuses bad input and unknown ids', async () => {
    const agreement = await t.client(editor).call('/ops/agreement/save', {
      type: 'cookies',
      title: 'Cookie 政策',
      content_html: '<p>我们使用必要的 Cookie。</p>',
      version: '2025-04',
    });
    expect(agreement.code).toBe(200);
    expect((await t.client().call('/v1/get_agreement', { type: 'cookies' })).data!.title).toBe('Cookie 政策');
    expect(
      (
        await t
          .client(editor)
          .call('/ops/agreement/save', { type: 'cookies', title: 'Again', content_html: '<p>x</p>', version: '1' })
      ).msg,
    ).toMatch(/already uses/);
    const dl = await t.client(editor).call('/ops/download/save', {
      name: '测试客户端',
      platform: 'Linux',
      version: '1.0.0',
      size_bytes: 1024,
      sha256: 'A'.repeat(64),
      url: '/downloads/x.tar.gz',
    });
    expect(dl.data!.sha256).toBe('a'.repeat(64));
    expect(
      (
        await t.post(
          '/ops/download/save',
          { name: 'x', platform: 'Linux', version: '1', size_bytes: '1', sha256: 'zz', url: '/x' },
          editor,
        )
      ).msg,
    ).toMatch(/^version: |^sha256: /);
    const sol = (await t.client().call('/v1/solution_list', {})).data![0]!;
    const list = await t.client(editor).call('/ops/solution/list', { keyword: sol.title });
    const row = list.data!.list[0]!;
    const updated = await t.client(editor).call('/ops/solution/save', {
      ...row,
      id: row.id,
      summary: '更新后的摘要',
      title_en: row.title_en ?? undefined,
      summary_en: row.summary_en ?? undefined,
      content_html_en: row.content_html_en ?? undefined,
      sections: JSON.stringify(row.sections),
      sections_en: JSON.stringify(row.sections_en),
    });
    expect(updated.data!.summary).toBe('更新后的摘要');
    expect(updated.data!.sections).toEqual(row.sections);
    expect(
      (await t.client(editor).call('/ops/notice/save', { id: 999999, title: 'x', content_html: '<p>x</p>' })).code,
    ).toBe(404);
    expect((await t.client(editor).call('/ops/banner/delete', { id: 999999 })).code).toBe(404);
    const cls = (await t.client().call('/v1/get_news_class_list', {})).data![0]!;
    expect((await t.client(editor).call('/ops/news_class/delete', { id: cls.id })).msg).toMatch(/still in use/);
    expect((await t.client(editor).call('/ops/download/delete', { id: dl.data!.id })).code).toBe(200);
    expect((await t.client().call('/v1/download_list', {})).data!.some((d) => d.id === dl.data!.id)).toBe(false);
  });

  it('saves a solution page’s structured sections in both languages and refuses an invalid structure with a clear message', async () => {
    const sections = {
      intro: '在云端运行门店收银与库存系统。',
      challenges: [{ title: '门店分散', text: '每家门店各有一台服务器。' }],
      approach: [{ title: '集中部署', text: '收银后台统一部署在云服务器上。' }],
      products: [{ name: '通用型云服务器', href: '/ecs', spec: '2 vCPU · 4 GiB' }],
    };
    const sectionsEn = {
      intro: 'Run point-of-sale and stock systems in the cloud.',
      challenges: [{ title: 'Scattered shops', text: 'Every shop has its own server.' }],
      approach: [{ title: 'One deployment', text: 'The back office runs on cloud servers.' }],
      products: [],
    };
    // Form fields carry the structures as JSON text; the API stores the parsed objects.
    const created = await t.client(editor).call('/ops/solution/save', {
      slug: 'lingshou',
      title: '零售解决方案',
      title_en: 'Retail solution',
      summary: '门店系统上云',
      sections: JSON.stringify(sections),
      sections_en: JSON.stringify(sectionsEn),
    });
    expect(created.code).toBe(200);
    expect(created.data!.sections_en).toEqual(sectionsEn);
    expect(created.data!.content_html).toBe('');
    const en = await t.client().call('/v1/solution_info', { slug: 'lingshou', lang: 'en' });
    expect(en.data!.sections).toEqual(sectionsEn);
    expect(en.data!.title).toBe('Retail solution');
    expect(
      (await t.client().call('/v1/solution_info', { slug: 'lingshou' })).data!.sections!.challenges[0]!.title,
    ).toBe('门店分散');

    const bad = async (fields: Record<string, string>) =>
      t.post('/ops/solution/save', { slug: 'lingshou-2', title: '零售', ...fields }, editor);
    const missingTitle = await bad({
      sections: JSON.stringify({ ...sections, challenges: [{ title: '', text: 'x' }] }),
    });
    expect(missingTitle).toEqual({
      code: 400,
      msg: 'sections.challenges.0.title: Required',
      data: { reason: 'validation.field' },
    });
    expect((await bad({ sections: '{"intro": "x",' })).msg).toMatch(/^sections: Not valid JSON/);
    expect(
      (await bad({ sections: JSON.stringify(sections), sections_en: JSON.stringify({ intro: 'x', approach: [] }) }))
        .msg,
    ).toMatch(/^sections_en\.challenges: /);
    expect(
      (await bad({ sections: JSON.stringify({ ...sections, products: [{ name: 'x', href: 'javascript:alert(1)' }] }) }))
        .msg,
    ).toMatch(/^sections\.products\.0\.href: A site path/);
    expect((await bad({ sections: JSON.stringify({ ...sections, colour: 'red' }) })).msg).toMatch(
      /^sections: .*colour/,
    );
    expect((await bad({})).msg).toMatch(/^sections: Required/);
    expect((await t.client().call('/v1/solution_info', { slug: 'lingshou-2' })).code).toBe(404);
  });

  it('writes the audit log with before and after for each action, and the log cannot be changed', async () => {
    const banners = await t.client(editor).call('/ops/banner/list', {});
    const b = banners.data!.list[0]!;
    await t.client(editor).call('/ops/banner/save', {
      ...b,
      id: b.id,
      title: '新标题',
      title_en: b.title_en ?? undefined,
      subtitle_en: b.subtitle_en ?? undefined,
      image_url: b.image_url ?? undefined,
      enabled: b.enabled ? 1 : 0,
    });
    const log = await t.client(editor).call('/ops/audit/list', { action: 'banner.', target_id: String(b.id) });
    expect(log.data!.list[0]).toMatchObject({
      action: 'banner.update',
      operator_email: 'editor@lanyun.cloud',
      target_type: 'banner',
      before: { title: b.title },
      after: { title: '新标题' },
    });
    const all = await t.client(editor).call('/ops/audit/list', { page_size: 50 });
    const actions = new Set(all.data!.list.map((a) => a.action));
    for (const a of [
      'news.create',
      'news.update',
      'agreement.create',
      'download.create',
      'download.delete',
      'solution.update',
      'banner.update',
      'operator.login',
    ])
      expect(actions).toContain(a);
    const creation = all.data!.list.find((a) => a.action === 'download.create')!;
    expect(creation.before).toBeNull();
    expect(creation.after).toMatchObject({ platform: 'Linux' });
    const count = async () =>
      Number(
        ((await t.db.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as { rows: { n: number }[] })
          .rows[0]!.n,
      );
    const before = await count();
    await expect(t.db.db.execute(sql`update audit_log set action = 'edited'`)).rejects.toThrow();
    await expect(t.db.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect(await count()).toBe(before);
    expect((await t.client(editor).call('/ops/audit/list', { action: 'edited' })).data!.total).toBe(0);
  });
});
