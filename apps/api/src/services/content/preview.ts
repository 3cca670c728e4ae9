/**
 * Preview links of articles (news and documents) that the public cannot see yet: drafts and scheduled articles
 * (docs/decisions.md "Preview links"). An editor asks for a link (`POST /ops/news/preview_link`); anyone holding it
 * reads the article through `POST /v1/news_preview` as the cloud site's `/news/preview/{token}` page shows it, without
 * the article being published, listed, searched or put in the sitemap.
 *
 * Token: `{id}.{exp}.{sig}` — the article id, the expiry in unix seconds, and the HMAC-SHA256 (lower-case hex, as
 * the cloud site folds upper-case paths to lower case) of
 * `news-preview|{id}|{exp}` under PREVIEW_SECRET (config.ts; the production guard refuses its published default).
 * A link lives {@link PREVIEW_TTL_SECONDS} (7 days); changing PREVIEW_SECRET voids every link at once. The link
 * names the article, not a version: it shows the article as it is stored when opened.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { news } from '../../db/schema.ts';
import { ApiError, CODE } from '../../lib/envelope.ts';
import { audit } from '../ops/audit.ts';
import type { Lang } from './content-lang.ts';
import { contentNow } from './content-schedule.ts';
import { newsDetail } from './public.ts';

/** How long a preview link works: 7 days, in seconds. */
export const PREVIEW_TTL_SECONDS = 7 * 86_400;

/** Where the cloud site shows a preview: `/news/preview/{token}`. */
export const previewPath = (token: string) => `/news/preview/${token}`;

const mac = (secret: string, id: number, exp: number) =>
  createHmac('sha256', secret).update(`news-preview|${id}|${exp}`).digest('hex');

/** The preview token of article `id` that expires at `exp` (unix seconds). */
export function signPreview(secret: string, id: number, exp: number): string {
  return `${id}.${exp}.${mac(secret, id, exp)}`;
}

/**
 * The article id and expiry a token carries, once its signature and time are checked.
 * @param now unix seconds
 * @throws ApiError 403 `content.preview_invalid` for a malformed or tampered token, `content.preview_expired` after
 *   its expiry
 */
export function verifyPreview(secret: string, token: string, now: number): { id: number; exp: number } {
  const m = /^([1-9]\d{0,9})\.(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!m) throw new ApiError(CODE.FORBIDDEN, 'content.preview_invalid');
  const id = Number(m[1]);
  const exp = Number(m[2]);
  const given = Buffer.from(m[3]!);
  const expected = Buffer.from(mac(secret, id, exp));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new ApiError(CODE.FORBIDDEN, 'content.preview_invalid');
  if (exp <= now) throw new ApiError(CODE.FORBIDDEN, 'content.preview_expired');
  return { id, exp };
}

/** What a preview shows of the article's state: a draft, scheduled for later, or already public. */
export type PreviewState = 'draft' | 'scheduled' | 'live';

async function articleState(db: DbOrTx, id: number): Promise<{ state: PreviewState } | null> {
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
 * A new preview link for article `id`: its token, the site path, the expiry (unix seconds) and the article's state;
 * audited as `news.preview_link` (detail: the expiry) for `actor`.
 * @param now unix seconds (default: the server's clock)
 * @throws ApiError 404 `content.article_not_found` for an unknown id
 */
export async function createPreviewLink(
  db: DbOrTx,
  secret: string,
  id: number,
  actor: { operatorId: number; clientIp: string },
  now = Math.floor(Date.now() / 1000),
) {
  const found = await articleState(db, id);
  if (!found) throw new ApiError(CODE.NOT_FOUND, 'content.article_not_found');
  const exp = now + PREVIEW_TTL_SECONDS;
  const token = signPreview(secret, id, exp);
  await audit(db, {
    ...actor,
    action: 'news.preview_link',
    targetType: 'news',
    targetId: id,
    detail: { expires_at: exp, state: found.state },
  });
  return { token, path: previewPath(token), expires_at: exp, state: found.state };
}

/**
 * The article a preview token names, as its detail page shows it (drafts and scheduled articles included; no view is
 * counted and no neighbours are linked), with the preview's state and expiry.
 * @param now unix seconds
 * @throws ApiError 403 for an invalid or expired token; 404 `content.article_not_found` when the article was deleted
 */
export async function newsPreview(db: DbOrTx, secret: string, token: string, lang: Lang, now: number) {
  const { id, exp } = verifyPreview(secret, token, now);
  const found = await articleState(db, id);
  if (!found) throw new ApiError(CODE.NOT_FOUND, 'content.article_not_found');
  const article = await newsDetail(db, { id }, lang, { preview: true });
  return { ...article, preview: { state: found.state, expires_at: exp } };
}
