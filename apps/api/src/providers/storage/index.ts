/**
 * Picks the upload store from the configuration: local disk (default, `UPLOAD_DIR` or
 * `<repo>/var/uploads`) or S3-compatible object storage with `STORAGE=s3` and the `S3_*` settings.
 * @throws Error naming the missing settings when STORAGE=s3 lacks one (config-guard.ts refuses
 * the same in production before this runs).
 */
import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { localDiskStorage } from './local-disk.ts';
import { s3Storage } from './s3.ts';
import { missingS3Settings } from './settings.ts';
import type { StorageProvider } from './types.ts';

export function createStorage(config: AppConfig): StorageProvider {
  if (config.STORAGE === 'local') return localDiskStorage(config.UPLOAD_DIR ?? path.join(config.root, 'var/uploads'));
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (!bucket?.trim() || !accessKeyId?.trim() || !secretAccessKey?.trim()) {
    throw new Error(`STORAGE=s3 needs ${missingS3Settings(config).join(', ')} (docs/deployment.md, "Object storage")`);
  }
  return s3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket,
    region: config.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'on',
    keyPrefix: config.S3_KEY_PREFIX,
  });
}
