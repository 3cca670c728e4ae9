import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { formatProblems, productionProblems } from './config-guard.ts';

/** A production configuration the guard accepts (every value made up for the test). */
const GOOD_PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://lanyun:pw@db.internal:5432/lanyun',
  DOWNLOAD_SECRET: 'k8J2mZ0qv9rW4xT1yB6nC3dE5fG7hH0a',
  SANDBOX_PAY_SECRET: 'Zq1Wx2Ec3Rv4Tb5Yn6Um7Ii8Oo9Pp0Aa',
  PREVIEW_SECRET: 'Pv7Qw3Er9Ty1Ui5Op2As8Df4Gh6Jk0Lz',
  SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
  PAYMENT_MODE: 'live',
  ALIPAY_APP_ID: '2021000000000000',
  ALIPAY_PRIVATE_KEY: 'alipay-private',
  ALIPAY_PUBLIC_KEY: 'alipay-public',
  WECHAT_APP_ID: 'wx0000000000000000',
  WECHAT_MCH_ID: '1900000000',
  WECHAT_SERIAL_NO: 'ABCDEF',
  WECHAT_PRIVATE_KEY: 'wechat-private',
  WECHAT_PLATFORM_PUBLIC_KEY: 'wechat-platform',
  WECHAT_API_V3_KEY: '0123456789abcdef0123456789abcdef',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '岚云',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000000',
  ID_VERIFY_PROVIDER: 'aliyun',
  ALIYUN_IDV_ACCESS_KEY_ID: 'idv-id',
  ALIYUN_IDV_ACCESS_KEY_SECRET: 'idv-secret',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://u:p@smtp.example.com:465',
  PUBLIC_API_URL: 'https://api.lanyun.cloud',
  CORS_ORIGINS: 'https://www.lanyun.cloud,https://ip.lanyun.cloud,https://ops.lanyun.cloud',
  BANK_ACCOUNT_NUMBER: '6222 0000 0000 0001',
  ICP_NUMBER: '浙ICP备12345678号-1',
  SUPPORT_PHONE: '400-000-0000',
};

const vars = (env: Record<string, string | undefined>) =>
  productionProblems(loadConfig(env as NodeJS.ProcessEnv)).map((p) => p.variable);

