import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let editor: string;
beforeAll(async () => {
  t = await startTestServer({ env: { CONTENT_CLOCK_CONTROL: 'on' } });
  editor = await t.opsLogin('editor@lanyun.cloud');
});
afterAll(() => t.close());

const moveClock = async (server: TestServer, offset: number) =>
  (await fetch(`${server.baseUrl}/dev/content-clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offset_seconds: offset }),
  }).then((r) => r.json())) as { code: number; data: unknown };

describe('the content clock of the test stack', () => {
  it('moving it forward publishes a scheduled article everywhere at once; moving it back hides it again', async () => {
    const later = Math.floor(Date.now() / 1000) + 3600;
    const saved = await t.client(editor).call('/ops/news/save', {
      class_id: 1,
      title: '时钟测试：下小时发布',
      content_html: '<p>时钟测试正文。</p>',
      published_at: later,
    });
    expect(saved.code).toBe(200);
    const id = saved.data!.id;
    const visible = async () => {
      const listed = (await t.client().call('/v1/get_news_list', { page_size: 50 })).data!.list.some(
        (x) => x.id === id,
      );
      const detail = (await t.client().call('/v1/get_news_info', { id })).code === 200;
      const found = (await t.client().call('/v1/news_search', { keyword: '时钟测试' })).data!.total > 0;
      return [listed, detail, found];
    };
    expect(await visible()).toEqual([false, false, false]);
    expect(await moveClock(t, 7200)).toMatchObject({ code: 200, data: { offset_seconds: 7200 } });
    expect(await visible()).toEqual([true, true, true]);
    expect((await moveClock(t, 0)).code).toBe(200);
    expect(await visible()).toEqual([false, false, false]);
  });

  it('does not exist without CONTENT_CLOCK_CONTROL=on', async () => {
    const plain = await startTestServer();
    try {
      expect((await moveClock(plain, 7200)).code).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
