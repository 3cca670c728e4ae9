/**
 * The operators' customer list (routes/ops/customers.ts): POST /ops/customers/list, paged on the server with a
 * search, filters and a sort, and GET /ops/customers/export, the same rows as a CSV file streamed in batches (keyset
 * on the sort column and id), so any number of customers is exported without holding them in memory.
 *
 * Search `q` matches (any of): phone (a full mobile number exactly, other digits in part), e-mail (from its start when
 * `q` has `@` after its first character, otherwise in part), account name, contact name and company by partial text
 * (pg_trgm GIN indexes, migrations 0011 and 0021), the account id when `q` is digits, and — from the account's approved real-name
 * applications — the verified name or company name by partial text and the ID number in full or by its last 4
 * characters (digits or X); each is a separate indexed look-up, combined by UNION (see searchBranches); the total is
 * counted up to 10,000 (`total_capped` past it). ID numbers are only ever answered masked (`110***********1234`).
 *
 * CSV (RFC 4180, csv-stringify): UTF-8 with a byte-order mark, a header line, one line per customer: id, user_name,
 * name, phone, email, company, verified_name, id_number (masked), authentication_status (0 none, 1 under review,
 * 2 verified, 3 rejected), balance and give_balance (yuan), disabled (0/1), created_at (ISO 8601, UTC). Cells that
 * would start a spreadsheet formula are prefixed with `'`.
 */
import type { Readable } from 'node:stream';
import { maskIdNumber } from '@lanyun/validators/id-number';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { realNameApplications, users } from '../../../db/schema.ts';
import { cappedCount } from '../../../lib/capped-count.ts';
import { csvStream, keysetRows } from '../../../lib/csv-export.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { toSeconds } from '../../../lib/schemas.ts';

/** The list's search, filters and sort (all optional). */
export interface CustomerFilter {
  q?: string;
  /** 0 none, 1 under review, 2 verified, 3 rejected. */
  authentication_status?: number;
  disabled?: boolean;
  sort?: 'id' | 'created_at' | 'balance';
  order?: 'asc' | 'desc';
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search `q` (trimmed, non-empty) as one SELECT of account ids per condition, each served by its own index
 * (migrations 0011, 0021, 0024, 0028): a full mobile number by the unique phone index, other digits by the phone
 * trigram index, an e-mail's start (text with `@` after its first character) by the `text_pattern_ops`
 * index on lower(email), any other text of 3 or more characters by the trigram indexes of e-mail, account name,
 * contact name, company and the approved real-name applications' name and company, an ID number by its B-tree and
 * its last 4 characters by theirs, digits up to 9 as the account id. A text shorter than 3 characters has no
 * trigram: its infix matches read the table (at most a few characters of an operator's typing, still correct).
 */
function searchBranches(q: string): SQL[] {
  const ofUsers = (c: SQL) => sql`select u.id from ${users} u where ${c}`;
  const approved = (c: SQL) => sql`select r.user_id from ${realNameApplications} r where r.status = 2 and ${c}`;
  const like = `%${escapeLike(q)}%`;
  const any: SQL[] = [];
  const at = q.indexOf('@');
  // An address typed from its start: a range on lower(email) (users_email_prefix_idx, text_pattern_ops).
  if (at > 0) any.push(ofUsers(sql`lower(u.email) like ${`${escapeLike(q.toLowerCase())}%`}`));
  else any.push(ofUsers(sql`lower(u.email) like ${like.toLowerCase()}`));
  any.push(
    ofUsers(sql`u.user_name ilike ${like}`),
    ofUsers(sql`u.name ilike ${like}`),
    ofUsers(sql`u.company ilike ${like}`),
    approved(sql`r.real_name ilike ${like}`),
    approved(sql`r.company_name ilike ${like}`),
  );
  const digits = q.replace(/[\s-]/g, '').replace(/^\+?86(?=1\d{10}$)/, '');
  if (/^\d+$/.test(digits)) {
    if (digits.length <= 9) any.push(sql`select ${Number(digits)}::int`);
    if (/^1\d{10}$/.test(digits)) any.push(ofUsers(sql`u.phone = ${digits}`));
    else any.push(ofUsers(sql`u.phone like ${`%${digits}%`}`));
  }
  const idText = q.replace(/\s/g, '').toUpperCase();
  if (/^(\d{17}[\dX]|\d{15})$/.test(idText)) any.push(approved(sql`r.id_number = ${idText}`));
  if (/^\d{3}[\dX]$/.test(idText)) any.push(approved(sql`right(r.id_number, 4) = ${idText}`));
  return any;
}

/** The WHERE clause of `f` (undefined: every customer). */
export function customerWhere(f: CustomerFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.authentication_status !== undefined) conds.push(eq(users.authenticationStatus, f.authentication_status));
  if (f.disabled !== undefined) conds.push(eq(users.disabled, f.disabled));
  const q = f.q?.trim();
  if (q) conds.push(sql`${users.id} in (${sql.join(searchBranches(q), sql` union `)})`);
  const present = conds.filter((c): c is SQL => !!c);
  return present.length ? and(...present) : undefined;
}

/** The latest approved application's name (person or company) and ID number of the row's account. */
const verified = {
  verifiedName: sql<
    string | null
  >`(select coalesce(r.real_name, r.company_name) from ${realNameApplications} r where r.user_id = "users"."id" and r.status = 2 order by r.id desc limit 1)`,
  idNumber: sql<
    string | null
  >`(select r.id_number from ${realNameApplications} r where r.user_id = "users"."id" and r.status = 2 order by r.id desc limit 1)`,
};

const sortColumn = (s: CustomerFilter['sort']) =>
  s === 'created_at' ? users.createdAt : s === 'balance' ? users.balanceFen : users.id;

type Row = Awaited<ReturnType<typeof select>>[number];
const view = (u: Row) => ({
  id: u.id,
  user_name: u.userName,
  name: u.name,
  email: u.email,
  phone: u.phone,
  company: u.company,
  pid: u.pid,
  balance: fenToYuan(u.balanceFen),
  give_balance: fenToYuan(u.giveBalanceFen),
  authentication_status: u.authenticationStatus,
  authentication_type: u.authenticationType,
  verified_name: u.verifiedName,
  id_number: u.idNumber ? maskIdNumber(u.idNumber) : null,
  disabled: u.disabled,
  created_at: toSeconds(u.createdAt),
});

/** The export's stand-ins for {@link verified}: each batch reads them in one look-up ({@link verifiedOf}). */
const verifiedLater = {
  verifiedName: sql<string | null>`null`,
  idNumber: sql<string | null>`null`,
};

/**
 * The latest approved application's name (person or company) and ID number of each account of `ids`, by account id:
 * one query over real_name_user_idx per export batch instead of two subqueries per row.
 */
async function verifiedOf(
  db: Db,
  ids: number[],
): Promise<Map<number, { verifiedName: string | null; idNumber: string | null }>> {
  if (!ids.length) return new Map();
  const r = realNameApplications;
  const rows = await db
    .selectDistinctOn([r.userId], {
      userId: r.userId,
      verifiedName: sql<string | null>`coalesce(${r.realName}, ${r.companyName})`,
      idNumber: r.idNumber,
    })
    .from(r)
    .where(and(eq(r.status, 2), inArray(r.userId, ids)))
    .orderBy(r.userId, desc(r.id));
  return new Map(rows.map((x) => [x.userId, { verifiedName: x.verifiedName, idNumber: x.idNumber }]));
}

/** The list's columns (and, for the export, the sort key as text and the verified columns left to {@link verifiedOf}). */
function select(db: Db, sortKey: SQL<string> = sql<string>`''`, later = false) {
  const { id, email, phone, userName, name, company, pid, balanceFen, giveBalanceFen, createdAt } = users;
  const { authenticationStatus, authenticationType, disabled } = users;
  return db
    .select({
      id,
      email,
      phone,
      userName,
      name,
      company,
      pid,
      balanceFen,
      giveBalanceFen,
      authenticationStatus,
      authenticationType,
      disabled,
      createdAt,
      ...(later ? verifiedLater : verified),
      sortKey,
    })
    .from(users);
}

/**
 * One page of customers matching `f`, sorted by `f.sort` (id by default) then id, newest first by default. The total
 * is exact up to COUNT_CAP (lib/capped-count.ts), past it `total_capped`.
 */
export async function listCustomers(db: Db, f: CustomerFilter & { page: number; page_size: number }) {
  const where = customerWhere(f);
  const dir = f.order === 'asc' ? asc : desc;
  const [rows, counted] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(dir(sortColumn(f.sort)), dir(users.id))
      .limit(f.page_size)
      .offset((f.page - 1) * f.page_size),
    cappedCount(db, db.select({ one: sql`1` }).from(users).where(where).getSQL()),
  ]);
  return {
    list: rows.map(view),
    total: counted.total,
    total_capped: counted.capped,
    page: f.page,
    page_size: f.page_size,
  };
}

