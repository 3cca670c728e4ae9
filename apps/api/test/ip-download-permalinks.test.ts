/**
 * Downloads a script can automate, with real `curl` against the API over HTTP: a permalink authorised by the API key
 * (header or basic auth) downloads with `curl -f`; `If-None-Match` with the ETag gets 304; an interrupted download
 * resumes with `curl -C -`; the `.sha256` beside it checks the file; a bad name, a missing key or a plan without
 * downloads makes `curl -f` exit non-zero with a JSON body.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipPlans, ipSubscriptions } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';

const run = promisify(execFile);
const VERSION = '20991231T000000Z';
/** A 200 KB file of known bytes, so a partial download can be resumed. */
const BODY = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7) % 251));
const SHA = createHash('sha256').update(BODY).digest('hex');

let t: TestServer;
let dir = '';
let out = '';
let key = '';
let freeKey = '';

async function keyOn(email: string, downloads: boolean): Promise<string> {
  const code = downloads ? 'dl-test' : 'nodl-test';
  await t.db.db
    .insert(ipPlans)
    .values({ code, name: code, monthlyQuota: 100, priceMonthFen: 0, priceYearFen: 0, dataDownload: downloads })
    .onConflictDoNothing();
  const [plan] = await t.db.db.select().from(ipPlans).where(eq(ipPlans.code, code));
  const reg = await t.signUp(email);
  await t.db.db.insert(ipSubscriptions).values({
    userId: reg.data.user.id,
    planId: plan!.id,
    period: 'month',
    priceFen: 0,
    startsAt: new Date(),
    endsAt: new Date(Date.now() + 86_400_000),
  });
  return (await t.client(reg.data.token).call('/ipintel/key_create', { name: 'cron' })).data!.key;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lanyun-permalink-'));
  out = mkdtempSync(join(tmpdir(), 'lanyun-curl-'));
  const d = join(dir, VERSION);
  mkdirSync(d, { recursive: true });
  writeFileSync(join(d, 'Lanyun-City.mmdb'), BODY);
  const file = { name: 'Lanyun-City.mmdb', kind: 'geo', format: 'geoip2', gzip: false, bytes: BODY.length };
  writeFileSync(
    join(d, 'manifest.json'),
    JSON.stringify({
      version: VERSION,
      createdAt: new Date().toISOString(),
      database: {},
      attribution: 'DB-IP',
      files: [{ ...file, rawBytes: BODY.length, sha256: SHA, ms: 1 }],
    }),
  );
  t = await startTestServer();
  t.app.config.IPDB_SNAPSHOT_DIR = dir;
  key = await keyOn('cron@example.com', true);
  freeKey = await keyOn('nodl@example.com', false);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

/** Runs curl; resolves to its exit code, stdout and stderr (never throws). */
async function curl(...args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const r = await run('curl', ['-sS', ...args], { encoding: 'utf8' });
    return { code: 0, stdout: r.stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string };
    return { code: e.code, stdout: e.stdout };
  }
}

describe('database permalinks with curl', () => {
  it('downloads with the key in a header or as basic auth, and the .sha256 beside it checks the file', async () => {
    const url = `${t.baseUrl}/ip/v1/download/Lanyun-City.mmdb`;
    const f = join(out, 'a.mmdb');
    expect((await curl('-f', '-H', `x-api-key: ${key}`, '-o', f, url)).code).toBe(0);
    expect(readFileSync(f).equals(BODY)).toBe(true);
    const g = join(out, 'b.mmdb');
    expect((await curl('-f', '-u', `me:${key}`, '-o', g, url)).code).toBe(0);
    expect(readFileSync(g).equals(BODY)).toBe(true);
    const sum = await curl('-f', '-H', `x-api-key: ${key}`, `${url}.sha256`);
    expect(sum.stdout).toBe(`${SHA}  Lanyun-City.mmdb\n`);
  });

  it('answers 304 to If-None-Match with the ETag, and 206 for a range; HEAD is free', async () => {
    const url = `${t.baseUrl}/ip/v1/download/Lanyun-City.mmdb`;
    const head = await curl('-f', '-I', '-H', `x-api-key: ${key}`, url);
    expect(head.stdout).toMatch(new RegExp(`etag: "${SHA}"`, 'i'));
    expect(head.stdout).toMatch(/last-modified: /i);
    expect(head.stdout).toMatch(/accept-ranges: bytes/i);
    const again = await curl(
      '-o',
      '/dev/null',
      '-w',
      '%{http_code}',
      '-H',
      `x-api-key: ${key}`,
      '-H',
      `If-None-Match: "${SHA}"`,
      url,
    );
    expect(again.stdout).toBe('304');
    const part = await curl(
      '-r',
      '0-9',
      '-o',
      '/dev/null',
      '-w',
      '%{http_code} %{size_download}',
      '-H',
      `x-api-key: ${key}`,
      url,
    );
    expect(part.stdout).toBe('206 10');
    const used = (await fetch(`${t.baseUrl}/ip/v1/usage`, { headers: { 'x-api-key': key } }).then((r) => r.json())) as {
      data: { used: number };
    };
    expect(used.data.used).toBe(0);
  });

  it('resumes an interrupted download with -C -', async () => {
    const f = join(out, 'partial.mmdb');
    writeFileSync(f, BODY.subarray(0, 70_000));
    const r = await curl(
      '-f',
      '-C',
      '-',
      '-H',
      `x-api-key: ${key}`,
      '-o',
      f,
      `${t.baseUrl}/ip/v1/download/Lanyun-City.mmdb`,
    );
    expect(r.code).toBe(0);
    expect(createHash('sha256').update(readFileSync(f)).digest('hex')).toBe(SHA);
  });

  it('makes curl -f fail on a bad name, a missing or wrong key and a plan without downloads, with JSON reasons', async () => {
    const url = (name: string) => `${t.baseUrl}/ip/v1/download/${name}`;
    expect((await curl('-f', '-H', `x-api-key: ${key}`, '-o', join(out, 'x'), url('nothing.mmdb'))).code).toBe(22);
    expect((await curl('-f', '-o', join(out, 'y'), url('Lanyun-City.mmdb'))).code).toBe(22);
    expect((await curl('-f', '-u', 'me:lyk_wrong', '-o', join(out, 'z'), url('Lanyun-City.mmdb'))).code).toBe(22);
    const missing = await curl('-H', `x-api-key: ${key}`, url('nothing.mmdb'));
    expect(JSON.parse(missing.stdout)).toMatchObject({ code: 404, data: { error: 'not_found' } });
    const refused = await curl('-H', `x-api-key: ${freeKey}`, url('Lanyun-City.mmdb'));
    expect(JSON.parse(refused.stdout)).toMatchObject({ code: 402, data: { error: 'plan_required' } });
  });
});
