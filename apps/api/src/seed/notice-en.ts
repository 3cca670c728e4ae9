/**
 * Databases seeded before every seeded notice had its English text: give such a notice its English body, so English
 * pages no longer show it in Chinese. Only a notice still holding the exact seeded Chinese title and body and no English
 * body changes; whatever an operator wrote stays. Idempotent.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notices } from '../db/schema.ts';
import { sanitizeArticleHtml } from '../lib/sanitize.ts';
import { noticeSeed, toHtml } from './content.ts';

/** Fills the missing English body of the seeded notices (see the module comment). */
export async function translateSeededNotices(db: Pick<Db, 'update'>): Promise<void> {
  for (const n of noticeSeed) {
    if (!n.bodyEn) continue;
    await db
      .update(notices)
      .set({ contentHtmlEn: sanitizeArticleHtml(toHtml([n.bodyEn])) })
      .where(
        and(
          eq(notices.title, n.title),
          eq(notices.contentHtml, sanitizeArticleHtml(toHtml([n.body]))),
          isNull(notices.contentHtmlEn),
        ),
      );
  }
}
