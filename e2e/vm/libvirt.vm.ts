/**
 * The real-VM browser test (issue "Real compute", run by scripts/test-vm.mjs with e2e/vm/playwright.config.ts): the
 * platform runs on the libvirt backend (TCG guests, two host URIs pointing at this machine's libvirtd). The purchase,
 * payment and power actions go through the API (the configurator and the list are covered by ordering.spec.ts); the
 * browser does what only it can: the password reset on the detail page and the log-in on the serial console (xterm).
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { API } from '../accounts-helpers';
import { apiPost, expect, test } from '../fixtures';
import { topUpInSandbox } from '../ordering-helpers';
import { E2E_DATABASE } from '../ports.mjs';

const run = promisify(execFile);
const root = path.resolve(process.cwd().endsWith('e2e') ? '..' : '.');
const URI = 'qemu:///system';
/** Factor on the waits, for a machine much slower than CI (VM_TEST_TIME_SCALE, default 1). */
const SCALE = Number(process.env.VM_TEST_TIME_SCALE ?? 1);
type Instance = { instance_id: string; status: string; ssh_port: number | null; fail_reason: string | null };

/** The zone, type and image ids of the smallest Debian instance (ecs.t6.small) the catalog offers. */
async function smallDebian(request: APIRequestContext) {
  const regions = (await (await request.post(`${API}/v1/get_region_zone`)).json()).data as Array<{
    id: number;
    zones: Array<{ id: number }>;
  }>;
  for (const r of regions) {
    for (const z of r.zones) {
      const families = (
        await (
          await request.post(`${API}/v1/get_region_zone_instance_config`, { multipart: { zone_id: String(z.id) } })
        ).json()
      ).data as Array<{ types: Array<{ id: number; code: string }> }>;
      const type = families?.flatMap((f) => f.types).find((t) => t.code === 'ecs.t6.small');
      const images = (
        await (await request.post(`${API}/v1/get_region_zone_images`, { multipart: { zone_id: String(z.id) } })).json()
      ).data as Array<{ id: number; name: string }>;
      const image = images?.find((i) => i.name === 'Debian');
      if (type && image) return { region: r.id, zone: z.id, type: type.id, image: image.id };
    }
  }
  throw new Error('no zone offers ecs.t6.small with Debian');
}

const detail = (request: APIRequestContext, token: string, id: string) =>
  apiPost<Instance>(request, '/instance_center/instance_detail', token, { instance_id: id });

/** Instances the test created: destroyed with their disks after the test, whatever its outcome. */
const created: string[] = [];
test.afterEach(() => {
  for (const id of created.splice(0)) {
    for (const cmd of [
      ['destroy', `lanyun-${id}`],
      ['undefine', `lanyun-${id}`],
    ])
      spawnSync('virsh', ['-q', '-c', URI, ...cmd], { stdio: 'ignore' });
    rmSync(path.join(root, 'var/vm', id), { recursive: true, force: true });
  }
});

/** Wait for `status`; a failed instance shows as `failed: <fail_reason>`, so the test's error says why it failed. */
async function waitStatus(request: APIRequestContext, token: string, id: string, status: string, timeout: number) {
  await expect
    .poll(
      async () => {
        const d = await detail(request, token, id);
        return d.status === 'failed' ? `failed: ${d.fail_reason}` : d.status;
      },
      { timeout, intervals: [1000] },
    )
    .toBe(status);
}

