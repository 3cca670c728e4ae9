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
import { isApiReason, renderApiMessage } from '@lanyun/i18n/api-messages';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tickets, users } from '../../db/schema.ts';
import { csvStream, keysetRows } from '../../lib/csv-export.ts';
import type { MessageLang } from '../../lib/lang.ts';
import { beijingTime } from '../../lib/time.ts';
import { ticketView } from '../support/tickets.ts';

/** The list's filters: status (0 not closed; 1 open, 2 processing, 3 waiting for the customer, 4 closed). */
export interface TicketFilter {
  status: number;
  q?: string;
  sort?: 'urgency' | 'id';
  order?: 'asc' | 'desc';
}

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: TicketFilter): SQL | undefined {
  const text = f.q?.trim();
  let search: SQL | undefined;
  if (text) {
    const like = escapeLike(text);
    const any = [ilike(tickets.title, like), ilike(users.userName, like)];
    if (/^\d{1,9}$/.test(text)) any.push(eq(tickets.id, Number(text)), eq(tickets.userId, Number(text)));
    search = or(...any);
  }
  return and(f.status ? eq(tickets.status, f.status) : inArray(tickets.status, [1, 2, 3]), search);
}

/** ORDER BY of the sort, and the keyset condition after a row (`key`: the sort's columns as text). */
function ordering(f: TicketFilter) {
  if (f.sort === 'id') {
    const ascending = f.order === 'asc';
    return {
      orderBy: [ascending ? asc(tickets.id) : desc(tickets.id)],
      key: sql<string>`''`,
      after: (r: { key: string; id: number }) =>
        ascending ? sql`${tickets.id} > ${r.id}` : sql`${tickets.id} < ${r.id}`,
    };
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
export async function listAllTickets(db: Db, f: TicketFilter & { page: number; page_size: number }) {
  const w = where(f);
  const o = ordering(f);
  const [rows, [total]] = await Promise.all([
    select(db, o.key)
      .where(w)
      .orderBy(...o.orderBy)
      .limit(f.page_size)
      .offset((f.page - 1) * f.page_size),
    db.select({ n: count() }).from(tickets).innerJoin(users, eq(users.id, tickets.userId)).where(w),
  ]);
  return {
    list: rows.map((r) => ticketView(r.t, { user_name: r.userName })),
    total: Number(total?.n ?? 0),
    page: f.page,
    page_size: f.page_size,
  };
}

function word(lang: MessageLang, group: string, code: string | number): string {
  const key = `csv.${group}.${code}`;
  return lang === 'zh-CN' && isApiReason(key) ? renderApiMessage(lang, key) : String(code);
}
const time = (lang: MessageLang, d: Date | null) => (d ? (lang === 'zh-CN' ? beijingTime(d) : d.toISOString()) : '');

/** Tickets matching `f` as CSV: id, opened, customer id and account, category, priority, title, status, updated, closed. */
export function ticketsCsv(db: Db, f: TicketFilter, lang: MessageLang): Readable {
  const w = where(f);
  const o = ordering(f);
  type R = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];
  const rows = keysetRows(
    (after: R | undefined, limit) =>
      select(db, o.key)
        .where(and(w, after ? o.after({ key: after.key, id: after.t.id }) : undefined))
        .orderBy(...o.orderBy)
        .limit(limit),
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
  return csvStream(renderApiMessage(lang, 'csv.tickets_header').split(','), rows);
}
