/**
 * Contact requests from the IP site (custom plan, support, feedback), stored for operators (routes/ipintel/contact.ts)
 * and listed to them (paged, by kind, searched, ordered) and exported as CSV (routes/ops/ipintel.ts); a logged-in sender is linked to the request.
 */
import type { Readable } from 'node:stream';
import { isApiReason, renderApiMessage } from '@lanyun/i18n/api-messages';
import { and, asc, count, desc, eq, gt, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { ipContactRequests, users } from '../../../db/schema.ts';
import { csvStream, keysetRows } from '../../../lib/csv-export.ts';
import type { MessageLang } from '../../../lib/lang.ts';
import { beijingTime } from '../../../lib/time.ts';
import { toSeconds } from '../../../lib/schemas.ts';

/** What a contact request is about. */
export const CONTACT_KINDS = ['custom_plan', 'support', 'feedback'] as const;

/** Stores a contact request; returns its id. */
export async function addContactRequest(
  db: DbOrTx,
  input: { kind: (typeof CONTACT_KINDS)[number]; name: string; email: string; company: string; message: string },
  userId: number | null,
) {
  const [row] = await db
    .insert(ipContactRequests)
    .values({ ...input, userId })
    .returning({ id: ipContactRequests.id });
  if (!row) throw new Error('contact request: insert returned no row');
  return row.id;
}

/** The contact-request list's filters: kind (none: all), search, order (by id, newest first). */
export interface ContactFilter {
  kind?: (typeof CONTACT_KINDS)[number];
  /** Partial text of the name, e-mail, company, message or the sender's account name. */
  q?: string;
  order?: 'asc' | 'desc';
}

const c = ipContactRequests;

function contactWhere(f: ContactFilter): SQL | undefined {
  const text = f.q?.trim();
  const like = text ? `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : '';
  return and(
    f.kind ? eq(c.kind, f.kind) : undefined,
    text
      ? or(
          ilike(c.name, like),
          ilike(c.email, like),
          ilike(c.company, like),
          ilike(c.message, like),
          ilike(users.userName, like),
        )
      : undefined,
  );
}

const selectContacts = (db: DbOrTx) =>
  db.select({ c: ipContactRequests, userName: users.userName }).from(c).leftJoin(users, eq(users.id, c.userId));

/** One page of contact requests matching `f` (newest first by default), with the sender's account name when known. */
export async function listContactRequests(db: DbOrTx, q: ContactFilter & { page: number; page_size: number }) {
  const where = contactWhere(q);
  const [rows, [total]] = await Promise.all([
    selectContacts(db)
      .where(where)
      .orderBy(q.order === 'asc' ? asc(c.id) : desc(c.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(c).leftJoin(users, eq(users.id, c.userId)).where(where),
  ]);
  return {
    list: rows.map(({ c: r, userName }) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      email: r.email,
      company: r.company,
      message: r.message,
      user_id: r.userId,
      user_name: userName,
      status: r.status,
      created_at: toSeconds(r.createdAt),
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    page_size: q.page_size,
  };
}

/**
 * Contact requests matching `f` as CSV, streamed (lib/csv-export.ts): id, received, kind, name, e-mail, company,
 * message, account. Chinese readers get a Chinese header, the kind in words and Beijing times.
 */
export function contactRequestsCsv(db: DbOrTx, f: ContactFilter, lang: MessageLang): Readable {
  const where = contactWhere(f);
  const ascending = f.order === 'asc';
  const zh = lang === 'zh-CN';
  type R = Awaited<ReturnType<ReturnType<typeof selectContacts>['where']>>[number];
  const rows = keysetRows(
    (after: R | undefined, limit) =>
      selectContacts(db)
        .where(and(where, after ? (ascending ? gt(c.id, after.c.id) : lt(c.id, after.c.id)) : undefined))
        .orderBy(ascending ? asc(c.id) : desc(c.id))
        .limit(limit),
    ({ c: r, userName }) => {
      const kindKey = `csv.contact_kind.${r.kind}`;
      return [
        r.id,
        zh ? beijingTime(r.createdAt) : r.createdAt.toISOString(),
        zh && isApiReason(kindKey) ? renderApiMessage(lang, kindKey) : r.kind,
        r.name,
        r.email,
        r.company,
        r.message,
        userName ?? '',
      ];
    },
  );
  return csvStream(renderApiMessage(lang, 'csv.contact_requests_header').split(','), rows);
}
