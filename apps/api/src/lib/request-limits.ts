/**
 * Request size limits (bytes) and the reason keys of answers about them; applied by plugins/external/multipart.ts,
 * read by the services that check sizes themselves (content images, the keyed IP API's errors).
 */
/** Largest uploaded file (real-name images): 5 MiB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Default body limit of a route (JSON, URL-encoded, or the fields of a multipart form): 64 KiB. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** Body limit of the operator calls that carry rich text (two 200,000-character bodies, up to 3 bytes a character): 2 MiB. */
export const RICH_TEXT_BODY_LIMIT = 2 * 1024 * 1024;
/** Reason keys: a body or file over its limit, a file sent to a route that takes none, more files than it takes. */
export const TOO_LARGE_MSG = 'request.too_large';
export const NO_FILES_MSG = 'request.no_files';
export const TOO_MANY_FILES_MSG = 'request.too_many_files';
