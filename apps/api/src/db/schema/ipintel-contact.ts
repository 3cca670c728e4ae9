/**
 * IP intelligence, additions: contact requests from the IP site and the one-time log-in codes that
 * carry a session from one site's domain to the other's (docs/decisions/0009-ip-intelligence.md).
 */
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { sessions, users } from './accounts.ts';

/**
 * Contact requests sent from the IP site's contact form (spec section 1: custom plans, support,
 * feedback). `kind` is custom_plan | support | feedback; `user_id` is set when the sender was
 * logged in. Operators read them through /ops/contact_requests/list.
 */
export const ipContactRequests = pgTable(
  'ip_contact_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull().default(''),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 1 new, 2 handled. */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('ip_contact_requests_created_idx').on(t.createdAt)],
);

/**
 * One-time log-in codes (`/v1/get_login_token`): only the SHA-256 is stored; a code is valid for
 * 60 seconds and for one exchange, which opens a new session for the same user on the other site.
 */
export const loginHandoffCodes = pgTable(
  'login_handoff_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session that asked for the code (its remember-me choice carries over). */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('login_handoff_codes_hash_key').on(t.codeHash)],
);
