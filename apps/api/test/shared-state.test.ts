import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultDatabaseFile, ensureDatabase, type IpDatabase } from '@lanyun/ipdb';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { instanceTypes, ipPlans, ipSubscriptions, sessions, users } from '../src/db/schema.ts';
import { postLedger } from '../src/modules/wallet/services/ledger.ts';
import { CHANNEL, postgresBroadcast, redisBroadcast, type Broadcast, type SharedEvent } from '../src/lib/broadcast.ts';
import { sharedLookupMap } from '../src/modules/ipintel/services/lookup-map-shared.ts';
import { DEMO_USER } from '../src/seed/index.ts';
import { freshPostgres, startTestServer, TEST_STACK_ENV, type Answer } from './harness.ts';
import { offer } from './ordering-helpers.ts';

// The broadcast between API processes (PostgreSQL LISTEN/NOTIFY and Redis pub/sub) and the world
// map shared through Redis, against the machine's PostgreSQL and Redis. Two instances stand for two
// processes. Real servers only: skipped in the PGlite run.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const noLog = () => {};

/** Resolves with the next event `b` receives, or rejects after `ms`. */
function nextEvent(b: Broadcast, ms = 1_000): Promise<SharedEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms);
    const off = b.subscribe((e) => {
      clearTimeout(timer);
      off();
      resolve(e);
    });
  });
}

