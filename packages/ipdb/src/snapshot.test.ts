/** Snapshots on small synthetic databases: layout, manifest, idempotence, listing and pruning. */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabaseBuffer } from './reader.ts';
import { buildSnapshot, listSnapshots, pruneSnapshots, snapshotVersion, type SnapshotManifest } from './snapshot.ts';
import { randomContent } from './test-support/sample-db.ts';
import { serializeDatabase } from './writer.ts';

const root = mkdtempSync(join(tmpdir(), 'ipdb-snapshots-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const image = (buildTime: string): Buffer =>
  serializeDatabase({ ...randomContent(3, { v4Ranges: 800, v6Ranges: 800 }), buildTime });

describe('snapshots', () => {
  const dir = join(root, 'a');

  it('writes the database, nine exports and a manifest with sizes and SHA-256', async () => {
    const img = image('2025-03-01T10:20:30.456Z');
    const res = await buildSnapshot({ dir, database: openDatabaseBuffer(img), gzipThreshold: 100_000 });
    expect(res.version).toBe('20250301T102030Z');
    expect(res.existed).toBe(false);
    expect(res.dir).toBe(join(dir, '20250301T102030Z'));
    expect(readdirSync(dir)).toEqual(['20250301T102030Z']); // no temporary directory left
    const names = readdirSync(res.dir)
      .map((n) => n.replace(/\.gz$/, ''))
      .sort();
    expect(names).toEqual([
      'Lanyun-ASN.mmdb',
      'Lanyun-City.mmdb',
      'asn.csv',
      'asn.mmdb',
      'asn.ndjson',
      'geo.csv',
      'geo.mmdb',
      'geo.ndjson',
      'lanyun.ipdb',
      'manifest.json',
      'privacy.csv',
      'privacy.mmdb',
      'privacy.ndjson',
    ]);
    // Text exports are gzipped exactly when larger than the threshold; this database has both cases.
    const text = res.manifest.files.filter((f) => f.format === 'csv' || f.format === 'json');
    for (const f of text) expect(f.gzip, f.name).toBe(f.rawBytes > 100_000);
    expect(new Set(text.map((f) => f.gzip))).toEqual(new Set([true, false]));
    // Every text file carries the licence's credit (here the sample database's "test") on its first line.
    for (const f of text) {
      const raw = readFileSync(join(res.dir, f.name));
      const first = (f.gzip ? gunzipSync(raw) : raw).toString('utf8').split('\n', 1)[0]!;
      expect(first, f.name).toMatch(
        f.format === 'csv' ? /^# Lanyun IP \w+ database, built .*\. test$/ : /^\{"_meta":\{.*"attribution":"test"/,
      );
    }
    const manifest = JSON.parse(readFileSync(join(res.dir, 'manifest.json'), 'utf8')) as SnapshotManifest;
    expect(manifest).toEqual(res.manifest);
    expect(manifest.database).toMatchObject({ buildTime: '2025-03-01T10:20:30.456Z', formatVersion: 2 });
    expect(manifest.files).toHaveLength(12);
    for (const f of manifest.files) {
      const bytes = readFileSync(join(res.dir, f.name));
      expect(f.bytes, f.name).toBe(bytes.length);
      expect(f.sha256, f.name).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(f.gzip).toBe(f.name.endsWith('.gz'));
      if (!f.gzip) expect(f.rawBytes).toBe(f.bytes);
    }
    expect(readFileSync(join(res.dir, 'lanyun.ipdb')).equals(img)).toBe(true);
    expect(manifest.files.find((f) => f.name === 'geo.mmdb')).toMatchObject({ kind: 'geo', format: 'mmdb' });
    expect(manifest.files.find((f) => f.name === 'Lanyun-City.mmdb')).toMatchObject({ kind: 'geo', format: 'geoip2' });
    expect(manifest.files.find((f) => f.name === 'Lanyun-ASN.mmdb')).toMatchObject({ kind: 'asn', format: 'geoip2' });
  });

  it('returns an existing version without rewriting it, unless forced', async () => {
    const db = openDatabaseBuffer(image('2025-03-01T10:20:30.456Z'));
    const again = await buildSnapshot({ dir, database: db });
    expect(again.existed).toBe(true);
    const forced = await buildSnapshot({ dir, database: db, force: true });
    expect(forced.existed).toBe(false);
    expect(Date.parse(forced.manifest.createdAt)).toBeGreaterThanOrEqual(Date.parse(again.manifest.createdAt));
    expect(readdirSync(dir)).toEqual(['20250301T102030Z']);
  });

  it('reads the database from a file path', async () => {
    const file = join(root, 'db.ipdb');
    writeFileSync(file, image('2025-03-08T00:00:00.000Z'));
    const res = await buildSnapshot({ dir, database: file });
    expect(res.version).toBe('20250308T000000Z');
  });

  it('lists complete snapshots newest first and prunes by age, keeping the newest', () => {
    mkdirSync(join(dir, '20990101T000000Z')); // no manifest: ignored
    mkdirSync(join(dir, '.tmp-1-2'));
    expect(listSnapshots(dir).map((s) => s.version)).toEqual(['20250308T000000Z', '20250301T102030Z']);
    expect(listSnapshots(join(root, 'missing'))).toEqual([]);

    const setCreated = (version: string, iso: string): void => {
      const f = join(dir, version, 'manifest.json');
      writeFileSync(f, JSON.stringify({ ...JSON.parse(readFileSync(f, 'utf8')), createdAt: iso }));
    };
    setCreated('20250301T102030Z', '2025-03-01T12:00:00.000Z');
    setCreated('20250308T000000Z', '2025-03-08T12:00:00.000Z');
    utimesSync(join(dir, '.tmp-1-2'), new Date('2025-03-01'), new Date('2025-03-01'));
    // Both are younger than 7 days on 2025-03-07: nothing to do.
    expect(pruneSnapshots(dir, 7, new Date('2025-03-07T00:00:00Z'))).toEqual([]);
    // On 2025-03-10 the first one is 9 days old.
    expect(pruneSnapshots(dir, 7, new Date('2025-03-10T00:00:00Z'))).toEqual(['20250301T102030Z']);
    expect(existsSync(join(dir, '.tmp-1-2'))).toBe(false);
    // Years later the newest snapshot still stays.
    expect(pruneSnapshots(dir, 7, new Date('2030-01-01T00:00:00Z'))).toEqual([]);
    expect(listSnapshots(dir).map((s) => s.version)).toEqual(['20250308T000000Z']);
    expect(() => pruneSnapshots(dir, -1)).toThrow(RangeError);
  });

  it('derives versions from build times', () => {
    expect(snapshotVersion('2026-11-23T11:04:05.123Z')).toBe('20261123T110405Z');
    expect(() => snapshotVersion('yesterday')).toThrow(RangeError);
  });
});