describe('productionProblems', () => {
  it('refuses the development SECRETS_KEY that seals the TOTP secrets', () => {
    expect(vars({ ...GOOD_PRODUCTION_ENV, SECRETS_KEY: undefined })).toEqual(['SECRETS_KEY']);
    expect(vars({ ...GOOD_PRODUCTION_ENV, SECRETS_KEY: 'bGFueXVuLWRldi1zZWNyZXRzLWtleS0zMi1ieXRlcyE=' })).toEqual([
      'SECRETS_KEY',
    ]);
  });

  it('with COMPUTE_BACKEND=libvirt, refuses a missing or development INSTANCE_SECRET_KEY', () => {
    expect(vars({ ...GOOD_PRODUCTION_ENV, COMPUTE_BACKEND: 'libvirt' })).toEqual(['INSTANCE_SECRET_KEY']);
    expect(
      vars({
        ...GOOD_PRODUCTION_ENV,
        COMPUTE_BACKEND: 'libvirt',
        INSTANCE_SECRET_KEY: 'bGFueXVuLWRldi1pbnN0YW5jZS1zZWNyZXQta2V5ISE=',
      }),
    ).toEqual(['INSTANCE_SECRET_KEY']);
    expect(
      vars({
        ...GOOD_PRODUCTION_ENV,
        COMPUTE_BACKEND: 'libvirt',
        INSTANCE_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
      }),
    ).toEqual([]);
    expect(vars(GOOD_PRODUCTION_ENV)).toEqual([]);
  });

  it('refuses the sandbox identity provider, and the real one without its access key', () => {
    expect(vars({ ...GOOD_PRODUCTION_ENV, ID_VERIFY_PROVIDER: 'sandbox' })).toEqual(['ID_VERIFY_PROVIDER']);
    expect(vars({ ...GOOD_PRODUCTION_ENV, ALIYUN_IDV_ACCESS_KEY_SECRET: '' })).toEqual([
      'ALIYUN_IDV_ACCESS_KEY_SECRET',
    ]);
  });

  it('finds nothing outside production, whatever the values', () => {
    expect(vars({})).toEqual([]);
    expect(vars({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('names every default a bare production start still uses, one entry per variable', () => {
    expect(vars({ NODE_ENV: 'production' })).toEqual([
      'DOWNLOAD_SECRET',
      'SANDBOX_PAY_SECRET',
      'PREVIEW_SECRET',
      'SECRETS_KEY',
      'DATABASE_URL',
      'PAYMENT_MODE',
      'SMS_PROVIDER',
      'ID_VERIFY_PROVIDER',
      'EMAIL_PROVIDER',
      'PUBLIC_API_URL',
      'CORS_ORIGINS',
      'BANK_ACCOUNT_NUMBER',
      'ICP_NUMBER',
      'SUPPORT_PHONE',
    ]);
  });

  it('accepts a complete production configuration', () => {
    expect(vars(GOOD_PRODUCTION_ENV)).toEqual([]);
  });

  it("refuses the test stack's cheap password hashing and short code resend wait, allows stronger", () => {
    const cheap = {
      ...GOOD_PRODUCTION_ENV,
      PASSWORD_HASH_MEMORY_KIB: '1024',
      PASSWORD_HASH_TIME_COST: '1',
      CODE_RESEND_INTERVAL_MS: '1000',
    };
    expect(vars(cheap)).toEqual(['PASSWORD_HASH_MEMORY_KIB', 'PASSWORD_HASH_TIME_COST', 'CODE_RESEND_INTERVAL_MS']);
    expect(
      vars({
        ...GOOD_PRODUCTION_ENV,
        PASSWORD_HASH_MEMORY_KIB: '131072',
        PASSWORD_HASH_TIME_COST: '4',
        CODE_RESEND_INTERVAL_MS: '90000',
      }),
    ).toEqual([]);
    expect(vars({ ...cheap, NODE_ENV: 'development' })).toEqual([]);
  });

  it("refuses the test stack's content clock, allows it outside production", () => {
    const clock = { ...GOOD_PRODUCTION_ENV, CONTENT_CLOCK_CONTROL: 'on' };
    expect(vars(clock)).toEqual(['CONTENT_CLOCK_CONTROL']);
    expect(vars({ ...clock, NODE_ENV: 'development' })).toEqual([]);
  });

  it('refuses addresses exempt from the rate limits (a benchmark setting), allows them outside production', () => {
    const bench = { ...GOOD_PRODUCTION_ENV, RATE_LIMIT_ALLOWLIST: '127.0.0.1' };
    expect(vars(bench)).toEqual(['RATE_LIMIT_ALLOWLIST']);
    expect(vars({ ...bench, NODE_ENV: 'development' })).toEqual([]);
  });

  it('refuses the published secrets even when set explicitly', () => {
    expect(vars({ ...GOOD_PRODUCTION_ENV, DOWNLOAD_SECRET: 'lanyun-download-secret-change-me' })).toEqual([
      'DOWNLOAD_SECRET',
    ]);
    expect(vars({ ...GOOD_PRODUCTION_ENV, SANDBOX_PAY_SECRET: 'lanyun-sandbox-secret-change-me' })).toEqual([
      'SANDBOX_PAY_SECRET',
    ]);
  });

  it('names each live-mode credential that is missing', () => {
    expect(vars({ ...GOOD_PRODUCTION_ENV, ALIPAY_PUBLIC_KEY: undefined, WECHAT_API_V3_KEY: '' })).toEqual([
      'ALIPAY_PUBLIC_KEY',
      'WECHAT_API_V3_KEY',
    ]);
    expect(vars({ ...GOOD_PRODUCTION_ENV, ALIYUN_SMS_SIGN_NAME: undefined })).toEqual(['ALIYUN_SMS_SIGN_NAME']);
    expect(vars({ ...GOOD_PRODUCTION_ENV, SMTP_URL: undefined })).toEqual(['SMTP_URL']);
  });

  it('refuses the outbox page, a plain-http public URL and sandbox payments', () => {
    expect(vars({ ...GOOD_PRODUCTION_ENV, OUTBOX_PAGE: 'on' })).toEqual(['OUTBOX_PAGE']);
    expect(vars({ ...GOOD_PRODUCTION_ENV, PUBLIC_API_URL: 'http://api.lanyun.cloud' })).toEqual(['PUBLIC_API_URL']);
    expect(vars({ ...GOOD_PRODUCTION_ENV, PAYMENT_MODE: 'sandbox' })).toEqual(['PAYMENT_MODE']);
  });

  it('refuses object storage without its bucket and credentials, and accepts it complete', () => {
    expect(vars({ ...GOOD_PRODUCTION_ENV, STORAGE: 's3', S3_BUCKET: 'lanyun-uploads' })).toEqual([
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]);
    const s3 = { STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(vars({ ...GOOD_PRODUCTION_ENV, ...s3 })).toEqual([]);
  });

  it('formats a heading and one line per variable, each saying how to fix it', () => {
    const text = formatProblems(
      productionProblems(
        loadConfig({
          ...GOOD_PRODUCTION_ENV,
          DOWNLOAD_SECRET: 'lanyun-download-secret-change-me',
          SMS_PROVIDER: 'outbox',
        } as NodeJS.ProcessEnv),
      ),
    );
    const lines = text.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^ {2}DOWNLOAD_SECRET .*openssl rand -base64 32/);
    expect(lines[2]).toMatch(/^ {2}SMS_PROVIDER .*SMS_PROVIDER=aliyun/);
  });
});
