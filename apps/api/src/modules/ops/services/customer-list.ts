/**
 * The operators' customer list (routes/ops/customers.ts): POST /ops/customers/list, paged on the server with a
 * search, filters and a sort, and GET /ops/customers/export, the same rows as a CSV file streamed in batches (keyset
 * on the sort column and id), so any number of customers is exported without holding them in memory.
 *
 * Search `q` matches (any of): phone, e-mail, account name, contact name and company by partial text (pg_trgm GIN
 * indexes, migrations 0011 and 0021), the account id when `q` is digits, and — from the account's approved real-name
 * applications — the verified name or company name by partial text and the ID number in full or by its last 4
 * characters (digits or X); each is a separate indexed look-up, combined by UNION. ID numbers are only ever answered masked (`110***********1234`).
 *
 * CSV (RFC 4180, csv-stringify): UTF-8 with a byte-order mark, a header line, one line per customer: id, user_name,
 * name, phone, email, company, verified_name, id_number (masked), authentication_status (0 none, 1 under review,
 * 2 verified, 3 rejected), balance and give_balance (yuan), disabled (0/1), created_at (ISO 8601, UTC). Cells that
 * would start a spreadsheet formula are prefixed with `'`.
 */
import type { Readable } from 'node:stream';
import { maskIdNumber } from '@lanyun/validators/id-number';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { realNameApplications, users } from '../../../db/schema.ts';
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

/** The WHERE clause of `f` (undefined: every customer). */
export function customerWhere(f: CustomerFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.authentication_status !== undefined) conds.push(eq(users.authenticationStatus, f.authentication_status));
  if (f.disabled !== undefined) conds.push(eq(users.disabled, f.disabled));
  const q = f.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    // Each condition is its own indexed look-up (pg_trgm GIN indexes, B-tree on the ID number), their account ids
    // combined by UNION: one OR over them all would read every account.
    const ofUsers = (c: SQL) => sql`select u.id from ${users} u where ${c}`;
    const approved = (c: SQL) => sql`select r.user_id from ${realNameApplications} r where r.status = 2 and ${c}`;
    const any: SQL[] = [
      ofUsers(sql`lower(u.email) like lower(${like})`),
      ofUsers(sql`u.user_name ilike ${like}`),
      ofUsers(sql`u.name ilike ${like}`),
      ofUsers(sql`u.company ilike ${like}`),
      approved(sql`r.real_name ilike ${like}`),
      approved(sql`r.company_name ilike ${like}`),
    ];
    const digits = q.replace(/[\s-]/g, '').replace(/^\+?86(?=1\d{10}$)/, '');
    if (/^\d+$/.test(digits)) {
      if (digits.length <= 9) any.push(sql`select ${Number(digits)}::int`);
      any.push(ofUsers(sql`u.phone like ${`%${digits}%`}`));
    }
    const idText = q.replace(/\s/g, '').toUpperCase();
    if (/^(\d{17}[\dX]|\d{15})$/.test(idText)) any.push(approved(sql`r.id_number = ${idText}`));
    if (/^\d{3}[\dX]$/.test(idText)) any.push(approved(sql`right(r.id_number, 4) = ${idText}`));
    conds.push(sql`${users.id} in (${sql.join(any, sql` union `)})`);
  }
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

/** The list's columns (and, for the export, the sort key as text). */
function select(db: Db, sortKey: SQL<string> = sql<string>`''`) {
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
      ...verified,
      sortKey,
    })
    .from(users);
}

/** One page of customers matching `f`, sorted by `f.sort` (id by default) then id, newest first by default. */
export async function listCustomers(db: Db, f: CustomerFilter & { page: number; page_size: number }) {
  const where = customerWhere(f);
  const dir = f.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(dir(sortColumn(f.sort)), dir(users.id))
      .limit(f.page_size)
      .offset((f.page - 1) * f.page_size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { list: rows.map(view), total: Number(total?.n ?? 0), page: f.page, page_size: f.page_size };
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

/** The customers matching `f` as a CSV stream in the list's order (keyset on the sort column and id; see the module
 * comment). A database error ends the stream with it. */
export function customersCsv(db: Db, f: CustomerFilter): Readable {
  const where = customerWhere(f);
  const col = sortColumn(f.sort);
  const dir = f.order === 'asc' ? asc : desc;
  // The sort key travels as text (timestamps keep their microseconds) and is cast back in the comparison.
  const cast = f.sort === 'created_at' ? sql.raw('timestamptz') : sql.raw('bigint');
  const rows = keysetRows(
    (after: Row | undefined, limit) => {
      const page = after
        ? f.order === 'asc'
          ? sql`(${col}, ${users.id}) > (${after.sortKey}::${cast}, ${after.id})`
          : sql`(${col}, ${users.id}) < (${after.sortKey}::${cast}, ${after.id})`
        : undefined;
      return select(db, sql<string>`${col}::text`)
        .where(and(where, page))
        .orderBy(dir(col), dir(users.id))
        .limit(limit);
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