/** The CSV's columns, in order. */
export const CUSTOMER_CSV_COLUMNS = [
  'id',
  'user_name',
  'name',
  'phone',
  'email',
  'company',
  'verified_name',
  'id_number',
  'authentication_status',
  'balance',
  'give_balance',
  'disabled',
  'created_at',
] as const;

/**
 * The customers matching `f` as a CSV stream in the list's order (see the module comment), in batches of
 * EXPORT_BATCH: keyset on the primary key when sorted by id (the default), on (sort column, id) otherwise, and one
 * look-up of the batch's verified names and ID numbers, so each batch costs the same however far the export has got.
 * A database error ends the stream with it.
 */
export function customersCsv(db: Db, f: CustomerFilter): Readable {
  const where = customerWhere(f);
  const col = sortColumn(f.sort);
  const dir = f.order === 'asc' ? asc : desc;
  // The sort key travels as text (timestamps keep their microseconds) and is cast back in the comparison.
  const cast = f.sort === 'created_at' ? sql.raw('timestamptz') : sql.raw('bigint');
  const byId = col === users.id;
  const rows = keysetRows(
    async (after: Row | undefined, limit) => {
      // By id (the default) the key is the primary key alone: each batch is a range of it.
      const key = byId ? sql`${users.id}` : sql`(${col}, ${users.id})`;
      const bound = byId ? sql`${after?.id}::int` : sql`(${after?.sortKey}::${cast}, ${after?.id}::int)`;
      const page = after ? (f.order === 'asc' ? sql`${key} > ${bound}` : sql`${key} < ${bound}`) : undefined;
      const batch = await select(db, sql<string>`${col}::text`, true)
        .where(and(where, page))
        .orderBy(dir(col), dir(users.id))
        .limit(limit);
      const found = await verifiedOf(
        db,
        batch.map((u) => u.id),
      );
      return batch.map((u) => ({ ...u, ...found.get(u.id) }));
    },
    (r) => {
      const v = view(r);
      return [
        v.id,
        v.user_name,
        v.name,
        v.phone ?? '',
        v.email ?? '',
        v.company,
        v.verified_name ?? '',
        v.id_number ?? '',
        v.authentication_status,
        v.balance,
        v.give_balance,
        v.disabled ? 1 : 0,
        r.createdAt.toISOString(),
      ];
    },
  );
  return csvStream(CUSTOMER_CSV_COLUMNS, rows);
}
