// Manual check of the libvirt backend without the API: create, SSH, reset password, stop, release.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { libvirtCompute } from '../src/providers/compute/libvirt.ts';
import { repoRoot } from '../src/config.ts';

const root = repoRoot();
const c = libvirtCompute({ hosts: ['qemu:///system'], domainType: 'qemu', diskDir: path.join(root, 'var/vm'), imagesDir: path.join(root, 'var/images'), stopTimeoutMs: 30_000 });
const id = `i-smoke${Date.now().toString(36)}`;
const t0 = Date.now();
const el = () => `${((Date.now() - t0) / 1000).toFixed(1)}s`;
const r = await c.createInstance({ instanceId: id, hostname: id, vcpu: 1, memoryGb: 1, zoneCode: 'z', instanceType: 't', imageName: 'Debian 12.7 64-bit', systemDisk: { type: 'x', gb: 20 }, dataDisks: [{ type: 'x', gb: 1 }], bandwidthMbps: 1, login: { type: 'key', publicKey: readFileSync(process.argv[2]!, 'utf8').trim(), password: 'Smoke#Pass2024ab' } });
console.log('created', r, el());
for (;;) {
  try {
    const out = execFileSync('ssh', ['-i', process.argv[2]!.replace(/\.pub$/, ''), '-p', String(r.sshPort), '-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null', '-o', 'ConnectTimeout=3', '-o', 'BatchMode=yes', 'root@127.0.0.1', 'hostname'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    console.log('ssh hostname', out, el());
    break;
  } catch {
    await new Promise((res) => setTimeout(res, 1000));
  }
}
for (let i = 0; ; i++) {
  try {
    await c.resetPassword(r.backendRef, 'Reset#Pass2024cd');
    console.log('reset ok', el());
    break;
  } catch (err) {
    if (i > 30) throw err;
    console.log('reset retry', (err as Error).message);
    await new Promise((res) => setTimeout(res, 2000));
  }
}
console.log('sample', await c.sample(r.backendRef));
console.log('sample', await c.sample(r.backendRef));
if (process.argv[3] === 'keep') process.exit(0);
await c.stopInstance(r.backendRef);
console.log('stopped', await c.instanceState(r.backendRef), el());
await c.releaseInstance(r.backendRef);
console.log('released', await c.instanceState(r.backendRef), el());
