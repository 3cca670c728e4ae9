import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultDatabaseFile, ensureDatabase } from '@lanyun/ipdb';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { openDb, type DbHandle } from '../src/db/client.ts';
import { ipPlans, ipSubscriptions, users } from '../src/db/schema.ts';
import { currentTotp } from '../src/modules/accounts/services/totp.ts';
import { DEMO_OPERATOR, DEMO_USER } from '../src/seed/index.ts';
import { ecsOrderFields, verifyAndFund } from '../scripts/api-process.ts';
import { freshPostgres } from './harness.ts';
import { startTestS3, type TestS3 } from './s3-server.ts';

// The reference deployment (scripts/cluster.mjs): two API processes behind Debian's nginx, on
// PostgreSQL and Redis, with uploads on S3-compatible storage, all over real HTTP. Requests go
// through nginx (round-robin) or straight to one process to prove what the other sees.
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const hasNginx = existsSync(NGINX);
if (!hasNginx)
  console.warn(`cluster test skipped: nginx not found at ${NGINX} (apt-get install nginx, or set NGINX_BIN)`);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const VERSION = '20991231T000000Z';

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field in the assertions
type Envelope = { code: number; msg: string; data: any };

describe.skipIf(process.env.TEST_DB !== 'postgres' || !hasNginx)('two API processes behind nginx', () => {
  let pgdb: Awaited<ReturnType<typeof freshPostgres>>;
  let s3: TestS3;
  let db: DbHandle;
  let cluster: ChildProcess;
  let output = '';
  let nginx = '';
  let a = '';
  let b = '';
  const varDir = `var/cluster-test-${randomBytes(4).toString('hex')}`;
  const snapshots = mkdtempSync(path.join(tmpdir(), 'lanyun-cluster-snap-'));

  const post = async (
    base: string,
    p: string,
    fields: Record<string, string> = {},
    token?: string,
  ): Promise<Envelope> => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await fetch(base + p, {
      method: 'POST',
      body: form,
      headers: { channel: 'pc', ...(token ? { token } : {}) },
    });
    return (await res.json()) as Envelope;
  };
  /** The outcome of one IP API call: the HTTP status when not 200, else the envelope's code. */
  const lookup = async (base: string, key: string) => {
    const res = await fetch(`${base}/ip/v1/geo?ip=8.8.8.8`, { headers: { 'x-api-key': key } });
    const body = (await res.json()) as Envelope;
    return res.status !== 200 ? res.status : body.code;
  };

  beforeAll(async () => {
    await ensureDatabase({ outFile: defaultDatabaseFile() });
    // A snapshot to swap to (the database file linked, as packages/ipdb lays one out).
    const d = path.join(snapshots, VERSION);
    mkdirSync(d, { recursive: true });
    symlinkSync(defaultDatabaseFile(), path.join(d, 'lanyun.ipdb'));
    const files = [
      {
        name: 'lanyun.ipdb',
        kind: 'database',
        format: 'lyipdb',
        gzip: false,
        bytes: 1,
        rawBytes: 1,
        sha256: 'x',
        ms: 1,
      },
    ];
    writeFileSync(
      path.join(d, 'manifest.json'),
      JSON.stringify({
        version: VERSION,
        createdAt: new Date().toISOString(),
        database: {},
        attribution: 'DB-IP',
        files,
      }),
    );

    [pgdb, s3] = await Promise.all([freshPostgres(), startTestS3()]);
    const port = 20_000 + 10 * Math.floor(Math.random() * 1_000);
    cluster = spawn(process.execPath, ['scripts/cluster.mjs', '--api-only'], {
      cwd: repoRoot(),
      env: {
        ...process.env,
        ...s3.env,
        CLUSTER_PORT: String(port),
        CLUSTER_VAR_DIR: varDir,
        DATABASE_URL: pgdb.url,
        REDIS_KEY_PREFIX: `lanyun-cluster-${randomBytes(4).toString('hex')}:`,
        IPDB_SNAPSHOT_DIR: snapshots,
        IPDB_AUTO_SNAPSHOT: 'off',
        LOG_LEVEL: 'warn',
        EXPIRY_SWEEP_MS: '0',
        SIM_CREATE_DELAY_MS: '40',
        SIM_FAILURE_RATE: '0',
        // The processes connect while the other test files create and drop databases on the same PostgreSQL: on a
        // loaded 2-core machine a first connection once took longer than the 5 s default and a process gave up.
        DB_CONNECT_TIMEOUT_MS: '30000',
        // The rolling restart waits out nginx's fail_timeout after each process: 2 s instead of 10 keeps the test short.
        CLUSTER_FAIL_TIMEOUT_S: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const ready = await new Promise<{ api: string; apiProcesses: string[] }>((resolve, reject) => {
      const take = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
        const m = /cluster ready (\{.*\})/.exec(output);
        if (m) resolve(JSON.parse(m[1]!) as { api: string; apiProcesses: string[] });
      };
      cluster.stdout?.on('data', take);
      cluster.stderr?.on('data', take);
      cluster.on('exit', (code) => reject(new Error(`cluster exited with ${code}:\n${output}`)));
    });
    nginx = ready.api;
    [a, b] = ready.apiProcesses as [string, string];
    db = await openDb({ url: pgdb.url, pgliteDir: 'memory://', onPoolError: () => {} });
    // Both processes answer lookups before the tests start.
    for (const base of [a, b]) {
      const ipdb = async () => ((await (await fetch(`${base}/healthz`)).json()) as Envelope).data.ipdb as string;
      for (let i = 0; i < 600 && (await ipdb()) !== 'ready'; i++) await new Promise((r) => setTimeout(r, 100));
    }
  }, 150_000);

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((r) => cluster.once('exit', r));
      cluster.kill('SIGTERM');
      await exited;
    }
    await db?.close();
    await s3?.close();
    await pgdb?.drop();
    rmSync(snapshots, { recursive: true, force: true });
    rmSync(path.join(repoRoot(), varDir), { recursive: true, force: true });
  });

  let user = { token: '', id: 0 };
  let ops = '';

  it('a log-in on one process is valid on the other, and through nginx', async () => {
    const login = await post(a, '/v1/phone_login', { account: DEMO_USER.email, password: DEMO_USER.password });
    expect(login.code).toBe(200);
    user = { token: login.data.token, id: login.data.user?.id ?? login.data.id };
    for (const base of [b, nginx])
      expect((await post(base, '/personal_center/user_info', {}, user.token)).code).toBe(200);
    const [row] = await db.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER.email));
    user.id = row!.id;
    const now = Math.floor(Date.now() / 1000);
    for (const epoch of [now, now + 30]) {
      const res = await post(a, '/ops/login', {
        email: DEMO_OPERATOR.email,
        password: DEMO_OPERATOR.password,
        code: await currentTotp(DEMO_OPERATOR.totpSecret, epoch),
      });
      if (res.code === 200) {
        ops = res.data.token;
        break;
      }
    }
    expect((await post(b, '/ops/ipdb/status', {}, ops)).code).toBe(200);
  });

  it('a quota of 1,000 is exhausted exactly by 1,200 calls spread over both processes', async () => {
    // Subscribed in the database before this account's first lookup, so no process has its plan cached.
    const [plan] = await db.db
      .insert(ipPlans)
      .values({ code: 'cluster-1000', name: 'Cluster', monthlyQuota: 1_000, priceMonthFen: 0, priceYearFen: 0 })
      .returning();
    await db.db.insert(ipSubscriptions).values({
      userId: user.id,
      planId: plan!.id,
      period: 'month',
      priceFen: 0,
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    const key = (await post(a, '/ipintel/key_create', { name: 'quota' }, user.token)).data.key as string;
    const statuses: number[] = [];
    for (let round = 0; round < 12; round++) {
      statuses.push(...(await Promise.all(Array.from({ length: 100 }, (_, i) => lookup(i % 2 ? a : b, key)))));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(1_000);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200);
  });

  it('a key revoked through one process is refused by the other within 1 s', async () => {
    const created = (await post(a, '/ipintel/key_create', { name: 'cluster' }, user.token)).data as {
      id: number;
      key: string;
    };
    const key = created.key;
    // b caches the key now (429: the account spent its quota above, but the key is known)
    expect(await lookup(b, key)).toBe(429);
    expect((await post(a, '/ipintel/key_revoke', { id: String(created.id) }, user.token)).code).toBe(200);
    const revokedAt = Date.now();
    let status = 429;
    while (status !== 401 && Date.now() - revokedAt < 1_000) status = await lookup(b, key);
    expect(status).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(1_000);
  });

  it('a rate limit holds across both processes', async () => {
    // /v1/phone_login allows 20 a minute per address (an earlier test used one); nginx sends the caller's address to both.
    const tries = await Promise.all(
      Array.from({ length: 24 }, () =>
        post(nginx, '/v1/phone_login', { account: 'nobody@example.com', password: 'Wrong1234' }),
      ),
    );
    expect(tries.filter((r) => r.code === 429).length).toBeGreaterThanOrEqual(5);
  });

  it('an IP database swap through one process is answered by both', async () => {
    const before = (await post(b, '/ops/ipdb/status', {}, ops)).data.since as number;
    await new Promise((r) => setTimeout(r, 1_050)); // `since` has whole seconds
    expect(await post(a, '/ops/ipdb/swap', { version: VERSION }, ops)).toMatchObject({ code: 200 });
    const swappedAt = Date.now();
    let since = before;
    while (since === before && Date.now() - swappedAt < 1_000)
      since = (await post(b, '/ops/ipdb/status', {}, ops)).data.since;
    expect(since).toBeGreaterThan(before);
  });

  it('20 concurrent orders against a balance for 5 succeed exactly 5 times across both', async () => {
    const [u] = await db.db.select({ cash: users.balanceFen }).from(users).where(eq(users.id, user.id));
    await verifyAndFund(db.db, user.id, 5 * 34_200 + 100 - u!.cash, 'test');
    const order = await ecsOrderFields(a);
    const fields = (i: number) => order(`burst${i}`);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i % 2 ? a : b, '/instance_center/inquiry_create_instance_order', fields(i), user.token),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(5);
    expect(results.filter((r) => r.code === 402)).toHaveLength(15);
    const [after] = await db.db.select({ cash: users.balanceFen }).from(users).where(eq(users.id, user.id));
    expect(after!.cash).toBe(100);
  });

  it('a real-name image uploaded through one process is readable through the other only by a signed URL', async () => {
    const form = new FormData();
    form.append('usage', 'id_front');
    form.append('file', new Blob([PNG]), 'front.png');
    const up = (await (
      await fetch(`${a}/base/upload_img`, { method: 'POST', body: form, headers: { token: user.token } })
    ).json()) as Envelope;
    expect(up.code).toBe(200);
    const res = await fetch(`${b}${up.data.url}`, { headers: { token: user.token }, redirect: 'manual' });
    expect(res.status).toBe(302);
    const signed = res.headers.get('location') ?? '';
    expect(Buffer.from(await (await fetch(signed)).arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(signed.split('?')[0]!)).status).toBe(403);
    expect((await fetch(`${nginx}${up.data.url}`, { redirect: 'manual' })).status).not.toBe(302);
  });

  // Last: it replaces both processes. A steady ~200 requests/s through nginx (autocannon, 10 connections: reads and a
  // signed-in call) while `SIGHUP` makes the script drain and restart each API process in turn (lib/draining.ts).
  it('a rolling restart of both API processes under ~200 requests/s through nginx drops no request', async () => {
    const restarted = new Promise<{ apiPids: number[] }>((resolve, reject) => {
      const take = () => {
        const m = /cluster restarted (\{.*\})/.exec(output);
        if (m) resolve(JSON.parse(m[1]!) as { apiPids: number[] });
      };
      cluster.stdout?.on('data', () => setImmediate(take));
      cluster.once('exit', (code) => reject(new Error(`cluster exited with ${code}:\n${output}`)));
    });
    const failures: string[] = [];
    let done: (r: autocannon.Result) => void = () => {};
    const finished = new Promise<autocannon.Result>((resolve) => {
      done = resolve;
    });
    const load = autocannon(
      {
        url: nginx,
        connections: 10,
        overallRate: 200,
        duration: 600,
        requests: [
          { method: 'POST', path: '/v1/get_version', headers: { channel: 'pc' } },
          { method: 'POST', path: '/personal_center/user_info', headers: { channel: 'pc', token: user.token } },
        ],
      },
      (err, r) => (err ? failures.push(err.message) : done(r)),
    );
    load.on('response', (_client, status) => {
      if (status !== 200) failures.push(`HTTP ${status}`);
    });
    load.on('reqError', (err: Error) => failures.push(err.message));
    await new Promise((r) => setTimeout(r, 1_000));
    cluster.kill('SIGHUP');
    const { apiPids } = await restarted;
    await new Promise((r) => setTimeout(r, 1_000));
    load.stop();
    const result = await finished;
    expect(apiPids).toHaveLength(2);
    console.log(
      `rolling restart: ${result.requests.total} requests at ${Math.round(result.requests.average)}/s, ${failures.length} failed, ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
    expect(failures).toEqual([]);
    expect(result.errors + result.timeouts + result.non2xx).toBe(0);
    expect(result.requests.average).toBeGreaterThan(100);
  }, 180_000);
});
