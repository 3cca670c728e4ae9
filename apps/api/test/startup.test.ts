/**
 * Starting the real server (`tsx src/server.ts`) as an operator would: the production guard refuses
 * published defaults with one line per variable, a proper production configuration starts (without
 * dev pages or demo accounts), and start-up failures print one line saying how to fix them, exit 1.
 * PostgreSQL cases run in the api-postgres project; the rest in api-pglite (each once).
 */
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgres } from './harness.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(apiDir, 'node_modules/.bin/tsx');
const kind = process.env.TEST_DB ?? 'pglite';
const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A free loopback port (bound, then released). */
async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

/** Environment of a spawned server: nothing inherited but PATH and HOME, so the host's settings cannot leak in. */
const baseEnv = (port: number, extra: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '/tmp',
  API_PORT: String(port),
  API_HOST: '127.0.0.1',
  IPDB_AUTO_SNAPSHOT: 'off',
  EXPIRY_SWEEP_MS: '0',
  LOG_LEVEL: 'warn',
  ...extra,
});

/** Spawn the server in its own process group (so killing it also ends any child it started). */
function startServer(env: Record<string, string>) {
  const child = spawn(tsx, ['src/server.ts'], { cwd: apiDir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  child.stdout.resume();
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    exited,
    stderr: () => stderr,
    kill: () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    },
  };
}

/** Run the server expecting it to stop by itself within 60 s; its exit code and non-empty stderr lines. */
/** How long a spawned server may take to exit (its test allows a little more). */
const SPAWN_LIMIT_MS = 170_000;

async function runToExit(env: Record<string, string>) {
  const s = startServer(env);
  // A server on PGlite migrates its database before it listens: over a minute while the browser tests share the cores.
  const timer = setTimeout(s.kill, SPAWN_LIMIT_MS);
  const code = await s.exited;
  clearTimeout(timer);
  s.kill(); // anything it started (e.g. an IP database build) goes with it
  return {
    code,
    lines: s
      .stderr()
      .split('\n')
      .filter((l) => l.trim()),
  };
}

const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

/** A production configuration the guard accepts: real-looking keys so the live providers can be built. */
function productionEnv(databaseUrl: string): Record<string, string> {
  const rsa = () =>
    generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
  const alipay = rsa();
  const wechat = rsa();
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DOWNLOAD_SECRET: randomBytes(32).toString('base64'),
    SANDBOX_PAY_SECRET: randomBytes(32).toString('base64'),
    PREVIEW_SECRET: randomBytes(32).toString('base64'),
    SECRETS_KEY: randomBytes(32).toString('base64'),
    PAYMENT_MODE: 'live',
    ALIPAY_APP_ID: '2021000000000000',
    ALIPAY_PRIVATE_KEY: alipay.privateKey,
    ALIPAY_PUBLIC_KEY: alipay.publicKey,
    WECHAT_APP_ID: 'wx0000000000000000',
    WECHAT_MCH_ID: '1900000000',
    WECHAT_SERIAL_NO: '0123456789ABCDEF',
    WECHAT_PRIVATE_KEY: wechat.privateKey,
    WECHAT_PLATFORM_PUBLIC_KEY: wechat.publicKey,
    WECHAT_API_V3_KEY: randomBytes(16).toString('hex'),
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI000000000000',
    ALIYUN_SMS_ACCESS_KEY_SECRET: randomBytes(15).toString('hex'),
    ALIYUN_SMS_SIGN_NAME: '岚云',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000000001',
    ID_VERIFY_PROVIDER: 'aliyun',
    ALIYUN_IDV_ACCESS_KEY_ID: 'LTAI000000000001',
    ALIYUN_IDV_ACCESS_KEY_SECRET: randomBytes(15).toString('hex'),
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:1',
    PUBLIC_API_URL: 'https://api.lanyun.example',
    CORS_ORIGINS: 'https://www.lanyun.example',
    BANK_ACCOUNT_NUMBER: '6222 0000 0000 0001',
    ICP_NUMBER: '浙ICP备12345678号-1',
    SUPPORT_PHONE: '400-000-0000',
  };
}

