/**
 * The catalog's figures public pages quote (/v1/catalog_facts): how many regions and zones are on sale, and the
 * "from" prices. A page states no figure of its own: the home page, /aboutus, /ecs and the banners read these.
 *
 * The ECS "from" price is the cheapest configuration a customer can actually order, priced by the same function that
 * prices orders ({@link quoteEcs}): in a zone with at least one image, its cheapest enabled instance type, the
 * smallest system disk of the cheapest system-disk category (the system disk is mandatory), no data disk and no public
 * bandwidth (both optional: the configurator allows 0 Mbps), for the shortest purchase duration, one instance. Its
 * monthly price is that quote's total divided by its months, rounded up to the fen, so the page never quotes less than
 * a customer pays.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  diskTypes,
  images,
  instanceTypes,
  phonePackages,
  purchaseDurations,
  regions,
  zoneInstanceTypes,
  zones,
} from '../../../db/schema.ts';
import { type EcsConfigFields, quoteEcs, quoteInputFromConfig } from '../../orders/index.ts';

/** The cheapest complete ECS configuration and its price (integer fen per month). */
export interface EcsFrom {
  /** Monthly price of the configuration, fen (the quote's total ÷ its months, rounded up). */
  monthFen: number;
  /** The configuration, in the fields of /v1/inquiry_create_instance_price. */
  config: EcsConfigFields;
}

/** What /v1/catalog_facts answers before its money is turned into yuan. */
export interface CatalogFacts {
  /** Regions with at least one zone. */
  regions: number;
  /** Zones in those regions. */
  zones: number;
  /** null when nothing can be ordered (no zone with an image and an instance type, or no system disk or duration). */
  ecsFrom: EcsFrom | null;
  /** The cheapest enabled cloud-phone package's monthly price, fen; null when none is on sale. */
  phoneFromFen: number | null;
}

/** Counts regions and zones and finds the cheapest complete ECS configuration and cloud-phone package. */
export async function catalogFacts(db: DbOrTx): Promise<CatalogFacts> {
  const zoneRows = await db
    .select({ zoneId: zones.id, regionId: regions.id })
    .from(zones)
    .innerJoin(regions, eq(regions.id, zones.regionId));
  const [ecsFrom, phone] = await Promise.all([
    cheapestEcs(db),
    db
      .select({ fen: phonePackages.priceMonthFen })
      .from(phonePackages)
      .where(eq(phonePackages.enabled, true))
      .orderBy(asc(phonePackages.priceMonthFen))
      .limit(1),
  ]);
  return {
    regions: new Set(zoneRows.map((z) => z.regionId)).size,
    zones: zoneRows.length,
    ecsFrom,
    phoneFromFen: phone[0]?.fen ?? null,
  };
}

/** The cheapest orderable ECS configuration (module doc), or null. */
async function cheapestEcs(db: DbOrTx): Promise<EcsFrom | null> {
  const [systemDisk] = (await db.select().from(diskTypes).where(eq(diskTypes.systemDisk, true)))
    .map((d) => ({ d, fen: d.minGb * d.priceGbMonthFen }))
    .sort((a, b) => a.fen - b.fen);
  const [duration] = await db.select().from(purchaseDurations).orderBy(asc(purchaseDurations.months)).limit(1);
  if (!systemDisk || !duration) return null;
  // Every zone's cheapest enabled type and one of its images: a zone without either cannot be ordered.
  const offers = await db
    .select({
      zoneId: zoneInstanceTypes.zoneId,
      regionId: zones.regionId,
      typeId: instanceTypes.id,
      fen: instanceTypes.priceMonthFen,
    })
    .from(zoneInstanceTypes)
    .innerJoin(instanceTypes, and(eq(instanceTypes.id, zoneInstanceTypes.typeId), eq(instanceTypes.enabled, true)))
    .innerJoin(zones, eq(zones.id, zoneInstanceTypes.zoneId))
    .orderBy(asc(instanceTypes.priceMonthFen), asc(instanceTypes.id));
  const imageRows = await db.select({ id: images.id, zoneId: images.zoneId }).from(images).orderBy(asc(images.id));
  const imageOf = new Map<number, number>();
  for (const i of imageRows) if (!imageOf.has(i.zoneId)) imageOf.set(i.zoneId, i.id);
  const cheapestPerZone = new Map<number, (typeof offers)[number]>();
  for (const o of offers) if (imageOf.has(o.zoneId) && !cheapestPerZone.has(o.zoneId)) cheapestPerZone.set(o.zoneId, o);

  let best: EcsFrom | null = null;
  for (const o of cheapestPerZone.values()) {
    const config: EcsConfigFields = {
      region_id: o.regionId,
      zone_id: o.zoneId,
      instance_type_id: o.typeId,
      image_id: imageOf.get(o.zoneId)!,
      system_disk_type: systemDisk.d.code,
      system_disk_gb: systemDisk.d.minGb,
      data_disks: [],
      bandwidth_mbps: 0,
      duration_months: duration.months,
      quantity: 1,
    };
    const quote = await quoteEcs(db, quoteInputFromConfig(config));
    const monthFen = Math.ceil(quote.totalFen / duration.months);
    if (!best || monthFen < best.monthFen) best = { monthFen, config };
  }
  return best;
}
