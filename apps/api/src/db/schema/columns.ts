/** Column helpers shared by the schema modules. */
import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
