/**
 * The `lanyun` CLI (packages/cli) against the API over HTTP: a key created in the console, `lanyun configure` with it,
 * `lanyun ecs create --wait` until running on the simulator, `lanyun ecs list -o json|yaml`, `lanyun billing balance`,
 * `lanyun ecs delete`, and the exit codes of a refused call and of a missing profile.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '@lanyun/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness.ts';
import { customer, offer, startOrderingServer, waitForInstance } from './ordering-helpers.ts';

let t: TestServer;
let o: Awaited<ReturnType<typeof offer>>;
const dir = mkdtempSync(path.join(tmpdir(), 'lanyun-cli-'));
beforeAll(async () => {
  t = await startOrderingServer();
  o = await offer(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Run `lanyun …` in this process; resolves to the exit code and what it printed. */
async function lanyun(args: string[], lang = 'en_US.UTF-8') {
  let out = '';
  let err = '';
  const code = await run(args, {
    env: { LANYUN_CONFIG_DIR: dir, LANYUN_POLL_MS: '50', LANG: lang },
    out: (s) => void (out += s),
    err: (s) => void (err += s),
    interactive: false,
  });
  return { code, out, err };
}

describe('lanyun CLI', () => {
  it('configure → ecs create --wait → list → delete, with exit codes by failure kind', async () => {
    expect((await lanyun(['ecs', 'list'])).code).toBe(3); // no profile yet
    const c = await customer(t, { cashFen: 100_000 });
    const key = (await t.post('/v1/access_key_create', { description: 'cli' }, c.token)).data;
    const conf = await lanyun([
      'configure',
      '--access-key-id',
      key.key_id,
      '--access-key-secret',
      key.secret,
      '--endpoint',
      t.baseUrl,
      '--region',
      'cn-hangzhou',
      '--output',
      'json',
    ]);
    expect(conf.code).toBe(0);
    expect(statSync(path.join(dir, 'config.json')).mode & 0o777).toBe(0o600);

    // Money moves only when confirmed: without a terminal, --yes is required.
    const args = ['ecs', 'create', '--type', 'ecs.g7.large', '--image', String(o.image.id), '--name', 'cli-web'];
    expect((await lanyun([...args, '--password', 'Passw0rd!2024'])).code).toBe(2);
    const created = await lanyun([...args, '--password', 'Passw0rd!2024', '--wait', '--yes']);
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
    const id = JSON.parse(created.out).instances[0].instance_id as string;
    expect(JSON.parse(created.out).instances[0]).toMatchObject({ status: 'running', zone_code: o.zone.code });

    const list = await lanyun(['ecs', 'list', '-o', 'json']);
    expect(JSON.parse(list.out).map((i: { instance_id: string }) => i.instance_id)).toEqual([id]);
    expect((await lanyun(['ecs', 'list', '-o', 'yaml'])).out).toContain(`instance_id: ${id}`);
    expect((await lanyun(['ecs', 'list', '-o', 'table'])).out).toContain(id);
    expect(JSON.parse((await lanyun(['billing', 'balance'])).out)).toMatchObject({ cash: '658.00' });

    // Refusals: 404 → 6 (message in the caller's language), 409 (bad state) → 7.
    const missing = await lanyun(['ecs', 'get', 'i-none'], 'zh_CN.UTF-8');
    expect(missing).toMatchObject({ code: 6, err: expect.stringContaining('实例不存在') });
    expect((await lanyun(['ecs', 'start', id])).code).toBe(7);

    expect((await lanyun(['ecs', 'delete', id, '--yes'])).code).toBe(0);
    await waitForInstance(t, c.token, id, 'released');
    expect(JSON.parse((await lanyun(['ecs', 'list', '-o', 'json'])).out)).toEqual([]);
    expect((await lanyun(['completion', 'bash'])).out).toContain('complete -F _lanyun lanyun');
  });
});
