/**
 * Notifications beyond the site message (the message centre, services/accounts/notify.ts): each customer's channel
 * choice per category, and the e-mail and SMS deliveries queued for the messaging provider. A delivery's `dedupe_key`
 * (`<event>:<channel>`) is unique, so an event queues at most one e-mail and one SMS however often its job runs.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** A customer's channels for one message category; a category without a row uses the defaults of notify.ts. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** finance | expiry | product | service | security */
    category: text('category').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    sms: boolean('sms').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/** An e-mail or SMS of one event to one customer, queued in the event's transaction and sent by the delivery job. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** email | sms */
    channel: text('channel').notNull(),
    /** `<event>:<channel>`, unique: the same event never queues the same channel twice. */
    dedupeKey: text('dedupe_key').notNull(),
    recipient: text('recipient').notNull(),
    /** The site-message key (`message.*`) and its params, rendered when sent. */
    textKey: text('text_key').notNull(),
    textParams: jsonb('text_params').notNull(),
    /** pending | sending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the row was last claimed (pending → sending): a row still `sending` a lease after this is claimed again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Language of the e-mail or SMS (`zh-CN` | `en`), the account's when it was queued. */
    lang: text('lang').notNull().default('zh-CN'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_dedupe_uq').on(t.dedupeKey),
    index('notification_deliveries_status_idx').on(t.status, t.id),
  ],
);
