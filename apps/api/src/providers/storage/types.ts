/**
 * Where uploaded files live. The local-disk provider is the default; the S3-compatible adapter
 * (AWS S3, Alibaba Cloud OSS, MinIO; `STORAGE=s3`) implements the same calls.
 */
export interface StorageProvider {
  readonly name: string;
  /** Store `data` under `key` (a relative path such as "2026/11/ab12….png"). */
  put(key: string, data: Buffer, mime: string): Promise<void>;
  /** Read a stored file. @throws when the key does not exist */
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /**
   * The size in bytes of the stored file `key`, or null when there is none; reads no content (local disk: fs.stat;
   * S3: HeadObject). @throws when the store cannot be asked (network, access denied)
   */
  stat(key: string): Promise<{ size: number } | null>;
  /**
   * A URL that reads the private object `key` for `ttlSeconds` seconds, then stops working, or
   * undefined when the store has no such URLs (local disk: the API serves the bytes itself). Callers
   * check permissions first: whoever holds the URL can read the file until it expires.
   */
  signedUrl?(key: string, mime: string, ttlSeconds: number): Promise<string>;
  /** Answers when the store is reachable (readiness probe); throws with the reason otherwise. */
  ping?(): Promise<void>;
}
