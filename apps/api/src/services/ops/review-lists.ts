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
import { isApiReason, renderApiMessage } from '@lanyun/i18n/api-messages';
import { maskIdNumber } from '@lanyun/validators/id-number';
import { and, asc, count, desc, eq, gt, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { realNameApplications, trialApplications, users } from '../../db/schema.ts';
import { csvStream, keysetRows } from '../../lib/csv-export.ts';
import type { MessageLang } from '../../lib/lang.ts';
import { beijingTime } from '../../lib/time.ts';
import { toSeconds } from '../../schemas/common.ts';
import { listPhonePackages } from '../catalog/public.ts';
import { listPhoneRegions } from '../instances/phones.ts';
import { toOut } from '../orders/trials.ts';

/** A queue's filters: a status (none: every status), search, order. Real-name: 1 under review, 2 verified,
 * 3 rejected; trials: 1 under review, 2 approved, 3 rejected, 4 claimed. */
export interface RealNameFilter {
  status?: number;
  q?: string;
  order?: 'asc' | 'desc';
}

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const a = realNameApplications;

/** Matches of `q` on the account (name, or id when digits) and on `own` text columns. */
function search(q: string | undefined, userId: PgColumn, own: PgColumn[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const like = escapeLike(text);
  const any = [ilike(users.userName, like), ...own.map((c) => ilike(c, like))];
  if (/^\d{1,9}$/.test(text)) any.push(eq(userId, Number(text)));
  return or(...any);
}

const where = (f: RealNameFilter) =>
  and(f.status ? eq(a.status, f.status) : undefined, search(f.q, a.userId, [a.realName, a.companyName]));

const select = (db: DbOrTx) =>
  db.select({ a: realNameApplications, userName: users.userName }).from(a).innerJoin(users, eq(users.id, a.userId));

/** One page of applications matching `f`, with the total. */
export async function listRealNameApplications(db: DbOrTx, f: RealNameFilter & { page: number; page_size: number }) {
  const w = where(f);
  const dir = f.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    select(db)
      .where(w)
      .orderBy(dir(a.id))
      .limit(f.page_size)
      .offset((f.page - 1) * f.page_size),
    db.select({ n: count() }).from(a).innerJoin(users, eq(users.id, a.userId)).where(w),
  ]);
  return {
    list: rows.map(({ a: r, userName }) => ({
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
      created_at: toSeconds(r.createdAt),
      reviewed_at: r.reviewedAt ? toSeconds(r.reviewedAt) : null,
    })),
    total: Number(total?.n ?? 0),
    page: f.page,
    page_size: f.page_size,
  };
}

/** A cell in the reader's words: `csv.<group>.<code>` for Chinese, the code otherwise. */
function word(lang: MessageLang, group: string, code: number): string {
  const key = `csv.${group}.${code}`;
  return lang === 'zh-CN' && isApiReason(key) ? renderApiMessage(lang, key) : String(code);
}
const time = (lang: MessageLang, d: Date | null) => (d ? (lang === 'zh-CN' ? beijingTime(d) : d.toISOString()) : '');
const mask = (v: string | null) => (v ? maskIdNumber(v) : '');

/**
 * Applications matching `f` as CSV: id, submitted, customer id and account, type, name, ID number or credit code
 * (masked), status, reviewed, reject reason.
 */
export function realNameCsv(db: DbOrTx, f: RealNameFilter, lang: MessageLang): Readable {
  const w = where(f);
  const ascending = f.order === 'asc';
  type R = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];
  const rows = keysetRows(
    (after: R | undefined, limit) =>
      select(db)
        .where(and(w, after ? (ascending ? gt(a.id, after.a.id) : lt(a.id, after.a.id)) : undefined))
        .orderBy(ascending ? asc(a.id) : desc(a.id))
        .limit(limit),
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
  return csvStream(renderApiMessage(lang, 'csv.real_name_header').split(','), rows);
}

// ---- Trial applications -----------------------------------------------------------------------------------------

const tr = trialApplications;
const trialWhere = (f: RealNameFilter) =>
  and(
    f.status ? eq(tr.status, f.status) : undefined,
    search(f.q, tr.userId, [tr.contactName, tr.contactPhone, tr.company]),
  );
const selectTrials = (db: DbOrTx) =>
  db.select({ a: trialApplications, userName: users.userName }).from(tr).innerJoin(users, eq(users.id, tr.userId));

/** One page of trial applications matching `f`, with the total. */
export async function listTrials(db: DbOrTx, f: RealNameFilter & { page: number; page_size: number }) {
  const w = trialWhere(f);
  const dir = f.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    selectTrials(db)
      .where(w)
      .orderBy(dir(tr.id))
      .limit(f.page_size)
      .offset((f.page - 1) * f.page_size),
    db.select({ n: count() }).from(tr).innerJoin(users, eq(users.id, tr.userId)).where(w),
  ]);
  return {
    list: await Promise.all(
      rows.map(async ({ a: r, userName }) => ({ ...(await toOut(db, r)), user_id: r.userId, user_name: userName })),
    ),
    total: Number(total?.n ?? 0),
    page: f.page,
    page_size: f.page_size,
  };
}

/**
 * Trial applications matching `f` as CSV: id, submitted, customer id and account, package and region (by name in
 * the reader's language), contact, phone, company, purpose, status, reviewed, reject reason.
 */
export function trialsCsv(db: DbOrTx, f: RealNameFilter, lang: MessageLang): Readable {
  const w = trialWhere(f);
  const ascending = f.order === 'asc';
  type R = Awaited<ReturnType<ReturnType<typeof selectTrials>['where']>>[number];
  async function* rows() {
    const [packages, regions] = await Promise.all([listPhonePackages(db, lang), listPhoneRegions(db, lang)]);
    const pkg = new Map(packages.map((p) => [p.id, p.name]));
    const region = new Map(regions.map((r) => [r.id, r.name]));
    yield* keysetRows(
      (after: R | undefined, limit) =>
        selectTrials(db)
          .where(and(w, after ? (ascending ? gt(tr.id, after.a.id) : lt(tr.id, after.a.id)) : undefined))
          .orderBy(ascending ? asc(tr.id) : desc(tr.id))
          .limit(limit),
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
  return csvStream(renderApiMessage(lang, 'csv.trials_header').split(','), rows());
}
