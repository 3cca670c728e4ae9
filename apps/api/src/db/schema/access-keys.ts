/**
 * AccessKeys of the public API (issue "A programmable cloud"): per account and per sub-account, at most two per user.
 * The secret is shown once at creation and kept sealed (AES-256-GCM, lib/secrets-box.ts) because the server needs it
 * to verify HMAC-SHA256 signatures (docs/signed-requests.md). Nonces of signed requests are kept for the replay check
 * (a unique row per key and nonce, inserted atomically; rows older than the signature window are deleted).
 */
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** One AccessKey: `key_id` is public (LYAK…), the secret sealed. `status` is `active` or `disabled`. */
export const accessKeys = pgTable(
  'access_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    keyId: text('key_id').notNull().unique(),
    /** The user the key acts as (a main account or a sub-account): its permission keys are the key's. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretSealed: text('secret_sealed').notNull(),
    secretKeyId: text('secret_key_id').notNull(),
    status: text('status').notNull().default('active'),
    /** Source addresses or CIDR blocks allowed to call with the key; empty = any. */
    allowedIps: jsonb('allowed_ips').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    /** `METHOD /path` of the last accepted call. */
    lastUsedCall: text('last_used_call'),
    createdAt: createdAt(),
  },
  (t) => [index('access_keys_user_idx').on(t.userId)],
);

/** Nonces of accepted signed requests, per key, kept for twice the signature window (replay refusal). */
export const apiNonces = pgTable(
  'api_nonces',
  {
    keyId: text('key_id').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.nonce] }), index('api_nonces_created_idx').on(t.createdAt)],
);

/**
 * The customer's audit trail (操作审计): one row per action of an account, its sub-accounts and their AccessKeys, from
 * the console or the public API (modules/audit). Kept 90 days.
 */
export const customerAuditEvents = pgTable(
  'customer_audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The account (main account) the action belongs to. */
    ownerId: integer('owner_id').notNull(),
    /** Who acted: the main account or one of its sub-accounts. */
    userId: integer('user_id').notNull(),
    /** The AccessKey of a public API call; null for the console. */
    accessKeyId: text('access_key_id'),
    /** `console` or `api`. */
    source: text('source').notNull(),
    /** `METHOD /route` as declared, e.g. `POST /open/v1/instances`. */
    action: text('action').notNull(),
    /** The resource acted on (instance id, key id …) when the call names one. */
    resource: text('resource'),
    ip: text('ip').notNull(),
    /** HTTP status of the API call, or the envelope code of a console call. */
    status: integer('status').notNull(),
    ok: boolean('ok').notNull(),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_audit_owner_idx').on(t.ownerId, t.id)],
);
