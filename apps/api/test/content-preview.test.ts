import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_TTL_SECONDS, signPreview } from '../src/modules/content/services/preview.ts';
import { createPreviewLink } from '../src/modules/content/services/preview-links.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let editor: string;
let classId: number;
beforeAll(async () => {
  t = await startTestServer();
  editor = await t.opsLogin('editor@lanyun.cloud');
  classId = (await t.client().call('/v1/get_news_class_list', { type: 1 })).data![0]!.id;
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);

async function article(fields: Record<string, string | number>) {
  const saved = await t.client(editor).call('/ops/news/save', {
    class_id: classId,
    content_html: '<p>正文草稿：新的可用区即将开放。</p>',
    ...fields,
  });
  expect(saved.code).toBe(200);
  return saved.data!.id as number;
}

async function link(id: number) {
  const res = await t.client(editor).call('/ops/news/preview_link', { id });
  expect(res.code).toBe(200);
  // The token travels inside the path only (a `token` field would be taken for a session by the console's proxy).
  expect(res.data).not.toHaveProperty('token');
  return { ...res.data!, token: res.data!.path.replace('/news/preview/', '') };
}

const preview = (token: string, lang?: 'en') =>
  t.client().call('/v1/news_preview', { token, ...(lang ? { lang } : {}) });

describe('preview links of unpublished articles', () => {
  it('shows a draft through its link, in both languages, and nowhere else', async () => {
    const id = await article({
      title: '预览草稿：乌兰察布可用区',
      title_en: 'Draft preview: the Ulanqab zone',
      content_html_en: '<p>Draft: a new zone opens soon.</p>',
      published: 0,
    });
    const l = await link(id);
    expect(l.state).toBe('draft');
    expect(l.path).toMatch(/^\/news\/preview\/\d+\.\d+\.\d+\.[0-9a-f]{64}$/);
    expect(l.expires_at - now()).toBeGreaterThan(PREVIEW_TTL_SECONDS - 60);
    expect(l.expires_at - now()).toBeLessThanOrEqual(PREVIEW_TTL_SECONDS);

    const zh = await preview(l.token);
    expect(zh.data).toMatchObject({
      id,
      title: '预览草稿：乌兰察布可用区',
      content_html: '<p>正文草稿：新的可用区即将开放。</p>',
      lang: 'zh-CN',
      prev: null,
      next: null,
      preview: { state: 'draft', expires_at: l.expires_at },
    });
    expect((await preview(l.token, 'en')).data).toMatchObject({ title: 'Draft preview: the Ulanqab zone', lang: 'en' });
    // Reading a preview counts no view.
    expect((await preview(l.token)).data!.views).toBe(0);

    // The draft stays out of the public detail, lists, search and hot list.
    expect((await t.client().call('/v1/get_news_info', { id })).code).toBe(404);
    for (const lang of ['zh-CN', 'en'] as const) {
      const list = await t.client().call('/v1/get_news_list', { page_size: 50, lang });
      expect(list.data!.list.map((n: { id: number }) => n.id)).not.toContain(id);
      const hot = await t.client().call('/v1/get_hot', { lang });
      expect(hot.data!.map((n: { id: number }) => n.id)).not.toContain(id);
    }
    expect((await t.client().call('/v1/news_search', { keyword: '乌兰察布' })).data!.total).toBe(0);
    expect((await t.client().call('/v1/news_search', { keyword: 'Ulanqab', lang: 'en' })).data!.total).toBe(0);

    // Handing out the link is audited.
    const log = await t.client(editor).call('/ops/audit/list', { action: 'news.preview_link', target_id: String(id) });
    expect(log.data!.total).toBe(1);
  });

  it('shows a scheduled article before its time, marked scheduled', async () => {
    const id = await article({ title: '下月上线的新品', published_at: now() + 30 * 86_400 });
    const l = await link(id);
    expect(l.state).toBe('scheduled');
    expect((await preview(l.token)).data).toMatchObject({
      id,
      title: '下月上线的新品',
      preview: { state: 'scheduled' },
    });
    expect((await t.client().call('/v1/get_news_info', { id })).code).toBe(404);
  });

  it('refuses tampered, foreign-secret and expired tokens', async () => {
    const id = await article({ title: '不可外传的草稿', published: 0 });
    const other = await article({ title: '另一篇草稿', published: 0 });
    const { token } = await link(id);
    const [, linkId, exp, sig] = token.split('.') as [string, string, string, string];
    const secret = t.app.config.PREVIEW_SECRET;
    const invalid = { code: 403, data: { reason: 'content.preview_invalid' } };
    const flip = (c: string) => (c === 'a' ? 'b' : 'a');
    for (const bad of [
      `${other}.${linkId}.${exp}.${sig}`, // another article
      `${id}.${Number(linkId) + 1}.${exp}.${sig}`, // another link
      `${id}.${linkId}.${Number(exp) + 86_400}.${sig}`, // a longer life
      `${id}.${linkId}.${exp}.${sig.slice(0, -1)}${flip(sig.slice(-1))}`, // a changed signature
      `${id}.${exp}.${sig}`, // the shape of links made before links had a record
      `${id}.${linkId}.${exp}`,
      'nonsense',
      signPreview('not-the-server-secret-at-all', { id, link: Number(linkId), exp: Number(exp) }),
      // Signed, but the link's record belongs to another article, or there is no such record.
      signPreview(secret, { id: other, link: Number(linkId), exp: Number(exp) }),
      signPreview(secret, { id, link: 999_999, exp: Number(exp) }),
    ])
      expect(await preview(bad)).toMatchObject(invalid);

    const expired = signPreview(secret, { id, link: Number(linkId), exp: now() - 1 });
    expect(await preview(expired)).toMatchObject({
      code: 403,
      msg: 'The preview link has expired: ask the editor for a new one',
      data: { reason: 'content.preview_expired' },
    });
  });

  it('lists an article’s live links with who made them, and a revoked link is refused from then on', async () => {
    const id = await article({ title: '撤销预览链接的草稿', published: 0 });
    const admin = await t.opsLogin('ops@lanyun.cloud');
    const first = await link(id);
    const made = (await t.client(admin).call('/ops/news/preview_link', { id })).data!;
    const second = { ...made, token: made.path.replace('/news/preview/', '') };
    // An expired link is not live any more: it is not listed.
    await createPreviewLink(
      t.app.db,
      t.app.config.PREVIEW_SECRET,
      id,
      { operatorId: 1, clientIp: '127.0.0.1' },
      now() - PREVIEW_TTL_SECONDS - 60,
    );

    const live = async () => (await t.client(editor).call('/ops/news/preview_links', { id })).data!.list;
    const listed = await live();
    expect(listed.map((l) => l.id)).toEqual([first.id, second.id]);
    expect(listed[0]).toMatchObject({
      path: first.path,
      expires_at: first.expires_at,
      created_by: { email: 'editor@lanyun.cloud' },
    });
    expect(listed[1]!.created_by.email).toBe('ops@lanyun.cloud');
    expect(Math.abs(listed[0]!.created_at - now())).toBeLessThan(60);

    const revoked = await t.client(editor).call('/ops/news/preview_revoke', { id: first.id });
    expect(revoked).toMatchObject({ code: 200, data: { id: first.id, news_id: id } });
    expect(await preview(first.token)).toMatchObject({
      code: 403,
      msg: 'The preview link was revoked by the editor: ask them for a new one',
      data: { reason: 'content.preview_revoked' },
    });
    // The other link still works, and is the only one listed.
    expect((await preview(second.token)).data).toMatchObject({ id, preview: { state: 'draft' } });
    expect((await live()).map((l) => l.id)).toEqual([second.id]);

    // Revoking again changes nothing; the revocation is audited once, with the link it revoked.
    const again = await t.client(editor).call('/ops/news/preview_revoke', { id: first.id });
    expect(again.data).toEqual(revoked.data);
    const log = await t
      .client(editor)
      .call('/ops/audit/list', { action: 'news.preview_revoke', target_id: String(id) });
    expect(log.data!.total).toBe(1);
    expect(log.data!.list[0]!.detail).toMatchObject({ link_id: first.id });

    expect(await t.client(editor).call('/ops/news/preview_revoke', { id: 987_654 })).toMatchObject({
      code: 404,
      data: { reason: 'content.preview_link_not_found' },
    });
    expect((await t.client(editor).call('/ops/news/preview_links', { id: 987_654 })).code).toBe(404);
    const customer = (await t.signUp('preview-revoker@example.com')).data.token as string;
    expect((await t.client(customer).call('/ops/news/preview_revoke', { id: second.id })).code).not.toBe(200);
    expect((await t.client(customer).call('/ops/news/preview_links', { id })).code).not.toBe(200);
    expect((await preview(second.token)).code).toBe(200);
  });

  it('answers 404 for a link to an article deleted since', async () => {
    const id = await article({ title: '将被删除的草稿', published: 0 });
    const l = await link(id);
    expect((await t.client(editor).call('/ops/news/delete', { id })).code).toBe(200);
    expect(await preview(l.token)).toMatchObject({ code: 404, data: { reason: 'content.article_not_found' } });
  });

  it('gives links to editors only, and none for an unknown article', async () => {
    const id = await article({ title: '编辑专用草稿', published: 0 });
    expect((await t.client().call('/ops/news/preview_link', { id })).code).not.toBe(200);
    const customer = (await t.signUp('preview-reader@example.com')).data.token as string;
    expect((await t.client(customer).call('/ops/news/preview_link', { id })).code).not.toBe(200);
    expect((await t.client(editor).call('/ops/news/preview_link', { id: 987_654 })).code).toBe(404);
  });
});
