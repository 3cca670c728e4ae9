/**
 * The operators' customer list (routes/ops/customers.ts): POST /ops/customers/list, paged on the server with a
 * search, filters and a sort, and GET /ops/customers/export, the same rows as a CSV file streamed in batches (keyset
 * on the sort column and id), so any number of customers is exported without holding them in memory.
 *
 * Search `q` matches: a full mobile number the phone exactly (or an address starting with it), text with `@` after its
 * first character an address from its start, a full ID number the verified ID number; any other text matches (any
 * of) the phone in part (digits), e-mail, account name, contact name and company by partial text
 * (pg_trgm GIN indexes, migrations 0011 and 0021), the account id when `q` is digits, and — from the account's approved real-name
 * applications — the verified name or company name by partial text and the ID number in full or by its last 4
 * characters (digits or X); each is a separate indexed look-up, combined by UNION (see searchBranches); the total is
 * counted up to 10,000 (`total_capped` past it), and not at all when the first page holds every match. ID numbers are only ever answered masked (`110***********1234`).
 *
 * CSV (RFC 4180, csv-stringify): UTF-8 with a byte-order mark, a header line, one line per customer: id, user_name,
 * name, phone, email, company, verified_name, id_number (masked), authentication_status (0 none, 1 under review,
 * 2 verified, 3 rejected), balance and give_balance (yuan), disabled (0/1), created_at (ISO 8601, UTC). Cells that
 * would start a spreadsheet formula are prefixed with `'`.
 */
