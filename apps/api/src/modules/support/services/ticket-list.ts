/**
 * Support's ticket list (routes/ops/tickets.ts): every customer's tickets paged on the server with a status filter
 * (0: every ticket not closed), a search and a sort, and the CSV export of every matching ticket in the list's order
 * (streamed in keyset batches through lib/csv-export.ts).
 *
 * Search `q` (partial, case-insensitive): the title or the account name, or the ticket or account id when `q` is
 * digits. Sort `urgency` (the default: highest priority first, then the most recently updated, as the queue always
 * showed) or `id` (by opening, `order` asc or desc).
 *
 * CSV: as the other console exports — Chinese header, category, priority and status in words and Beijing times for
 * a Chinese reader, the machine form otherwise.
 */
import type { Readable } from 'node:stream';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { tickets, users } from '../../../db/schema.ts';
import { csvStream } from '../../../lib/csv-export.ts';
import type { MessageLang } from '../../../lib/lang.ts';
import { ticketView } from './tickets.ts';
import {
  csvHeader,
  csvTime as time,
  csvWord as word,
  keysetExport,
  keysetOrder,
  listSearch,
  pageOf,
  type Paging,
} from '../../ops/index.ts';

/** The list's filters: status (0 not closed; 1 open, 2 processing, 3 waiting for the customer, 4 closed). */
export interface TicketFilter {
  status: number;
  q?: string;
  sort?: 'urgency' | 'id';
  order?: 'asc' | 'desc';
}

const where = (f: TicketFilter) =>
  and(
    f.status ? eq(tickets.status, f.status) : inArray(tickets.status, [1, 2, 3]),
    listSearch(f.q, [tickets.title, users.userName], [tickets.id, tickets.userId]),
  );

/** ORDER BY of the sort, and the keyset condition after a row (`key`: the sort's columns as text). */
function ordering(f: TicketFilter) {
  if (f.sort === 'id') {
    const byId = keysetOrder(f.order === 'asc', tickets.id);
    return { ...byId, key: sql<string>`''` };
  }
  return {
    orderBy: [desc(tickets.priority), desc(tickets.updatedAt), desc(tickets.id)],
    // priority|updated_at as text (microseconds kept), split again in the comparison.
    key: sql<string>`${tickets.priority}::text || '|' || ${tickets.updatedAt}::text`,
    after: (r: { key: string; id: number }) => {
      const [priority, updated] = r.key.split('|');
      return sql`(${tickets.priority}, ${tickets.updatedAt}, ${tickets.id}) < (${Number(priority)}, ${updated}::timestamptz, ${r.id})`;
    },
  };
}

const select = (db: Db, key: SQL<string>) =>
  db.select({ t: tickets, userName: users.userName, key }).from(tickets).innerJoin(users, eq(users.id, tickets.userId));

/** One page of tickets matching `f`, with the total. */
export function listAllTickets(db: Db, f: TicketFilter & Paging) {
  const w = where(f);
  const o = ordering(f);
  return pageOf(
    f,
    (limit, offset) =>
      select(db, o.key)
        .where(w)
        .orderBy(...o.orderBy)
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(tickets).innerJoin(users, eq(users.id, tickets.userId)).where(w),
    (rows) => rows.map((r) => ticketView(r.t, { user_name: r.userName })),
  );
}

/** Tickets matching `f` as CSV: id, opened, customer id and account, category, priority, title, status, updated, closed. */
export function ticketsCsv(db: Db, f: TicketFilter, lang: MessageLang): Readable {
  const w = where(f);
  const o = ordering(f);
  const rows = keysetExport(
    (after, limit) =>
      select(db, o.key)
        .where(and(w, after))
        .orderBy(...o.orderBy)
        .limit(limit),
    (row) => o.after({ key: row.key, id: row.t.id }),
    ({ t, userName }) => [
      t.id,
      time(lang, t.createdAt),
      t.userId,
      userName,
      word(lang, 'ticket_category', t.category),
      word(lang, 'ticket_priority', t.priority),
      t.title,
      word(lang, 'ticket_status', t.status),
      time(lang, t.updatedAt),
      time(lang, t.closedAt),
    ],
  );
  return csvStream(csvHeader(lang, 'csv.tickets_header'), rows);
}
