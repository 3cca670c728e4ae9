/** IP intelligence: plans, subscriptions, API keys, usage. Money columns are integer fen; times are timestamptz. */
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

/**
 * IP-intelligence plans (spec section 1: Free with 50,000 lookups a month, Standard, Business,
 * Enterprise; monthly or yearly; API access versus data download). Prices in fen. The one table
 * the site's pricing and the API's quota both read.
 */
export const ipPlans = pgTable('ip_plans', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** The Chinese name; null for a plan an operator added without one (zh-CN pages then show `name`). */
  nameZh: text('name_zh'),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => ipPlans.id),
    period: text('period').notNull(), // month | year
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ip_subscriptions_user_idx').on(t.userId, t.endsAt),
    // The operator overview's IP-plan revenue of a period.
    index('ip_subscriptions_created_idx').on(t.createdAt),
  ],
);

/**
 * API keys for the IP API: only the SHA-256 is stored; `prefix` (first 8 characters) identifies it.
 * `allowed_origins`: the web origins (`scheme://host[:port]`, normalised by lib/origins.ts) whose pages may call
 * with the key; empty means any caller (docs/decisions/0001-questions-the-product-spec-leaves-open.md "IP API key origins").
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    allowedOrigins: text('allowed_origins').array().notNull().default([]),
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
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: text('day').notNull(), // YYYY-MM-DD (UTC)
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] }), index('ip_usage_daily_day_idx').on(t.day)],
);
