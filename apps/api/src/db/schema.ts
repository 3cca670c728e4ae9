/**
 * Drizzle table definitions (PostgreSQL dialect) — the single source for migrations (drizzle-kit)
 * and typed queries. Money columns are integer fen (`bigint`, 1 yuan = 100 fen); times are
 * `timestamptz`. Field names follow the product spec (section 3) where the spec names them.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Customer accounts. `pid` = 0 for a main account, otherwise the main account's id (sub-account). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    phone: text('phone'),
    userName: text('user_name').notNull(),
    name: text('name').notNull().default(''),
    company: text('company').notNull().default(''),
    industry: text('industry').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
    giveBalanceFen: bigint('give_balance_fen', { mode: 'number' }).notNull().default(0),
    /** 0 none, 1 under review, 2 verified, 3 rejected (spec section 4). */
    authenticationStatus: smallint('authentication_status').notNull().default(0),
    /** 0 none, 1 personal, 2 enterprise. */
    authenticationType: smallint('authentication_type').notNull().default(0),
    pid: integer('pid').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    index('users_pid_idx').on(t.pid),
  ],
);

/** Log-in sessions. Only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Site messages addressed to one user (the notice bell). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_idx').on(t.userId)],
);

/** News classes; `type` 1 = news/information, 2 = documents (spec: news class item type 1 or 2). */
export const newsClasses = pgTable('news_classes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: smallint('type').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Articles and documents. `content_html` is sanitized before it is stored. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id').notNull().references(() => newsClasses.id),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    contentHtml: text('content_html').notNull(),
    coverUrl: text('cover_url'),
    views: integer('views').notNull().default(0),
    hot: boolean('hot').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_class_idx').on(t.classId, t.publishedAt), index('news_type_idx').on(t.type, t.publishedAt)],
);

