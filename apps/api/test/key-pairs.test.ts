/**
 * Key pairs made by the platform (issue 40): the private key is answered once in OpenSSH's format and matches the
 * public key the account keeps; nothing of the private key is stored.
 */
import { eq } from 'drizzle-orm';
import sshpk from 'sshpk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sshKeys } from '../src/db/schema.ts';
import type { TestServer } from './harness.ts';
import { customer, startOrderingServer } from './ordering-helpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startOrderingServer();
});
afterAll(() => t.close());

describe('key pairs', () => {
  it('creates an ed25519 pair: private key once (OpenSSH), public key kept, nothing private stored', async () => {
    const c = await customer(t);
    const res = await fetch(`${t.baseUrl}/v1/ssh_key_pair_create`, {
      method: 'POST',
      headers: { channel: 'pc', token: c.token, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'web servers' }),
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const out = (await res.json()) as {
      code: number;
      data: { id: number; public_key: string; private_key: string; key_type: string };
    };
    expect(out.code).toBe(200);
    expect(out.data.key_type).toBe('ssh-ed25519');
    expect(out.data.private_key).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----\n/);
    const priv = sshpk.parsePrivateKey(out.data.private_key, 'ssh');
    expect(priv.toPublic().toString('ssh').split(' ').slice(0, 2).join(' ')).toBe(out.data.public_key);
    const listed = (await t.post('/v1/ssh_secret_key_list_source', {}, c.token)).data;
    expect(listed.map((k: { id: number }) => k.id)).toEqual([out.data.id]);
    const [row] = await t.db.db.select().from(sshKeys).where(eq(sshKeys.id, out.data.id));
    expect(JSON.stringify(row)).not.toContain('PRIVATE');
    expect(Object.values(row!).some((v) => typeof v === 'string' && v.length > 200)).toBe(false);
  });
});
