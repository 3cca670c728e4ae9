/**
 * The public pages' content (routes/v1/content-pages.ts): downloads, resource classes and resources, solution pages
 * and agreements, shaped for the API (snake_case, times in unix seconds). Each takes the resolved `lang`
 * (services/content/content-lang.ts); untranslated text falls back to zh-CN, and a detail says which language it shows.
 */
import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client.ts';
import { agreements, downloads, resourceClasses, resources, solutions } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import type { StorageProvider } from '../../../providers/storage/types.ts';
import { sanitizeForDisplay } from '../../../lib/sanitize.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { type Lang, pick } from './content-lang.ts';
import { withAvailableFiles } from './downloads.ts';

/** The client downloads whose files are stored intact, of one platform or all, in their sort order. */
export async function listDownloads(
  deps: { db: DbOrTx; storage: StorageProvider; log: Pick<FastifyBaseLogger, 'warn'> },
  platform: string | undefined,
  lang: Lang,
) {
  const { db, storage, log } = deps;
  // An entry whose stored file is missing or damaged is not listed (services/content/downloads.ts).
  const rows = await withAvailableFiles(
    storage,
    await db
      .select()
      .from(downloads)
      .where(platform ? eq(downloads.platform, platform) : undefined)
      .orderBy(asc(downloads.sort), asc(downloads.id)),
    log,
  );
  return rows.map((d) => ({
    id: d.id,
    name: pick(lang, d.name, d.nameEn),
    platform: d.platform,
    version: d.version,
    size_bytes: d.sizeBytes,
    sha256: d.sha256,
    url: d.url,
    notes: pick(lang, d.notes, d.notesEn),
    released_at: toSeconds(d.releasedAt),
    lang: (lang === 'en' && d.nameEn ? 'en' : 'zh-CN') as Lang,
  }));
}

/** The resource classes, in their sort order. */
export async function listResourceClasses(db: DbOrTx, lang: Lang) {
  const rows = await db.select().from(resourceClasses).orderBy(asc(resourceClasses.sort), asc(resourceClasses.id));
  return rows.map((c) => ({ id: c.id, name: pick(lang, c.name, c.nameEn) }));
}

/** One page of resources, of one class or all, in their sort order. */
export async function listResources(db: DbOrTx, q: { page: number; page_size: number; class_id?: number }, lang: Lang) {
  const where: SQL | undefined = q.class_id ? eq(resources.classId, q.class_id) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(resources)
      .where(where)
      .orderBy(asc(resources.sort), asc(resources.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(resources).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      class_id: r.classId,
      title: pick(lang, r.title, r.titleEn),
      description: pick(lang, r.description, r.descriptionEn),
      url: r.url,
      kind: r.kind,
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    page_size: q.page_size,
  };
}

/** The solution pages (slug, title, summary), in their sort order. */
export async function listSolutions(db: DbOrTx, lang: Lang) {
  const rows = await db.select().from(solutions).orderBy(asc(solutions.sort), asc(solutions.id));
  return rows.map((s) => ({
    slug: s.slug,
    title: pick(lang, s.title, s.titleEn),
    summary: pick(lang, s.summary, s.summaryEn),
  }));
}

/**
 * One solution page; its body is English when it has English sections (or, on older rows, an English HTML body).
 * @throws ApiError 404 for an unknown slug
 */
export async function solutionDetail(db: DbOrTx, slug: string, lang: Lang) {
  const [s] = await db.select().from(solutions).where(eq(solutions.slug, slug)).limit(1);
  if (!s) throw new ApiError(CODE.NOT_FOUND, 'content.page_not_found');
  const shown: Lang = lang === 'en' && (s.sectionsEn || (!s.sections && s.contentHtmlEn)) ? 'en' : 'zh-CN';
  return {
    slug: s.slug,
    title: pick(shown, s.title, s.titleEn),
    summary: pick(shown, s.summary, s.summaryEn),
    sections: (shown === 'en' ? s.sectionsEn : s.sections) ?? null,
    content_html: sanitizeForDisplay(shown === 'en' ? (s.contentHtmlEn ?? '') : s.contentHtml),
    lang: shown,
    updated_at: toSeconds(s.updatedAt),
  };
}

/** The agreements and policies (type, title, version, effective time), in their sort order. */
export async function listAgreements(db: DbOrTx, lang: Lang) {
  const rows = await db.select().from(agreements).orderBy(asc(agreements.sort), asc(agreements.id));
  return rows.map((a) => ({
    type: a.type,
    title: pick(lang, a.title, a.titleEn),
    version: a.version,
    effective_at: toSeconds(a.effectiveAt),
  }));
}

/**
 * One agreement with its text, English when translated.
 * @throws ApiError 404 for an unknown type
 */
export async function agreementDetail(db: DbOrTx, type: string, lang: Lang) {
  const [a] = await db.select().from(agreements).where(eq(agreements.type, type)).limit(1);
  if (!a) throw new ApiError(CODE.NOT_FOUND, 'content.agreement_not_found');
  const shown: Lang = lang === 'en' && a.contentHtmlEn ? 'en' : 'zh-CN';
  return {
    type: a.type,
    title: pick(shown, a.title, a.titleEn),
    version: a.version,
    effective_at: toSeconds(a.effectiveAt),
    content_html: sanitizeForDisplay(pick(shown, a.contentHtml, a.contentHtmlEn)),
    lang: shown,
    updated_at: toSeconds(a.updatedAt),
  };
}