/** POST form fields with an operator's token. */
async function post(base: string, route: string, token: string, fields: Record<string, string> = {}): Promise<Answer> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(base + route, { method: 'POST', body: form, headers: { channel: 'pc', token } });
  return (await res.json()) as Answer;
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('shared state between processes', () => {
  let db: Awaited<ReturnType<typeof freshPostgres>>;
  beforeAll(async () => {
    db = await freshPostgres();
  });
  afterAll(() => db.drop());

  it('PostgreSQL: delivers to the other process within 1 s, not back to the sender, and resyncs after a lost connection', async () => {
    const a = await postgresBroadcast(db.url, noLog, 50);
    const b = await postgresBroadcast(db.url, noLog, 50);
    try {
      const own: SharedEvent[] = [];
      a.subscribe((e) => own.push(e));
      const got = nextEvent(b);
      await a.publish({ type: 'api-key', keyId: 7 });
      expect(await got).toEqual({ type: 'api-key', keyId: 7 });
      expect(own).toEqual([]);

      // Cut every listening connection on this database: each side reconnects and resyncs.
      const resynced = new Promise<void>((resolve) => b.onResync(resolve));
      const admin = new pg.Client({ connectionString: db.url });
      await admin.connect();
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'lanyun-broadcast' AND datname = current_database()`,
      );
      await admin.end();
      await resynced;
      const again = nextEvent(b);
      await a.publish({ type: 'ipdb', version: '20261126T000000Z' });
      expect(await again).toEqual({ type: 'ipdb', version: '20261126T000000Z' });
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a process started after an IP database swap answers from the swapped snapshot, not IPDB_FILE', async () => {
    const version = '20991231T000000Z';
    const snapshots = mkdtempSync(path.join(tmpdir(), 'lanyun-swap-'));
    // A snapshot holding the real database; IPDB_FILE stands for another one (its build time tells them apart).
    const file = await ensureDatabase({ outFile: defaultDatabaseFile() }).then(() => defaultDatabaseFile());
    mkdirSync(path.join(snapshots, version));
    symlinkSync(file, path.join(snapshots, version, 'lanyun.ipdb'));
    const files = [{ name: 'lanyun.ipdb', kind: 'database', format: 'lyipdb', gzip: false, bytes: 1, rawBytes: 1 }];
    writeFileSync(
      path.join(snapshots, version, 'manifest.json'),
      JSON.stringify({ version, createdAt: new Date().toISOString(), database: {}, attribution: 'DB-IP', files }),
    );
    const configured = { metadata: { buildTime: 'IPDB_FILE' } } as unknown as IpDatabase;
    const env = { EXPIRY_SWEEP_MS: '0', ...TEST_STACK_ENV, IPDB_SNAPSHOT_DIR: snapshots };
    const t = await startTestServer({ loadIpdb: async () => configured, env });
    try {
      const ops = await t.opsLogin();
      const status = async (base: string) => (await post(base, '/ops/ipdb/status', ops)).data;
      // Loading a snapshot reads its whole file: on a busy machine that takes seconds, not a fixed 1 s.
      await expect.poll(async () => (await status(t.baseUrl)).status, { timeout: 60_000, interval: 50 }).toBe('ready');
      expect((await status(t.baseUrl)).build_time).toBe('IPDB_FILE');
      expect((await post(t.baseUrl, '/ops/ipdb/swap', ops, { version })).code).toBe(200);
      const swapped = (await status(t.baseUrl)).build_time as string;
      expect(swapped).not.toBe('IPDB_FILE');

      // Another process on the same database, started after the swap.
      let loads = 0;
      const later = await buildApp({
        config: loadConfig(env),
        db: t.db,
        loadIpdb: async () => {
          loads++;
          return configured;
        },
      });
      try {
        await later.listen({ port: 0, host: '127.0.0.1' });
        const addr = later.server.address();
        const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
        await expect.poll(async () => (await status(base)).status, { timeout: 60_000, interval: 50 }).toBe('ready');
        expect((await status(base)).build_time).toBe(swapped);
        expect(loads).toBe(0);
      } finally {
        await later.close();
      }
    } finally {
      await t.close();
      rmSync(snapshots, { recursive: true, force: true });
    }
  });

  describe('Redis', () => {
    let redis: Redis;
    const prefix = `lanyun-test:${randomBytes(4).toString('hex')}:`;
    beforeAll(() => {
      redis = new Redis(REDIS_URL, { keyPrefix: prefix, maxRetriesPerRequest: 1 });
    });
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys.map((k) => k.slice(prefix.length)));
      await redis.quit();
    });

    it('pub/sub delivers to the other process within 1 s', async () => {
      const a = await redisBroadcast(redis, `${prefix}events`, noLog);
      const b = await redisBroadcast(redis, `${prefix}events`, noLog);
      try {
        const got = nextEvent(b);
        await a.publish({ type: 'ip-plan', userId: 3 });
        expect(await got).toEqual({ type: 'ip-plan', userId: 3 });
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('a plan quota edited in the operator catalog applies in every process within 1 s', async () => {
      const t = await startTestServer({ env: { REDIS_URL, REDIS_KEY_PREFIX: prefix } });
      // The other process: the same channel on the same Redis.
      const other = await redisBroadcast(redis, `${prefix}${CHANNEL}`, noLog);
      try {
        const [plan] = await t.db.db
          .insert(ipPlans)
          .values({ code: 'edited', name: 'Edited', monthlyQuota: 1_000, priceMonthFen: 0, priceYearFen: 0 })
          .returning();
        const [u] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER.email));
        await t.db.db.insert(ipSubscriptions).values({
          userId: u!.id,
          planId: plan!.id,
          period: 'month',
          priceFen: 0,
          startsAt: new Date(),
          endsAt: new Date(Date.now() + 86_400_000),
        });
        const login = await t.post('/v1/phone_login', { account: DEMO_USER.email, password: DEMO_USER.password });
        const key = (await t.post('/ipintel/key_create', { name: 'quota' }, login.data.token)).data.key as string;
        const quota = async () =>
          ((await (await fetch(`${t.baseUrl}/ip/v1/usage`, { headers: { 'x-api-key': key } })).json()) as Answer).data
            .quota as number;
        expect(await quota()).toBe(1_000); // the plan is cached now

        // Edited here: this process answers the new quota at once, and the others are told.
        const ops = await t.opsLogin();
        let toldAt = 0;
        const told = nextEvent(other, 10_000).then((e) => {
          toldAt = Date.now();
          return e;
        });
        const edit = await t.post('/ops/catalog/ip_plan_update', { id: String(plan!.id), monthly_quota: '2000' }, ops);
        const answeredAt = Date.now();
        expect(edit.code).toBe(200);
        expect(await told).toEqual({ type: 'ip-plans' });
        expect(toldAt - answeredAt).toBeLessThan(1_000);
        expect(await quota()).toBe(2_000);

        // Edited by another process (the database changed, then the message): answered within 1 s.
        await t.db.db.update(ipPlans).set({ monthlyQuota: 3_000 }).where(eq(ipPlans.id, plan!.id));
        expect(await quota()).toBe(2_000);
        await other.publish({ type: 'ip-plans' });
        const sent = Date.now();
        let seen = 2_000;
        while (seen !== 3_000 && Date.now() - sent < 1_000) seen = await quota();
        expect(seen).toBe(3_000);
      } finally {
        await other.close();
        await t.close();
      }
    });

    it('a catalog price edited in the operator catalog shows in every process’s price inquiry within 1 s', async () => {
      const t = await startTestServer({ env: { REDIS_URL, REDIS_KEY_PREFIX: prefix } });
      const other = await redisBroadcast(redis, `${prefix}${CHANNEL}`, noLog);
      try {
        const o = await offer(t);
        const price = async () =>
          (
            await t.post('/v1/inquiry_create_instance_price', {
              zone_id: String(o.zone.id),
              instance_type_id: String(o.type.id),
              image_id: String(o.image.id),
            })
          ).data.price as string;
        expect(await price()).toBe('342.00'); // the catalog is kept in the process now

        // Edited here: this process quotes the new price at once, and the others are told.
        const ops = await t.opsLogin();
        const told = nextEvent(other, 10_000);
        const edit = await t.post(
          '/ops/catalog/instance_type_update',
          { id: String(o.type.id), price_month: '300.00' },
          ops,
        );
        expect(edit.code).toBe(200);
        expect(await told).toEqual({ type: 'catalog' });
        expect(await price()).toBe('363.00');

        // Edited by another process (the database changed, then the message): quoted within 1 s.
        await t.db.db.update(instanceTypes).set({ priceMonthFen: 27_900 }).where(eq(instanceTypes.id, o.type.id));
        expect(await price()).toBe('363.00');
        await other.publish({ type: 'catalog' });
        const sent = Date.now();
        let seen = '363.00';
        while (seen !== '342.00' && Date.now() - sent < 1_000) seen = await price();
        expect(seen).toBe('342.00');
      } finally {
        await other.close();
        await t.close();
      }
    });

    it('a top-up shows in the profile at once and the other processes are told; a log-out elsewhere applies here within 1 s', async () => {
      const t = await startTestServer({ env: { REDIS_URL, REDIS_KEY_PREFIX: prefix, ACCOUNT_CACHE_MS: '5000' } });
      const other = await redisBroadcast(redis, `${prefix}${CHANNEL}`, noLog);
      try {
        const reg = await t.signUp(`copy-${randomBytes(4).toString('hex')}@example.com`);
        const userId = reg.data.user.id as number;
        const token = reg.data.token as string;
        const profile = () => t.post('/personal_center/user_info', {}, token);
        expect((await profile()).data.balance).toBe('0.00'); // the session is kept in the process now

        // Credited here (the ledger, as a payment does): the profile shows it at once, and the others are told.
        const told = nextEvent(other, 10_000);
        await t.db.db.transaction((tx) =>
          postLedger(tx, { userId, kind: 'adjustment', balanceDeltaFen: 12_300, refType: 'test', refId: 'copy' }),
        );
        expect(await told).toEqual({ type: 'account', userId });
        expect((await profile()).data.balance).toBe('123.00');

        // Another customer logged out through another process (the database changed, then the message): refused
        // here within 1 s, although the copy here would last 5 s.
        const second = await t.signUp(`copy-${randomBytes(4).toString('hex')}@example.com`);
        const secondId = second.data.user.id as number;
        const secondProfile = () => t.post('/personal_center/user_info', {}, second.data.token as string);
        expect((await secondProfile()).code).toBe(200);
        await t.db.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, secondId));
        expect((await secondProfile()).code).toBe(200); // this process has not been told yet
        await other.publish({ type: 'account', userId: secondId });
        const sent = Date.now();
        let code = 200;
        while (code !== 506 && Date.now() - sent < 1_000) code = (await secondProfile()).code;
        expect(code).toBe(506);
      } finally {
        await other.close();
        await t.close();
      }
    });

    it('a news article saved by an editor shows in the news list at once, and the other processes are told', async () => {
      const t = await startTestServer({ env: { REDIS_URL, REDIS_KEY_PREFIX: prefix } });
      const other = await redisBroadcast(redis, `${prefix}${CHANNEL}`, noLog);
      try {
        const titles = async () =>
          ((await t.post('/v1/get_news_list', { page_size: '5' })).data.list as { title: string }[]).map(
            (n) => n.title,
          );
        expect(await titles()).not.toContain('成都可用区开服'); // the first page is kept in the process now
        const editor = await t.opsLogin('editor@lanyun.cloud');
        const classId = ((await t.post('/v1/get_news_class_list', { type: '1' })).data as { id: number }[])[0]!.id;
        const told = nextEvent(other, 10_000);
        const saved = await t.post(
          '/ops/news/save',
          { class_id: String(classId), title: '成都可用区开服', content_html: '<p>今日开服。</p>' },
          editor,
        );
        expect(saved.code).toBe(200);
        expect(await told).toEqual({ type: 'news' });
        expect(await titles()).toContain('成都可用区开服');
      } finally {
        await other.close();
        await t.close();
      }
    });

    it('the world map counts every process’s lookups exactly', async () => {
      const one = sharedLookupMap(redis, { flushMs: 60_000 });
      const two = sharedLookupMap(redis, { flushMs: 60_000 });
      for (let i = 0; i < 30; i++) one.record(30.27, 120.15, 'CN');
      for (let i = 0; i < 12; i++) two.record(30.4, 119.8, 'CN');
      two.record(40.7, -74, 'US');
      await one.flush();
      await two.flush();
      await one.flush();
      for (const map of [one, two]) {
        expect(map.cells()).toEqual({
          total: 43,
          cells: [
            { lat: 30, lon: 120, country_code: 'CN', count: 42 },
            { lat: 41, lon: -74, country_code: 'US', count: 1 },
          ],
        });
      }
      await one.stop();
      await two.stop();
    });
  });
});
