/**
 * Uploaded images (routes/base/uploads.ts): the type is decided by the file's content (file-type reads the magic
 * bytes), never by its name: JPEG, PNG or WebP only. Files go to the storage provider, their record to `uploads`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { DbOrTx } from '../../../db/client.ts';
import { uploads } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import type { StorageProvider } from '../../../providers/storage/types.ts';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const UPLOAD_USAGES = ['id_front', 'id_back', 'licence', 'ticket'] as const;
export type UploadUsage = (typeof UPLOAD_USAGES)[number];

/**
 * Store an image of `userId` and record it.
 * @throws ApiError 400 for an empty file or one that is not JPEG, PNG or WebP by content
 */
export async function storeImage(
  deps: { db: DbOrTx; storage: StorageProvider },
  userId: number,
  usage: UploadUsage,
  file: unknown,
): Promise<{ id: number }> {
  if (!Buffer.isBuffer(file) || file.length === 0) throw new ApiError(CODE.BAD_REQUEST, 'upload.choose_file');
  const type = await fileTypeFromBuffer(file);
  if (!type || !ACCEPTED_IMAGE_TYPES.includes(type.mime)) throw new ApiError(CODE.BAD_REQUEST, 'upload.image_type');
  const now = new Date();
  const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(16).toString('hex')}.${type.ext}`;
  await deps.storage.put(key, file, type.mime);
  const [row] = await deps.db
    .insert(uploads)
    .values({
      userId,
      usage,
      storageKey: key,
      mime: type.mime,
      sizeBytes: file.length,
      sha256: createHash('sha256').update(file).digest('hex'),
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error('uploads: insert returned no row');
  return row;
}

/** Upload `id` of `userId` (nobody else's). @throws ApiError 404 otherwise */
export async function ownUpload(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'upload.image_not_found');
  return row;
}
