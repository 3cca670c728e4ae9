/**
 * The reviewers' queues (routes/ops/real-name.ts, routes/ops/trials.ts): real-name and trial applications paged on
 * the server with a status filter, a search and an order, and the CSV export of every matching application
 * (streamed in keyset batches through lib/csv-export.ts).
 *
 * Search `q` (partial, case-insensitive): the account name, or the account id when `q` is digits; real-name
 * applications also match the person's real name or the company name, trial applications the contact's name, phone
 * and company. Order: by submission (id), newest first by default.
 *
 * CSV: as the finance lists (services/ops/finance-lists.ts) — Chinese header, type and status in words and Beijing
 * times for a Chinese reader, the machine form otherwise. ID numbers and credit codes leave the console masked
 * (`110***********1234`): a file travels further than a screen.
 */
import type { Readable } from 'node:stream';
import { maskIdNumber } from '@lanyun/validators/id-number';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { realNameApplications, trialApplications, users } from '../../../db/schema.ts';
import { csvStream } from '../../../lib/csv-export.ts';
import type { MessageLang } from '../../../lib/lang.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { listPhonePackages } from '../../catalog/index.ts';
import { listPhoneRegions } from '../../phones/index.ts';
import { toOut } from '../../orders/index.ts';
import {
  csvHeader,
  csvTime as time,
  csvWord as word,
  keysetExport,
  keysetOrder,
  listSearch,
  pageOf,
  type Paging,
} from './list-query.ts';

/** A queue's filters: a status (none: every status), search, order. Real-name: 1 under review, 2 verified,
 * 3 rejected; trials: 1 under review, 2 approved, 3 rejected, 4 claimed. */
export interface RealNameFilter {
  status?: number;
  q?: string;
  order?: 'asc' | 'desc';
}

const a = realNameApplications;

const where = (f: RealNameFilter) =>
  and(
    f.status ? eq(a.status, f.status) : undefined,
    listSearch(f.q, [users.userName, a.realName, a.companyName], [a.userId]),
  );

const select = (db: DbOrTx) =>
  db.select({ a: realNameApplications, userName: users.userName }).from(a).innerJoin(users, eq(users.id, a.userId));

/** One page of applications matching `f`, with the total. */
export function listRealNameApplications(db: DbOrTx, f: RealNameFilter & Paging) {
  const w = where(f);
  return pageOf(
    f,
    (limit, offset) =>
      select(db)
        .where(w)
        .orderBy(...keysetOrder(f.order === 'asc', a.id).orderBy)
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(a).innerJoin(users, eq(users.id, a.userId)).where(w),
    (rows) =>
      rows.map(({ a: r, userName }) => ({
        id: r.id,
        user_id: r.userId,
        user_name: userName,
        type: r.type,
        real_name: r.realName,
        id_number: r.idNumber,
        company_name: r.companyName,
        credit_code: r.creditCode,
        id_front_img: r.idFrontUploadId,
        id_back_img: r.idBackUploadId,
        licence_img: r.licenceUploadId,
        status: r.status,
        reject_reason: r.rejectReason,
        provider_result: r.providerResult as 'match' | 'mismatch' | 'unavailable' | null,
        provider_note: r.providerNote,
        created_at: toSeconds(r.createdAt),
        reviewed_at: r.reviewedAt ? toSeconds(r.reviewedAt) : null,
      })),
  );
}

const mask = (v: string | null) => (v ? maskIdNumber(v) : '');

/**
 * Applications matching `f` as CSV: id, submitted, customer id and account, type, name, ID number or credit code
 * (masked), status, reviewed, reject reason.
 */
export function realNameCsv(db: DbOrTx, f: RealNameFilter, lang: MessageLang): Readable {
  const w = where(f);
  const order = keysetOrder(f.order === 'asc', a.id);
  const rows = keysetExport(
    (after, limit) =>
      select(db)
        .where(and(w, after))
        .orderBy(...order.orderBy)
        .limit(limit),
    (row) => order.after({ id: row.a.id }),
    ({ a: r, userName }) => [
      r.id,
      time(lang, r.createdAt),
      r.userId,
      userName,
      word(lang, 'real_name_type', r.type),
      (r.type === 2 ? r.companyName : r.realName) ?? '',
      mask(r.type === 2 ? r.creditCode : r.idNumber),
      word(lang, 'real_name_status', r.status),
      time(lang, r.reviewedAt),
      r.rejectReason ?? '',
    ],
  );
  return csvStream(csvHeader(lang, 'csv.real_name_header'), rows);
}

// ---- Trial applications -----------------------------------------------------------------------------------------

const tr = trialApplications;
const trialWhere = (f: RealNameFilter) =>
  and(
    f.status ? eq(tr.status, f.status) : undefined,
    listSearch(f.q, [users.userName, tr.contactName, tr.contactPhone, tr.company], [tr.userId]),
  );
const selectTrials = (db: DbOrTx) =>
  db.select({ a: trialApplications, userName: users.userName }).from(tr).innerJoin(users, eq(users.id, tr.userId));

/** One page of trial applications matching `f`, with the total. */
export function listTrials(db: DbOrTx, f: RealNameFilter & Paging) {
  const w = trialWhere(f);
  return pageOf(
    f,
    (limit, offset) =>
      selectTrials(db)
        .where(w)
        .orderBy(...keysetOrder(f.order === 'asc', tr.id).orderBy)
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(tr).innerJoin(users, eq(users.id, tr.userId)).where(w),
    (rows) =>
      Promise.all(
        rows.map(async ({ a: r, userName }) => ({ ...(await toOut(db, r)), user_id: r.userId, user_name: userName })),
      ),
  );
}

/**
 * Trial applications matching `f` as CSV: id, submitted, customer id and account, package and region (by name in
 * the reader's language), contact, phone, company, purpose, status, reviewed, reject reason.
 */
export function trialsCsv(db: DbOrTx, f: RealNameFilter, lang: MessageLang): Readable {
  const w = trialWhere(f);
  const order = keysetOrder(f.order === 'asc', tr.id);
  async function* rows() {
    const [packages, regions] = await Promise.all([listPhonePackages(db, lang), listPhoneRegions(db, lang)]);
    const pkg = new Map(packages.map((p) => [p.id, p.name]));
    const region = new Map(regions.map((r) => [r.id, r.name]));
    yield* keysetExport(
      (after, limit) =>
        selectTrials(db)
          .where(and(w, after))
          .orderBy(...order.orderBy)
          .limit(limit),
      (row) => order.after({ id: row.a.id }),
      ({ a: r, userName }) => [
        r.id,
        time(lang, r.createdAt),
        r.userId,
        userName,
        pkg.get(r.packageId) ?? String(r.packageId),
        region.get(r.regionId) ?? String(r.regionId),
        r.contactName,
        r.contactPhone,
        r.company,
        r.purpose,
        word(lang, 'trial_status', r.status),
        time(lang, r.reviewedAt),
        r.rejectReason ?? '',
      ],
    );
  }
  return csvStream(csvHeader(lang, 'csv.trials_header'), rows());
}
