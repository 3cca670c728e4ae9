/**
 * Seeds demo content on first start (when no banner exists yet) inside one transaction, so a
 * crash never leaves half a seed. Article bodies pass through the same sanitizer as operator
 * input. Also creates the demo customer and the demo operators whose credentials the start-up log
 * prints, except in production (`demoAccounts: false`).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  bandwidthTiers,
  diskTypes,
  instanceFamilies,
  instanceTypes,
  purchaseDurations,
  phoneDurations,
  phoneRegions,
  zoneInstanceTypes,
  ipPlans,
  operators,
  banners,
  friendLinks,
  images,
  messages,
  news,
  newsClasses,
  notices,
  phonePackages,
  regionFathers,
  regions,
  users,
  zones,
} from '../db/schema.ts';
import { agreements, resourceClasses, resources, solutions } from '../db/schema.ts';
import { sanitizeArticleHtml } from '../lib/sanitize.ts';
import { hashPassword } from '../modules/accounts/index.ts';
import { PLAN_SEED } from '../modules/ipintel/index.ts';
import {
  bandwidthTierSeed,
  catalogSeed,
  diskTypeSeed,
  durationSeed,
  imageSeed,
  instanceFamilySeed,
  phoneDurationSeed,
  phonePackageSeed,
  phoneRecommendSeed,
  phoneRegionSeed,
} from './catalog.ts';
import { ensureCatalogNamesZh } from './catalog-zh.ts';
import { newsArticleSeed } from './content-articles.ts';
import { docArticleSeed } from './content-docs.ts';
import { agreementSeed } from './content-pages.ts';
import { solutionSeed } from './content-solutions.ts';
import { tokenizeSeededFigures } from './catalog-tokens.ts';
import { translateSeededNotices } from './notice-en.ts';
import {
  bannerSeed,
  friendLinkSeed,
  newsClassSeed,
  noticeSeed,
  resourceClassSeed,
  resourceSeed,
  toHtml,
} from './content.ts';

export const DEMO_USER = { email: 'demo@lanyun.cloud', password: 'Demo12345' } as const;
/**
 * The demo operators (all with two-factor log-in set up on the same TOTP secret, configurable as
 * OPS_DEMO_TOTP_SECRET): the admin `ops@lanyun.cloud` and one per role for trying the role checks.
 */
export const DEMO_OPERATOR = {
  email: 'ops@lanyun.cloud',
  password: 'Ops12345',
  totpSecret: 'LANYUNOPSDEMOTOTPSECRETKEY234567',
} as const;
export const DEMO_ROLE_OPERATORS = [
  { email: 'editor@lanyun.cloud', name: 'Demo Editor', role: 'editor' },
  { email: 'reviewer@lanyun.cloud', name: 'Demo Reviewer', role: 'reviewer' },
  { email: 'finance@lanyun.cloud', name: 'Demo Finance', role: 'finance' },
  { email: 'support@lanyun.cloud', name: 'Demo Support', role: 'support' },
] as const;

const DAY_MS = 86_400_000;
/** Seed body blocks → sanitized HTML (seeded content goes through the same sanitizer as operator input). */
const html = (blocks: string[]) => sanitizeArticleHtml(toHtml(blocks));

/**
 * Seed the solution pages, agreements and resources when their tables are empty (also on
 * databases seeded before these tables existed), and the seeded solution pages' sections where
 * they are still missing. Idempotent.
 */
