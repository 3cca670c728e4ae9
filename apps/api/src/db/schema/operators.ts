/** Operators (staff), their sessions and the audit log. Money columns are integer fen; times are timestamptz. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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
    /** Base32 TOTP secret (RFC 6238); set by /ops/totp/setup, in force once `totp_enabled`. */
    totpSecret: text('totp_secret'),
    /** Id of the SECRETS_KEY that sealed `totp_secret` (lib/secrets-box.ts); null while the secret is still plain. */
    totpKeyId: text('totp_key_id'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The time step of the last accepted code, so a code cannot be used twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (t) => [uniqueIndex('operators_email_key').on(sql`lower(${t.email})`)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_sessions_token_key').on(t.tokenHash)],
);

/**
 * Every operator action that changes data, for the audit log: who, what, when, and the target's
 * state before and after. A trigger refuses UPDATE and DELETE (migration `audit_immutable`).
 */
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
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_operator_idx').on(t.operatorId, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
