/**
 * Support tickets (工单): a customer's question to the support operators, its thread of replies and the files
 * attached to them. Times are timestamptz.
 *
 * `status`: 1 open, 2 processing, 3 waiting for the customer, 4 closed (transitions in services/support/tickets.ts).
 * `priority`: 1 low, 2 normal, 3 high, 4 urgent. A ticket belongs to the main account (`user_id`); `created_by`
 * is the account or sub-account that opened it.
 */
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { operators } from './operators.ts';
import { uploads } from './verification.ts';

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** billing | ecs | phone | account | ip_api */
    category: text('category').notNull(),
    priority: smallint('priority').notNull().default(2),
    title: text('title').notNull(),
    /** The ECS instance id (`i-…`) or cloud phone id the ticket is about, checked to be the account's. */
    resourceId: text('resource_id'),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('tickets_user_idx').on(t.userId, t.updatedAt), index('tickets_status_idx').on(t.status, t.updatedAt)],
);

/** One message of a ticket's thread: by the customer (`user_id`) or by an operator (`operator_id`). */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id').references(() => operators.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_replies_ticket_idx').on(t.ticketId, t.id)],
);

/** An uploaded file (usage `ticket`) attached to one reply; an upload is attached at most once. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    replyId: integer('reply_id')
      .notNull()
      .references(() => ticketReplies.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('ticket_attachments_upload_key').on(t.uploadId),
    index('ticket_attachments_ticket_idx').on(t.ticketId),
  ],
);
