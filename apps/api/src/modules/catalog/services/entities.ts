/**
 * The catalog entities operators edit through /ops/catalog/<entity>_list|_add|_update (routes/ops/catalog.ts): each
 * names its table, the columns behind its API fields, its explicit request schema (`add`; an update sends `id` and
 * any of the same fields), the row as operators see it (`view`) and the list order. Money fields are yuan strings at
 * the API and integer fen in their columns (`fen(column)`), up to CATALOG_MAX_PRICE_FEN. Names people read have a
 * Chinese twin (`name_zh`, `label_zh` …; empty stores null and zh-CN pages show the English one).
 */
import type { ApiParams, ApiReason } from '../../../lib/envelope.ts';
import { asc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import * as s from '../../../db/schema.ts';
import { FormBool, YuanFen } from '../../orders/index.ts';
import { FREE_PLAN_CODE, plansEdited } from '../../ipintel/index.ts';

/** The highest catalog price (per unit, month or GB): ¥1,000,000 in fen, well inside the `integer` price columns. */
export const CATALOG_MAX_PRICE_FEN = 1_000_000_00;

/** A money column: integer fen stored, a yuan string shown. */
export interface FenColumn {
  fen: PgColumn;
}
const fen = (column: PgColumn): FenColumn => ({ fen: column });

/**
 * Rules a row must keep beyond its fields' own checks, given the row as it would be after the change (API field
 * names, money in fen; `before` is the row being changed, absent on add). Returns the message of a refusal, or null.
 */
/** A row rule: the refusal (a reason key with its params) or null when the row is fine. */
export type RowRule = (
  next: Record<string, unknown>,
  before?: Record<string, unknown>,
) => { reason: ApiReason; params: ApiParams } | null;

export interface CatalogEntity {
  /** Path segment and audit target type, e.g. `region` → /ops/catalog/region_list. */
  entity: string;
  table: PgTable;
  /** The table's `id` column. */
  id: PgColumn;
  /** API field → its column (besides `id`), in the order the API shows them. */
  columns: Record<string, PgColumn | FenColumn>;
  /** The fields of an add call; an update sends `id` and any of them. */
  add: z.ZodObject;
  /** The row as operators see it. */
  view: z.ZodObject;
  order: SQL[];
  rule?: RowRule;
  /** Run after an add or edit is committed (IP plans: every process drops its cached plans, so a new quota applies at once). */
  changed?: () => void;
}

const Int = () => z.coerce.number().int().min(0).max(1_000_000);
/** A PostgreSQL integer column (IP plan quotas: up to about 2.1 billion lookups a month). */
const Count = () => z.coerce.number().int().min(0).max(2_147_483_647);
/** A purchase duration in months: at least one (a quote divides by it), at most ten years. */
const Months = () => z.coerce.number().int().min(1, 'form.months_range').max(120, 'form.months_range');
const Pct = (_name: string) => z.coerce.number().int().min(1, 'form.pct_range').max(1000);
const Str = (_name: string) => z.string().trim().min(1, 'form.enter_field').max(100);
const Text = () => z.string().trim().max(1000);
/** A Chinese name (`*_zh` columns): empty clears it, and zh-CN pages then show the English one. */
const Zh = () =>
  z
    .string()
    .trim()
    .max(1000)
    .transform((v) => v || null);
const Money = (name: string) => YuanFen(name, CATALOG_MAX_PRICE_FEN);

const N = z.number().int();
const S = z.string();
const SN = z.string().nullable();
const B = z.boolean();

/**
 * The Free plan is what an account without a running subscription is on (services/ipintel/ip-plans.ts finds it by its code)
 * and cannot be bought, so it keeps its code and costs nothing.
 */
const ipPlanRule: RowRule = (next, before): ReturnType<RowRule> => {
  if (before?.code === FREE_PLAN_CODE && next.code !== FREE_PLAN_CODE)
    return { reason: 'catalog.free_plan_code', params: { code: FREE_PLAN_CODE } };
  if (next.code === FREE_PLAN_CODE && (Number(next.price_month) !== 0 || Number(next.price_year) !== 0))
    return { reason: 'catalog.free_plan_price', params: {} };
  return null;
};

export const CATALOG_ENTITIES: CatalogEntity[] = [
  {
    entity: 'region_father',
    table: s.regionFathers,
    id: s.regionFathers.id,
    columns: { name: s.regionFathers.name, name_zh: s.regionFathers.nameZh, sort: s.regionFathers.sort },
    add: z.object({ name: Str('name'), name_zh: Zh().optional(), sort: Int().optional() }),
    view: z.object({ id: N, name: S, name_zh: SN, sort: N }),
    order: [asc(s.regionFathers.sort), asc(s.regionFathers.id)],
  },
  {
    entity: 'region',
    table: s.regions,
    id: s.regions.id,
    columns: {
      father_id: s.regions.fatherId,
      code: s.regions.code,
      name: s.regions.name,
      name_zh: s.regions.nameZh,
      price_pct: s.regions.pricePct,
      sort: s.regions.sort,
    },
    add: z.object({
      father_id: Int(),
      code: Str('code'),
      name: Str('name'),
      name_zh: Zh().optional(),
      price_pct: Pct('price_pct').optional(),
      sort: Int().optional(),
    }),
    view: z.object({ id: N, father_id: N, code: S, name: S, name_zh: SN, price_pct: N, sort: N }),
    order: [asc(s.regions.sort), asc(s.regions.id)],
  },
  {
    entity: 'zone',
    table: s.zones,
    id: s.zones.id,
    columns: { region_id: s.zones.regionId, code: s.zones.code, name: s.zones.name, name_zh: s.zones.nameZh },
    add: z.object({ region_id: Int(), code: Str('code'), name: Str('name'), name_zh: Zh().optional() }),
    view: z.object({ id: N, region_id: N, code: S, name: S, name_zh: SN }),
    order: [asc(s.zones.id), asc(s.zones.id)],
  },
  {
    entity: 'image',
    table: s.images,
    id: s.images.id,
    columns: { zone_id: s.images.zoneId, os_type: s.images.osType, name: s.images.name, version: s.images.version },
    add: z.object({ zone_id: Int(), os_type: Str('os_type'), name: Str('name'), version: Str('version') }),
    view: z.object({ id: N, zone_id: N, os_type: S, name: S, version: S }),
    order: [asc(s.images.id), asc(s.images.id)],
  },
  {
    entity: 'instance_family',
    table: s.instanceFamilies,
    id: s.instanceFamilies.id,
    columns: {
      code: s.instanceFamilies.code,
      name: s.instanceFamilies.name,
      name_zh: s.instanceFamilies.nameZh,
      description: s.instanceFamilies.description,
      description_zh: s.instanceFamilies.descriptionZh,
      sort: s.instanceFamilies.sort,
    },
    add: z.object({
      code: Str('code'),
      name: Str('name'),
      name_zh: Zh().optional(),
      description: Text().optional(),
      description_zh: Zh().optional(),
      sort: Int().optional(),
    }),
    view: z.object({ id: N, code: S, name: S, name_zh: SN, description: S, description_zh: SN, sort: N }),
    order: [asc(s.instanceFamilies.sort), asc(s.instanceFamilies.id)],
  },
  {
    entity: 'instance_type',
    table: s.instanceTypes,
    id: s.instanceTypes.id,
    columns: {
      family_id: s.instanceTypes.familyId,
      code: s.instanceTypes.code,
      vcpu: s.instanceTypes.vcpu,
      memory_gb: s.instanceTypes.memoryGb,
      price_month: fen(s.instanceTypes.priceMonthFen),
      enabled: s.instanceTypes.enabled,
      sort: s.instanceTypes.sort,
    },
    add: z.object({
      family_id: Int(),
      code: Str('code'),
      vcpu: Int(),
      memory_gb: Int(),
      price_month: Money('price_month'),
      enabled: FormBool.optional(),
      sort: Int().optional(),
    }),
    view: z.object({ id: N, family_id: N, code: S, vcpu: N, memory_gb: N, price_month: S, enabled: B, sort: N }),
    order: [asc(s.instanceTypes.sort), asc(s.instanceTypes.id)],
  },
  {
    entity: 'disk_type',
    table: s.diskTypes,
    id: s.diskTypes.id,
    columns: {
      code: s.diskTypes.code,
      name: s.diskTypes.name,
      name_zh: s.diskTypes.nameZh,
      price_gb_month: fen(s.diskTypes.priceGbMonthFen),
      min_gb: s.diskTypes.minGb,
      max_gb: s.diskTypes.maxGb,
      system_disk: s.diskTypes.systemDisk,
      sort: s.diskTypes.sort,
    },
    add: z.object({
      code: Str('code'),
      name: Str('name'),
      name_zh: Zh().optional(),
      price_gb_month: Money('price_gb_month'),
      min_gb: Int(),
      max_gb: Int(),
      system_disk: FormBool.optional(),
      sort: Int().optional(),
    }),
    view: z.object({
      id: N,
      code: S,
      name: S,
      name_zh: SN,
      price_gb_month: S,
      min_gb: N,
      max_gb: N,
      system_disk: B,
      sort: N,
    }),
    order: [asc(s.diskTypes.sort), asc(s.diskTypes.id)],
  },
  {
    entity: 'duration',
    table: s.purchaseDurations,
    id: s.purchaseDurations.id,
    columns: {
      months: s.purchaseDurations.months,
      price_pct: s.purchaseDurations.pricePct,
      label: s.purchaseDurations.label,
      label_zh: s.purchaseDurations.labelZh,
    },
    add: z.object({ months: Months(), price_pct: Pct('price_pct'), label: Str('label'), label_zh: Zh().optional() }),
    view: z.object({ id: N, months: N, price_pct: N, label: S, label_zh: SN }),
    order: [asc(s.purchaseDurations.id), asc(s.purchaseDurations.id)],
  },
  {
    entity: 'bandwidth_tier',
    table: s.bandwidthTiers,
    id: s.bandwidthTiers.id,
    columns: { from_mbps: s.bandwidthTiers.fromMbps, price_per_mbps: fen(s.bandwidthTiers.priceFenPerMbps) },
    add: z.object({ from_mbps: Int(), price_per_mbps: Money('price_per_mbps') }),
    view: z.object({ id: N, from_mbps: N, price_per_mbps: S }),
    order: [asc(s.bandwidthTiers.id), asc(s.bandwidthTiers.id)],
  },
  {
    entity: 'phone_package',
    table: s.phonePackages,
    id: s.phonePackages.id,
    columns: {
      name: s.phonePackages.name,
      name_zh: s.phonePackages.nameZh,
      cpu: s.phonePackages.cpu,
      memory_gb: s.phonePackages.memoryGb,
      storage_gb: s.phonePackages.storageGb,
      price_month: fen(s.phonePackages.priceMonthFen),
      recommended: s.phonePackages.recommended,
      badge: s.phonePackages.badge,
      badge_zh: s.phonePackages.badgeZh,
      enabled: s.phonePackages.enabled,
      sort: s.phonePackages.sort,
    },
    add: z.object({
      name: Str('name'),
      name_zh: Zh().optional(),
      cpu: Int(),
      memory_gb: Int(),
      storage_gb: Int(),
      price_month: Money('price_month'),
      recommended: FormBool.optional(),
      badge: Text().optional(),
      badge_zh: Zh().optional(),
      enabled: FormBool.optional(),
      sort: Int().optional(),
    }),
    view: z.object({
      id: N,
      name: S,
      name_zh: SN,
      cpu: N,
      memory_gb: N,
      storage_gb: N,
      price_month: S,
      recommended: B,
      badge: S,
      badge_zh: SN,
      enabled: B,
      sort: N,
    }),
    order: [asc(s.phonePackages.sort), asc(s.phonePackages.id)],
  },
  {
    entity: 'phone_region',
    table: s.phoneRegions,
    id: s.phoneRegions.id,
    columns: {
      code: s.phoneRegions.code,
      name: s.phoneRegions.name,
      name_zh: s.phoneRegions.nameZh,
      price_pct: s.phoneRegions.pricePct,
      enabled: s.phoneRegions.enabled,
      sort: s.phoneRegions.sort,
    },
    add: z.object({
      code: Str('code'),
      name: Str('name'),
      name_zh: Zh().optional(),
      price_pct: Pct('price_pct').optional(),
      enabled: FormBool.optional(),
      sort: Int().optional(),
    }),
    view: z.object({ id: N, code: S, name: S, name_zh: SN, price_pct: N, enabled: B, sort: N }),
    order: [asc(s.phoneRegions.sort), asc(s.phoneRegions.id)],
  },
  {
    entity: 'phone_duration',
    table: s.phoneDurations,
    id: s.phoneDurations.id,
    columns: {
      months: s.phoneDurations.months,
      price_pct: s.phoneDurations.pricePct,
      label: s.phoneDurations.label,
      label_zh: s.phoneDurations.labelZh,
    },
    add: z.object({ months: Months(), price_pct: Pct('price_pct'), label: Str('label'), label_zh: Zh().optional() }),
    view: z.object({ id: N, months: N, price_pct: N, label: S, label_zh: SN }),
    order: [asc(s.phoneDurations.id), asc(s.phoneDurations.id)],
  },
  {
    entity: 'ip_plan',
    table: s.ipPlans,
    id: s.ipPlans.id,
    columns: {
      code: s.ipPlans.code,
      name: s.ipPlans.name,
      name_zh: s.ipPlans.nameZh,
      monthly_quota: s.ipPlans.monthlyQuota,
      price_month: fen(s.ipPlans.priceMonthFen),
      price_year: fen(s.ipPlans.priceYearFen),
      api_access: s.ipPlans.apiAccess,
      data_download: s.ipPlans.dataDownload,
      sort: s.ipPlans.sort,
    },
    add: z.object({
      code: Str('code'),
      name: Str('name'),
      name_zh: Zh().optional(),
      monthly_quota: Count(),
      price_month: Money('price_month'),
      price_year: Money('price_year'),
      api_access: FormBool.optional(),
      data_download: FormBool.optional(),
      sort: Int().optional(),
    }),
    view: z.object({
      id: N,
      code: S,
      name: S,
      name_zh: SN,
      monthly_quota: N,
      price_month: S,
      price_year: S,
      api_access: B,
      data_download: B,
      sort: N,
    }),
    order: [asc(s.ipPlans.sort), asc(s.ipPlans.id)],
    changed: plansEdited,
    rule: ipPlanRule,
  },
];
