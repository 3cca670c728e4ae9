/** Accounts: users, sessions, site messages, verification codes, the outbox, sub-account grants. Money columns are integer fen; times are timestamptz. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Customer accounts. `pid` = 0 for a main account, otherwise the main account's id (sub-account). */
/**
 * The text the operators' customer search matches in part (services/ops/customer-list.ts): lower(e-mail), account
 * name, contact name and company joined by U+001F (which no one types, so a match never spans two of them). Indexed
 * as written here (`users_search_text_trgm`); a query must use this same expression for the index to serve it.
 */
export function usersSearchText(t: {
  email: AnyPgColumn;
  userName: AnyPgColumn;
  name: AnyPgColumn;
  company: AnyPgColumn;
}) {
  return sql`(coalesce(lower(${t.email}), '') || E'\\x1f' || ${t.userName} || E'\\x1f' || ${t.name} || E'\\x1f' || ${t.company})`;
}

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
    /**
     * The language of the account's e-mails and SMS (`zh-CN` | `en`): the language of its latest log-in or sign-up
     * page (the request's Accept-Language); null until one said it (Chinese).
     */
    lang: text('lang'),
    /**
     * The customer's TOTP secret (RFC 6238, base32) sealed with AES-256-GCM under the key `totp_key_id` names
     * (lib/secrets-box.ts); plain base32 on rows written before the key id existed (sealed at start-up). Never
     * returned after set-up.
     */
    totpSecret: text('totp_secret'),
    /** Id of the SECRETS_KEY that sealed `totp_secret`; null while the secret is still plain. */
    totpKeyId: text('totp_key_id'),
    /** Two-factor log-in in force (set once a code from the new secret is confirmed). */
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The time step of the last accepted code, so a code cannot be used twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    index('users_pid_idx').on(t.pid),
    // The operator overview's sign-ups of a period (services/ops/ops-overview.ts).
    index('users_created_idx').on(t.createdAt),
    // Operators' partial-text customer search (services/ops/customer-list.ts).
    index('users_email_trgm').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_phone_trgm').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('users_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_user_name_trgm').using('gin', sql`${t.userName} gin_trgm_ops`),
    index('users_company_trgm').using('gin', sql`${t.company} gin_trgm_ops`),
    // An address searched from its start: a range on lower(email) (the unique index's collation cannot serve LIKE).
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    // The search's text of an account in one trigram index: one look-up instead of four scans.
    index('users_search_text_trgm').using('gin', sql`${usersSearchText(t)} gin_trgm_ops`),
  ],
);

/** Log-in sessions. Only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** When this session last proved the second factor (log-in or step-up); sensitive actions need it recent. */
    stepUpAt: timestamp('step_up_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One-time recovery codes of a customer's two-factor log-in: argon2 hashes, 10 per set-up, each usable once. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The second step of a log-in with two-factor on: the password (or SMS code) was right, the
 * authenticator code is still due. Only the SHA-256 of the challenge token is kept; it lives
 * 5 minutes and dies after 5 wrong codes.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('login_challenges_token_key').on(t.tokenHash)],
);

/** Site messages addressed to one user (the notice bell). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    /** Catalogue key of the message (`message.*`; `.title` and `.body` are rendered per reader); null on old rows. */
    textKey: text('text_key'),
    /** Params of `text_key` (services/platform/local-text.ts). */
    textParams: jsonb('text_params'),
    /** The message centre's category (finance | expiry | product | service | security); null on old rows. */
    category: text('category'),
    /** `<event>:in_app` for a message of an event (services/accounts/notify.ts): unique, so an event writes one message. */
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_idx').on(t.userId), uniqueIndex('messages_dedupe_key_uq').on(t.dedupeKey)],
);

/**
 * One-time verification codes sent by SMS or e-mail. Only the SHA-256 of the code (salted with
 * the row's target) is kept. A code is 6 digits, valid 5 minutes, single use, and dies after
 * 5 wrong attempts (decided in docs/decisions/0001-questions-the-product-spec-leaves-open.md "Verification codes").
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

/** Permission keys granted to a sub-account (user-{a}-{b}, cost-{a}-{b}, server-{a}-{b}). */
export const userRules = pgTable(
  'user_rules',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ruleKey: text('rule_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ruleKey] })],
);