export async function seedContentPages(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [sol] = await tx.select({ n: sql<number>`count(*)::int` }).from(solutions);
    if (!sol?.n) {
      await tx.insert(solutions).values(
        solutionSeed.map((s, i) => ({
          slug: s.slug,
          title: s.zh.title,
          titleEn: s.en.title,
          summary: s.zh.summary,
          summaryEn: s.en.summary,
          sections: s.zh.sections,
          sectionsEn: s.en.sections,
          contentHtml: '',
          sort: i + 1,
        })),
      );
    } else {
      // Databases seeded before pages had sections: give the seeded pages theirs (never overwrites operators' sections).
      for (const s of solutionSeed) {
        await tx
          .update(solutions)
          .set({ sections: s.zh.sections, sectionsEn: s.en.sections })
          .where(and(eq(solutions.slug, s.slug), isNull(solutions.sections)));
      }
    }
    const [agr] = await tx.select({ n: sql<number>`count(*)::int` }).from(agreements);
    if (!agr?.n) {
      await tx.insert(agreements).values(
        agreementSeed.map((a, i) => ({
          type: a.type,
          version: a.version,
          title: a.zh.title,
          titleEn: a.en.title,
          contentHtml: html(a.zh.body),
          contentHtmlEn: html(a.en.body),
          effectiveAt: new Date(now.getTime() - (60 + i * 7) * DAY_MS),
          sort: i + 1,
        })),
      );
    }
    const [res] = await tx.select({ n: sql<number>`count(*)::int` }).from(resourceClasses);
    if (!res?.n) {
      const ids = new Map<string, number>();
      for (const c of resourceClassSeed) {
        const [row] = await tx
          .insert(resourceClasses)
          .values({ name: c.name, nameEn: c.nameEn, sort: c.sort })
          .returning();
        ids.set(c.key, row!.id);
      }
      await tx
        .insert(resources)
        .values(resourceSeed.map(({ cls, ...r }, i) => ({ ...r, classId: ids.get(cls)!, sort: i + 1 })));
    }
  });
}

/** Reference data every database needs, demo or not (idempotent): the IP plans. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(ipPlans)
    .values([...PLAN_SEED])
    .onConflictDoNothing();
}

/** The cloud-phone regions, durations and recommendations, when missing (also for databases seeded before they existed). */
export async function ensurePhoneCatalog(db: Pick<Db, 'select' | 'insert' | 'update'>): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(phoneRegions);
  if ((row?.n ?? 0) > 0) return;
  await db.insert(phoneRegions).values(phoneRegionSeed.map((r, i) => ({ ...r, sort: i })));
  await db.insert(phoneDurations).values(phoneDurationSeed).onConflictDoNothing();
  for (const [name, [badge, badgeZh]] of Object.entries(phoneRecommendSeed))
    await db.update(phonePackages).set({ recommended: true, badge, badgeZh }).where(eq(phonePackages.name, name));
}

/**
 * Ensure reference data, then seed the demo content if the database is empty. Returns true when it seeded.
 * @param opts.demoAccounts false in production: the catalog and public content are seeded, but never the demo
 *   customer or the demo operators, whose passwords and TOTP secret are published (docs/decisions/0015-production-start-and-faults.md).
 */
