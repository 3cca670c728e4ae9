/**
 * ECS price quotes (issue "Catalog and ordering"). The server computes every price from the
 * catalog; clients never send one. Monthly list price of one instance =
 *   instance type + system disk GB × its price + Σ data disk GB × price + bandwidth tiers,
 * then × the region's price_pct, × months, × the duration's price_pct, rounded to the fen once at
 * the end, × quantity. All money is integer fen.
 */
import type { ApiParams, ApiReason } from '../../../lib/envelope.ts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  bandwidthTiers,
  diskTypes,
  images,
  instanceFamilies,
  instanceTypes,
  purchaseDurations,
  regions,
  zoneInstanceTypes,
  zones,
} from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { catalogText, type Lang } from '../../content/index.ts';
import { MAX_DATA_DISKS } from '../schemas/ecs-config.ts';

export { MAX_DATA_DISKS };
export const MAX_BANDWIDTH_MBPS = 200;
export const MAX_QUANTITY = 20;

export interface QuoteInput {
  /** When given, the zone must belong to this region. */
  region_id?: number;
  zone_id: number;
  instance_type_id: number;
  /** null for a renewal: the image is already installed. */
  image_id: number | null;
  system_disk: { type: string; gb: number };
  data_disks: { type: string; gb: number }[];
  bandwidth_mbps: number;
  months: number;
  quantity: number;
  /**
   * Renewal of an existing instance: the type is priced even if it is no longer sold in the zone
   * (disabled or withdrawn), and the image is not checked.
   */
  renewal?: boolean;
}

/** An ECS configuration as the API's form fields spell it (the price inquiry and the purchase share them). */
export interface EcsConfigFields {
  region_id?: number;
  zone_id: number;
  instance_type_id: number;
  image_id: number;
  system_disk_type: string;
  system_disk_gb: number;
  data_disks: { type: string; gb: number }[];
  bandwidth_mbps: number;
  duration_months: number;
  quantity: number;
}

/** Maps the API's configuration fields to the {@link QuoteInput} of a new purchase (not a renewal). */
export function quoteInputFromConfig(b: EcsConfigFields): QuoteInput {
  return {
    region_id: b.region_id,
    zone_id: b.zone_id,
    instance_type_id: b.instance_type_id,
    image_id: b.image_id,
    system_disk: { type: b.system_disk_type, gb: b.system_disk_gb },
    data_disks: b.data_disks,
    bandwidth_mbps: b.bandwidth_mbps,
    months: b.duration_months,
    quantity: b.quantity,
  };
}

/** The part of an order a breakdown line prices (the confirmation page shows one row per line). */
export type BreakdownKind = 'instance' | 'system_disk' | 'data_disk' | 'bandwidth' | 'package' | 'plan' | 'discount';

/** One line of an order's price breakdown: `fen` for the whole order, negative for a discount. */
export interface BreakdownLine {
  kind: BreakdownKind;
  item: string;
  fen: number;
}

/**
 * Spread a monthly unit price over its parts for a breakdown: each part's monthly fen × `pct` / 100, rounded, with the
 * rounding remainder on the first part so the parts sum to `unitMonthFen`; then × `times` (months × quantity).
 */
export function spreadLines(
  parts: { kind: BreakdownKind; item: string; monthFen: number }[],
  pct: number,
  unitMonthFen: number,
  times: number,
): BreakdownLine[] {
  const month = parts.map((p) => Math.round((p.monthFen * pct) / 100));
  const rest = unitMonthFen - month.reduce((s, f) => s + f, 0);
  if (month.length) month[0]! += rest;
  return parts.map((p, i) => ({ kind: p.kind, item: p.item, fen: month[i]! * times }));
}

export interface Quote {
  /** One instance for one month at list price (after the region factor), fen. */
  unitMonthFen: number;
  /** Total before the duration discount, fen. */
  listFen: number;
  /** What is charged, fen. */
  totalFen: number;
  lines: { item: string; monthFen: number }[];
  /**
   * What the order costs, line by line, for every month and unit (region factor included): the instance, the system
   * disk, each data disk, the bandwidth (these sum to `listFen`), then the duration discount as a negative line when
   * there is one; all the lines sum to `totalFen`.
   */
  breakdown: BreakdownLine[];
  zone: { id: number; code: string; name: string; regionCode: string; regionName: string };
  type: { id: number; code: string; vcpu: number; memoryGb: number };
  image: { id: number; name: string; version: string } | null;
}

/** Price of `mbps` of public bandwidth for a month from the tier table (tiers sorted by from_mbps). */
export function bandwidthMonthFen(mbps: number, tiers: { fromMbps: number; priceFenPerMbps: number }[]): number {
  let fen = 0;
  for (let i = 0; i < tiers.length; i++) {
    const from = tiers[i]!.fromMbps;
    const to = tiers[i + 1]?.fromMbps ?? Infinity;
    if (mbps > from) fen += (Math.min(mbps, to) - from) * tiers[i]!.priceFenPerMbps;
  }
  return fen;
}

