/** The `ipintel` CLI end to end (bin/ipintel.mjs through tsx) on a small synthetic database file. */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { randomContent } from './test-support/sample-db.ts';
import { serializeDatabase } from './writer.ts';

const bin = fileURLToPath(new URL('../bin/ipintel.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'ipdb-cli-'));
const dbFile = join(dir, 'test.ipdb');
writeFileSync(
  dbFile,
  serializeDatabase({ ...randomContent(5, { v4Ranges: 300, v6Ranges: 300 }), buildTime: '2025-05-05T05:05:05.000Z' }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { cwd: dir, env: { ...process.env, IPDB_FILE: dbFile } },
      (err, stdout, stderr) => {
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

describe('ipintel CLI', () => {
  it('exports with --kind/--format, to a default name or --out', async () => {
    const a = await run(['export', '--kind', 'asn', '--format', 'csv']);
    expect(a.code).toBe(0);
    expect(JSON.parse(a.stdout)).toMatchObject({ kind: 'asn', format: 'csv', file: join(dir, 'lanyun-asn.csv') });
    const [credit, header] = readFileSync(join(dir, 'lanyun-asn.csv'), 'utf8').split('\n', 2);
    expect(credit).toMatch(/^# Lanyun IP asn database, built \S+\. \S/);
    expect(header).toBe('start_ip,end_ip,asn,asn_name,domain,usage_type');
    const b = await run(['export', '--kind', 'privacy', '--format', 'mmdb', '--out', 'out/p.mmdb']);
    expect(b.code).toBe(0);
    expect(existsSync(join(dir, 'out/p.mmdb'))).toBe(true);
    const bad = await run(['export', '--kind', 'city', '--format', 'csv']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--kind geo, privacy or asn/);
  }, 60_000);

  it('writes a snapshot and lists it', async () => {
    const s = await run(['snapshot', '--dir', 'snaps']);
    expect(s.code).toBe(0);
    const out = JSON.parse(s.stdout) as { version: string; existed: boolean; files: unknown[]; pruned: string[] };
    expect(out).toMatchObject({ version: '20250505T050505Z', existed: false, pruned: [] });
    expect(out.files).toHaveLength(12);
    const l = await run(['snapshots', '--dir', 'snaps']);
    expect(JSON.parse(l.stdout)).toMatchObject([
      { version: '20250505T050505Z', databaseBuildTime: '2025-05-05T05:05:05.000Z' },
    ]);
    expect((await run(['snapshot', '--dir', 'snaps', '--keep-days', 'x'])).code).toBe(2);
  }, 60_000);
});
