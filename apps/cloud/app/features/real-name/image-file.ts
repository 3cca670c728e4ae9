/**
 * Client-side checks of the verification images before upload (the API checks again with the same messages):
 * JPEG, PNG or WebP, at most 5 MiB.
 */

/** Accepted MIME types. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Largest accepted image, in bytes (5 MiB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** `accept` attribute for the file inputs. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** The API's messages, as catalogue keys (the English text is the API's wording). */
export const IMAGE_MESSAGES = {
  type: 'realName.msg.imageType',
  size: 'realName.msg.imageSize',
} as const;

/** The message key for a file that cannot be uploaded, or null when it is acceptable. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.type;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.size;
  return null;
}
