/**
 * The production guard: what must be true before the API may serve real customers. With
 * `NODE_ENV=production`, `src/server.ts` refuses to start while {@link productionProblems} returns
 * anything, printing one line per offending variable (docs/deployment.md "Production checklist"
 * lists the same rules; keep the two in step).
 *
 * Rules (production only):
 * - every secret set and not a value published in this repository: DOWNLOAD_SECRET, SANDBOX_PAY_SECRET,
 *   PREVIEW_SECRET, SECRETS_KEY (it seals the TOTP secrets);
 * - payments live (PAYMENT_MODE=live) with every WeChat Pay and Alipay credential set;
 * - real-name checks through Alibaba Cloud ID verification (ID_VERIFY_PROVIDER=aliyun with its access key);
 * - SMS and e-mail through real services (SMS_PROVIDER=aliyun with its four settings, EMAIL_PROVIDER=smtp with SMTP_URL);
 * - no development outbox page (OUTBOX_PAGE=on) and no test-stack content clock (CONTENT_CLOCK_CONTROL=on);
 * - PostgreSQL (DATABASE_URL), not the embedded PGlite database;
 * - PUBLIC_API_URL an https:// origin the payment gateways can reach (their notifications go there);
 * - CORS_ORIGINS and BANK_ACCOUNT_NUMBER changed from their development / placeholder defaults;
 * - password hashing at least as costly as lib/password.ts's PASSWORD_HASH_DEFAULTS, and the verification-code
 *   resend wait (CODE_RESEND_INTERVAL_MS) at least the specified 60 s (both are lowered only for the test stack).
 * - STORAGE=s3 with its bucket and credentials (S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).
 * - with COMPUTE_BACKEND=libvirt, INSTANCE_SECRET_KEY set and not the development key.
 * - no RATE_LIMIT_ALLOWLIST (addresses exempt from the rate limits are for benchmarks only).
 * - the ICP record number (ICP_NUMBER) and the customer-service phone number (SUPPORT_PHONE) set: the sites show them
 *   and hide them while unset.
 * The demo operators' TOTP secret (OPS_DEMO_TOTP_SECRET) is not checked: production never seeds
 * demo accounts (docs/decisions/0015-production-start-and-faults.md).
 */
import { DEV_DEFAULTS, type AppConfig } from './config.ts';
import { PASSWORD_HASH_DEFAULTS } from './lib/password.ts';
import { missingS3Settings } from './providers/storage/settings.ts';

/** Values of secrets and settings published in this repository (config.ts defaults, README). */
export const KNOWN_DEFAULTS = DEV_DEFAULTS;

/** One thing to fix before a production start: the variable and a sentence saying what is wrong and how to fix it. */
export interface ConfigProblem {
  variable: string;
  fix: string;
}

const GENERATE = 'set it to a random value, e.g. `openssl rand -base64 32`';

/** Whether `config` asks for production (NODE_ENV=production). */
export function isProduction(config: Pick<AppConfig, 'NODE_ENV'>): boolean {
  return config.NODE_ENV === 'production';
}

/**
 * The problems that forbid a production start, one per variable, in a stable order; empty when
 * the configuration may serve production, and always empty outside production.
 * Pure: reads only `config`.
 */