/** No line looks like a stack frame or a dumped error object. */
const noStack = (lines: string[]) =>
  expect(lines.filter((l) => /^\s+at |\{$|DrizzleQueryError|ZodError/.test(l))).toEqual([]);

describe.runIf(kind === 'postgres')('starting in production (PostgreSQL)', () => {
  it('refuses the published defaults: exit 1 and one line per offending variable', async () => {
    const { code, lines } = await runToExit(baseEnv(await freePort(), { NODE_ENV: 'production' }));
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/^Refusing to start with NODE_ENV=production/);
    expect(lines.slice(1).map((l) => l.trim().split(' ')[0])).toEqual([
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
    noStack(lines);
  });

  it('starts with proper values: healthy, no dev pages, HSTS, catalog seeded but no demo accounts', async () => {
    const db = await freshPostgres();
    drops.push(db.drop);
    const port = await freePort();
    const s = startServer(baseEnv(port, productionEnv(db.url)));
    const base = `http://127.0.0.1:${port}`;
    try {
      const deadline = Date.now() + 90_000;
      let health: Response | undefined;
      while (Date.now() < deadline) {
        health = await fetch(`${base}/healthz`).catch(() => undefined);
        if (
          health ||
          (await Promise.race([s.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 250))]))
        )
          break;
      }
      expect(health?.status, s.stderr()).toBe(200);
      expect(((await health!.json()) as { data: { db: string } }).data.db).toBe('postgres');
      expect(health!.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      for (const p of ['/dev/outbox', '/dev/outbox.json', '/sandbox/cashier'])
        expect((await fetch(base + p)).status, p).toBe(404);

      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      const count = async (table: string) =>
        (await c.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;
      const [users, operators, zones] = [await count('users'), await count('operators'), await count('zones')];
      await c.end();
      expect({ users, operators }).toEqual({ users: 0, operators: 0 });
      expect(zones).toBeGreaterThan(0);
    } finally {
      s.kill();
      await s.exited;
    }
  });

  it('a refused DATABASE_URL: one line naming it, exit 1', async () => {
    const { code, lines } = await runToExit(
      baseEnv(await freePort(), { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/lanyun' }),
    );
    expect(code).toBe(1);
    expect(lines).toEqual([
      'Cannot connect to PostgreSQL at 127.0.0.1:1/lanyun: connection refused. Start PostgreSQL or fix the host and port in DATABASE_URL.',
    ]);
  });

  it('an unknown database: one line saying to create it, exit 1', async () => {
    const u = new URL(admin);
    u.pathname = '/lanyun_no_such_db';
    const { code, lines } = await runToExit(baseEnv(await freePort(), { DATABASE_URL: u.toString() }));
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/database "lanyun_no_such_db" does not exist\. Create it .* DATABASE_URL\.$/);
  });
});

describe.runIf(kind === 'pglite')('start-up errors in one line', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lanyun-startup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('an invalid environment value: one line naming each, exit 1', async () => {
    const { code, lines } = await runToExit(
      baseEnv(await freePort(), { DOWNLOAD_SECRET: 'short', PGLITE_DIR: path.join(dir, 'db') }),
    );
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: DOWNLOAD_SECRET: .*16/);
  });

  it('an unusable PGLITE_DIR: one line naming it, exit 1', async () => {
    const file = path.join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    const { code, lines } = await runToExit(baseEnv(await freePort(), { PGLITE_DIR: file }));
    expect(code).toBe(1);
    expect(lines).toEqual([
      `Cannot open the embedded database in ${file}: it is not a folder. Set PGLITE_DIR to a folder.`,
    ]);
  });

  it('a taken port: one line saying to free it or set API_PORT, exit 1', {
    timeout: SPAWN_LIMIT_MS + 10_000,
  }, async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as { port: number }).port;
    try {
      const { code, lines } = await runToExit(baseEnv(port, { PGLITE_DIR: path.join(dir, 'db') }));
      expect(code).toBe(1);
      expect(lines).toEqual([
        `Cannot listen on 127.0.0.1:${port}: the port is already in use. Stop the other process or set API_PORT to a free port.`,
      ]);
    } finally {
      blocker.close();
    }
  });
});
