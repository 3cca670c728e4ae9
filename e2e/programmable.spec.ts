/**
 * The programmable cloud end to end: a customer creates an AccessKey on the cloud site (/user/access-keys, the secret
 * shown once), then the `lanyun` CLI (packages/cli, run as its own process) is configured with it, creates an ECS
 * instance with --wait until running on the simulator, lists it as JSON and deletes it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { hydrated } from './hydration';
import { topUpInSandbox } from './ordering-helpers';
import { API_URL } from './ports.mjs';

const LANYUN = path.resolve(__dirname, '../packages/cli/bin/lanyun.mjs');

test('a key made in the browser drives the lanyun CLI: configure, ecs create --wait, list, delete', async ({
  page,
  request,
  login,
}) => {
  test.setTimeout(150_000);
  const me = await login({ verified: true, name: 'cli' });
  await topUpInSandbox(request, me.token, 500);

  await page.goto('/user/access-keys');
  await hydrated(page);
  await expect(page.getByText('No AccessKeys yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create AccessKey' }).click();
  await page.getByLabel('Description').fill('CI');
  await page.getByRole('dialog').getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'AccessKey created' });
  const keyId = (await dialog.getByTestId('new-key-id').textContent())!;
  const secret = (await dialog.getByTestId('new-key-secret').textContent())!;
  expect(keyId).toMatch(/^LYAK/);
  await dialog.getByRole('button', { name: 'I have saved it' }).click();
  await expect(
    page.getByRole('table', { name: 'AccessKeys' }).getByRole('cell', { name: keyId, exact: true }),
  ).toBeVisible();

  const dir = mkdtempSync(path.join(tmpdir(), 'lanyun-e2e-'));
  const env = { ...process.env, LANYUN_CONFIG_DIR: dir, LANYUN_POLL_MS: '500', LANG: 'en_US.UTF-8' };
  const lanyun = async (...args: string[]) =>
    (await promisify(execFile)(process.execPath, [LANYUN, ...args], { env, timeout: 120_000 })).stdout;
  try {
    await lanyun('configure', '--access-key-id', keyId, '--access-key-secret', secret, '--endpoint', API_URL);
    const regions = (await (await request.post(`${API_URL}/v1/get_region_zone`, { form: {} })).json()) as {
      data: { code: string; zones: { id: number; code: string }[] }[];
    };
    const zone = regions.data.find((r) => r.code === 'cn-hangzhou')!.zones[0]!;
    const image = (
      (await (
        await request.post(`${API_URL}/v1/get_region_zone_images`, { form: { zone_id: String(zone.id) } })
      ).json()) as {
        data: { id: number }[];
      }
    ).data[0]!;
    const created = JSON.parse(
      await lanyun(
        'ecs',
        'create',
        '--zone',
        zone.code,
        '--type',
        'ecs.g7.large',
        '--image',
        String(image.id),
        '--name',
        'cli-e2e',
        '--password',
        'Passw0rd!2024',
        '--wait',
        '--yes',
        '-o',
        'json',
      ),
    ) as { instances: { instance_id: string; status: string }[] };
    const id = created.instances[0]!.instance_id;
    expect(created.instances[0]!.status).toBe('running');
    const listed = JSON.parse(await lanyun('ecs', 'list', '-o', 'json')) as { instance_id: string }[];
    expect(listed.map((i) => i.instance_id)).toContain(id);
    await lanyun('ecs', 'delete', id, '--yes');
    await expect
      .poll(async () => (JSON.parse(await lanyun('ecs', 'get', id, '-o', 'json')) as { status: string }).status, {
        timeout: 60_000,
      })
      .toBe('released');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // The key's last use is shown on the page.
  await page.reload();
  await expect(page.getByText(/GET \/open\/v1\/instances/)).toBeVisible();
});
