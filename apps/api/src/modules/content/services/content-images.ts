/**
 * Images of articles, notices and other content (covers and inline images), uploaded by editors in the console.
 * Unlike real-name images (services/platform/uploads.ts, private, one row per upload in `uploads`), content images are public:
 * they are stored through the storage provider (local disk or S3, `STORAGE`) under `content-images/<sha256>.<ext>`
 * — the same image uploaded twice is one file — and served by the API at `/content/images/<sha256>.<ext>` to anyone,
 * cached for a year (the address names the content). The answered URL is absolute (PUBLIC_API_URL), so the HTML
 * that embeds it renders the same on every site and in the console.
 *
 * Rules: the type is decided by the file's content (file-type reads the magic bytes), never by its name: JPEG, PNG
 * or WebP ('upload.image_type'); at most {@link MAX_CONTENT_IMAGE_BYTES} ('upload.image_too_large', enforced by the
 * multipart reader of the route); an empty or missing file is 'upload.choose_file'.
 *
 * Each upload is recorded in `content_images` (sha256, type, size, uploader, time; the same image uploaded again
 * refreshes the uploader and time), so images no content uses any more can be removed
 * (content-image-cleanup.ts). Images stored before the record existed have no row and are never removed.
 */
import { sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { DbOrTx } from '../../../db/client.ts';
import { contentImages } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { MAX_UPLOAD_BYTES } from '../../../lib/request-limits.ts';
import type { StorageProvider } from '../../../providers/storage/types.ts';
import { sha256Hex } from './downloads.ts';
import { ACCEPTED_IMAGE_TYPES } from '../../platform/index.ts';

/** The largest content image, bytes (5 MiB, as real-name images). */
export const MAX_CONTENT_IMAGE_BYTES = MAX_UPLOAD_BYTES;
/** The path prefix of content images on the API. */
export const CONTENT_IMAGES_PREFIX = '/content/images/';

const NAME = /^([0-9a-f]{64})\.(jpg|png|webp)$/;
const MIME_OF_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A stored content image as the console uses it. */
export interface StoredContentImage {
  /** Absolute public URL (PUBLIC_API_URL + /content/images/<sha256>.<ext>). */
  url: string;
  mime: string;
  size_bytes: number;
  sha256: string;
}

/** The storage key of content image `name` ("<sha256>.<ext>"). */
export const contentImageKey = (name: string) => `content-images/${name}`;
const keyOf = contentImageKey;

/**
 * Store an uploaded content image and record it; `publicApiUrl` is the API's public origin, `uploadedBy` the
 * operator. The row is written before the file: the cleanup locks the row while it removes a file, so an upload of the
 * same image waits for it and then stores the file again (content-image-cleanup.ts).
 * @throws ApiError 400 'upload.choose_file' for no or an empty file, 'upload.image_type' for anything but JPEG, PNG or
 *   WebP by content
 */
export async function storeContentImage(
  deps: { db: DbOrTx; storage: StorageProvider },
  publicApiUrl: string,
  file: unknown,
  uploadedBy: number,
): Promise<StoredContentImage> {
  const { db, storage } = deps;
  if (!Buffer.isBuffer(file) || file.length === 0) throw new ApiError(CODE.BAD_REQUEST, 'upload.choose_file');
  const type = await fileTypeFromBuffer(file);
  if (!type || !ACCEPTED_IMAGE_TYPES.includes(type.mime)) throw new ApiError(CODE.BAD_REQUEST, 'upload.image_type');
  const sha256 = sha256Hex(file);
  const name = `${sha256}.${type.ext}`;
  await db
    .insert(contentImages)
    .values({ sha256, ext: type.ext, sizeBytes: file.length, uploadedBy })
    .onConflictDoUpdate({
      target: [contentImages.sha256, contentImages.ext],
      set: { sizeBytes: file.length, uploadedBy, uploadedAt: sql`now()` },
    });
  const stored = await storage.stat(keyOf(name));
  if (stored?.size !== file.length) await storage.put(keyOf(name), file, type.mime);
  return {
    url: `${publicApiUrl.replace(/\/+$/, '')}${CONTENT_IMAGES_PREFIX}${name}`,
    mime: type.mime,
    size_bytes: file.length,
    sha256,
  };
}

/**
 * The bytes and type of content image `name` ("<sha256>.<ext>").
 * @throws ApiError 404 'upload.image_not_found' for an unknown name or a missing file
 */
export async function readContentImage(
  storage: StorageProvider,
  name: string,
): Promise<{ body: Buffer; mime: string }> {
  const m = NAME.exec(name);
  if (!m) throw new ApiError(CODE.NOT_FOUND, 'upload.image_not_found');
  try {
    return { body: await storage.get(keyOf(name)), mime: MIME_OF_EXT[m[2]!]! };
  } catch {
    throw new ApiError(CODE.NOT_FOUND, 'upload.image_not_found');
  }
}
