import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBroadcast, redisBroadcast, type Broadcast, type SharedEvent } from '../src/lib/broadcast.ts';
import { sharedLookupMap } from '../src/services/lookup-map-shared.ts';
import { freshPostgres } from './harness.ts';

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
