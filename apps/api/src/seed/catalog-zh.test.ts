import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../db/client.ts';
import { phonePackages, purchaseDurations, regions, zones } from '../db/schema.ts';
import { seedIfEmpty } from './index.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await openDb({ pgliteDir: 'memory://' });
  await seedIfEmpty(h.db);
}, 120_000);
afterAll(() => h.close());

describe('Chinese catalog names for a database seeded without them', () => {
  it('fills the seeded rows on the next start and leaves names an operator set alone', async () => {
    // As a database seeded before migration 0005: no Chinese names; one region renamed by an operator since.
    for (const t of [regions, zones, phonePackages]) await h.db.update(t).set({ nameZh: null });
    await h.db.update(purchaseDurations).set({ labelZh: null });
    await h.db.update(regions).set({ name: 'Hangzhou Region' }).where(eq(regions.code, 'cn-hangzhou'));
    await seedIfEmpty(h.db);
    const byCode = async (code: string) => (await h.db.select().from(regions).where(eq(regions.code, code)))[0]!;
    expect((await byCode('cn-shanghai')).nameZh).toBe('华东2（上海）');
    expect((await byCode('cn-hangzhou')).nameZh).toBeNull();
    expect((await h.db.select().from(zones).where(eq(zones.code, 'cn-shanghai-b')))[0]!.nameZh).toBe('可用区 B');
    expect((await h.db.select().from(purchaseDurations).where(eq(purchaseDurations.months, 12)))[0]!.labelZh).toBe(
      '1 年',
    );
    expect((await h.db.select().from(phonePackages).where(eq(phonePackages.name, 'Pro')))[0]!.nameZh).toBe('专业版');
    // An operator's own Chinese name is kept on later starts.
    await h.db.update(regions).set({ nameZh: '上海' }).where(eq(regions.code, 'cn-shanghai'));
    await seedIfEmpty(h.db);
    expect((await byCode('cn-shanghai')).nameZh).toBe('上海');
    expect(await h.db.select().from(regions).where(isNull(regions.nameZh))).toHaveLength(1);
  });
});
