/**
 * The catalog: regions, zones, images, cloud-phone packages, ECS families/types, disks, durations, bandwidth. Money columns are integer fen; times are timestamptz.
 * Names people read are kept in English (`name`, `label` …) and in Chinese (`name_zh` …); the API answers in the caller's language (`catalogText` in services/content/content-lang.ts).
 */
import { bigint, boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

/** Parent areas of regions ("Mainland China", "Asia Pacific", …). */
export const regionFathers = pgTable('region_fathers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The name in Chinese (zh-CN pages); null shows `name` there too. */
  nameZh: text('name_zh'),
  sort: integer('sort').notNull().default(0),
});

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  fatherId: integer('father_id')
    .notNull()
    .references(() => regionFathers.id),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** The name in Chinese (zh-CN pages); null shows `name` there too. */
  nameZh: text('name_zh'),
  /** Percent of list price charged in this region (100 in mainland China, more abroad). */
  pricePct: integer('price_pct').notNull().default(100),
  sort: integer('sort').notNull().default(0),
});

export const zones = pgTable('zones', {
  id: serial('id').primaryKey(),
  regionId: integer('region_id')
    .notNull()
    .references(() => regions.id),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** The name in Chinese (zh-CN pages); null shows `name` there too. */
  nameZh: text('name_zh'),
});

/** OS images offered in a zone. */
export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  zoneId: integer('zone_id')
    .notNull()
    .references(() => zones.id),
  osType: text('os_type').notNull(),
  name: text('name').notNull(),
  version: text('version').notNull(),
});

/** Cloud-phone packages; price in fen per month. */
export const phonePackages = pgTable('phone_packages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The name in Chinese (zh-CN pages); null shows `name` there too. */
  nameZh: text('name_zh'),
  cpu: integer('cpu').notNull(),
  memoryGb: integer('memory_gb').notNull(),
  storageGb: integer('storage_gb').notNull(),
  priceMonthFen: bigint('price_month_fen', { mode: 'number' }).notNull(),
  sort: integer('sort').notNull().default(0),
  /** Shown in the recommended list (/v1/get_recommend_list_new) with its badge ("Best value"…). */
  recommended: boolean('recommended').notNull().default(false),
  badge: text('badge').notNull().default(''),
  /** The badge in Chinese (zh-CN pages); null shows `badge` there too. */
  badgeZh: text('badge_zh'),
  enabled: boolean('enabled').notNull().default(true),
});

/** ECS instance families (general purpose, compute optimised, memory optimised…). */
export const instanceFamilies = pgTable('instance_families', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** The name in Chinese (zh-CN pages); null shows `name` there too. */
  nameZh: text('name_zh'),
  description: text('description').notNull().default(''),
  /** The description in Chinese (zh-CN pages); null shows `description` there too. */
  descriptionZh: text('description_zh'),
  sort: integer('sort').notNull().default(0),
});

/** ECS instance types with their monthly price in fen (before region factor and duration discount). */
export const instanceTypes = pgTable('instance_types', {
  id: serial('id').primaryKey(),
  familyId: integer('family_id')
    .notNull()
    .references(() => instanceFamilies.id),
  code: text('code').notNull().unique(),
  vcpu: integer('vcpu').notNull(),
  memoryGb: integer('memory_gb').notNull(),
  priceMonthFen: bigint('price_month_fen', { mode: 'number' }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Which instance types a zone offers. */
export const zoneInstanceTypes = pgTable(
  'zone_instance_types',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => instanceTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.zoneId, t.typeId] })],
);

/** Cloud disk categories; price in fen per GB per month. */
export const diskTypes = pgTable('disk_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** The name in Chinese (zh-CN pages); null shows `name` there too. */
  nameZh: text('name_zh'),
  priceGbMonthFen: integer('price_gb_month_fen').notNull(),
  minGb: integer('min_gb').notNull(),
  maxGb: integer('max_gb').notNull(),
  systemDisk: boolean('system_disk').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Purchase durations with their discount (percent of list price paid). */
export const purchaseDurations = pgTable('purchase_durations', {
  id: serial('id').primaryKey(),
  months: integer('months').notNull().unique(),
  pricePct: integer('price_pct').notNull(),
  label: text('label').notNull(),
  /** The label in Chinese (zh-CN pages); null shows `label` there too. */
  labelZh: text('label_zh'),
});

/** Public bandwidth price tiers: Mbps above `from_mbps` cost `price_fen_per_mbps` a month each. */
export const bandwidthTiers = pgTable('bandwidth_tiers', {
  id: serial('id').primaryKey(),
  fromMbps: integer('from_mbps').notNull().unique(),
  priceFenPerMbps: integer('price_fen_per_mbps').notNull(),
});
