/**
 * The settings `STORAGE=s3` cannot do without, checked by the production guard (config-guard.ts)
 * and by the storage factory (index.ts). Kept apart from the S3 adapter so the guard loads no SDK.
 */
import type { AppConfig } from '../../config.ts';

/** The S3 settings STORAGE=s3 cannot do without. */
export const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Names of the required S3 settings that are unset or blank, in {@link S3_REQUIRED} order. */
export function missingS3Settings(config: Pick<AppConfig, (typeof S3_REQUIRED)[number]>): string[] {
  return S3_REQUIRED.filter((name) => !config[name]?.trim());
}
