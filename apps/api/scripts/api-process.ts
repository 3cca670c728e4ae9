/**
 * The real API server as a child process, for the crash test (test/crash-kill.test.ts) and the
 * ordering benchmark (scripts/bench-orders.ts): `node --import tsx src/server.ts` — one process, so
 * `kill('SIGKILL')` kills the server itself, as a crash would — on a fresh PostgreSQL database,
 * a random loopback port, the built IP database and no snapshot writing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultDatabaseFile, ensureDatabase } from '@lanyun/ipdb';
import { createApiClient } from '@lanyun/api-sdk';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { postLedger } from '../src/modules/wallet/services/ledger.ts';
import { type EcsOffer, ecsOrderForm } from './ecs-order-form.ts';

export { type EcsOffer, ecsOrderForm };

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Create an empty database on the server of `adminUrl` (default TEST_DATABASE_URL or the machine's
 * `test` database). Returns its URL and a function that drops it (terminating its connections).
 */
export async function createDatabase(
  adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  prefix = 'lanyun_t_',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/** The IP database file the server should open, built first when missing (about a minute, once). */
export async function ipdbFile(): Promise<string> {
  const file = defaultDatabaseFile();
  if (!existsSync(file)) await ensureDatabase({ outFile: file });
  return file;
}

export interface ApiProcess {
  baseUrl: string;
  child: ChildProcess;
  /** The last 20 kB of its stdout and stderr (for failure messages). */
  output(): string;
  /** kill -9, and wait until it is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful shutdown), and wait until it is gone. */
  stop(): Promise<void>;
}

/**
 * Start the API server and wait until `/healthz` answers 200.
 * @param opts.env configuration on top of the defaults here (e.g. SIM_CREATE_DELAY_MS)
 * @throws when it exits or is not healthy within `timeoutMs` (default 60 s), with its output
 */
export async function startApiProcess(opts: {
  databaseUrl: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ApiProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: opts.databaseUrl,
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    PUBLIC_API_URL: `http://127.0.0.1:${port}`,
    IPDB_FILE: await ipdbFile(),
    IPDB_AUTO_SNAPSHOT: 'off',
    LOG_LEVEL: 'warn',
    ...opts.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const baseUrl = `http://127.0.0.1:${port}`;
  const end = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (gone())
      throw new Error(`the API exited with ${child.exitCode ?? child.signalCode} before it was healthy:\n${out}`);
    if (Date.now() > end) {
      child.kill('SIGKILL');
      throw new Error(`the API was not healthy within ${opts.timeoutMs ?? 60_000} ms:\n${out}`);
    }
    const ok = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    baseUrl,
    child,
    output: () => out,
    async kill9() {
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!gone()) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** An answer envelope, `data` read loosely by the benches and tests that start the API as a process. */
// biome-ignore lint/suspicious/noExplicitAny: the callers read answers loosely; the SDK's typed client covers the shapes
export type Answer = { code: number; msg: string; data: any };

/** POST form fields (as the sites do); answers the envelope. */
export async function postForm(
  baseUrl: string,
  route: string,
  fields: Record<string, string>,
  token?: string,
): Promise<Answer> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(baseUrl + route, {
    method: 'POST',
    body: form,
    headers: { channel: 'pc', ...(token ? { token } : {}) },
  });
  return res.json() as Promise<Answer>;
}

/**
 * Log in with e-mail/phone and password; returns the session token (from the answer, or from the
 * session cookie when the answer does not carry it) and the user's id.
 * @throws when the log-in is refused
 */
export async function logIn(
  baseUrl: string,
  account: string,
  password: string,
): Promise<{ token: string; userId: number }> {
  const form = new FormData();
  form.append('account', account);
  form.append('password', password);
  const res = await fetch(`${baseUrl}/v1/phone_login`, { method: 'POST', body: form, headers: { channel: 'pc' } });
  const body = (await res.json()) as {
    code: number;
    msg: string;
    data: { token?: string; user?: { id: number } } | null;
  };
  if (body.code !== 200) throw new Error(`log-in refused: ${body.code} ${body.msg}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => /^(?:token|access-token)=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  const token = body.data?.token ?? (cookie ? decodeURIComponent(cookie) : '');
  if (!token) throw new Error('log-in answered no session token');
  return { token, userId: Number(body.data?.user?.id) };
}

/**
 * Make an account able to order: real-name verified, and `cashFen` (may be negative) added to its cash balance
 * through the ledger (an adjustment with `refType`, e.g. 'bench' or 'test').
 */
export async function verifyAndFund(db: DbOrTx, userId: number, cashFen: number, refType = 'bench') {
  await db.update(users).set({ authenticationStatus: 2, authenticationType: 1 }).where(eq(users.id, userId));
  await db.transaction((tx) =>
    postLedger(tx, {
      userId,
      kind: 'adjustment',
      balanceDeltaFen: cashFen,
      refType,
      refId: userId,
      memo: `${refType} funds`,
    }),
  );
}

/**
 * Form fields of a one-instance, one-month ECS order of the seeded catalog (Hangzhou zone A,
 * ecs.g7.large, its first image, 40 GB ESSD, 1 Mbps, password log-in: ¥342.00), read through the API; each with its
 * own client token.
 */
export async function ecsOrderFields(baseUrl: string): Promise<(name: string) => Record<string, string>> {
  const api = createApiClient({ baseUrl });
  const hz = (await api.call('/v1/get_region_zone')).data!.find((r) => r.code === 'cn-hangzhou')!;
  const zone = hz.zones[0]!;
  const type = (await api.call('/v1/get_region_zone_instance_config', { zone_id: zone.id }))
    .data!.find((f) => f.code === 'g7')!
    .types.find((t) => t.code === 'ecs.g7.large')!;
  const image = (await api.call('/v1/get_region_zone_images', { zone_id: zone.id })).data![0]!;
  const offer = { regionId: hz.id, zoneId: zone.id, typeId: type.id, imageId: image.id };
  return (name) => ({ ...ecsOrderForm(offer, name), client_token: `${name}-${randomBytes(6).toString('hex')}` });
}
