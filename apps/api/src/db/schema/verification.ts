/** Real-name verification: uploads and applications. Money columns are integer fen; times are timestamptz. */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

/** Uploaded images (real-name documents). The file lives in the storage provider under `storage_key`. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usage: text('usage').notNull(), // id_front | id_back | licence
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

/**
 * Real-name verification applications. `status` 1 under review, 2 approved, 3 rejected (the
 * user's authentication_status mirrors the latest application). `type` 1 personal, 2 enterprise.
 */
/**
 * The verified name and company of an application joined by U+001F, as the customer search matches them in part
 * (services/ops/customer-list.ts); indexed for approved applications (`real_name_search_text_trgm`, status 2).
 */
export function realNameSearchText(t: { realName: AnyPgColumn; companyName: AnyPgColumn }) {
  return sql`(coalesce(${t.realName}, '') || E'\\x1f' || coalesce(${t.companyName}, ''))`;
}

export const realNameApplications = pgTable(
  'real_name_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    realName: text('real_name'),
    idNumber: text('id_number'),
    companyName: text('company_name'),
    creditCode: text('credit_code'),
    idFrontUploadId: integer('id_front_upload_id').references(() => uploads.id),
    idBackUploadId: integer('id_back_upload_id').references(() => uploads.id),
    licenceUploadId: integer('licence_upload_id').references(() => uploads.id),
    status: smallint('status').notNull().default(1),
    rejectReason: text('reject_reason'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * The verification provider's answer for a personal application: match | mismatch | unavailable
     * (null: not asked, e.g. enterprise). A match verifies at once; the others wait for an operator.
     */
    providerResult: text('provider_result'),
    /** The provider's own words (its code and message), shown to the reviewing operator. */
    providerNote: text('provider_note'),
    /** The face liveness check of a personal application (IDENTITY_LIVENESS=on): the provider's certify id. */
    livenessCertifyId: text('liveness_certify_id'),
    /** Its outcome: null while the customer has not finished it, then passed | failed. */
    livenessResult: text('liveness_result'),
  },
  (t) => [
    index('real_name_user_idx').on(t.userId, t.createdAt),
    index('real_name_status_idx').on(t.status, t.createdAt),
    // The operator overview's customers verified in a period.
    index('real_name_reviewed_idx').on(t.status, t.reviewedAt),
    // Operators' customer search: verified name and company by partial text, ID number in full or by its last 4.
    index('real_name_name_trgm').using('gin', sql`${t.realName} gin_trgm_ops`),
    index('real_name_company_trgm').using('gin', sql`${t.companyName} gin_trgm_ops`),
    // The verified name or company of approved applications in one trigram index (see realNameSearchText).
    index('real_name_search_text_trgm')
      .using('gin', sql`${realNameSearchText(t)} gin_trgm_ops`)
      .where(sql`${t.status} = 2`),
    index('real_name_id_number_idx').on(t.idNumber),
    index('real_name_id_last4_idx').on(sql`right(${t.idNumber}, 4)`),
  ],
);