export function productionProblems(config: AppConfig): ConfigProblem[] {
  if (!isProduction(config)) return [];
  const problems: ConfigProblem[] = [];
  const add = (variable: string, fix: string) => problems.push({ variable, fix });
  const missing = (v: unknown) => typeof v !== 'string' || v.trim() === '';

  for (const name of ['DOWNLOAD_SECRET', 'SANDBOX_PAY_SECRET', 'PREVIEW_SECRET', 'SECRETS_KEY'] as const) {
    if (missing(config[name])) add(name, `is not set: ${GENERATE}`);
    else if (config[name] === KNOWN_DEFAULTS[name])
      add(name, `is still the public default from the source code, so anyone can sign with it: ${GENERATE}`);
  }

  if (missing(config.DATABASE_URL))
    add(
      'DATABASE_URL',
      'is not set, so the embedded single-process PGlite database would be used: set it to the PostgreSQL server, e.g. postgres://lanyun:PASSWORD@db.internal:5432/lanyun',
    );

  if (config.PAYMENT_MODE !== 'live')
    add(
      'PAYMENT_MODE',
      `is "${config.PAYMENT_MODE}", whose sandbox gateway credits top-ups without any payment: set PAYMENT_MODE=live with the WeChat Pay and Alipay credentials`,
    );
  else {
    for (const name of ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const) {
      if (missing(config[name]))
        add(
          name,
          'is not set but PAYMENT_MODE=live pays Alipay top-ups with it: copy it from the Alipay open platform console',
        );
    }
    for (const name of [
      'WECHAT_APP_ID',
      'WECHAT_MCH_ID',
      'WECHAT_SERIAL_NO',
      'WECHAT_PRIVATE_KEY',
      'WECHAT_PLATFORM_PUBLIC_KEY',
      'WECHAT_API_V3_KEY',
    ] as const) {
      if (missing(config[name]))
        add(
          name,
          'is not set but PAYMENT_MODE=live pays WeChat Pay top-ups with it: copy it from the WeChat Pay merchant platform',
        );
    }
  }

  if (config.SMS_PROVIDER !== 'aliyun')
    add(
      'SMS_PROVIDER',
      `is "${config.SMS_PROVIDER}", which sends no SMS (log-in codes would only be stored): set SMS_PROVIDER=aliyun with the ALIYUN_SMS_* settings`,
    );
  else {
    for (const name of [
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
    ] as const) {
      if (missing(config[name]))
        add(name, 'is not set but SMS_PROVIDER=aliyun sends with it: copy it from the Alibaba Cloud SMS console');
    }
  }
  if (config.ID_VERIFY_PROVIDER !== 'aliyun')
    add(
      'ID_VERIFY_PROVIDER',
      `is "${config.ID_VERIFY_PROVIDER}", whose sandbox verifies any well-formed ID number without asking anyone: set ID_VERIFY_PROVIDER=aliyun with ALIYUN_IDV_ACCESS_KEY_ID and ALIYUN_IDV_ACCESS_KEY_SECRET`,
    );
  else {
    for (const name of ['ALIYUN_IDV_ACCESS_KEY_ID', 'ALIYUN_IDV_ACCESS_KEY_SECRET'] as const) {
      if (missing(config[name]))
        add(
          name,
          'is not set but ID_VERIFY_PROVIDER=aliyun checks ID numbers with it: create a RAM access key allowed to call Cloudauth',
        );
    }
  }
  if (config.EMAIL_PROVIDER !== 'smtp')
    add('EMAIL_PROVIDER', `is "${config.EMAIL_PROVIDER}", which sends no e-mail: set EMAIL_PROVIDER=smtp and SMTP_URL`);
  else if (missing(config.SMTP_URL))
    add(
      'SMTP_URL',
      'is not set but EMAIL_PROVIDER=smtp sends with it: set it, e.g. smtps://USER:PASSWORD@smtp.example.com:465',
    );

  if (config.OUTBOX_PAGE === 'on')
    add(
      'OUTBOX_PAGE',
      'is "on", but the /dev/outbox page would show log-in codes to anyone: remove it (production never serves /dev/*)',
    );

  if (config.CONTENT_CLOCK_CONTROL === 'on')
    add(
      'CONTENT_CLOCK_CONTROL',
      'is "on", but it lets anyone move the time that publishes scheduled articles: remove it (test stack only)',
    );

  const publicUrl = config.PUBLIC_API_URL;
  if (publicUrl === KNOWN_DEFAULTS.PUBLIC_API_URL || !/^https:\/\/[^/]/.test(publicUrl)) {
    add(
      'PUBLIC_API_URL',
      `is "${publicUrl}", which the payment gateways cannot send notifications to: set it to the API's public https:// origin, e.g. https://api.lanyun.cloud`,
    );
  }
  if (config.CORS_ORIGINS === KNOWN_DEFAULTS.CORS_ORIGINS)
    add(
      'CORS_ORIGINS',
      "is still the development list of localhost origins: set it to the sites' public origins, comma-separated, e.g. https://www.lanyun.cloud,https://ip.lanyun.cloud,https://ops.lanyun.cloud",
    );
  if (config.BANK_ACCOUNT_NUMBER === KNOWN_DEFAULTS.BANK_ACCOUNT_NUMBER)
    add(
      'BANK_ACCOUNT_NUMBER',
      "is still the placeholder account customers would transfer money to: set BANK_ACCOUNT_NAME, BANK_NAME and BANK_ACCOUNT_NUMBER to the provider's account",
    );
  if (missing(config.ICP_NUMBER))
    add('ICP_NUMBER', 'is not set, so the sites show no ICP record number: set it as issued, e.g. 浙ICP备12345678号-1');
  if (missing(config.SUPPORT_PHONE))
    add(
      'SUPPORT_PHONE',
      'is not set, so the sites show no customer-service phone number: set the hotline customers call, e.g. 400-000-0000',
    );
  if (config.PASSWORD_HASH_MEMORY_KIB < PASSWORD_HASH_DEFAULTS.memoryKib) {
    const min = PASSWORD_HASH_DEFAULTS.memoryKib;
    add(
      'PASSWORD_HASH_MEMORY_KIB',
      `is ${config.PASSWORD_HASH_MEMORY_KIB}, below the production minimum: remove it (default ${min})`,
    );
  }
  if (config.PASSWORD_HASH_TIME_COST < PASSWORD_HASH_DEFAULTS.timeCost) {
    const min = PASSWORD_HASH_DEFAULTS.timeCost;
    add(
      'PASSWORD_HASH_TIME_COST',
      `is ${config.PASSWORD_HASH_TIME_COST}, below the production minimum: remove it (default ${min})`,
    );
  }
  if (config.CODE_RESEND_INTERVAL_MS < 60_000) {
    const v = config.CODE_RESEND_INTERVAL_MS;
    add(
      'CODE_RESEND_INTERVAL_MS',
      `is ${v}, below the 60 s between two codes to one address: remove it (default 60000)`,
    );
  }
  if (config.STORAGE === 's3') {
    const fix =
      'is not set but STORAGE=s3 stores uploads with it: set it from the object storage console (docs/deployment.md, "Object storage")';
    for (const name of missingS3Settings(config)) add(name, fix);
  }
  if (config.COMPUTE_BACKEND === 'libvirt') {
    if (missing(config.INSTANCE_SECRET_KEY))
      add(
        'INSTANCE_SECRET_KEY',
        `is not set but COMPUTE_BACKEND=libvirt encrypts instance passwords with it: ${GENERATE}`,
      );
    else if (config.INSTANCE_SECRET_KEY === KNOWN_DEFAULTS.INSTANCE_SECRET_KEY)
      add('INSTANCE_SECRET_KEY', `is the development key from the source code: ${GENERATE}`);
  }
  if (config.RATE_LIMIT_ALLOWLIST.trim() !== '')
    add(
      'RATE_LIMIT_ALLOWLIST',
      'exempts addresses from the rate limits, which is for load benchmarks on a development machine: remove it',
    );
  return problems;
}

/** The lines the server prints before refusing a production start (a heading, then one line per problem). */
export function formatProblems(problems: ConfigProblem[]): string {
  return [
    `Refusing to start with NODE_ENV=production: ${problems.length} setting(s) to fix (docs/deployment.md, "Production checklist"):`,
    ...problems.map((p) => `  ${p.variable} ${p.fix}`),
  ].join('\n');
}
