/**
 * Ordering (issue "Catalog and ordering"): SSH keys, product orders paid from the wallet, ECS
 * instances, cloud phones, the cloud-phone catalog extras (regions, durations) and trial
 * applications. Money columns are integer fen; times are timestamptz. Every row belongs to the
 * wallet owner (`user_id`, the main account); `created_by` is the user (main or sub-account) who acted.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

/** SSH public keys of an account, offered as the log-in of new instances. */
export const sshKeys = pgTable(
  'ssh_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').notNull(),
    name: text('name').notNull(),
    /** "<type> <base64>" without the comment. */
    publicKey: text('public_key').notNull(),
    /** SHA256:… as `ssh-keygen -lf` prints it. */
    fingerprint: text('fingerprint').notNull(),
    keyType: text('key_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ssh_keys_user_fp_key').on(t.userId, t.fingerprint)],
);

/**
 * Product orders, paid from the wallet in the transaction that creates them (so an order is never
 * unpaid and never paid twice). kind: ecs_new | ecs_renew | phone_new | phone_renew | phone_trial | phone_convert.
 * status: 2 paid (always, once written), 5 refunded (creation failed; money returned).
 * `client_token` (optional, per account) makes a repeated submission return the first order.
 */
export const productOrders = pgTable(
  'product_orders',
  {
    id: serial('id').primaryKey(),
    orderNum: text('order_num').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** Of amount_fen, what came from give_balance (the rest from balance). */
    giveFen: bigint('give_fen', { mode: 'number' }).notNull().default(0),
    refundedFen: bigint('refunded_fen', { mode: 'number' }).notNull().default(0),
    status: smallint('status').notNull().default(2),
    /** What was bought: the configuration, quantity and duration as priced. */
    detail: jsonb('detail').notNull().default({}),
    /** Catalogue key of the order's title (`ledger.*`, as its purchase memo), rendered per reader; null on old rows. */
    titleKey: text('title_key'),
    titleParams: jsonb('title_params'),
    clientToken: text('client_token'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_orders_user_idx').on(t.userId, t.createdAt),
    // The operator overview's orders and revenue of a period.
    index('product_orders_created_idx').on(t.createdAt),
    uniqueIndex('product_orders_client_token_key').on(t.userId, t.clientToken).where(sql`${t.clientToken} is not null`),
  ],
);

/**
 * ECS instances. status: pending → running ⇄ stopped (via starting/stopping/rebooting), → released;
 * pending → failed (refunded). Configuration is copied from the catalog at purchase time.
 */
export const instances = pgTable(
  'instances',
  {
    id: serial('id').primaryKey(),
    instanceId: text('instance_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => productOrders.id),
    name: text('name').notNull(),
    status: text('status').notNull().default('pending'),
    regionCode: text('region_code').notNull(),
    regionName: text('region_name').notNull(),
    zoneId: integer('zone_id').notNull(),
    zoneCode: text('zone_code').notNull(),
    zoneName: text('zone_name').notNull(),
    instanceTypeId: integer('instance_type_id').notNull(),
    instanceType: text('instance_type').notNull(),
    vcpu: integer('vcpu').notNull(),
    memoryGb: integer('memory_gb').notNull(),
    imageId: integer('image_id').notNull(),
    imageName: text('image_name').notNull(),
    systemDisk: jsonb('system_disk').notNull(),
    dataDisks: jsonb('data_disks').notNull().default([]),
    bandwidthMbps: integer('bandwidth_mbps').notNull(),
    loginType: text('login_type').notNull(), // key | password
    sshKeyId: integer('ssh_key_id'),
    /** Paid per month at purchase, fen (for the record; renewals are priced from the current catalog). */
    unitMonthFen: bigint('unit_month_fen', { mode: 'number' }).notNull(),
    durationMonths: integer('duration_months').notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    publicIp: text('public_ip'),
    privateIp: text('private_ip'),
    backendRef: text('backend_ref'),
    /** The compute host placement chose (a libvirt URI; the simulator's sim://host-N). */
    host: text('host'),
    /** 127.0.0.1 port forwarded to the guest's SSH (libvirt with user-mode networking), else null. */
    sshPort: integer('ssh_port'),
    /** The order's instance password, AES-256-GCM sealed (services/instances/instance-secrets.ts) until creation ends; then null. */
    loginSecret: text('login_secret'),
    failReason: text('fail_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('instances_user_idx').on(t.userId, t.createdAt),
    // The customer's list, newest first by id, and its capped count (services/instances/instance-list.ts).
    index('instances_user_id_idx').on(t.userId, t.id),
    index('instances_status_idx').on(t.status),
    // What the expiry sweep, its releases and the expiry reminders look for: a status and a range of expiry times.
    index('instances_status_expiry_idx').on(t.status, t.expiresAt),
    // A host's instances by id: the reconciliation's and the monitoring's batches (keyset over id within a host).
    index('instances_host_idx').on(t.host, t.id),
    // Joins and deletes through the order (every foreign key that is read or deleted through has its index).
    index('instances_order_idx').on(t.orderId),
  ],
);

/** Regions where cloud phones are offered. */
export const phoneRegions = pgTable('phone_regions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** The name in Chinese (zh-CN pages); null shows `name` there too. */
  nameZh: text('name_zh'),
  /** Percent of the package price charged in this region. */
  pricePct: integer('price_pct').notNull().default(100),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Cloud-phone purchase durations with their discount (percent of list price paid). */
export const phoneDurations = pgTable('phone_durations', {
  id: serial('id').primaryKey(),
  months: integer('months').notNull().unique(),
  pricePct: integer('price_pct').notNull(),
  label: text('label').notNull(),
  /** The label in Chinese (zh-CN pages); null shows `label` there too. */
  labelZh: text('label_zh'),
});

/**
 * Cloud phones. status: pending → running, → failed (refunded); running ⇄ expired (renewal); running/expired → released.
 * trial: a free trial phone (never renewed).
 */
export const cloudPhones = pgTable(
  'cloud_phones',
  {
    id: serial('id').primaryKey(),
    phoneId: text('phone_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => productOrders.id),
    name: text('name').notNull(),
    status: text('status').notNull().default('pending'),
    packageId: integer('package_id').notNull(),
    packageName: text('package_name').notNull(),
    regionId: integer('region_id').notNull(),
    regionName: text('region_name').notNull(),
    trial: boolean('trial').notNull().default(false),
    autoRenew: boolean('auto_renew').notNull().default(false),
    failReason: text('fail_reason'),
    /** The phone backend's reference to the phone (providers/phone), once created; null before. */
    backendRef: text('backend_ref'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cloud_phones_user_idx').on(t.userId, t.createdAt),
    index('cloud_phones_status_idx').on(t.status),
    // The expiry sweep's and the reminders' phones: a status and a range of expiry times.
    index('cloud_phones_status_expiry_idx').on(t.status, t.expiresAt),
    index('cloud_phones_order_idx').on(t.orderId),
  ],
);

/**
 * A cloud-phone stream ticket: SHA-256 of the token, single use, short-lived (PHONE_TICKET_TTL_MS). `control` asks to
 * drive the phone (else a read-only view). Log-out marks a customer's unused tickets used (the partial index finds them).
 */
export const phoneStreamTickets = pgTable(
  'phone_stream_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    phoneId: integer('phone_id')
      .notNull()
      .references(() => cloudPhones.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    control: boolean('control').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_stream_tickets_user_unused_idx').on(t.userId).where(sql`${t.usedAt} is null`)],
);

/**
 * Trial applications (the /trial page): one per account, ever. status 1 under review, 2 approved,
 * 3 rejected, 4 approved and claimed (the trial phone was created).
 */
export const trialApplications = pgTable(
  'trial_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by').notNull(),
    packageId: integer('package_id').notNull(),
    regionId: integer('region_id').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    company: text('company').notNull().default(''),
    purpose: text('purpose').notNull(),
    status: smallint('status').notNull().default(1),
    rejectReason: text('reject_reason'),
    operatorId: integer('operator_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    phoneId: integer('phone_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trial_applications_user_key').on(t.userId),
    index('trial_applications_status_idx').on(t.status, t.createdAt),
  ],
);
