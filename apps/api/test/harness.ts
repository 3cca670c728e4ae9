/**
 * Test harness: starts the real app on a random loopback port over a fresh database — a new
 * PostgreSQL database created for the test file (TEST_DB=postgres, server from
 * TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) or in-memory PGlite
 * (TEST_DB=pglite) — and returns an SDK client speaking real HTTP to it.
 */
import { randomBytes } from 'node:crypto';
import { createApiClient, type ApiClient } from '@lanyun/api-sdk';
import type { IpDatabase } from '@lanyun/ipdb';
import pg from 'pg';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb, type DbHandle } from '../src/db/client.ts';
import { DEMO_OPERATOR, ensureReferenceData, seedIfEmpty } from '../src/seed/index.ts';
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../src/db/schema.ts';
import { sendCode } from '../src/modules/accounts/services/codes.ts';
import { currentTotp } from '../src/modules/accounts/services/totp.ts';
import { configurePasswordHashing } from '../src/lib/password.ts';
import { clearKeyCache } from '../src/modules/ipintel/services/api-keys.ts';
import { clearPlanCache } from '../src/modules/ipintel/services/ip-plans.ts';
import { forgetAllAccounts } from '../src/modules/accounts/services/session-cache.ts';
import { pgliteTemplate as loadPgliteTemplate } from './pglite-template.ts';
import { adminUrl, templateDatabase } from './postgres-template.ts';

/** Settings of the test stack: argon2 at its cheapest useful cost (about 2 ms a hash instead of most of a second). */
export const TEST_STACK_ENV = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_TIME_COST: '1' } as const;

/**
 * An answer envelope as the tests read it: `data` is read loosely (tests assert values, the typed client covers the
 * shapes), so it is the one explicit `any` of the test code.
 */
// biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely; the SDK's typed client covers the shapes
export type Answer = { code: number; msg: string; data: any };

export interface TestServer {
  app: App;
  db: DbHandle;
  baseUrl: string;
  /** A client with an optional token (string or getter). */
  client(token?: string | (() => string | undefined)): ApiClient;
  /** POST raw form fields (for bad-input cases the typed client would not allow). */
  post(path: string, fields: Record<string, string>, token?: string): Promise<Answer>;
  /**
   * Sign up by e-mail as the site does: a code (purpose register) is sent to the address (the outbox), read back and
   * sent with the form. Answers /v1/user_regis's envelope (`data.token`, `data.user`).
   */
  signUp(email: string, password?: string): Promise<Answer>;
  /** The 6-digit code in the newest outbox message to `to` (a lower-case e-mail or 11-digit phone). */
  lastCode(to: string): Promise<string>;
  /** Log a demo operator in (password + current TOTP code); the token is reused per e-mail. */
  opsLogin(email?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A new PostgreSQL database on the test server (TEST_DATABASE_URL) holding no rows: a copy of the migrated template
 * of postgres-template.ts when it exists (the api-postgres project's globalSetup makes it), otherwise empty (openDb
 * migrates it). `drop` removes it.
 */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = adminUrl();
  const name = `lanyun_t_${randomBytes(5).toString('hex')}`;
  const template = await templateDatabase();
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await c.end();
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    },
  };
}

/**
 * @param opts.env extra configuration (as environment variables), e.g. SIM_CREATE_DELAY_MS, or DB_POOL_MAX /
 *   DB_STATEMENT_TIMEOUT_MS / DB_CONNECT_TIMEOUT_MS for the PostgreSQL pool
 */
export async function startTestServer(
  opts: {
    seed?: boolean;
    loadIpdb?: () => Promise<IpDatabase>;
    env?: Record<string, string>;
    /** Where the API's log goes (pino, level info); no log without it. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestServer> {
  const kind = process.env.TEST_DB ?? 'pglite';
  // The API's in-process caches (keys, plans) are keyed by ids of a database; test files share the process
  // (vitest.config.ts, isolate: false), so a new database starts with empty caches.
  clearKeyCache();
  clearPlanCache();
  forgetAllAccounts();
  const pgdb = kind === 'postgres' ? await freshPostgres() : null;
  // The test stack's cheap password hashing (production refuses it: config-guard.ts), set before the seed hashes.
  const config = loadConfig({
    EXPIRY_SWEEP_MS: '0',
    // Message-centre e-mails stay queued unless a test delivers them (services/accounts/notify.ts deliverPending),
    // so they never land between a code and its reading.
    NOTIFY_DELIVER_MS: '0',
    BUILTIN_DOWNLOADS: '0',
    // Every answer the API tests get is written by both serializers and compared (speed/response-serializer.ts).
    RESPONSE_CHECK: 'on',
    // The PGlite half of `pnpm test` runs with the speed machinery off (vitest.config.ts, src/speed/README.md).
    ...(process.env.SPEED_MACHINERY ? { SPEED_MACHINERY: process.env.SPEED_MACHINERY } : {}),
    ...TEST_STACK_ENV,
    ...opts.env,
  });
  configurePasswordHashing(config);
  const pool = {
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    max: config.DB_POOL_MAX,
  };
  const pgliteTemplate = pgdb ? undefined : loadPgliteTemplate();
  const db = await openDb({ url: pgdb?.url, pgliteDir: 'memory://', onPoolError: () => {}, pool, pgliteTemplate });
  if (opts.seed !== false) await seedIfEmpty(db.db);
  else await ensureReferenceData(db.db);
  const app = await buildApp({
    config,
    db,
    ownsDb: true,
    loadIpdb: opts.loadIpdb,
    pluginTimeoutMs: 120_000,
    ...(opts.logStream ? { logger: { level: 'info', stream: opts.logStream } } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const opsTokens = new Map<string, string>();
  const post: TestServer['post'] = async (path, fields, token) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await fetch(baseUrl + path, {
      method: 'POST',
      body: form,
      headers: { channel: 'pc', ...(token ? { token } : {}) },
    });
    return res.json() as Promise<Answer>;
  };
  const lastCode: TestServer['lastCode'] = async (to) => {
    const [m] = await db.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, to))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(m?.body ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  };
  return {
    app,
    db,
    baseUrl,
    post,
    lastCode,
    async signUp(email, password = 'Secret123') {
      // Straight through the service: the send route's per-address rate limit would cap a test file at 10 sign-ups a minute.
      await app.counters.reset(`code-send:email:register:${email.toLowerCase()}`);
      await sendCode(
        { db: db.db, counters: app.counters, messaging: app.messaging },
        { channel: 'email', target: email.toLowerCase(), purpose: 'register' },
      );
      const code = await lastCode(email.toLowerCase());
      return post('/v1/user_regis', { email, code, password, confirm_password: password, agree: '1' });
    },
    async opsLogin(email = DEMO_OPERATOR.email) {
      const cached = opsTokens.get(email);
      if (cached) return cached;
      // Each code is accepted once; a second log-in within the same 30 s uses the next step's code.
      const now = Math.floor(Date.now() / 1000);
      for (const epoch of [now, now + 30]) {
        const res = await post('/ops/login', {
          email,
          password: DEMO_OPERATOR.password,
          code: await currentTotp(DEMO_OPERATOR.totpSecret, epoch),
        });
        if (res.code === 200) {
          opsTokens.set(email, res.data.token);
          return res.data.token as string;
        }
      }
      throw new Error(`demo operator ${email} could not log in`);
    },
    client: (token) => createApiClient({ baseUrl, getToken: typeof token === 'function' ? token : () => token }),
    async close() {
      await app.close();
      await pgdb?.drop();
    },
  };
}
