/**
 * Seeds demo content on first start (when no banner exists yet) inside one transaction, so a
 * crash never leaves half a seed. Article bodies pass through the same sanitizer as operator
 * input. Also creates the demo customer and the demo operator whose credentials the start-up log
 * prints.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bandwidthTiers, diskTypes, instanceFamilies, instanceTypes, purchaseDurations, zoneInstanceTypes, ipPlans, operators, banners, downloads, friendLinks, images, messages, news, newsClasses, notices, phonePackages, regionFathers, regions, users, zones } from '../db/schema.ts';
import { sanitizeArticleHtml } from '../lib/sanitize.ts';
import { hashPassword } from '../services/accounts.ts';
import { PLAN_SEED } from '../services/ip-plans.ts';
import { bandwidthTierSeed, catalogSeed, diskTypeSeed, durationSeed, imageSeed, instanceFamilySeed, phonePackageSeed } from './catalog.ts';
import { articleSeed, bannerSeed, downloadSeed, friendLinkSeed, newsClassSeed, noticeSeed } from './content.ts';

export const DEMO_USER = { email: 'demo@lanyun.cloud', password: 'Demo12345' } as const;
export const DEMO_OPERATOR = { email: 'ops@lanyun.cloud', password: 'Ops12345' } as const;

const DAY_MS = 86_400_000;
const paragraphs = (ps: string[]) => ps.map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join('\n');

/** Reference data every database needs, demo or not (idempotent): the IP plans. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db.insert(ipPlans).values([...PLAN_SEED]).onConflictDoNothing();
}

/** Ensure reference data, then seed the demo content if the database is empty. Returns true when it seeded. */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  await ensureReferenceData(db);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(banners);
  if ((row?.n ?? 0) > 0) return false;
  const demoHash = await hashPassword(DEMO_USER.password);
  const opsHash = await hashPassword(DEMO_OPERATOR.password);
  await db.transaction(async (tx) => {
    await tx.insert(banners).values(bannerSeed.map((b) => ({ ...b, position: 'home' })));

    const classIds = new Map<string, { id: number; type: number }>();
    for (const c of newsClassSeed) {
      const [inserted] = await tx.insert(newsClasses).values({ name: c.name, type: c.type, sort: c.sort }).returning();
      classIds.set(c.key, { id: inserted!.id, type: c.type });
    }
    await tx.insert(news).values(
      articleSeed.map((a) => {
        const cls = classIds.get(a.cls)!;
        return {
          classId: cls.id,
          type: cls.type,
          title: a.title,
          summary: a.summary,
          contentHtml: sanitizeArticleHtml(paragraphs(a.body)),
          hot: a.hot ?? false,
          views: 50 + ((a.title.length * 37) % 900),
          publishedAt: new Date(now.getTime() - a.daysAgo * DAY_MS),
        };
      }),
    );
    await tx.insert(notices).values(noticeSeed.map((n) => ({ title: n.title, contentHtml: sanitizeArticleHtml(paragraphs([n.body])), publishedAt: new Date(now.getTime() - n.daysAgo * DAY_MS) })));
    await tx.insert(friendLinks).values(friendLinkSeed.map((f, i) => ({ ...f, sort: i })));
    await tx.insert(downloads).values(downloadSeed.map((d, i) => ({ ...d, sort: i })));

    const zoneIds: number[] = [];
    let fatherSort = 0;
    for (const area of catalogSeed) {
      const [father] = await tx.insert(regionFathers).values({ name: area.father, sort: fatherSort++ }).returning();
      let regionSort = 0;
      for (const r of area.regions) {
        const [region] = await tx.insert(regions).values({ fatherId: father!.id, code: r.code, name: r.name, pricePct: r.pricePct ?? 100, sort: regionSort++ }).returning();
        for (const z of r.zones) {
          const [zone] = await tx
            .insert(zones)
            .values({ regionId: region!.id, code: `${r.code}-${z}`, name: `Zone ${z.toUpperCase()}` })
            .returning();
          await tx.insert(images).values(imageSeed.map((img) => ({ ...img, zoneId: zone!.id })));
          zoneIds.push(zone!.id);
        }
      }
    }
    await tx.insert(operators).values({ email: DEMO_OPERATOR.email, name: 'Demo Operator', passwordHash: opsHash, role: 'admin' }).onConflictDoNothing();
    const typeIds: number[] = [];
    let familySort = 0;
    for (const fam of instanceFamilySeed) {
      const [f] = await tx.insert(instanceFamilies).values({ code: fam.code, name: fam.name, description: fam.description, sort: familySort++ }).returning();
      let typeSort = 0;
      for (const [code, vcpu, memoryGb, priceMonthFen] of fam.types) {
        const [ty] = await tx.insert(instanceTypes).values({ familyId: f!.id, code, vcpu, memoryGb, priceMonthFen, sort: typeSort++ }).returning();
        typeIds.push(ty!.id);
      }
    }
    // Every zone offers every type except the largest memory-optimised one, which only every other
    // zone has (zones differ, as they do at real providers).
    const scarce = typeIds.at(-4)!;
    await tx.insert(zoneInstanceTypes).values(zoneIds.flatMap((zoneId, i) => typeIds.filter((t) => t !== scarce || i % 2 === 0).map((typeId) => ({ zoneId, typeId }))));
    await tx.insert(diskTypes).values(diskTypeSeed);
    await tx.insert(purchaseDurations).values(durationSeed);
    await tx.insert(bandwidthTiers).values(bandwidthTierSeed);
    await tx.insert(phonePackages).values(phonePackageSeed.map((p, i) => ({ ...p, sort: i })));

    const [demo] = await tx
      .insert(users)
      .values({ email: DEMO_USER.email, userName: DEMO_USER.email, name: 'Demo Customer', passwordHash: demoHash, balanceFen: 0 })
      .onConflictDoNothing()
      .returning();
    if (demo) {
      await tx.insert(messages).values([
        { userId: demo.id, title: 'Welcome to Lanyun Cloud', contentHtml: '<p>Complete real-name verification to start buying cloud servers and cloud phones.</p>' },
        { userId: demo.id, title: 'Your 7-day trial is waiting', contentHtml: '<p>Verified accounts can apply for a free 2 vCPU / 4 GiB instance on the trial page.</p>' },
      ]);
    }
  });
  return true;
}
