/**
 * The records of preview links (table `news_preview_links`; tokens and reading: services/content/preview.ts,
 * docs/decisions/0057-preview-links.md): an editor makes a link (audited `news.preview_link`), the console lists an
 * article's live links (not revoked, not expired: who made each, when, until when) and an editor revokes one
 * (audited `news.preview_revoke`); a revoked link is refused with `content.preview_revoked`.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { newsPreviewLinks, operators } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { audit } from '../../ops/index.ts';
import { PREVIEW_TTL_SECONDS, articleState, previewPath, signPreview } from './preview.ts';

/** The operator acting and the address they act from (for the audit log). */
type Actor = { operatorId: number; clientIp: string };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A new preview link for article `id`: its id, the site path (holding the token), the expiry (unix seconds) and the article's state;
 * recorded and audited as `news.preview_link` (detail: the link id, its expiry, the article's state) in one
 * transaction.
 * @param now unix seconds (default: the server's clock)
 * @throws ApiError 404 `content.article_not_found` for an unknown id
 */
export async function createPreviewLink(db: DbOrTx, secret: string, id: number, actor: Actor, now = nowSeconds()) {
  return db.transaction(async (tx) => {
    const found = await articleState(tx, id);
    if (!found) throw new ApiError(CODE.NOT_FOUND, 'content.article_not_found');
    const exp = now + PREVIEW_TTL_SECONDS;
    const [row] = await tx
      .insert(newsPreviewLinks)
      .values({ newsId: id, createdBy: actor.operatorId, expiresAt: new Date(exp * 1000) })
      .returning({ id: newsPreviewLinks.id });
    const token = signPreview(secret, { id, link: row!.id, exp });
    await audit(tx, {
      ...actor,
      action: 'news.preview_link',
      targetType: 'news',
      targetId: id,
      detail: { link_id: row!.id, expires_at: exp, state: found.state },
    });
    // No `token` field: a `data.token` would be taken for a session token by the console's /api proxy.
    return { id: row!.id, path: previewPath(token), expires_at: exp, state: found.state };
  });
}

/**
 * The live preview links of article `id` (not revoked, not expired), oldest first: each with its path (to copy
 * again), when it was made and by whom, and its expiry (unix seconds).
 * @throws ApiError 404 `content.article_not_found` for an unknown id
 */
export async function listPreviewLinks(db: DbOrTx, secret: string, id: number, now = nowSeconds()) {
  if (!(await articleState(db, id))) throw new ApiError(CODE.NOT_FOUND, 'content.article_not_found');
  const rows = await db
    .select({
      id: newsPreviewLinks.id,
      createdAt: newsPreviewLinks.createdAt,
      expiresAt: newsPreviewLinks.expiresAt,
      email: operators.email,
      name: operators.name,
    })
    .from(newsPreviewLinks)
    .innerJoin(operators, eq(operators.id, newsPreviewLinks.createdBy))
    .where(
      and(
        eq(newsPreviewLinks.newsId, id),
        isNull(newsPreviewLinks.revokedAt),
        gt(newsPreviewLinks.expiresAt, new Date(now * 1000)),
      ),
    )
    .orderBy(asc(newsPreviewLinks.id))
    .limit(100);
  return {
    list: rows.map((r) => {
      const exp = toSeconds(r.expiresAt);
      return {
        id: r.id,
        path: previewPath(signPreview(secret, { id, link: r.id, exp })),
        created_at: toSeconds(r.createdAt),
        expires_at: exp,
        created_by: { email: r.email, name: r.name },
      };
    }),
  };
}

/**
 * Revoke preview link `linkId`: from now on it is refused with `content.preview_revoked`. Audited as
 * `news.preview_revoke` (target: the article; detail: the link id, its maker and expiry). Revoking a revoked link
 * changes nothing and answers when it was revoked.
 * @throws ApiError 404 `content.preview_link_not_found` for an unknown link
 */
export async function revokePreviewLink(db: DbOrTx, linkId: number, actor: Actor) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsPreviewLinks).where(eq(newsPreviewLinks.id, linkId)).for('update');
    if (!row) throw new ApiError(CODE.NOT_FOUND, 'content.preview_link_not_found');
    if (row.revokedAt) return { id: row.id, news_id: row.newsId, revoked_at: toSeconds(row.revokedAt) };
    const [after] = await tx
      .update(newsPreviewLinks)
      .set({ revokedAt: new Date(), revokedBy: actor.operatorId })
      .where(eq(newsPreviewLinks.id, linkId))
      .returning();
    await audit(tx, {
      ...actor,
      action: 'news.preview_revoke',
      targetType: 'news',
      targetId: row.newsId,
      detail: { link_id: row.id, created_by: row.createdBy, expires_at: toSeconds(row.expiresAt) },
    });
    return { id: row.id, news_id: row.newsId, revoked_at: toSeconds(after!.revokedAt!) };
  });
}
