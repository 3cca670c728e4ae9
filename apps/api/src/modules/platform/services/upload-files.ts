/**
 * Reading uploaded files back (real-name images): who may see which upload, and how it reaches
 * them. The callers check permissions through these look-ups first; then an object store hands out
 * a short-lived signed URL (the route answers 302 to it) and local disk answers the bytes through
 * the API. Either way the answer is `cache-control: private, no-store`.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { uploads } from '../../../db/schema.ts';
import type { StorageProvider } from '../../../providers/storage/types.ts';

/** The stored file of one upload row. */
export interface StoredUpload {
  storageKey: string;
  mime: string;
}

/** The upload `id` when it belongs to `userId`, else undefined (the caller answers 'upload.image_not_found'). */
export async function findOwnUpload(db: DbOrTx, id: number, userId: number): Promise<StoredUpload | undefined> {
  const [row] = await db
    .select({ storageKey: uploads.storageKey, mime: uploads.mime })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
    .limit(1);
  return row;
}

/** Any upload by id, for reviewers (the route requires the reviewer role). */
export async function findUploadForReview(db: DbOrTx, id: number): Promise<StoredUpload | undefined> {
  const [row] = await db
    .select({ storageKey: uploads.storageKey, mime: uploads.mime })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  return row;
}

/** How to answer with a stored file: a redirect to a signed URL valid `ttlSeconds`, or the bytes. */
export type UploadAnswer = { redirect: string } | { body: Buffer; mime: string };

/** The answer for an upload the caller may see. Storage errors pass through (a 500 with the error logged). */
export async function uploadAnswer(
  storage: StorageProvider,
  file: StoredUpload,
  ttlSeconds: number,
): Promise<UploadAnswer> {
  if (storage.signedUrl) return { redirect: await storage.signedUrl(file.storageKey, file.mime, ttlSeconds) };
  return { body: await storage.get(file.storageKey), mime: file.mime };
}
