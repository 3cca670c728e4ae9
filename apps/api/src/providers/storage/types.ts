/**
 * Where uploaded files live. The local-disk provider is the default; an object-store adapter
 * (S3/OSS) implements the same three calls.
 */
export interface StorageProvider {
  readonly name: string;
  /** Store `data` under `key` (a relative path such as "2026/11/ab12….png"). */
  put(key: string, data: Buffer, mime: string): Promise<void>;
  /** Read a stored file. @throws when the key does not exist */
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}
