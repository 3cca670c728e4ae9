import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Hit = { kind: string; id: number; title: string; snippet: string; url: string };

describe('site search (/v1/site_search)', () => {
  it('finds a Chinese word inside an article body, with a snippet around it', async () => {
    const res = await t.post('/v1/site_search', { keyword: '服务器', lang: 'zh-CN', page_size: '50' });
    expect(res.code).toBe(200);
    const c7 = (res.data.list as Hit[]).find((h) => h.title === '计算型 C7 实例全面开售');
    expect(c7).toMatchObject({ kind: 'news', url: expect.stringMatching(/^\/news\/detail\/\d+$/) });
    expect(c7!.snippet).toContain('游戏服务器');
    // Title hits rank first.
    const list = res.data.list as Hit[];
    const firstBodyOnly = list.findIndex((h) => !h.title.includes('服务器'));
    expect(list.slice(firstBodyOnly).every((h) => !h.title.includes('服务器'))).toBe(true);
    expect(res.data.total).toBe(Object.values(res.data.counts as Record<string, number>).reduce((a, b) => a + b, 0));
  });

  it('searches solutions and resources too, pages exactly, and filters by kind', async () => {
    const all = await t.post('/v1/site_search', { keyword: '云', page_size: '50' });
    expect(all.data.counts.solution).toBeGreaterThan(0);
    const p1 = await t.post('/v1/site_search', { keyword: '云', page: '1', page_size: '3' });
    const p2 = await t.post('/v1/site_search', { keyword: '云', page: '2', page_size: '3' });
    const ids = (r: typeof p1) => (r.data.list as Hit[]).map((h) => `${h.kind}:${h.id}`);
    expect([...ids(p1), ...ids(p2)]).toEqual(ids(all).slice(0, 6));
    const solutions = await t.post('/v1/site_search', { keyword: '云', kind: 'solution', page_size: '50' });
    expect((solutions.data.list as Hit[]).every((h) => h.kind === 'solution' && h.url.startsWith('/solution/'))).toBe(
      true,
    );
    expect(solutions.data.total).toBe(all.data.counts.solution);
  });

  it('answers in English for en, and refuses an empty keyword in the reader’s language', async () => {
    const en = await t.post('/v1/site_search', { keyword: 'game servers', lang: 'en' });
    expect((en.data.list as Hit[]).some((h) => h.snippet.toLowerCase().includes('game servers'))).toBe(true);
    expect((await t.post('/v1/site_search', { keyword: '  ' })).msg).toContain('Enter a search word');
    const zh = await fetch(`${t.baseUrl}/v1/site_search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      body: JSON.stringify({ keyword: '' }),
    }).then((r) => r.json() as Promise<{ msg: string }>);
    expect(zh.msg).toContain('请输入搜索关键词');
  });
});
