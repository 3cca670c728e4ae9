/**
 * Chinese names for a catalog seeded before the catalog had them (migration 0005 added the `*_zh` columns empty).
 * Fills a row's Chinese name only while it has none and its English name is still the seeded one, so names an
 * operator has set or changed are left alone. Idempotent; a no-op once every seeded row has its Chinese name.
 */
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  diskTypes,
  instanceFamilies,
  phoneDurations,
  phonePackages,
  phoneRegions,
  purchaseDurations,
  regionFathers,
  regions,
  zones,
} from '../db/schema.ts';
import {
  catalogSeed,
  diskTypeSeed,
  durationSeed,
  instanceFamilySeed,
  phoneDurationSeed,
  phonePackageSeed,
  phoneRecommendSeed,
  phoneRegionSeed,
} from './catalog.ts';

type Pairs = ReadonlyArray<readonly [en: string, zh: string]>;

async function fill(db: Db, table: PgTable, en: PgColumn, zh: PgColumn, pairs: Pairs): Promise<void> {
  const key = columnKey(table, zh);
  for (const [e, z] of pairs)
    await db
      .update(table)
      .set({ [key]: z })
      .where(and(eq(en, e), isNull(zh)));
}

/** The drizzle property name of `column` in `table` (update().set() takes property names). */
function columnKey(table: PgTable, column: PgColumn): string {
  return Object.entries(table as unknown as Record<string, unknown>).find(([, c]) => c === column)![0];
}

export async function ensureCatalogNamesZh(db: Db): Promise<void> {
  const [missing] = await db.select({ n: sql<number>`count(*)::int` }).from(regions).where(isNull(regions.nameZh));
  if (!missing?.n) return;
  await fill(
    db,
    regionFathers,
    regionFathers.name,
    regionFathers.nameZh,
    catalogSeed.map((a) => [a.father, a.fatherZh] as const),
  );
  await fill(
    db,
    regions,
    regions.name,
    regions.nameZh,
    catalogSeed.flatMap((a) => a.regions.map((r) => [r.name, r.nameZh] as const)),
  );
  await db
    .update(zones)
    .set({ nameZh: sql`'可用区 ' || right(${zones.name}, 1)` })
    .where(and(like(zones.name, 'Zone _'), isNull(zones.nameZh)));
  await fill(
    db,
    instanceFamilies,
    instanceFamilies.name,
    instanceFamilies.nameZh,
    instanceFamilySeed.map((f) => [f.name, f.nameZh] as const),
  );
  await fill(
    db,
    instanceFamilies,
    instanceFamilies.description,
    instanceFamilies.descriptionZh,
    instanceFamilySeed.map((f) => [f.description, f.descriptionZh] as const),
  );
  await fill(
    db,
    diskTypes,
    diskTypes.name,
    diskTypes.nameZh,
    diskTypeSeed.map((d) => [d.name, d.nameZh] as const),
  );
  await fill(
    db,
    purchaseDurations,
    purchaseDurations.label,
    purchaseDurations.labelZh,
    durationSeed.map((d) => [d.label, d.labelZh] as const),
  );
  await fill(
    db,
    phoneDurations,
    phoneDurations.label,
    phoneDurations.labelZh,
    phoneDurationSeed.map((d) => [d.label, d.labelZh] as const),
  );
  await fill(
    db,
    phonePackages,
    phonePackages.name,
    phonePackages.nameZh,
    phonePackageSeed.map((p) => [p.name, p.nameZh] as const),
  );
  await fill(db, phonePackages, phonePackages.badge, phonePackages.badgeZh, Object.values(phoneRecommendSeed));
  await fill(
    db,
    phoneRegions,
    phoneRegions.name,
    phoneRegions.nameZh,
    phoneRegionSeed.map((r) => [r.name, r.nameZh] as const),
  );
}