test('a real VM: key + password order, SSH, password reset and serial-console log-in in the browser, stop, release; two orders on two hosts', async ({
  page,
  request,
  login,
}) => {
  test.setTimeout(330_000 * SCALE);
  const { token } = await login({ verified: true, name: 'vm' });
  await topUpInSandbox(request, token, 500);
  const dir = mkdtempSync(path.join(tmpdir(), 'lanyun-vm-'));
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'e2e-vm', '-f', path.join(dir, 'key')]);
  const publicKey = readFileSync(path.join(dir, 'key.pub'), 'utf8').trim();
  const key = await apiPost<{ id: number }>(request, '/v1/ssh_secret_key_add', token, {
    name: 'vm-test',
    public_key: publicKey,
  });

  const c = await smallDebian(request);
  const config = {
    zone_id: String(c.zone),
    instance_type_id: String(c.type),
    image_id: String(c.image),
    system_disk_type: 'cloud_essd',
    system_disk_gb: '20',
    data_disks: '[]',
    bandwidth_mbps: '1',
    duration_months: '1',
    quantity: '1',
  };
  const quote = (await (await request.post(`${API}/v1/inquiry_create_instance_price`, { multipart: config })).json())
    .data as { price: string };
  const order = (name: string, login: Record<string, string>) =>
    apiPost<{ instances: Instance[] }>(request, '/instance_center/inquiry_create_instance_order', token, {
      ...config,
      ...login,
      region_id: String(c.region),
      name,
      auto_renew: '0',
      price: quote.price,
      agree: '1',
    });
  // Two concurrent orders: A with an SSH key and a password, B with a password.
  const [a, b] = (
    await Promise.all([
      order('vm-a', { login_type: 'key', ssh_key_id: String(key.id), password: 'Lanyun2024pass' }),
      order('vm-b', { login_type: 'password', password: 'Lanyun2024pass' }),
    ])
  ).map((o) => o.instances[0]!.instance_id);
  created.push(a!, b!);
  await Promise.all([
    waitStatus(request, token, a!, 'running', 120_000 * SCALE),
    waitStatus(request, token, b!, 'running', 120_000 * SCALE),
  ]);

  // Placement: the two instances are on the two configured hosts.
  const db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${E2E_DATABASE}` });
  await db.connect();
  const hosts = (
    await db.query<{ host: string }>('select host from instances where instance_id = any($1)', [[a, b]])
  ).rows.map((r) => r.host);
  await db.end();
  expect(new Set(hosts)).toEqual(new Set(['qemu:///system', 'qemu+unix:///system']));
  await apiPost(request, '/instance_center/instance_release', token, { instance_id: b! });

  // SSH with the key on the forwarded port reads the instance's host name.
  const port = (await detail(request, token, a!)).ssh_port;
  expect(port).toBeGreaterThan(0);
  const ssh = [
    '-i',
    path.join(dir, 'key'),
    '-p',
    String(port),
    '-o',
    'StrictHostKeyChecking=no',
    '-o',
    'UserKnownHostsFile=/dev/null',
    '-o',
    'ConnectTimeout=5',
    '-o',
    'BatchMode=yes',
    'root@127.0.0.1',
    'hostname',
  ];
  await expect
    .poll(
      async () =>
        await run('ssh', ssh).then(
          (r) => r.stdout.trim(),
          () => '',
        ),
      { timeout: 240_000 * SCALE, intervals: [2000] },
    )
    .toBe(a);

  // The detail page: reset the password, then log in with it on the serial console.
  await page.goto(`/user/instances/${a}`);
  await expect(page.getByTestId('instance-status')).toHaveText('Running');
  await page.getByRole('button', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the root password' });
  await dialog.getByLabel('New password').fill('Console2024ok');
  await dialog.getByLabel('Repeat the password').fill('Console2024ok');
  // The guest agent starts a little after SSH: a refusal says to try again, as a customer would.
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('The password was reset')).toBeVisible({ timeout: 12_000 });
  }).toPass({ timeout: 90_000 * SCALE, intervals: [2000] });
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const screen = page.getByTestId('serial-console').locator('.xterm-rows');
  // getty prints its prompt only once cloud-init has finished: press Enter until it answers (reconnecting if the
  // session ended meanwhile).
  await expect(async () => {
    const connect = page.getByRole('button', { name: 'Connect', exact: true });
    if (await connect.isEnabled()) await connect.click();
    await expect(page.getByText('Connected: log in as root')).toBeVisible({ timeout: 10_000 });
    await page.getByTestId('serial-console').click();
    await page.keyboard.press('Enter');
    await expect(screen).toContainText('login:', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 * SCALE, intervals: [1000] });
  await page.keyboard.type('root');
  await page.keyboard.press('Enter');
  await expect(screen).toContainText('Password:', { timeout: 30_000 });
  await page.keyboard.type('Console2024ok');
  await page.keyboard.press('Enter');
  await expect(screen).toContainText(`root@${a}:~#`, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Disconnect' }).click();

  // Stop: libvirt sees the domain shut off.
  await apiPost(request, '/instance_center/instance_stop', token, { instance_id: a! });
  await waitStatus(request, token, a!, 'stopped', 60_000 * SCALE);
  expect(
    execFileSync('virsh', ['-q', '-c', URI, 'domstate', `lanyun-${a}`])
      .toString()
      .trim(),
  ).toBe('shut off');

  // Release: the domain and every disk are gone (B's too).
  await apiPost(request, '/instance_center/instance_release', token, { instance_id: a! });
  await Promise.all([
    waitStatus(request, token, a!, 'released', 60_000),
    waitStatus(request, token, b!, 'released', 60_000),
  ]);
  for (const id of [a!, b!]) {
    expect(() => execFileSync('virsh', ['-q', '-c', URI, 'domstate', `lanyun-${id}`], { stdio: 'pipe' })).toThrow();
    expect(existsSync(path.join(root, 'var/vm', id))).toBe(false);
  }
});
