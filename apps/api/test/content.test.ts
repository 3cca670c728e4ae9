import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('public content', () => {
  it('answers web_init and banners in the envelope with the pc channel', async () => {
    const init = await t.client().call('/v1/web_init');
    expect(init.code).toBe(200);
    // No record number is made up: unset (development), the sites hide it; production requires ICP_NUMBER.
    expect(init.data?.icp_number).toBe('');
    // Codes go to the development outbox here, so the sign-up and log-in pages can say where to read them.
    expect(init.data?.code_outbox_url).toMatch(/^http:\/\/[^/]+\/dev\/outbox$/);
    const banners = await t.client().call('/v1/banner_list', { position: 'home' });
    expect(banners.data?.length).toBeGreaterThanOrEqual(3);
    expect(banners.data?.[0]).toMatchObject({ link: '/ecs' });
  });

  it('pages through news newest first and filters by type', async () => {
    const p1 = await t.client().call('/v1/get_news_list', { page: 1, page_size: 5 });
    const p2 = await t.client().call('/v1/get_news_list', { page: 2, page_size: 5 });
    expect(p1.data?.list).toHaveLength(5);
    expect(p1.data!.total).toBeGreaterThan(10);
    const all = [...p1.data!.list, ...p2.data!.list];
    expect(new Set(all.map((n) => n.id)).size).toBe(10);
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.created_at).toBeGreaterThanOrEqual(all[i]!.created_at);
    const docs = await t.client().call('/v1/get_news_list', { type: 2, page_size: 50 });
    expect(docs.data!.list.every((n) => n.type === 2)).toBe(true);
  });

  it('shows an article with sanitized HTML, counts the view, and 404s an unknown id', async () => {
    const list = await t.client().call('/v1/get_news_list', { page_size: 1 });
    const id = list.data!.list[0]!.id;
    const a = await t.client().call('/v1/get_news_info', { id });
    expect(a.data?.content_html).toMatch(/^<p>/);
    const b = await t.client().call('/v1/get_news_info', { id });
    expect(b.data!.views).toBe(a.data!.views + 1);
    expect(await t.client().call('/v1/get_news_info', { id: 999999 })).toEqual({
      code: 404,
      msg: 'The article does not exist',
      data: { reason: 'content.article_not_found' },
    });
  });

  it('rejects a malformed id with a clear message, not a stack trace', async () => {
    const res = await t.post('/v1/get_news_info', { id: 'abc' });
    expect(res.code).toBe(400);
    expect(res.msg).toMatch(/^id: /);
    expect(JSON.stringify(res)).not.toMatch(/at .*\.ts/);
  });

  it('lists regions with zones, images per zone and cloud-phone packages (GET)', async () => {
    const fathers = await t.client().call('/v1/get_region_father');
    expect(fathers.data!.length).toBeGreaterThanOrEqual(3);
    const regions = await t.client().call('/v1/get_region_zone', { father_id: fathers.data![0]!.id });
    expect(regions.data![0]!.zones.length).toBeGreaterThan(0);
    const images = await t.client().call('/v1/get_region_zone_images', { zone_id: regions.data![0]!.zones[0]!.id });
    expect(images.data!.some((i) => i.name === 'Ubuntu')).toBe(true);
    const pkgs = await t.client().call('/phone/get_pdc_pkg_id');
    expect(pkgs.data![0]).toMatchObject({ name: '基础版', price_month: '39.00' });
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const res = await fetch(`${t.baseUrl}/v1/nope`, { method: 'POST' });
    expect(await res.json()).toMatchObject({ code: 404, msg: 'No such API: POST /v1/nope' });
  });

  it('publishes the OpenAPI document', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/v1/user_regis');
  });
});
