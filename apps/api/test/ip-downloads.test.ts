import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultDatabaseFile, ensureDatabase } from '@lanyun/ipdb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLedger } from '../src/modules/wallet/services/ledger.ts';
import { startTestServer, type TestServer } from './harness.ts';

const CSV = 'start_ip,end_ip,country_code\n1.0.0.0,1.0.0.255,AU\n';
const VERSION = '20991231T000000Z';
let t: TestServer;
let dir = '';
let ops = '';

/** A snapshot folder as packages/ipdb writes it: manifest + files (the database links to the real one). */
function writeSnapshot(version: string, createdAt: Date) {
  const d = join(dir, version);
  mkdirSync(d, { recursive: true });
  writeFileSync(join(d, 'geo.csv'), CSV);
  symlinkSync(defaultDatabaseFile(), join(d, 'lanyun.ipdb'));
  const files = [
    { name: 'lanyun.ipdb', kind: 'database', format: 'lyipdb', gzip: false, bytes: 1, rawBytes: 1, sha256: 'x', ms: 1 },
    {
      name: 'geo.csv',
      kind: 'geo',
      format: 'csv',
      gzip: false,
      bytes: CSV.length,
      rawBytes: CSV.length,
      sha256: 'y',
      ms: 1,
    },
  ];
  writeFileSync(
    join(d, 'manifest.json'),
    JSON.stringify({ version, createdAt: createdAt.toISOString(), database: {}, attribution: 'DB-IP', files }),
  );
}

async function newUser(email: string) {
  const reg = await t.signUp(email);
  return { token: reg.data.token as string, id: reg.data.user.id as number };
}