const bad = (reason: ApiReason, params?: ApiParams) => new ApiError(CODE.BAD_REQUEST, reason, params);

/** The words of a quote's lines in each language (the line items the configurator's summary lists). */
const LINE_WORDS: Record<
  Lang,
  { system: string; data: string; bandwidth: (mbps: number) => string; discount: (pct: number) => string }
> = {
  en: {
    system: 'System disk: ',
    data: 'Data disk: ',
    bandwidth: (mbps) => `Public bandwidth ${mbps} Mbps`,
    discount: (pct) => `Duration discount (${pct}% of list price)`,
  },
  'zh-CN': {
    system: '系统盘：',
    data: '数据盘：',
    bandwidth: (mbps) => `公网带宽 ${mbps} Mbps`,
    discount: (pct) => `时长优惠（按原价 ${pct}% 计费）`,
  },
};

/** The words of a breakdown's discount line in `lang` (cloud phones share it). */
export const discountWords = (lang: Lang, pct: number) => LINE_WORDS[lang].discount(pct);

/** The catalog rows a quote reads: straight from the database ({@link dbQuoteSource}) or a cached snapshot. */
export interface QuoteSource {
  regionExists(id: number): Promise<boolean>;
  /** A zone with its region, undefined when unknown. */
  zone(id: number): Promise<{ z: typeof zones.$inferSelect; r: typeof regions.$inferSelect } | undefined>;
  /** The type when the zone sells it (enabled); for a renewal any type by id. */
  instanceType(
    zoneId: number,
    typeId: number,
    renewal: boolean,
  ): Promise<typeof instanceTypes.$inferSelect | undefined>;
  /** The image when it belongs to the zone. */
  image(zoneId: number, imageId: number): Promise<typeof images.$inferSelect | undefined>;
  duration(months: number): Promise<typeof purchaseDurations.$inferSelect | undefined>;
  /** Disk types by code. */
  diskTypes(): Promise<Map<string, typeof diskTypes.$inferSelect>>;
  /** Bandwidth tiers sorted by from_mbps. */
  bandwidthTiers(): Promise<(typeof bandwidthTiers.$inferSelect)[]>;
}

/** Reads each catalog row a quote needs from `db` (inside an order's transaction: what is charged is what is read). */
export function dbQuoteSource(db: DbOrTx): QuoteSource {
  return {
    regionExists: async (id) =>
      (await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id)).limit(1)).length > 0,
    zone: async (id) =>
      (
        await db
          .select({ z: zones, r: regions })
          .from(zones)
          .innerJoin(regions, eq(regions.id, zones.regionId))
          .where(eq(zones.id, id))
          .limit(1)
      )[0],
    instanceType: async (zoneId, typeId, renewal) => {
      const [row] = renewal
        ? await db.select({ t: instanceTypes }).from(instanceTypes).where(eq(instanceTypes.id, typeId)).limit(1)
        : await db
            .select({ t: instanceTypes })
            .from(zoneInstanceTypes)
            .innerJoin(instanceTypes, eq(instanceTypes.id, zoneInstanceTypes.typeId))
            .where(
              and(
                eq(zoneInstanceTypes.zoneId, zoneId),
                eq(zoneInstanceTypes.typeId, typeId),
                eq(instanceTypes.enabled, true),
              ),
            )
            .limit(1);
      return row?.t;
    },
    image: async (zoneId, imageId) =>
      (
        await db
          .select()
          .from(images)
          .where(and(eq(images.id, imageId), eq(images.zoneId, zoneId)))
          .limit(1)
      )[0],
    duration: async (months) =>
      (await db.select().from(purchaseDurations).where(eq(purchaseDurations.months, months)).limit(1))[0],
    diskTypes: async () => new Map((await db.select().from(diskTypes)).map((d) => [d.code, d])),
    bandwidthTiers: () => db.select().from(bandwidthTiers).orderBy(asc(bandwidthTiers.fromMbps)),
  };
}

/**
 * Quote a configuration; the line items are written in `lang` (English by default, as orders record them).
 * @throws ApiError 400 naming the first thing that is wrong: unknown zone, an instance type or
 *   image not offered in that zone, a disk type or size out of range, bandwidth, duration, quantity
 */
