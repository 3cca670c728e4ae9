/**
 * The catalog as the public price quote reads it (`/v1/inquiry_create_instance_price`), kept in each API process:
 * regions, zones, the types each zone sells, images, durations, disk types and bandwidth tiers, loaded whole (eight
 * queries, once) instead of seven queries per quote; the Chinese names of regions and zones come from it too. Orders and renewals do not use it: they re-price inside their
 * transaction from the database ({@link dbQuoteSource}), so what is charged never comes from this copy.
 * Freshness: every operator catalog write (services/catalog/admin.ts) calls {@link catalogChanged}, which drops the
 * copy here and tells {@link catalogChangeListeners} (the shared-state plugin broadcasts it; the other processes
 * call {@link forgetQuoteCatalog}; after a reconnect of the broadcast they drop it too).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  bandwidthTiers,
  diskTypes,
  images,
  instanceTypes,
  purchaseDurations,
  regions,
  zoneInstanceTypes,
  zones,
} from '../../../db/schema.ts';
import type { QuoteSource } from './ecs-pricing.ts';

/** The tables the copy holds: a write to any of them (operator catalog) calls {@link catalogChanged}. */
export const quoteTables = new Set<object>([
  regions,
  zones,
  zoneInstanceTypes,
  instanceTypes,
  images,
  purchaseDurations,
  diskTypes,
  bandwidthTiers,
]);

/** Called after this process changed the catalog (the shared-state plugin publishes it to the other processes). */
export const catalogChangeListeners = new Set<() => void>();

// One copy per database handle (the test harness runs several apps, each on its own database, in one process).
let cache = new WeakMap<object, Promise<CatalogCopy>>();

/** The copy: the quote's view of it and the Chinese names of regions and zones by code (only those that have one). */
interface CatalogCopy {
  source: QuoteSource;
  regionZh: Map<string, string>;
  zoneZh: Map<string, string>;
}

/** Drop every process-local copy (a catalog write here or in another process, or a broadcast reconnect). */
export function forgetQuoteCatalog(): void {
  cache = new WeakMap();
}

/** A catalog write here: drop the copy and tell the other processes. */
export function catalogChanged(): void {
  forgetQuoteCatalog();
  for (const fn of catalogChangeListeners) fn();
}

async function load(db: DbOrTx): Promise<CatalogCopy> {
  const [regionRows, zoneRows, offered, typeRows, imageRows, durationRows, diskRows, tierRows] = await Promise.all([
    db.select().from(regions),
    db.select().from(zones),
    db
      .select({ zoneId: zoneInstanceTypes.zoneId, typeId: zoneInstanceTypes.typeId })
      .from(zoneInstanceTypes)
      .innerJoin(instanceTypes, and(eq(instanceTypes.id, zoneInstanceTypes.typeId), eq(instanceTypes.enabled, true))),
    db.select().from(instanceTypes),
    db.select().from(images),
    db.select().from(purchaseDurations),
    db.select().from(diskTypes),
    db.select().from(bandwidthTiers).orderBy(asc(bandwidthTiers.fromMbps)),
  ]);
  const regionById = new Map(regionRows.map((r) => [r.id, r]));
  const zoneById = new Map(zoneRows.map((z) => [z.id, z]));
  const typeById = new Map(typeRows.map((t) => [t.id, t]));
  const sold = new Set(offered.map((o) => `${o.zoneId}:${o.typeId}`));
  const imageById = new Map(imageRows.map((i) => [i.id, i]));
  const durationByMonths = new Map(durationRows.map((d) => [d.months, d]));
  const disks = new Map(diskRows.map((d) => [d.code, d]));
  const zhByCode = (rows: { code: string; nameZh: string | null }[]) =>
    new Map(rows.filter((r) => r.nameZh).map((r) => [r.code, r.nameZh!]));
  const source: QuoteSource = {
    regionExists: async (id) => regionById.has(id),
    zone: async (id) => {
      const z = zoneById.get(id);
      const r = z && regionById.get(z.regionId);
      return z && r ? { z, r } : undefined;
    },
    instanceType: async (zoneId, typeId, renewal) =>
      renewal || sold.has(`${zoneId}:${typeId}`) ? typeById.get(typeId) : undefined,
    image: async (zoneId, imageId) => {
      const i = imageById.get(imageId);
      return i?.zoneId === zoneId ? i : undefined;
    },
    duration: async (months) => durationByMonths.get(months),
    diskTypes: async () => disks,
    bandwidthTiers: async () => tierRows,
  };
  return { source, regionZh: zhByCode(regionRows), zoneZh: zhByCode(zoneRows) };
}

function copyOf(db: DbOrTx): Promise<CatalogCopy> {
  let p = cache.get(db);
  if (!p) {
    const mine = load(db);
    p = mine;
    cache.set(db, mine);
    mine.catch(() => {
      if (cache.get(db) === mine) cache.delete(db);
    });
  }
  return p;
}

/** The process's copy of the catalog of `db` as the quote reads it, loaded on first use; a failed load is not kept. */
export async function quoteCatalog(db: DbOrTx): Promise<QuoteSource> {
  return (await copyOf(db)).source;
}

/**
 * The Chinese names of regions and zones by code, from the same copy (for the instance list and detail of zh-CN
 * readers, services/orders/catalog-names.ts; names change only through the operator catalog, which drops the copy).
 */
export async function catalogZhNames(
  db: DbOrTx,
): Promise<{ regionZh: Map<string, string>; zoneZh: Map<string, string> }> {
  const { regionZh, zoneZh } = await copyOf(db);
  return { regionZh, zoneZh };
}