beforeAll(async () => {
  await ensureDatabase({ outFile: defaultDatabaseFile() });
  dir = mkdtempSync(join(tmpdir(), 'lanyun-snap-'));
  writeSnapshot(VERSION, new Date());
  writeSnapshot('20200101T000000Z', new Date('2020-01-01T00:00:00Z'));
  t = await startTestServer();
  t.app.config.IPDB_SNAPSHOT_DIR = dir;
  ops = await t.opsLogin();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('database downloads', () => {
  it('refuses plans without downloads, lists the current week to Business, and streams a good link only', async () => {
    const u = await newUser('dl@example.com');
    expect(await t.post('/ipintel/download_list', {}, u.token)).toMatchObject({
      code: 403,
      msg: 'The Free plan does not include data downloads; Business and Enterprise do',
    });
    expect((await t.post('/ipintel/download_link', { version: VERSION, name: 'geo.csv' }, u.token)).code).toBe(403);

    await t.db.db.transaction((tx) =>
      postLedger(tx, {
        userId: u.id,
        kind: 'adjustment',
        balanceDeltaFen: 49900,
        refType: 'test',
        refId: 1,
        memo: 'test funds',
      }),
    );
    expect(
      (await t.post('/ipintel/plan_buy', { plan: 'business', period: 'month', price: '499.00', agree: '1' }, u.token))
        .code,
    ).toBe(200);
    const list = await t.post('/ipintel/download_list', {}, u.token);
    // The 2020 snapshot is older than 7 days and not the newest: not offered.
    expect(list.data.map((s: { version: string }) => s.version)).toEqual([VERSION]);
    expect(list.data[0].files).toContainEqual(
      expect.objectContaining({ name: 'geo.csv', database: 'geo', format: 'csv', label: 'Geolocation · CSV' }),
    );

    const link = await t.post('/ipintel/download_link', { version: VERSION, name: 'geo.csv' }, u.token);
    expect(link.data.expires_at - Date.now() / 1000).toBeGreaterThan(290);
    const path = new URL(link.data.url).pathname + new URL(link.data.url).search;
    const good = await fetch(t.baseUrl + path);
    expect(good.headers.get('content-disposition')).toBe(`attachment; filename="lanyun-${VERSION}-geo.csv"`);
    expect(await good.text()).toBe(CSV);

    const manifestEntry = list.data[0].files.find((f: { name: string }) => f.name === 'manifest.json');
    expect(manifestEntry).toMatchObject({
      database: 'manifest',
      format: 'json',
      label: 'Manifest · JSON',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const manifestLink = await t.post('/ipintel/download_link', { version: VERSION, name: 'manifest.json' }, u.token);
    const manifest = await fetch(
      t.baseUrl + new URL(manifestLink.data.url).pathname + new URL(manifestLink.data.url).search,
    );
    expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await manifest.json()).toMatchObject({ version: VERSION, attribution: 'DB-IP' });

    const tampered = await fetch(t.baseUrl + path.replace(/uid=\d+/, `uid=${u.id + 1}`));
    expect(await tampered.json()).toEqual({
      code: 403,
      msg: 'This download link is not valid',
      data: { reason: 'ip.link_invalid' },
    });
    const otherFile = await fetch(t.baseUrl + path.replace('geo.csv', 'lanyun.ipdb'));
    expect(((await otherFile.json()) as { code: number }).code).toBe(403);
    expect(
      (await t.post('/ipintel/download_link', { version: '20200101T000000Z', name: 'geo.csv' }, u.token)).code,
    ).toBe(404);
  });

  it('refuses an expired link', async () => {
    const { signDownload } = await import('../src/modules/ipintel/services/ip-downloads.ts');
    const old = signDownload(t.app.config.DOWNLOAD_SECRET, VERSION, 'geo.csv', 1, new Date(Date.now() - 301_000));
    const res = await fetch(`${t.baseUrl}/ipintel/download/${VERSION}/geo.csv?${old.query}`);
    expect(await res.json()).toEqual({
      code: 403,
      msg: 'This download link has expired; open the downloads page for a new one',
      data: { reason: 'ip.link_expired' },
    });
  });
});

describe('snapshot swap', () => {
  it('lets an admin operator answer from the newest snapshot without a restart; other roles are refused', async () => {
    expect((await fetch(`${t.baseUrl}/ip/lookup?ip=8.8.8.8`).then((r) => r.json())) as { code: number }).toMatchObject({
      code: 503,
    });
    const editor = await t.opsLogin('editor@lanyun.cloud');
    expect((await t.post('/ops/ipdb/swap', {}, editor)).code).toBe(403);
    expect((await t.post('/ops/ipdb/swap', { version: '20991231T000001Z' }, ops)).code).toBe(404);

    const swapped = await t.post('/ops/ipdb/swap', {}, ops);
    expect(swapped).toMatchObject({
      code: 200,
      msg: `Now answering from snapshot ${VERSION}`,
      data: { status: 'ready' },
    });
    const res = (await fetch(`${t.baseUrl}/ip/lookup?ip=8.8.8.8`).then((r) => r.json())) as {
      code: number;
      data: { country_code: string };
    };
    expect(res).toMatchObject({ code: 200, data: { country_code: 'US' } });
    expect(
      (await t.post('/ops/ipdb/status', {}, editor)).data.snapshots.map((s: { version: string }) => s.version),
    ).toEqual([VERSION, '20200101T000000Z']);
  });

  it('puts answered lookups on the map as rounded coordinates only', async () => {
    const map = await t.post('/ipintel/lookup_map', {});
    expect(map.data.total).toBeGreaterThanOrEqual(1);
    expect(map.data.cells[0]).toEqual({
      lat: expect.any(Number),
      lon: expect.any(Number),
      country_code: 'US',
      count: expect.any(Number),
    });
    expect(Number.isInteger(map.data.cells[0].lat)).toBe(true);
    expect(JSON.stringify(map)).not.toContain('8.8.8.8');
  });
});

describe('contact requests', () => {
  it('stores a request from the IP site and shows it to operators', async () => {
    expect(
      (
        await t.post('/ipintel/contact_add', {
          kind: 'sales',
          name: 'A',
          email: 'a@example.com',
          message: 'hello there',
        })
      ).code,
    ).toBe(400);
    expect(
      (
        await t.post('/ipintel/contact_add', {
          kind: 'custom_plan',
          name: 'A',
          email: 'not-an-email',
          message: 'hello there',
        })
      ).msg,
    ).toMatch(/correct email/);
    const u = await newUser('contact@example.com');
    const sent = await t.post(
      '/ipintel/contact_add',
      {
        kind: 'custom_plan',
        name: 'Ada',
        email: 'ada@example.com',
        company: 'Acme',
        message: 'We need 1 billion lookups a month',
      },
      u.token,
    );
    expect(sent).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    expect((await t.post('/ops/contact_requests/list', {})).code).toBe(506);
    const list = await t.post('/ops/contact_requests/list', { kind: 'custom_plan' }, ops);
    expect(list.data.list[0]).toMatchObject({
      kind: 'custom_plan',
      name: 'Ada',
      company: 'Acme',
      user_name: 'contact@example.com',
      status: 1,
    });
  });
});

describe('log-in handoff between the two sites', () => {
  it('gives a one-time code that opens a new session once', async () => {
    const u = await newUser('sso@example.com');
    expect((await t.post('/v1/get_login_token', {})).code).toBe(506);
    const { code } = (await t.post('/v1/get_login_token', {}, u.token)).data;
    const first = await t.post('/v1/login_token_exchange', { code });
    expect(first).toMatchObject({
      code: 200,
      data: { token: expect.any(String), expires_in: 604800, remember: false },
    });
    expect(first.data.token).not.toBe(u.token);
    expect((await t.post('/personal_center/user_info', {}, first.data.token)).data.id).toBe(u.id);
    expect(await t.post('/v1/login_token_exchange', { code })).toEqual({
      code: 400,
      msg: 'This log-in link has expired or was already used, please log in again',
      data: { reason: 'auth.handoff_failed' },
    });
    expect((await t.post('/v1/login_token_exchange', { code: 'made-up' })).code).toBe(400);
  });

  it('refuses an expired code', async () => {
    const u = await newUser('sso2@example.com');
    const { code } = (await t.post('/v1/get_login_token', {}, u.token)).data;
    const { loginHandoffCodes } = await import('../src/db/schema.ts');
    await t.db.db.update(loginHandoffCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.post('/v1/login_token_exchange', { code })).code).toBe(400);
  });
});
