import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../db/client.ts';
import { notices } from '../db/schema.ts';
import { seedIfEmpty } from './index.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await openDb({ pgliteDir: 'memory://' });
  await seedIfEmpty(h.db);
}, 120_000);
afterAll(() => h.close());

const TITLE = '旧版 API 签名方式停用提醒';

describe('English text of the seeded notices for a database seeded without it', () => {
  it('fills the seeded notice on the next start and leaves an operator’s English alone', async () => {
    const row = async () => (await h.db.select().from(notices).where(eq(notices.title, TITLE)))[0]!;
    expect((await row()).contentHtmlEn).toContain('HMAC-SHA256');
    await h.db.update(notices).set({ contentHtmlEn: null }).where(eq(notices.title, TITLE));
    await seedIfEmpty(h.db);
    expect((await row()).contentHtmlEn).toContain('The old HMAC-MD5 signature method');
    await h.db.update(notices).set({ contentHtmlEn: '<p>Own text</p>' }).where(eq(notices.title, TITLE));
    await seedIfEmpty(h.db);
    expect((await row()).contentHtmlEn).toBe('<p>Own text</p>');
  });
});
