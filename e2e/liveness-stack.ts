/**
 * A small platform of its own for the face-liveness browser test: the API with IDENTITY_LIVENESS=on (the sandbox
 * identity provider's liveness step) and the cloud site in front of it, on the e2e ports + 40, over a fresh PostgreSQL
 * database of their own (`<e2e database>_liveness`). The shared stack (stack.mjs) keeps liveness off, as CI does, and
 * none of its background work can be picked up here. The sites must already be built (as for every browser test).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { expect, type APIRequestContext } from '@playwright/test';
import { freshDatabase } from '../scripts/fresh-db.mjs';
import { E2E_DATABASE, PORTS } from './ports.mjs';

const root = path.resolve(__dirname, '..');
const ADMIN_URL = process.env.E2E_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Where the liveness platform listens. */
export const LIVENESS = {
  api: `http://127.0.0.1:${PORTS.api + 40}`,
  cloud: `http://localhost:${PORTS.cloud + 40}`,
  database: `${E2E_DATABASE}_liveness`,
};

async function answers(url: string, ok: (status: number) => boolean, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (ok(res.status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

/** The running liveness platform; `stop()` ends its two processes. */
export interface LivenessStack {
  stop(): Promise<void>;
  /** What the processes wrote on stderr (for a failure's report). */
  errors(): string;
}

/** Starts the liveness platform and resolves once the API is healthy and the site serves pages. */
export async function startLivenessStack(): Promise<LivenessStack> {
  const databaseUrl = await freshDatabase(LIVENESS.database, ADMIN_URL);
  const apiPort = String(PORTS.api + 40);
  const cloudPort = String(PORTS.cloud + 40);
  const shared = {
    API_URL: LIVENESS.api,
    PUBLIC_API_URL: LIVENESS.api,
    PUBLIC_CLOUD_URL: LIVENESS.cloud,
    PUBLIC_IPINTEL_URL: `http://localhost:${PORTS.ipintel + 40}`,
  };
  let stderr = '';
  const children: ChildProcess[] = [];
  const run = (args: string[], cwd: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-20_000);
    });
    children.push(child);
  };
  run(['--import', 'tsx', 'src/speed/start.ts'], path.join(root, 'apps/api'), {
    ...shared,
    DATABASE_URL: databaseUrl,
    API_PORT: apiPort,
    CORS_ORIGINS: LIVENESS.cloud,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    // The subject: the sandbox's face check, whose page returns to this site's real-name page.
    IDENTITY_LIVENESS: 'on',
    LIVENESS_RETURN_URL: `${LIVENESS.cloud}/user/auth`,
    ID_VERIFY_SANDBOX_DELAY_MS: '200',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_TIME_COST: '1',
    CODE_RESEND_INTERVAL_MS: '1500',
    // Nothing in the background this test does not need.
    IPDB_AUTO_SNAPSHOT: 'off',
    EXPIRY_SWEEP_MS: '0',
    COMPUTE_RECONCILE_MS: '0',
    MONITOR_INTERVAL_MS: '0',
  });
  run(['node_modules/@lanyun/site-kit/bin/serve.mjs', './build/server/index.js'], path.join(root, 'apps/cloud'), {
    ...shared,
    PORT: cloudPort,
    SITE_WAIT_FOR_API: '1',
  });
  const stop = async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            c.once('exit', () => resolve());
            c.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    const deadline = Date.now() + 150_000;
    await answers(`${LIVENESS.api}/healthz`, (s) => s === 200, deadline);
    await answers(`${LIVENESS.cloud}/`, (s) => s !== 503, deadline);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${stderr}`);
  }
  return { stop, errors: () => stderr };
}

/** Signs `email` up on the liveness platform's API (the e-mailed code read from its outbox); resolves to the token. */
export async function signUpOnLiveness(request: APIRequestContext, email: string, password: string): Promise<string> {
  const sent = await request.post(`${LIVENESS.api}/v1/send_email_code`, { multipart: { email, purpose: 'register' } });
  expect(((await sent.json()) as { code: number }).code).toBe(200);
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`${LIVENESS.api}/dev/outbox.json?to=${encodeURIComponent(email)}`);
        const body = (await res.json()) as { data: Array<{ body: string }> | null };
        code = /\b(\d{6})\b/.exec(body.data?.[0]?.body ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  const res = await request.post(`${LIVENESS.api}/v1/user_regis`, {
    multipart: { email, code, password, confirm_password: password, agree: '1' },
  });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string } | null };
  expect(body.code, body.msg).toBe(200);
  return body.data!.token;
}

/** The latest real-name application of the account of `email` on the liveness platform's database. */
export async function latestApplication(
  email: string,
): Promise<{ status: number; liveness_result: string | null } | undefined> {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${LIVENESS.database}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    const res = await db.query<{ status: number; liveness_result: string | null }>(
      `SELECT a.status, a.liveness_result FROM real_name_applications a JOIN users u ON u.id = a.user_id
        WHERE u.email = $1 ORDER BY a.id DESC LIMIT 1`,
      [email],
    );
    return res.rows[0];
  } finally {
    await db.end();
  }
}
