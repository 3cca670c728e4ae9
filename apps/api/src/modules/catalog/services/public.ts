/**
 * The catalog as customers read it (routes/v1/catalog.ts): areas, regions with their zones, a zone's images and
 * instance types, disk categories, purchase durations and cloud-phone packages. Names are in `lang` (English, or the
 * `*_zh` twin on zh-CN pages when it is set: services/content/content-lang.ts `catalogText`); prices are yuan strings.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  diskTypes,
  images,
  phonePackages,
  purchaseDurations,
  regionFathers,
  regions,
  zones,
} from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { catalogText, type Lang } from '../../content/index.ts';
import { zoneInstanceConfig } from '../../orders/index.ts';

/**
 * The instance families and types a zone offers, prices per month in yuan.
 * @throws ApiError 400 for an unknown zone
 */
export async function zoneInstanceTypes(db: DbOrTx, zoneId: number, lang: Lang) {
  const [zone] = await db.select({ id: zones.id }).from(zones).where(eq(zones.id, zoneId)).limit(1);
  if (!zone) throw new ApiError(CODE.BAD_REQUEST, 'catalog.unknown_zone');
  const fams = await zoneInstanceConfig(db, zone.id, lang);
  return fams.map((f) => ({
    ...f,
    types: f.types.map(({ price_month_fen, ...t }) => ({ ...t, price_month: fenToYuan(price_month_fen) })),
  }));
}

/** The cloud-disk categories, price per GB per month in yuan. */
export async function listDiskTypes(db: DbOrTx, lang: Lang) {
  const rows = await db.select().from(diskTypes).orderBy(asc(diskTypes.sort));
  return rows.map((d) => ({
    code: d.code,
    name: catalogText(lang, d.name, d.nameZh),
    price_gb_month: fenToYuan(d.priceGbMonthFen),
    min_gb: d.minGb,
    max_gb: d.maxGb,
    system_disk: d.systemDisk,
  }));
}

/** The purchase durations, shortest first, with the percent of list price paid. */
export async function listDurations(db: DbOrTx, lang: Lang) {
  const rows = await db.select().from(purchaseDurations).orderBy(asc(purchaseDurations.months));
  return rows.map((d) => ({ months: d.months, label: catalogText(lang, d.label, d.labelZh), price_pct: d.pricePct }));
}

/** The parent areas of regions, in their sort order. */
export async function listRegionFathers(db: DbOrTx, lang: Lang) {
  const rows = await db.select().from(regionFathers).orderBy(asc(regionFathers.sort), asc(regionFathers.id));
  return rows.map((r) => ({ id: r.id, name: catalogText(lang, r.name, r.nameZh) }));
}

/** The regions (of one parent area or all) with their zones. */
export async function listRegionsWithZones(db: DbOrTx, fatherId: number | undefined, lang: Lang) {
  const rs = await db
    .select()
    .from(regions)
    .where(fatherId ? eq(regions.fatherId, fatherId) : undefined)
    .orderBy(asc(regions.sort), asc(regions.id));
  const zs = rs.length
    ? await db
        .select()
        .from(zones)
        .where(
          inArray(
            zones.regionId,
            rs.map((r) => r.id),
          ),
        )
        .orderBy(asc(zones.id))
    : [];
  return rs.map((r) => ({
    id: r.id,
    father_id: r.fatherId,
    name: catalogText(lang, r.name, r.nameZh),
    code: r.code,
    zones: zs
      .filter((z) => z.regionId === r.id)
      .map((z) => ({ id: z.id, name: catalogText(lang, z.name, z.nameZh), code: z.code })),
  }));
}

/** The OS images a zone offers, by OS type. */
export async function listZoneImages(db: DbOrTx, zoneId: number) {
  const rows = await db
    .select()
    .from(images)
    .where(eq(images.zoneId, zoneId))
    .orderBy(asc(images.osType), asc(images.id));
  return rows.map((i) => ({ id: i.id, zone_id: i.zoneId, os_type: i.osType, name: i.name, version: i.version }));
}

/** A cloud-phone package as customers see it: its name in `lang`, price per month in yuan. */
export const phonePackageView = (p: typeof phonePackages.$inferSelect, lang: Lang) => ({
  id: p.id,
  name: catalogText(lang, p.name, p.nameZh),
  cpu: p.cpu,
  memory_gb: p.memoryGb,
  storage_gb: p.storageGb,
  price_month: fenToYuan(p.priceMonthFen),
});

/** The cloud-phone packages, price per month in yuan. */
export async function listPhonePackages(db: DbOrTx, lang: Lang) {
  const rows = await db.select().from(phonePackages).orderBy(asc(phonePackages.sort), asc(phonePackages.id));
  return rows.map((p) => phonePackageView(p, lang));
}