import type { Readable } from 'node:stream';
import { maskIdNumber } from '@lanyun/validators/id-number';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { realNameApplications, realNameSearchText, users, usersSearchText } from '../../../db/schema.ts';
import { cappedCount } from '../../../lib/capped-count.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { decodeCursor, keysetPage } from '../../../lib/keyset.ts';
import { csvCell, csvLine, sqlCsvStream } from '../../../lib/csv-export.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { rowsOf } from '../../../db/rows.ts';

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
 * (migrations 0011, 0021, 0024, 0028): a full mobile number by the unique phone index (and the addresses starting
 * with it), an e-mail's start (text with `@` after its first character) by the `text_pattern_ops` index on
 * lower(email), a full ID number by its B-tree — each alone; other digits by the phone trigram index, any other text
 * of 3 or more characters by two trigram indexes (migration 0029): one over the account's e-mail, account name,
 * contact name and company, one over the approved real-name applications' name and company; an ID number's last 4
 * characters by their index, digits up to 9 as the account id. A text shorter than 3 characters has no
 * trigram: its infix matches read the table (at most a few characters of an operator's typing, still correct).
 */
function searchBranches(q: string): SQL[] {
  const ofUsers = (c: SQL) => sql`select u.id from ${users} u where ${c}`;
  const approved = (c: SQL) => sql`select r.user_id from ${realNameApplications} r where r.status = 2 and ${c}`;
  const like = `%${escapeLike(q)}%`;
  const at = q.indexOf('@');
  const emailPrefix = (text: string) => ofUsers(sql`lower(u.email) like ${`${escapeLike(text.toLowerCase())}%`}`);
  const digits = q.replace(/[\s-]/g, '').replace(/^\+?86(?=1\d{10}$)/, '');
  const idText = q.replace(/\s/g, '').toUpperCase();
  // A whole mobile number, an address typed from its start or a whole ID number names one account by one index:
  // only that look-up runs (and, for a number, the addresses that start with it: 13712345678@qq.com), not the
  // trigram scans of every text column.
  if (/^1\d{10}$/.test(digits)) return [ofUsers(sql`u.phone = ${digits}`), emailPrefix(digits)];
  if (at > 0) return [emailPrefix(q)];
  if (/^(\d{17}[\dX]|\d{15})$/.test(idText)) return [approved(sql`r.id_number = ${idText}`)];
  // Any other text: the account's text (e-mail, names, company) and the approved applications' names, each by its
  // one trigram index over the columns joined (migration 0029), instead of a scan per column.
  const r = realNameApplications;
  const any: SQL[] = [
    sql`select ${users.id} from ${users} where ${usersSearchText(users)} ilike ${like}`,
    sql`select ${r.userId} from ${r} where ${r.status} = 2 and ${realNameSearchText(r)} ilike ${like}`,
  ];
  if (/^\d+$/.test(digits)) {
    if (digits.length <= 9) any.push(sql`select ${Number(digits)}::int`);
    any.push(ofUsers(sql`u.phone like ${`%${digits}%`}`));
  }
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

/** The list's rows (the type of a select of {@link listColumns}). */
const selectList = (db: Db) => db.select(listColumns).from(users);
type Row = Awaited<ReturnType<typeof selectList>>[number];
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

/** The list's columns. */
const listColumns = {
  id: users.id,
  email: users.email,
  phone: users.phone,
  userName: users.userName,
  name: users.name,
  company: users.company,
  pid: users.pid,
  balanceFen: users.balanceFen,
  giveBalanceFen: users.giveBalanceFen,
  authenticationStatus: users.authenticationStatus,
  authenticationType: users.authenticationType,
  disabled: users.disabled,
  createdAt: users.createdAt,
  ...verified,
};

/**
 * The keyset condition "after the row whose sort key is `key` (text, as `col::text` wrote it) and id is `id`" in
 * the list's order; by id alone a range of the primary key.
 */
function afterKey(f: CustomerFilter, key: string | null, id: number): SQL {
  const col = sortColumn(f.sort);
  const cast = f.sort === 'created_at' ? sql.raw('timestamptz') : sql.raw('bigint');
  const k = col === users.id ? sql`${users.id}` : sql`(${col}, ${users.id})`;
  const bound = col === users.id ? sql`${id}::int` : sql`(${key}::${cast}, ${id}::int)`;
  return f.order === 'asc' ? sql`${k} > ${bound}` : sql`${k} < ${bound}`;
}

/**
 * One page of customers matching `f`, sorted by `f.sort` (id by default) then id, newest first by default. The total
 * is exact up to COUNT_CAP (lib/capped-count.ts), past it `total_capped`. With `f.cursor` (a previous page's
 * `next_cursor`, lib/keyset.ts) the page is the customers after it in the same order, read on the sort's index
 * instead of after an offset; `next_cursor` is null on the last page.
 * @throws ApiError 400 `validation.cursor` for a cursor this list did not write
 */
export async function listCustomers(db: Db, f: CustomerFilter & { page: number; page_size: number; cursor?: string }) {
  const where = customerWhere(f);
  const dir = f.order === 'asc' ? asc : desc;
  const col = sortColumn(f.sort);
  const after = f.cursor ? decodeCursor(f.cursor, ['text', 'int']) : undefined;
  // A sort key is a number or a time as PostgreSQL writes them; anything else was not written here.
  if (after && col !== users.id && !/^[-+0-9 :.]{1,40}$/.test(after[0]))
    throw new ApiError(CODE.BAD_REQUEST, 'validation.cursor');
  const offset = after ? 0 : (f.page - 1) * f.page_size;
  const [read, counted] = await Promise.all([
    db
      .select({ ...listColumns, sortKey: sql<string>`${col}::text` })
      .from(users)
      .where(after ? and(where, afterKey(f, after[0], after[1])) : where)
      .orderBy(dir(col), dir(users.id))
      .limit(f.page_size + 1)
      .offset(offset),
    // A search usually fits its first page: then the page is the count, and the search runs once, not twice.
    f.q?.trim() && !after && offset === 0
      ? null
      : cappedCount(db, db.select({ one: sql`1` }).from(users).where(where).getSQL()),
  ]);
  const { rows, nextCursor } = keysetPage(read, f.page_size, (r) => [r.sortKey, r.id]);
  const total =
    counted ??
    (read.length <= f.page_size
      ? { total: read.length, capped: false }
      : await cappedCount(db, db.select({ one: sql`1` }).from(users).where(where).getSQL()));
  return {
    list: rows.map(view),
    total: total.total,
    total_capped: total.capped,
    page: f.page,
    page_size: f.page_size,
    next_cursor: nextCursor,
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

/** Customers read per export query: large enough that round trips are few, small enough to stream. */
const CSV_BATCH = 5000;

/** `fen` (a bigint column) as yuan text, as fenToYuan (lib/money.ts) writes it: `-1.50`. */
const yuanOf = (fen: SQL) =>
  sql`(case when ${fen} < 0 then '-' else '' end || (abs(${fen}) / 100)::text || '.' || lpad((abs(${fen}) % 100)::text, 2, '0'))`;

/** An ID number masked as maskIdNumber (@lanyun/validators/id-number) masks it: `110***********1234`. */
const maskedOf = (n: SQL) =>
  sql`(case when length(${n}) <= 7 then repeat('*', length(${n}))
       else left(${n}, 3) || repeat('*', length(${n}) - 7) || right(${n}, 4) end)`;

/**
 * The customers matching `f` as a CSV stream in the list's order (see the module comment), in batches of
 * CSV_BATCH: keyset on the primary key when sorted by id (the default), on (sort column, id) otherwise. The database
 * writes each CSV line (lib/csv-export.ts `csvCell`: the same bytes csv-stringify wrote) and reads the batch's
 * verified names and ID numbers in the same query (one `distinct on` over real_name_user_idx for the batch's ids),
 * so Node only joins texts and each batch costs the same however far the export has got. A database error ends the
 * stream with it.
 */
export function customersCsv(db: Db, f: CustomerFilter): Readable {
  const where = customerWhere(f);
  const col = sortColumn(f.sort);
  const dir = f.order === 'asc' ? asc : desc;
  // The sort key travels as text (timestamps keep their microseconds) and is cast back in the comparison (afterKey).
  const byId = col === users.id;
  const order = f.order === 'asc' ? sql.raw('asc') : sql.raw('desc');
  type Line = { id: number; sort_key: string; line: string };
  async function* lines(): AsyncGenerator<string[]> {
    let after: Line | undefined;
    for (;;) {
      // By id (the default) the key is the primary key alone: each batch is a range of it.
      const page = after ? afterKey(f, after.sort_key, after.id) : undefined;
      const batch = db
        .select({ id: users.id, sortKey: sql<string>`${col}::text`.as('sort_key') })
        .from(users)
        .where(and(where, page))
        .orderBy(dir(col), dir(users.id))
        .limit(CSV_BATCH);
      const u = sql.raw('u');
      const v = sql.raw('v');
      const cells = [
        csvCell(sql`${u}.id`, 'number'),
        csvCell(sql`${u}.user_name`),
        csvCell(sql`${u}.name`),
        csvCell(sql`${u}.phone`),
        csvCell(sql`${u}.email`),
        csvCell(sql`${u}.company`),
        csvCell(sql`${v}.verified_name`),
        csvCell(maskedOf(sql`${v}.id_number`)),
        csvCell(sql`${u}.authentication_status`, 'number'),
        csvCell(yuanOf(sql`${u}.balance_fen`)),
        csvCell(yuanOf(sql`${u}.give_balance_fen`)),
        csvCell(sql`case when ${u}.disabled then 1 else 0 end`, 'number'),
        csvCell(sql`to_char(${u}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`),
      ];
      const rows = await rowsOf<Line>(
        db,
        sql`
        with b as (${batch}),
        v as (
          select distinct on (r.user_id) r.user_id, coalesce(r.real_name, r.company_name) as verified_name, r.id_number
          from ${realNameApplications} r
          where r.status = 2 and r.user_id in (select b.id from b)
          order by r.user_id, r.id desc
        )
        select ${u}.id, b.sort_key, ${csvLine(cells)} as line
        from b join ${users} ${u} on ${u}.id = b.id left join v on v.user_id = ${u}.id
        order by ${byId ? sql`${u}.id ${order}` : sql`${u}.${sql.raw(col.name)} ${order}, ${u}.id ${order}`}`,
      );
      yield rows.map((r) => r.line);
      if (rows.length < CSV_BATCH) return;
      after = rows[rows.length - 1];
    }
  }
  return sqlCsvStream(CUSTOMER_CSV_COLUMNS, lines());
}
