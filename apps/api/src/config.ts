/**
 * Runtime configuration, read once from the environment and validated with zod.
 *
 * - `DATABASE_URL` (postgres://…) selects real PostgreSQL through node-postgres; when unset the
 *   embedded PGlite database in `<repo>/var/pglite` is used.
 * - `REDIS_URL` enables Redis-backed counters (rate limits); unset means in-process counters.
 * - `API_PORT` / `API_HOST` choose the listen address (default 127.0.0.1:8080).
 * - `IPDB_FILE` overrides where the IP database lives (default `<repo>/var/ipdb/lanyun.ipdb`).
 *
 * - `DB_STATEMENT_TIMEOUT_MS`, `DB_CONNECT_TIMEOUT_MS`, `DB_POOL_MAX`: the PostgreSQL pool (db/client.ts).
 * - `NODE_ENV=production` turns on the production guard (config-guard.ts).
 *
 * Errors: throws a `ZodError` at start-up for a malformed value, so a bad deployment fails fast.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRepoRoot } from '@lanyun/ipdb/paths';
import { z } from 'zod';

/** Absolute path of the monorepo root (the folder holding pnpm-workspace.yaml). */
export function repoRoot(): string {
  return findRepoRoot(path.dirname(fileURLToPath(import.meta.url))) ?? process.cwd();
}

/**
 * Development defaults of settings that must not reach production (they are published here and in
 * the README); `config-guard.ts` refuses a production start while any is still in use.
 */
export const DEV_DEFAULTS = {
  DOWNLOAD_SECRET: 'lanyun-download-secret-change-me',
  SANDBOX_PAY_SECRET: 'lanyun-sandbox-secret-change-me',
  PREVIEW_SECRET: 'lanyun-preview-secret-change-me',
  OPS_DEMO_TOTP_SECRET: 'LANYUNOPSDEMOTOTPSECRETKEY234567',
  BANK_ACCOUNT_NUMBER: '5719 0000 1234 5678',
  PUBLIC_API_URL: 'http://127.0.0.1:8080',
  INSTANCE_SECRET_KEY: 'bGFueXVuLWRldi1pbnN0YW5jZS1zZWNyZXQta2V5ISE=',
  SECRETS_KEY: 'bGFueXVuLWRldi1zZWNyZXRzLWtleS0zMi1ieXRlcyE=',
  CORS_ORIGINS:
    'http://localhost:3000,http://127.0.0.1:3000,http://localhost:3100,http://127.0.0.1:3100,http://localhost:3200,http://127.0.0.1:3200',
} as const;

/** The speed machinery's switches (speed/switches.ts), also read before the API starts (speed/node-flags.ts). */
export const SpeedEnvSchema = z.object({
  /**
   * The speed machinery (src/speed/README.md): 'off' turns every part below off at once, whatever its own switch says
   * (the tests run once that way: scripts/test.mjs). Default 'on'.
   */
  SPEED_MACHINERY: z.enum(['on', 'off']).default('on'),
  /**
   * 'on' writes the answers of one event-loop turn together, after the requests of that turn are read
   * (speed/answer-batching.ts); 'off' writes each at once.
   */
  SPEED_ANSWER_BATCHING: z.enum(['on', 'off']).default('on'),
  /**
   * 'on' writes answers with fast-json-stringify compiled from each route's zod schema (speed/response-serializer.ts);
   * 'off' leaves them to zod's serializer (fastify-type-provider-zod).
   */
  SPEED_FAST_JSON: z.enum(['on', 'off']).default('on'),
  /** 'on' answers a kept copy's bytes written once (speed/kept-answers.ts); 'off' writes every answer anew. */
  SPEED_KEPT_ANSWERS: z.enum(['on', 'off']).default('on'),
  /**
   * 'on' starts the API with the Node options of speed/node-flags.json (`pnpm start`, scripts/cluster.mjs and the
   * benchmarks read it before they start the process); 'off' starts it with Node's defaults.
   */
  SPEED_NODE_FLAGS: z.enum(['on', 'off']).default('on'),
});

const EnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  PGLITE_DIR: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Prepended to every Redis key (counters and rate limits), so deployments or test runs can share one Redis. */
  REDIS_KEY_PREFIX: z.string().max(100).default(''),
  /**
   * Client addresses (comma-separated, as the API sees them: behind nginx the visitor's) exempt from the per-route
   * rate limits, for load benchmarks on a development machine (`pnpm bench`). The production guard refuses a start
   * with it set (docs/decisions/0030-the-console-benchmark-and-the-rate-limits.md).
   */
  RATE_LIMIT_ALLOWLIST: z.string().max(1000).default(''),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  API_HOST: z.string().default('127.0.0.1'),
  IPDB_FILE: z.string().optional(),
  /** Folder of the IP database snapshots offered for download (default `<repo>/var/ipdb/snapshots`). */
  IPDB_SNAPSHOT_DIR: z.string().optional(),
  /** 'on' (default): after the IP database loads, write a snapshot of it when none exists for its version. */
  IPDB_AUTO_SNAPSHOT: z.enum(['on', 'off']).default('on'),
  /** Anonymous lookups (`/ip/lookup`, the IP site's query tool) a client address may make per minute. */
  IP_DEMO_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** HMAC key of the signed download links of the IP databases. */
  DOWNLOAD_SECRET: z.string().min(16).default(DEV_DEFAULTS.DOWNLOAD_SECRET),
  /** HMAC key of the preview links of unpublished articles (services/content/preview.ts). */
  PREVIEW_SECRET: z.string().min(16).default(DEV_DEFAULTS.PREVIEW_SECRET),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * A file for the request log: one line per answered request is appended there (secrets redacted) instead of two
   * lines in the main log. Unset: requests are logged with everything else. `pnpm start` sets var/log/api-requests.log.
   */
  REQUEST_LOG_FILE: z.string().optional(),
  /**
   * `json`: one JSON object a line (what log collectors parse); `pretty`: coloured lines for a terminal. Unset: pretty
   * when standard output is a terminal, JSON otherwise (containers, files, pipes).
   */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /**
   * Port of the Prometheus endpoint (`GET /metrics`, plugins/external/metrics.ts), a listener of its own so it is never
   * reachable through the public port or the proxies in front; 0 or unset: no metrics listener.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Address of the metrics listener: loopback by default; `0.0.0.0` in a container whose Prometheus scrapes the pod. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /**
   * On SIGTERM the API stops accepting connections, answers what is in flight (keep-alive connections are told to
   * close) and exits; after this many ms it closes whatever is left (docs/deployment.md "Rolling restarts").
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  /** The brand on Chinese pages (logo text, titles); SITE_NAME_EN on English ones. */
  SITE_NAME: z.string().default('岚云'),
  SITE_NAME_EN: z.string().default('Lanyun Cloud'),
  /**
   * The ICP record number, public-security record and customer-service phone number as issued; empty (the default)
   * hides them on the sites. Required in production (config-guard.ts): a page never shows a made-up number.
   */
  ICP_NUMBER: z.string().trim().default(''),
  POLICE_RECORD: z.string().trim().default(''),
  SUPPORT_PHONE: z.string().trim().default(''),
  SUPPORT_EMAIL: z.string().default('support@lanyun.cloud'),
  /** Where SMS and e-mail go: 'outbox' (stored, shown on /dev/outbox) or the real services. */
  SMS_PROVIDER: z.enum(['outbox', 'aliyun']).default('outbox'),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Lanyun Cloud <no-reply@lanyun.cloud>'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  /**
   * Real-name checks of persons (ID number + name): 'sandbox' (default; answers from the input, see
   * providers/identity/sandbox.ts) or 'aliyun' (Alibaba Cloud ID verification with the ALIYUN_IDV_* settings).
   */
  ID_VERIFY_PROVIDER: z.enum(['sandbox', 'aliyun']).default('sandbox'),
  ALIYUN_IDV_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_IDV_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_IDV_ENDPOINT: z.string().optional(),
  /**
   * Face liveness (实人认证 with the face): 'on' verifies a personal real-name only after the customer passed the
   * provider's liveness check as well as the ID number + name match; 'off' (default) verifies on the match alone.
   */
  IDENTITY_LIVENESS: z.enum(['on', 'off']).default('off'),
  /** Alibaba Cloud ID verification: the scene id of the liveness scene (console), needed with IDENTITY_LIVENESS=on. */
  ALIYUN_IDV_SCENE_ID: z.string().regex(/^\d+$/, 'ALIYUN_IDV_SCENE_ID must be the numeric scene id').optional(),
  /** Where the liveness page sends the customer back to (the cloud site's real-name page). */
  LIVENESS_RETURN_URL: z.string().url().default('http://localhost:3000/user/auth'),
  /** The sandbox identity provider's answer delay, ms. */
  ID_VERIFY_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(800),
  /** How long a second-factor proof on a session allows sensitive actions (release, refund, password, keys), ms. */
  STEP_UP_WINDOW_MS: z.coerce.number().int().min(10_000).max(3_600_000).default(300_000),
  /** Payments: 'sandbox' (default, local cashier) or 'live' (WeChat Pay for pay_type 1, Alipay for 2). */
  PAYMENT_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  /** HMAC key of the sandbox gateway's notifications. */
  SANDBOX_PAY_SECRET: z.string().min(16).default(DEV_DEFAULTS.SANDBOX_PAY_SECRET),
  /** Delay before the sandbox sends a notification, ms. */
  SANDBOX_NOTIFY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(300),
  /** Sandbox gateway: factor on its notification retry schedule (4 m, 10 m, 10 m, 1 h, 2 h, 6 h, 15 h; e.g. 0.001 in tests). */
  SANDBOX_RETRY_SCALE: z.coerce.number().positive().max(1).default(1),
  /** Sandbox gateway: how often it looks for notifications due, ms. */
  SANDBOX_OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  /** The API's public origin, used in pay URLs and notify URLs. */
  PUBLIC_API_URL: z.string().default(DEV_DEFAULTS.PUBLIC_API_URL),
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_MCH_ID: z.string().optional(),
  WECHAT_SERIAL_NO: z.string().optional(),
  WECHAT_PRIVATE_KEY: z.string().optional(),
  WECHAT_PLATFORM_PUBLIC_KEY: z.string().optional(),
  WECHAT_API_V3_KEY: z.string().optional(),
  /**
   * The CJK font the monthly bill PDF is set in (a .ttf/.otf, or a .ttc with BILL_PDF_FONT_NAME naming the face).
   * When the file is absent the PDF falls back to the built-in Helvetica with English labels and the API logs a
   * warning at start.
   */
  BILL_PDF_FONT: z.string().default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  BILL_PDF_FONT_NAME: z.string().default('NotoSansCJKsc-Regular'),
  /** The provider's bank account shown for public bank transfers. */
  BANK_ACCOUNT_NAME: z.string().default('Hangzhou Lanyun Cloud Computing Co., Ltd.'),
  BANK_NAME: z.string().default('China Merchants Bank, Hangzhou Branch'),
  /** The account holder and bank in Chinese, shown on zh-CN pages (BANK_ACCOUNT_NAME / BANK_NAME are the English). */
  BANK_ACCOUNT_NAME_ZH: z.string().default('杭州蓝云云计算有限公司'),
  BANK_NAME_ZH: z.string().default('招商银行杭州分行'),
  BANK_ACCOUNT_NUMBER: z.string().default(DEV_DEFAULTS.BANK_ACCOUNT_NUMBER),
  /**
   * TOTP secret (base32) of the seeded demo operators, so testers can add it to an authenticator
   * app; printed in the start-up log. Only used when the demo content is seeded.
   */
  OPS_DEMO_TOTP_SECRET: z
    .string()
    .regex(/^[A-Z2-7]{32,}$/, 'OPS_DEMO_TOTP_SECRET must be base32, at least 32 characters')
    .default(DEV_DEFAULTS.OPS_DEMO_TOTP_SECRET),
  /** Folder of the local-disk storage for uploads (default `<repo>/var/uploads`). */
  UPLOAD_DIR: z.string().optional(),
  /** Where uploads live: 'local' (default, UPLOAD_DIR) or 's3' (S3-compatible object storage, the S3_* settings). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** S3-compatible service origin (MinIO, Alibaba Cloud OSS); AWS S3's own when unset. */
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL such as https://oss-cn-hangzhou.aliyuncs.com').optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** 'on': address buckets as <endpoint>/<bucket> (MinIO); 'off' (default): <bucket>.<endpoint> (AWS, OSS). */
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).default('off'),
  /** Prepended to every object key, e.g. "uploads/". */
  S3_KEY_PREFIX: z.string().max(200).default(''),
  /** How long a signed URL of a private upload (real-name images) stays valid, seconds. */
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(5).max(3_600).default(60),
  /**
   * How long each API process answers a signed-in request's session, and an account's first page of instances, from
   * its own copy, ms (0 = read them every time): lib/process-copies.ts. Every account, session or instance write drops
   * the copies in every process at once.
   */
  ACCOUNT_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
  /** The /dev/outbox page: on by default outside production; never served with NODE_ENV=production. */
  OUTBOX_PAGE: z.enum(['on', 'off']).optional(),
  /**
   * The test stack's content clock (services/content/content-schedule.ts): 'on' registers `POST /dev/content-clock`, which
   * moves the time that decides scheduled publishing. Off by default; a production start refuses 'on'.
   */
  CONTENT_CLOCK_CONTROL: z.enum(['on', 'off']).default('off'),
  /**
   * 'on' writes every answer with zod's serializer too and fails one that fast-json-stringify writes differently
   * (speed/response-serializer.ts): the tests' check that the two agree. It doubles the cost of writing an answer.
   */
  RESPONSE_CHECK: z.enum(['on', 'off']).default('off'),
  ...SpeedEnvSchema.shape,
  NODE_ENV: z.string().optional(),
  /** Background jobs: pg-boss on PostgreSQL, in-process timers on PGlite ('auto' picks by database). */
  JOB_RUNNER: z.enum(['auto', 'pg-boss', 'in-process']).default('auto'),
  /** Background jobs of one queue (e.g. instance creations) one API process runs at once. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(10),
  /** How often interrupted work (transitional instances and phones no live job holds) is enqueued again, ms (0 = only at start). */
  JOB_RECOVER_MS: z.coerce.number().int().min(0).default(15_000),
  /** What runs instances and cloud phones: the local simulator (default) or libvirt hosts (providers/compute/libvirt.ts). */
  COMPUTE_BACKEND: z.enum(['simulator', 'libvirt']).default('simulator'),
  /** libvirt: the hypervisor hosts, comma-separated libvirt URIs (qemu:///system, qemu+ssh://host/system). */
  LIBVIRT_HOSTS: z.string().default('qemu:///system'),
  /** libvirt: `kvm` on hypervisor hosts, `qemu` (software emulation, TCG) where KVM is unusable. */
  LIBVIRT_DOMAIN_TYPE: z.enum(['kvm', 'qemu']).default('kvm'),
  /** libvirt: folder of the instances' disks and seeds (default `<repo>/var/vm`; shared storage for several hosts). */
  LIBVIRT_DISK_DIR: z.string().optional(),
  /** libvirt: folder of the base images built by `pnpm images:build` (default `<repo>/var/images`). */
  IMAGES_DIR: z.string().optional(),
  /** libvirt: how long a stop waits for the guest's ACPI shutdown before forcing it off, ms. */
  LIBVIRT_STOP_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  /**
   * AES-256-GCM key (base64 of 32 bytes) that encrypts instance passwords while their creation job waits;
   * required in production with COMPUTE_BACKEND=libvirt (config-guard.ts).
   */
  INSTANCE_SECRET_KEY: z
    .string()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 32,
      'INSTANCE_SECRET_KEY must be base64 of 32 bytes (openssl rand -base64 32)',
    )
    .optional(),
  /**
   * AES-256-GCM key (base64 of 32 bytes) sealing stored secrets that must be read back: the customers' and operators'
   * TOTP secrets (lib/secrets-box.ts). The development key outside production only (config-guard.ts).
   */
  SECRETS_KEY: z
    .string()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 32,
      'SECRETS_KEY must be base64 of 32 bytes (openssl rand -base64 32)',
    )
    .default(DEV_DEFAULTS.SECRETS_KEY),
  /** The id stored beside what SECRETS_KEY seals (a new id for each new key). */
  SECRETS_KEY_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'SECRETS_KEY_ID must be 1-32 letters, digits, _ or -')
    .default('1'),
  /**
   * Earlier keys still read during a rotation, `id:base64,id:base64`; what they sealed is sealed again with
   * SECRETS_KEY at start-up, after which they can be removed.
   */
  SECRETS_OLD_KEYS: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/=]+(,[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/=]+)*$/,
      'SECRETS_OLD_KEYS must be id:base64 pairs separated by commas',
    )
    .optional(),
  /**
   * libvirt: how instances reach the network: `user` (QEMU user-mode, ports forwarded to 127.0.0.1; security groups
   * decide the forwards) or `bridge` (hypervisor hosts; security groups as libvirt network filters,
   * providers/compute/firewall.ts, docs/deployment.md).
   */
  LIBVIRT_NETWORK: z.enum(['user', 'bridge']).default('user'),
  /**
   * How often the security group enforcement pass looks for running instances whose host has not applied their
   * current rules (started again, host back, change missed), ms (0 = only after changes). Changes also start a pass at once.
   */
  FIREWALL_RECONCILE_MS: z.coerce.number().int().min(0).default(5_000),
  /** How often instance states are compared with the backend's (a guest that stopped by itself), ms (0 = never). */
  COMPUTE_RECONCILE_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * How often running instances are sampled for monitoring, ms (0 = never); raw samples are kept 7 days, hourly rollups
   * 90 (services/instances/metrics-storage.ts).
   */
  MONITOR_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Serial console tickets: how long one stays valid, ms. */
  CONSOLE_TICKET_TTL_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  /** Simulator: mean creation time and mean start/stop/reboot/release time, ms (each takes 50–150 %). */
  SIM_CREATE_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(6_000),
  SIM_ACTION_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  /** Simulator: probability that a creation fails (0–1). */
  SIM_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0.05),
  /** Simulator: random seed (same seed → same delays and failures). */
  SIM_SEED: z.coerce.number().int().optional(),
  /**
   * What runs cloud phones (providers/phone/index.ts): `sandbox` (the sandbox phone host inside the API) or `none`;
   * unset, `sandbox` unless COMPUTE_BACKEND=libvirt.
   */
  PHONE_BACKEND: z.enum(['sandbox', 'none']).optional(),
  /** Sandbox phone host: screen size in pixels (even numbers) and the highest frame rate of its streams. */
  PHONE_SANDBOX_WIDTH: z.coerce.number().int().min(120).max(1440).multipleOf(2).default(720),
  PHONE_SANDBOX_HEIGHT: z.coerce.number().int().min(160).max(2560).multipleOf(2).default(1280),
  PHONE_SANDBOX_FPS: z.coerce.number().int().min(1).max(60).default(30),
  /** The ffmpeg binary the sandbox phone host encodes with (default: `ffmpeg` on the PATH). */
  PHONE_FFMPEG: z.string().optional(),
  /** Cloud-phone stream tickets: how long one stays valid, ms. */
  PHONE_TICKET_TTL_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  /** How often an open phone stream checks its phone is still running and unexpired, ms. */
  PHONE_STREAM_CHECK_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /**
   * Build and store the built-in downloads (ipintel CLI, API SDK, OpenAPI document) at start-up when missing
   * (services/content/downloads.ts ensureRepoDownloads): `1` (default) or `0` (the API tests, which start hundreds of servers).
   */
  BUILTIN_DOWNLOADS: z.enum(['0', '1']).default('1'),
  /**
   * Content images no content names are removed once uploaded longer ago than this, hours (default 24: the image of
   * an article an editor has not saved yet stays; services/content/content-image-cleanup.ts).
   */
  CONTENT_IMAGE_GRACE_HOURS: z.coerce.number().min(0).max(8_760).default(24),
  /** How often the unused content images are looked for, ms (default hourly; 0 = never). */
  CONTENT_IMAGE_CLEANUP_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** How often expired instances and phones are renewed or expired, ms (0 = never). */
  EXPIRY_SWEEP_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often queued message-centre e-mails and SMS are handed to the messaging provider, ms (0 = never). */
  NOTIFY_DELIVER_MS: z.coerce.number().int().min(0).default(2_000),
  /**
   * How long a claimed e-mail or SMS may stay `sending` before another deliverer claims it again, ms (default 5
   * minutes): a process that died between the claim and the send leaves the row there.
   */
  NOTIFY_SENDING_LEASE_MS: z.coerce.number().int().min(1_000).default(300_000),
  CORS_ORIGINS: z.string().default(DEV_DEFAULTS.CORS_ORIGINS),
  /**
   * Pages allowed to open an instance's serial console WebSocket (its `Origin`), comma-separated: the cloud site's
   * origins. Unset: the sites of CORS_ORIGINS. Any other origin, or none, is refused before the ticket is looked at.
   */
  CONSOLE_ORIGINS: z.string().optional(),
  /** PostgreSQL: longest a single statement may run before the server cancels it, ms (0 = no limit). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /** PostgreSQL: longest to wait for a new connection, and for a free one from the pool, ms. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(5_000),
  /** PostgreSQL: connections per API process. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1_000).default(10),
  /**
   * argon2id cost of new password hashes: memory in KiB and passes. Production needs at least the defaults
   * (config-guard.ts); the test stack lowers them (e.g. 1024 and 1) to keep sign-ups cheap.
   */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(64).max(4_194_304).default(65_536),
  PASSWORD_HASH_TIME_COST: z.coerce.number().int().min(1).max(100).default(3),
  /** Shortest wait between two verification codes to the same address for the same purpose, ms (default 60 s). */
  CODE_RESEND_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  /** /healthz: how long the database (and Redis) may take to answer a trivial query, ms. */
  HEALTHZ_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(2_000),
});

export type AppConfig = z.infer<typeof EnvSchema> & { version: string; root: string };

/** Parse `env` (default `process.env`) into the typed configuration. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.parse(env);
  return { ...parsed, version: '1.0.0', root: repoRoot() };
}