/** Platform notices shown on /notice. */
export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  position: text('position').notNull().default('home'),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  link: text('link').notNull().default('/'),
  imageUrl: text('image_url'),
  bgColor: text('bg_color').notNull().default('#0b3d91'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const friendLinks = pgTable('friend_links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Client software offered on /download. */
export const downloads = pgTable('downloads', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  platform: text('platform').notNull(),
  version: text('version').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Parent areas of regions ("Mainland China", "Asia Pacific", …). */
export const regionFathers = pgTable('region_fathers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  fatherId: integer('father_id').notNull().references(() => regionFathers.id),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Percent of list price charged in this region (100 in mainland China, more abroad). */
  pricePct: integer('price_pct').notNull().default(100),
  sort: integer('sort').notNull().default(0),
});

export const zones = pgTable('zones', {
  id: serial('id').primaryKey(),
  regionId: integer('region_id').notNull().references(() => regions.id),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/** OS images offered in a zone. */
export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  zoneId: integer('zone_id').notNull().references(() => zones.id),
  osType: text('os_type').notNull(),
  name: text('name').notNull(),
  version: text('version').notNull(),
});

/** Cloud-phone packages; price in fen per month. */
export const phonePackages = pgTable('phone_packages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  cpu: integer('cpu').notNull(),
  memoryGb: integer('memory_gb').notNull(),
  storageGb: integer('storage_gb').notNull(),
  priceMonthFen: bigint('price_month_fen', { mode: 'number' }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * One-time verification codes sent by SMS or e-mail. Only the SHA-256 of the code (salted with
 * the row's target) is kept. A code is 6 digits, valid 5 minutes, single use, and dies after
 * 5 wrong attempts (decided in docs/decisions.md).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(), // 'sms' | 'email'
    target: text('target').notNull(), // normalized phone or lower-case e-mail
    purpose: text('purpose').notNull(), // login | register | reset | change_email | change_phone | verify
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
);

/**
 * Messages handed to the outbox provider (the default SMS/e-mail provider in development): what
 * would have been sent, readable on the API's /dev/outbox page.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/** Uploaded images (real-name documents). The file lives in the storage provider under `storage_key`. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    usage: text('usage').notNull(), // id_front | id_back | licence
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

/**
 * Real-name verification applications. `status` 1 under review, 2 approved, 3 rejected (the
 * user's authentication_status mirrors the latest application). `type` 1 personal, 2 enterprise.
 */
export const realNameApplications = pgTable(
  'real_name_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    realName: text('real_name'),
    idNumber: text('id_number'),
    companyName: text('company_name'),
    creditCode: text('credit_code'),
    idFrontUploadId: integer('id_front_upload_id').references(() => uploads.id),
    idBackUploadId: integer('id_back_upload_id').references(() => uploads.id),
    licenceUploadId: integer('licence_upload_id').references(() => uploads.id),
    status: smallint('status').notNull().default(1),
    rejectReason: text('reject_reason'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('real_name_user_idx').on(t.userId, t.createdAt), index('real_name_status_idx').on(t.status, t.createdAt)],
);

/** Permission keys granted to a sub-account (user-{a}-{b}, cost-{a}-{b}, server-{a}-{b}). */
export const userRules = pgTable(
  'user_rules',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    ruleKey: text('rule_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ruleKey] })],
);

/** The provider's staff who use the operator console. */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('admin'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_email_key').on(sql`lower(${t.email})`)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').notNull().references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_sessions_token_key').on(t.tokenHash)],
);

/** Every operator action that changes data, for the audit log. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').references(() => operators.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: jsonb('detail').notNull().default({}),
    clientIp: text('client_ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/**
 * The wallet ledger: every change to a user's balance or give_balance is one row here, written in
 * the same transaction as the balance. Deltas and snapshots are integer fen. A top-up order can be
 * credited only once (partial unique index on kind='topup').
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(), // topup | bank_transfer | gift | purchase | refund | adjustment
    balanceDeltaFen: bigint('balance_delta_fen', { mode: 'number' }).notNull(),
    giveDeltaFen: bigint('give_delta_fen', { mode: 'number' }).notNull().default(0),
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
    giveAfterFen: bigint('give_after_fen', { mode: 'number' }).notNull(),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    memo: text('memo').notNull().default(''),
    operatorId: integer('operator_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('ledger_topup_once').on(t.refType, t.refId).where(sql`${t.kind} in ('topup', 'bank_transfer')`),
  ],
);

/** Online top-up orders. status: 1 pending, 2 paid, 3 expired, 4 failed/declined. Amount in fen. */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: serial('id').primaryKey(),
    orderNum: text('order_num').notNull().unique(),
    /** The wallet credited: the main account (a sub-account tops up its main account). */
    userId: integer('user_id').notNull().references(() => users.id),
    createdBy: integer('created_by').notNull().references(() => users.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    payType: smallint('pay_type').notNull(), // 1 WeChat Pay, 2 Alipay
    provider: text('provider').notNull(),
    status: smallint('status').notNull().default(1),
    payUrl: text('pay_url'),
    providerTradeNo: text('provider_trade_no'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recharge_orders_user_idx').on(t.userId, t.createdAt)],
);

/** Every payment notification received, authentic or not, with what was done with it. */
export const paymentNotifications = pgTable('payment_notifications', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  orderNum: text('order_num'),
  verified: boolean('verified').notNull(),
  outcome: text('outcome').notNull(),
  payload: text('payload').notNull(),
  createdAt: createdAt(),
});

/** Public bank transfers declared by customers; status 1 pending, 2 credited, 3 rejected. */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    createdBy: integer('created_by').notNull().references(() => users.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    payerName: text('payer_name').notNull(),
    reference: text('reference').notNull().default(''),
    status: smallint('status').notNull().default(1),
    note: text('note'),
    operatorId: integer('operator_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('bank_transfers_status_idx').on(t.status, t.createdAt)],
);

/**
 * IP-intelligence plans (spec section 1: Free with 50,000 lookups a month, Standard, Business,
 * Enterprise; monthly or yearly; API access versus data download). Prices in fen. The one table
 * the site's pricing and the API's quota both read.
 */
export const ipPlans = pgTable('ip_plans', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  monthlyQuota: integer('monthly_quota').notNull(),
  priceMonthFen: bigint('price_month_fen', { mode: 'number' }).notNull(),
  priceYearFen: bigint('price_year_fen', { mode: 'number' }).notNull(),
  apiAccess: boolean('api_access').notNull().default(true),
  dataDownload: boolean('data_download').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** A paid plan period; the account's current plan is the latest one not yet ended (Free otherwise). */
export const ipSubscriptions = pgTable(
  'ip_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').notNull().references(() => ipPlans.id),
    period: text('period').notNull(), // month | year
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ip_subscriptions_user_idx').on(t.userId, t.endsAt)],
);

/** API keys for the IP API: only the SHA-256 is stored; `prefix` (first 8 characters) identifies it. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_hash_key').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

/** Lookups per key per UTC day, flushed from the in-process meter. */
export const ipUsageDaily = pgTable(
  'ip_usage_daily',
  {
    keyId: integer('key_id').notNull().references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: text('day').notNull(), // YYYY-MM-DD (UTC)
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);

/** ECS instance families (general purpose, compute optimised, memory optimised…). */
export const instanceFamilies = pgTable('instance_families', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** ECS instance types with their monthly price in fen (before region factor and duration discount). */
export const instanceTypes = pgTable('instance_types', {
  id: serial('id').primaryKey(),
  familyId: integer('family_id').notNull().references(() => instanceFamilies.id),
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
    zoneId: integer('zone_id').notNull().references(() => zones.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull().references(() => instanceTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.zoneId, t.typeId] })],
);

/** Cloud disk categories; price in fen per GB per month. */
export const diskTypes = pgTable('disk_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
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
});

/** Public bandwidth price tiers: Mbps above `from_mbps` cost `price_fen_per_mbps` a month each. */
export const bandwidthTiers = pgTable('bandwidth_tiers', {
  id: serial('id').primaryKey(),
  fromMbps: integer('from_mbps').notNull().unique(),
  priceFenPerMbps: integer('price_fen_per_mbps').notNull(),
});