export async function quoteEcs(db: DbOrTx, q: QuoteInput, lang: Lang = 'en', source?: QuoteSource): Promise<Quote> {
  const words = LINE_WORDS[lang];
  if (!Number.isInteger(q.quantity) || q.quantity < 1 || q.quantity > MAX_QUANTITY)
    throw bad('order.quantity_range', { max: MAX_QUANTITY });
  if (!Number.isInteger(q.bandwidth_mbps) || q.bandwidth_mbps < 0 || q.bandwidth_mbps > MAX_BANDWIDTH_MBPS)
    throw bad('order.bandwidth_range', { max: MAX_BANDWIDTH_MBPS });
  if (q.data_disks.length > MAX_DATA_DISKS) throw bad('order.data_disks_max', { max: MAX_DATA_DISKS });
  const src = source ?? dbQuoteSource(db);
  if (q.region_id !== undefined && !(await src.regionExists(q.region_id))) throw bad('catalog.unknown_region');
  const zone = await src.zone(q.zone_id);
  if (!zone) throw bad('catalog.unknown_zone');
  if (q.region_id !== undefined && zone.r.id !== q.region_id) throw bad('order.zone_not_in_region');
  const type = await src.instanceType(q.zone_id, q.instance_type_id, q.renewal === true);
  if (!type) throw bad('order.type_not_offered');
  const image = q.image_id === null ? null : await src.image(q.zone_id, q.image_id);
  if (image === undefined) throw bad('order.image_not_offered');
  const duration = await src.duration(q.months);
  if (!duration) throw bad('order.duration_unsupported');
  const disks = await src.diskTypes();
  const tiers = await src.bandwidthTiers();

  const lines: (Quote['lines'][number] & { kind: BreakdownKind })[] = [
    { kind: 'instance', item: `${type.code} (${type.vcpu} vCPU, ${type.memoryGb} GiB)`, monthFen: type.priceMonthFen },
  ];
  const disk = (d: { type: string; gb: number }, role: 'System disk' | 'Data disk', word: string) => {
    const dt = disks.get(d.type);
    if (!dt || (role === 'System disk' && !dt.systemDisk))
      throw bad(role === 'System disk' ? 'order.system_disk_type' : 'order.data_disk_type', { type: d.type });
    if (!Number.isInteger(d.gb) || d.gb < dt.minGb || d.gb > dt.maxGb)
      throw bad(role === 'System disk' ? 'order.system_disk_size' : 'order.data_disk_size', {
        min: dt.minGb,
        max: dt.maxGb,
      });
    lines.push({
      kind: role === 'System disk' ? 'system_disk' : 'data_disk',
      item: `${word}${catalogText(lang, dt.name, dt.nameZh)} ${d.gb} GB`,
      monthFen: d.gb * dt.priceGbMonthFen,
    });
  };
  disk(q.system_disk, 'System disk', words.system);
  for (const d of q.data_disks) disk(d, 'Data disk', words.data);
  if (q.bandwidth_mbps > 0)
    lines.push({
      kind: 'bandwidth',
      item: words.bandwidth(q.bandwidth_mbps),
      monthFen: bandwidthMonthFen(q.bandwidth_mbps, tiers),
    });

  const baseMonth = lines.reduce((s, l) => s + l.monthFen, 0);
  const unitMonthFen = Math.round((baseMonth * zone.r.pricePct) / 100);
  const listFen = unitMonthFen * q.months * q.quantity;
  const totalFen = Math.round((unitMonthFen * q.months * duration.pricePct) / 100) * q.quantity;
  const breakdown = spreadLines(lines, zone.r.pricePct, unitMonthFen, q.months * q.quantity);
  if (totalFen !== listFen)
    breakdown.push({ kind: 'discount', item: words.discount(duration.pricePct), fen: totalFen - listFen });
  return {
    unitMonthFen,
    listFen,
    totalFen,
    lines: lines.map(({ item, monthFen }) => ({ item, monthFen })),
    breakdown,
    zone: { id: zone.z.id, code: zone.z.code, name: zone.z.name, regionCode: zone.r.code, regionName: zone.r.name },
    type: { id: type.id, code: type.code, vcpu: type.vcpu, memoryGb: type.memoryGb },
    image: image && { id: image.id, name: image.name, version: image.version },
  };
}

/** Families with the types a zone offers (for /v1/get_region_zone_instance_config). */
export async function zoneInstanceConfig(db: DbOrTx, zoneId: number, lang: Lang) {
  const rows = await db
    .select({ f: instanceFamilies, t: instanceTypes })
    .from(zoneInstanceTypes)
    .innerJoin(instanceTypes, eq(instanceTypes.id, zoneInstanceTypes.typeId))
    .innerJoin(instanceFamilies, eq(instanceFamilies.id, instanceTypes.familyId))
    .where(and(eq(zoneInstanceTypes.zoneId, zoneId), eq(instanceTypes.enabled, true)))
    .orderBy(asc(instanceFamilies.sort), asc(instanceTypes.sort));
  const families = new Map<
    number,
    {
      code: string;
      name: string;
      description: string;
      types: { id: number; code: string; vcpu: number; memory_gb: number; price_month_fen: number }[];
    }
  >();
  for (const { f, t } of rows) {
    if (!families.has(f.id))
      families.set(f.id, {
        code: f.code,
        name: catalogText(lang, f.name, f.nameZh),
        description: catalogText(lang, f.description, f.descriptionZh),
        types: [],
      });
    families
      .get(f.id)!
      .types.push({ id: t.id, code: t.code, vcpu: t.vcpu, memory_gb: t.memoryGb, price_month_fen: t.priceMonthFen });
  }
  return [...families.values()];
}