export async function seedIfEmpty(
  db: Db,
  now = new Date(),
  opsTotpSecret: string = DEMO_OPERATOR.totpSecret,
  opts: { demoAccounts?: boolean } = {},
): Promise<boolean> {
  const demoAccounts = opts.demoAccounts ?? true;
  await ensureReferenceData(db);
  await seedContentPages(db, now);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(banners);
  if ((row?.n ?? 0) > 0) {
    await ensurePhoneCatalog(db);
    await ensureCatalogNamesZh(db);
    await tokenizeSeededFigures(db);
    await translateSeededNotices(db);
    return false;
  }
  const demoHash = demoAccounts ? await hashPassword(DEMO_USER.password) : '';
  const opsHash = demoAccounts ? await hashPassword(DEMO_OPERATOR.password) : '';
  await db.transaction(async (tx) => {
    await tx.insert(banners).values(bannerSeed.map((b) => ({ ...b, position: 'home' })));

    const classIds = new Map<string, { id: number; type: number }>();
    for (const c of newsClassSeed) {
      const [inserted] = await tx
        .insert(newsClasses)
        .values({ name: c.name, nameEn: c.nameEn, type: c.type, sort: c.sort })
        .returning();
      classIds.set(c.key, { id: inserted!.id, type: c.type });
    }
    await tx.insert(news).values(
      [...newsArticleSeed, ...docArticleSeed].map((a) => {
        const cls = classIds.get(a.cls)!;
        const publishedAt = new Date(now.getTime() - a.daysAgo * DAY_MS);
        return {
          classId: cls.id,
          type: cls.type,
          title: a.zh.title,
          summary: a.zh.summary,
          contentHtml: html(a.zh.body),
          titleEn: a.en?.title ?? null,
          summaryEn: a.en?.summary ?? null,
          contentHtmlEn: a.en ? html(a.en.body) : null,
          hot: a.hot ?? false,
          views: 50 + ((a.zh.title.length * 37 + a.daysAgo * 11) % 900),
          publishedAt,
          updatedAt: publishedAt,
        };
      }),
    );
    await tx.insert(notices).values(
      noticeSeed.map((n) => ({
        title: n.title,
        titleEn: n.titleEn,
        contentHtml: html([n.body]),
        contentHtmlEn: n.bodyEn ? html([n.bodyEn]) : null,
        publishedAt: new Date(now.getTime() - n.daysAgo * DAY_MS),
      })),
    );
    await tx.insert(friendLinks).values(friendLinkSeed.map((f, i) => ({ ...f, sort: i })));
    // Downloads are built from this repository and stored at start-up (services/content/downloads.ts ensureRepoDownloads).

    const zoneIds: number[] = [];
    let fatherSort = 0;
    for (const area of catalogSeed) {
      const [father] = await tx
        .insert(regionFathers)
        .values({ name: area.father, nameZh: area.fatherZh, sort: fatherSort++ })
        .returning();
      let regionSort = 0;
      for (const r of area.regions) {
        const [region] = await tx
          .insert(regions)
          .values({
            fatherId: father!.id,
            code: r.code,
            name: r.name,
            nameZh: r.nameZh,
            pricePct: r.pricePct ?? 100,
            sort: regionSort++,
          })
          .returning();
        for (const z of r.zones) {
          const [zone] = await tx
            .insert(zones)
            .values({
              regionId: region!.id,
              code: `${r.code}-${z}`,
              name: `Zone ${z.toUpperCase()}`,
              nameZh: `可用区 ${z.toUpperCase()}`,
            })
            .returning();
          await tx.insert(images).values(imageSeed.map((img) => ({ ...img, zoneId: zone!.id })));
          zoneIds.push(zone!.id);
        }
      }
    }
    if (demoAccounts) {
      await tx
        .insert(operators)
        .values(
          [
            { email: DEMO_OPERATOR.email, name: 'Demo Operator', role: 'admin' },
            ...DEMO_ROLE_OPERATORS.map((o) => ({ email: o.email, name: o.name, role: o.role })),
          ].map((o) => ({ ...o, passwordHash: opsHash, totpSecret: opsTotpSecret, totpEnabled: true })),
        )
        .onConflictDoNothing();
    }
    const typeIds: number[] = [];
    let familySort = 0;
    for (const fam of instanceFamilySeed) {
      const [f] = await tx
        .insert(instanceFamilies)
        .values({
          code: fam.code,
          name: fam.name,
          nameZh: fam.nameZh,
          description: fam.description,
          descriptionZh: fam.descriptionZh,
          sort: familySort++,
        })
        .returning();
      let typeSort = 0;
      for (const [code, vcpu, memoryGb, priceMonthFen] of fam.types) {
        const [ty] = await tx
          .insert(instanceTypes)
          .values({ familyId: f!.id, code, vcpu, memoryGb, priceMonthFen, sort: typeSort++ })
          .returning();
        typeIds.push(ty!.id);
      }
    }
    // Every zone offers every type except the largest memory-optimised one, which only every other
    // zone has (zones differ, as they do at real providers).
    const scarce = typeIds.at(-4)!;
    await tx
      .insert(zoneInstanceTypes)
      .values(
        zoneIds.flatMap((zoneId, i) =>
          typeIds.filter((t) => t !== scarce || i % 2 === 0).map((typeId) => ({ zoneId, typeId })),
        ),
      );
    await tx.insert(diskTypes).values(diskTypeSeed);
    await tx.insert(purchaseDurations).values(durationSeed);
    await tx.insert(bandwidthTiers).values(bandwidthTierSeed);
    await tx.insert(phonePackages).values(phonePackageSeed.map((p, i) => ({ ...p, sort: i })));
    await ensurePhoneCatalog(tx);

    if (!demoAccounts) return;
    const [demo] = await tx
      .insert(users)
      .values({
        email: DEMO_USER.email,
        userName: DEMO_USER.email,
        name: 'Demo Customer',
        passwordHash: demoHash,
        balanceFen: 0,
      })
      .onConflictDoNothing()
      .returning();
    if (demo) {
      await tx.insert(messages).values([
        {
          userId: demo.id,
          title: 'Welcome to Lanyun Cloud',
          contentHtml: '<p>Complete real-name verification to start buying cloud servers and cloud phones.</p>',
        },
        {
          userId: demo.id,
          title: 'Your 7-day trial is waiting',
          contentHtml: '<p>Verified accounts can apply for a free 2 vCPU / 4 GiB instance on the trial page.</p>',
        },
      ]);
    }
  });
  return true;
}
