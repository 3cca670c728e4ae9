/**
 * Preview links of articles (news and documents) that the public cannot see yet: drafts and scheduled articles
 * (docs/decisions/0057-preview-links.md). An editor asks for a link (`POST /ops/news/preview_link`); anyone holding it
 * reads the article through `POST /v1/news_preview` as the cloud site's `/news/preview/{token}` page shows it, without
 * the article being published, listed, searched or put in the sitemap. Each link is a row of `news_preview_links`
 * (who made it, when, until when), so an editor can list an article's live links and revoke one
 * (services/content/preview-links.ts).
 *
 * Token: `{id}.{link}.{exp}.{sig}` — the article id, the link's row id, the expiry in unix seconds, and the
 * HMAC-SHA256 (lower-case hex, as the cloud site folds upper-case paths to lower case) of
 * `news-preview|{id}|{link}|{exp}` under PREVIEW_SECRET (config.ts; the production guard refuses its published
 * default). The signature is checked before the database is asked, so a forged token costs no query. A link lives
 * {@link PREVIEW_TTL_SECONDS} (7 days); changing PREVIEW_SECRET voids every link at once. The link names the article,
 * not a version: it shows the article as it is stored when opened.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { news, newsPreviewLinks } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import type { Lang } from './content-lang.ts';
import { contentNow } from './content-schedule.ts';
import { newsDetail } from './public.ts';

/** How long a preview link works: 7 days, in seconds. */
export const PREVIEW_TTL_SECONDS = 7 * 86_400;

/** Where the cloud site shows a preview: `/news/preview/{token}`. */
export const previewPath = (token: string) => `/news/preview/${token}`;

/** What a token names: the article, the link's row and the expiry (unix seconds). */
export interface PreviewClaim {
  id: number;
  link: number;
  exp: number;
}

const mac = (secret: string, c: PreviewClaim) =>
  createHmac('sha256', secret).update(`news-preview|${c.id}|${c.link}|${c.exp}`).digest('hex');

/** The preview token of link `link` of article `id` that expires at `exp` (unix seconds). */
export function signPreview(secret: string, c: PreviewClaim): string {
  return `${c.id}.${c.link}.${c.exp}.${mac(secret, c)}`;
}

/**
 * What a token names, once its signature and time are checked (not yet whether its link was revoked).
 * @param now unix seconds
 * @throws ApiError 403 `content.preview_invalid` for a malformed or tampered token (and for the three-part tokens
 *   made before links had a record), `content.preview_expired` after its expiry
 */
export function verifyPreview(secret: string, token: string, now: number): PreviewClaim {
  const m = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!m) throw new ApiError(CODE.FORBIDDEN, 'content.preview_invalid');
  const claim = { id: Number(m[1]), link: Number(m[2]), exp: Number(m[3]) };
  const given = Buffer.from(m[4]!);
  const expected = Buffer.from(mac(secret, claim));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new ApiError(CODE.FORBIDDEN, 'content.preview_invalid');
  if (claim.exp <= now) throw new ApiError(CODE.FORBIDDEN, 'content.preview_expired');
  return claim;
}

/** What a preview shows of the article's state: a draft, scheduled for later, or already public. */
export type PreviewState = 'draft' | 'scheduled' | 'live';

/** The article's state, or null when there is no article `id`. */
export async function articleState(db: DbOrTx, id: number): Promise<{ state: PreviewState } | null> {
  const [row] = await db
    .select({
      published: news.published,
      // Whether the publish time has come by the content clock (content-schedule.ts).
      due: sql<boolean>`${news.publishedAt} <= ${contentNow()}`,
    })
    .from(news)
    .where(eq(news.id, id))
    .limit(1);
  if (!row) return null;
  return { state: !row.published ? 'draft' : row.due ? 'live' : 'scheduled' };
}

/**
 * The article a preview token names, as its detail page shows it (drafts and scheduled articles included; no view is
 * counted and no neighbours are linked), with the preview's state and expiry.
 * @param now unix seconds
 * @throws ApiError 403 `content.preview_invalid` / `content.preview_expired` (verifyPreview; also for a link whose row
 *   is missing or names another article), 403 `content.preview_revoked` for a revoked link, 404
 *   `content.article_not_found` when the article was deleted
 */
export async function newsPreview(db: DbOrTx, secret: string, token: string, lang: Lang, now: number) {
  const claim = verifyPreview(secret, token, now);
  const found = await articleState(db, claim.id);
  if (!found) throw new ApiError(CODE.NOT_FOUND, 'content.article_not_found');
  const [row] = await db
    .select({ newsId: newsPreviewLinks.newsId, revokedAt: newsPreviewLinks.revokedAt })
    .from(newsPreviewLinks)
    .where(eq(newsPreviewLinks.id, claim.link))
    .limit(1);
  if (row?.newsId !== claim.id) throw new ApiError(CODE.FORBIDDEN, 'content.preview_invalid');
  if (row.revokedAt) throw new ApiError(CODE.FORBIDDEN, 'content.preview_revoked');
  const article = await newsDetail(db, { id: claim.id }, lang, { preview: true });
  return { ...article, preview: { state: found.state, expires_at: claim.exp } };
}
