/**
 * Removing content images no content uses any more (docs/decisions/0058-unused-content-images.md): a recorded image
 * (`content_images`, content-images.ts) is removed — its file through the storage provider (local disk or S3) and its
 * row — when it was uploaded longer than the grace period ago (CONTENT_IMAGE_GRACE_HOURS, default 24 h, so the image
 * of an article an editor has not saved yet stays) and no article (body in both languages, cover), notice, agreement,
 * solution page (body and sections) or banner names it. Drafts and scheduled articles count: their images stay.
 *
 * How: one pass reads every image name (`<sha256>.<jpg|png|webp>`) out of those columns (a regular expression over
 * each text once, not a search per image), and the old recorded images outside that set are taken in batches of
 * {@link BATCH}, each in a transaction that locks their rows (`FOR UPDATE SKIP LOCKED`: two processes never take the
 * same image) while the files are removed. An upload of the same image meanwhile rewrites its row first, so it waits
 * for the batch and then stores the file anew; one made before the batch began has a new time and is not taken. A
 * file the store cannot remove keeps its row (retried at the next run) and is logged.
 *
 * Runs as the job {@link JOB_CONTENT_IMAGE_CLEANUP} (plugins/app/content-jobs.ts).
 */
import { and, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { agreements, banners, contentImages, news, notices, solutions } from '../../../db/schema.ts';
import type { StorageProvider } from '../../../providers/storage/types.ts';
import { contentImageKey } from './content-images.ts';

/** The job queue of the cleanup. */
export const JOB_CONTENT_IMAGE_CLEANUP = 'content-image-cleanup';

/** Images removed per transaction, and batches per run at most (the next run takes the rest). */
const BATCH = 100;
const MAX_BATCHES = 20;

/** An image's name inside any text: its sha256 (captured) and type. */
const NAME_PATTERN = '([0-9a-f]{64})\\.(?:jpg|png|webp)';

/** Every text that may name a content image: the columns of each table, joined into one text per row. */
const REFERENCING: Array<{ table: SQL; columns: SQL[] }> = [
  { table: sql`${news}`, columns: [sql`${news.contentHtml}`, sql`${news.contentHtmlEn}`, sql`${news.coverUrl}`] },
  { table: sql`${notices}`, columns: [sql`${notices.contentHtml}`, sql`${notices.contentHtmlEn}`] },
  { table: sql`${agreements}`, columns: [sql`${agreements.contentHtml}`, sql`${agreements.contentHtmlEn}`] },
  {
    table: sql`${solutions}`,
    columns: [
      sql`${solutions.contentHtml}`,
      sql`${solutions.contentHtmlEn}`,
      sql`${solutions.sections}::text`,
      sql`${solutions.sectionsEn}::text`,
    ],
  },
  { table: sql`${banners}`, columns: [sql`${banners.imageUrl}`] },
];

/** The sha256 of every image some content names (a set-returning subquery). */
const usedShas = sql.join(
  REFERENCING.map(
    ({ table, columns }) =>
      sql`select (regexp_matches(${sql.join(
        columns.map((c) => sql`coalesce(${c}, '')`),
        sql` || ' ' || `,
      )}, ${NAME_PATTERN}, 'g'))[1] from ${table}`,
  ),
  sql` union `,
);

/** What a cleanup run did: the names ("<sha256>.<ext>") removed and the ones whose file could not be removed. */
export interface CleanupResult {
  removed: string[];
  failed: string[];
}

/**
 * Remove the recorded content images older than `graceMs` that no content names (see the module docstring).
 * @param now the current time (default: the server's clock)
 */
export async function cleanupContentImages(
  deps: { db: DbOrTx; storage: StorageProvider; log?: { error(obj: object, msg: string): void } },
  graceMs: number,
  now = new Date(),
): Promise<CleanupResult> {
  const cutoff = new Date(now.getTime() - graceMs);
  const result: CleanupResult = { removed: [], failed: [] };
  for (let i = 0; i < MAX_BATCHES; i++) {
    const batch = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .select({ sha256: contentImages.sha256, ext: contentImages.ext })
        .from(contentImages)
        .where(and(lt(contentImages.uploadedAt, cutoff), sql`${contentImages.sha256} not in (${usedShas})`))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const gone: typeof rows = [];
      for (const r of rows) {
        const name = `${r.sha256}.${r.ext}`;
        try {
          await deps.storage.delete(contentImageKey(name));
          gone.push(r);
          result.removed.push(name);
        } catch (err) {
          result.failed.push(name);
          deps.log?.error({ err, image: name }, 'content image could not be removed; kept for the next run');
        }
      }
      if (gone.length) {
        await tx
          .delete(contentImages)
          .where(or(...gone.map((r) => and(eq(contentImages.sha256, r.sha256), eq(contentImages.ext, r.ext)))));
      }
      return { taken: rows.length, failed: rows.length - gone.length };
    });
    // A short batch was the last; a failed file would be taken again at once, so it waits for the next run.
    if (batch.taken < BATCH || batch.failed > 0) break;
  }
  return result;
}
