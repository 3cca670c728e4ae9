import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, type DbHandle, openDb } from '../db/client.ts';
import { notices, phonePackages, purchaseDurations, regions, zones } from '../db/schema.ts';
import { seedIfEmpty } from './index.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await openDb({ pgliteDir: 'memory://' });
  await seedIfEmpty(h.db);
}, 120_000);
afterAll(() => h.close());

/**
 * Text the seed fills into a database seeded before that text existed (seed/catalog-zh.ts, seed/notice-en.ts): the
 * next start fills the seeded rows, and never overwrites what an operator wrote.
 */
interface Backfill {
  what: string;
  /** Puts the database back to how an older seed left it (and an operator's change made since, if any). */
  unfill(db: Db): Promise<void>;
  /** Checks what the next start filled in. */
  filled(db: Db): Promise<void>;
  /** An operator's own text, written after the fill. */
  own(db: Db): Promise<void>;
  /** Checks the operator's text outlived another start. */
  kept(db: Db): Promise<void>;
}

const NOTICE = '旧版 API 签名方式停用提醒';
const notice = async (db: Db) => (await db.select().from(notices).where(eq(notices.title, NOTICE)))[0]!;
const region = async (db: Db, code: string) => (await db.select().from(regions).where(eq(regions.code, code)))[0]!;

const CASES: Backfill[] = [
  {
    what: 'the English text of the seeded notices',
    async unfill(db) {
      expect((await notice(db)).contentHtmlEn).toContain('HMAC-SHA256');
      await db.update(notices).set({ contentHtmlEn: null }).where(eq(notices.title, NOTICE));
    },
    async filled(db) {
      expect((await notice(db)).contentHtmlEn).toContain('The old HMAC-MD5 signature method');
    },
    async own(db) {
      await db.update(notices).set({ contentHtmlEn: '<p>Own text</p>' }).where(eq(notices.title, NOTICE));
    },
    async kept(db) {
      expect((await notice(db)).contentHtmlEn).toBe('<p>Own text</p>');
    },
  },
  {
    what: 'the Chinese catalog names',
    async unfill(db) {
      // As a database seeded before migration 0005: no Chinese names; one region renamed by an operator since.
      for (const t of [regions, zones, phonePackages]) await db.update(t).set({ nameZh: null });
      await db.update(purchaseDurations).set({ labelZh: null });
      await db.update(regions).set({ name: 'Hangzhou Region' }).where(eq(regions.code, 'cn-hangzhou'));
    },
    async filled(db) {
      expect((await region(db, 'cn-shanghai')).nameZh).toBe('华东2（上海）');
      expect((await region(db, 'cn-hangzhou')).nameZh).toBeNull();
      expect((await db.select().from(zones).where(eq(zones.code, 'cn-shanghai-b')))[0]!.nameZh).toBe('可用区 B');
      const year = (await db.select().from(purchaseDurations).where(eq(purchaseDurations.months, 12)))[0]!;
      expect(year.labelZh).toBe('1 年');
      expect((await db.select().from(phonePackages).where(eq(phonePackages.name, 'Pro')))[0]!.nameZh).toBe('专业版');
    },
    async own(db) {
      await db.update(regions).set({ nameZh: '上海' }).where(eq(regions.code, 'cn-shanghai'));
    },
    async kept(db) {
      expect((await region(db, 'cn-shanghai')).nameZh).toBe('上海');
      expect(await db.select().from(regions).where(isNull(regions.nameZh))).toHaveLength(1);
    },
  },
];

describe('seeded text filled into a database seeded without it', () => {
  it.each(CASES.map((c) => [c.what, c] as const))(
    'fills %s on the next start, not over an operator’s',
    async (_, c) => {
      await c.unfill(h.db);
      await seedIfEmpty(h.db);
      await c.filled(h.db);
      await c.own(h.db);
      await seedIfEmpty(h.db);
      await c.kept(h.db);
    },
    // Two seed runs on an in-memory PGlite: seconds on a busy 2-core machine.
    30_000,
  );
});
