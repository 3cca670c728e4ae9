/**
 * S3-compatible object storage (AWS S3, Alibaba Cloud OSS, MinIO) through `@aws-sdk/client-s3`,
 * chosen by `STORAGE=s3`. Objects are written private (no ACL grants); readers get short-lived
 * presigned GET URLs ({@link StorageProvider.signedUrl}) made by `@aws-sdk/s3-request-presigner`
 * after the API checked who may see the file. Settings: docs/deployment.md "Object storage".
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageProvider } from './types.ts';

/** Where and how to reach the bucket. */
export interface S3StorageOptions {
  /** Service origin, e.g. https://oss-cn-hangzhou.aliyuncs.com or http://127.0.0.1:9000; AWS's own when omitted. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket as `<endpoint>/<bucket>` (MinIO, local servers) instead of `<bucket>.<endpoint>`. */
  forcePathStyle: boolean;
  /** Prepended to every object key, e.g. "uploads/". */
  keyPrefix?: string;
}

/** A {@link StorageProvider} on one bucket. Errors of the SDK (network, access denied, no such key) pass through. */
export function s3Storage(opts: S3StorageOptions): StorageProvider & { client: S3Client } {
  const client = new S3Client({
    endpoint: opts.endpoint,
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
    // Alibaba Cloud OSS and older MinIO reject the newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const full = (key: string) => `${opts.keyPrefix ?? ''}${key}`;
  return {
    name: 's3',
    client,
    async put(key, data, mime) {
      await client.send(new PutObjectCommand({ Bucket, Key: full(key), Body: data, ContentType: mime }));
    },
    async get(key) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
      if (!res.Body) throw new Error(`storage object has no body: ${key}`);
      return Buffer.from(await res.Body.transformToByteArray());
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },
    async stat(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: full(key) }));
        return { size: res.ContentLength ?? 0 };
      } catch (err) {
        // HeadObject has no body, so a missing key is a bare 404, which the SDK names NotFound.
        if (
          err instanceof NotFound ||
          (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return null;
        throw err;
      }
    },
    signedUrl(key, mime, ttlSeconds) {
      const command = new GetObjectCommand({
        Bucket,
        Key: full(key),
        ResponseContentType: mime,
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, { expiresIn: ttlSeconds });
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
