import { generateKeyPairSync } from 'node:crypto';
import sshpk from 'sshpk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness.ts';
import { customer, offer, orderFields, startOrderingServer, waitForInstance } from './ordering-helpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startOrderingServer();
});
afterAll(() => t.close());

/** A fresh OpenSSH public key line of the given type. */
function publicKey(type: 'ed25519' | 'rsa', bits = 2048): string {
  const { publicKey: pem } =
    type === 'rsa' ? generateKeyPairSync('rsa', { modulusLength: bits }) : generateKeyPairSync('ed25519');
  const [kind, body] = sshpk
    .parseKey(pem.export({ type: 'spki', format: 'pem' }) as string, 'pem')
    .toString('ssh')
    .split(' ');
  return `${kind} ${body} me@laptop`;
}

describe('SSH keys', () => {
  it('adds, lists and deletes keys; refuses bad, short, private and duplicate keys', async () => {
    const c = await customer(t);
    const line = publicKey('ed25519');
    const added = await t.post('/v1/ssh_secret_key_add', { name: 'laptop', public_key: line }, c.token);
    expect(added.data).toMatchObject({
      name: 'laptop',
      key_type: 'ssh-ed25519',
      fingerprint: expect.stringMatching(/^SHA256:[A-Za-z0-9+/]{43}$/),
      public_key: line.replace(' me@laptop', ''),
    });
    expect((await t.post('/v1/ssh_secret_key_add', { name: 'again', public_key: line }, c.token)).msg).toBe(
      'This key has already been added',
    );
    expect(
      (await t.post('/v1/ssh_secret_key_add', { name: 'rsa', public_key: publicKey('rsa', 2048) }, c.token)).data
        .key_type,
    ).toBe('ssh-rsa');
    expect(
      (await t.post('/v1/ssh_secret_key_add', { name: 'weak', public_key: publicKey('rsa', 1024) }, c.token)).msg,
    ).toMatch(/at least 2048 bits/);
    expect(
      (await t.post('/v1/ssh_secret_key_add', { name: 'junk', public_key: 'ssh-ed25519 notbase64!!' }, c.token)).msg,
    ).toMatch(/not a valid OpenSSH public key/);
    expect(
      (
        await t.post(
          '/v1/ssh_secret_key_add',
          { name: 'junk', public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBAD' },
          c.token,
        )
      ).msg,
    ).toMatch(/not a valid OpenSSH public key/);
    expect(
      (
        await t.post(
          '/v1/ssh_secret_key_add',
          { name: 'secret', public_key: '-----BEGIN OPENSSH PRIVATE KEY-----\nabc' },
          c.token,
        )
      ).msg,
    ).toMatch(/private key/);
    expect((await t.post('/v1/ssh_secret_key_add', { name: '', public_key: line }, c.token)).code).toBe(400);

    const list = (await t.post('/v1/ssh_secret_key_list_source', {}, c.token)).data;
    expect(list.map((k: { name: string }) => k.name)).toEqual(['rsa', 'laptop']);
    const other = await customer(t);
    expect((await t.post('/v1/ssh_secret_key_list_source', {}, other.token)).data).toEqual([]);
    expect((await t.post('/v1/ssh_secret_key_del', { id: String(added.data.id) }, other.token)).code).toBe(404);
    expect((await t.post('/v1/ssh_secret_key_del', { id: String(added.data.id) }, c.token)).code).toBe(200);
    expect((await t.post('/v1/ssh_secret_key_list_source', {}, c.token)).data).toHaveLength(1);
    expect((await t.post('/v1/ssh_secret_key_list_source', {})).code).toBe(506);
  });

  it('an instance can be bought with a key of the account, not with another account’s key', async () => {
    const o = await offer(t);
    const c = await customer(t, { cashFen: 100_000 });
    const key = (await t.post('/v1/ssh_secret_key_add', { name: 'deploy', public_key: publicKey('ed25519') }, c.token))
      .data;
    const other = await customer(t, { cashFen: 100_000 });
    expect(
      (
        await t.post(
          '/instance_center/inquiry_create_instance_order',
          orderFields(o, { login_type: 'key', ssh_key_id: String(key.id) }),
          other.token,
        )
      ).msg,
    ).toMatch(/Unknown SSH key/);
    const res = await t.post(
      '/instance_center/inquiry_create_instance_order',
      orderFields(o, { login_type: 'key', ssh_key_id: String(key.id) }),
      c.token,
    );
    expect(res.data.instances[0].login_type).toBe('key');
    await waitForInstance(t, c.token, res.data.instances[0].instance_id, 'running');
  });
});
