/**
 * Key pairs made by the platform (密钥对, issue 40): an ed25519 pair generated with Node's crypto, written in the
 * OpenSSH formats by sshpk. The public key joins the account's SSH keys (instances/services/ssh-keys.ts: the same
 * list, limits and duplicate check as an imported key); the private key is answered once and never stored or logged.
 */
import { generateKeyPairSync } from 'node:crypto';
import sshpk from 'sshpk';
import type { DbOrTx } from '../../../db/client.ts';
import { addSshKey } from '../../instances/index.ts';

/**
 * A new ed25519 key pair: the private key in OpenSSH's format (`-----BEGIN OPENSSH PRIVATE KEY-----`, unencrypted,
 * what `ssh -i` reads) and the public key line, both with `comment`.
 */
export function generateKeyPair(comment: string): { privateKey: string; publicKey: string } {
  const { privateKey } = generateKeyPairSync('ed25519');
  const key = sshpk.parsePrivateKey(privateKey.export({ type: 'pkcs8', format: 'pem' }) as string, 'pem');
  key.comment = comment;
  return { privateKey: key.toString('ssh'), publicKey: key.toPublic().toString('ssh') };
}

/**
 * Create a key pair named `name` for the account: the public key is saved as an SSH key, the private key returned
 * to be downloaded now. @throws ApiError 400 when the account has the most SSH keys it may have
 */
export async function createKeyPair(db: DbOrTx, user: { id: number; pid: number }, name: string) {
  const pair = generateKeyPair(name.replace(/\s+/g, '-'));
  const saved = await addSshKey(db, user, { name, public_key: pair.publicKey });
  return { ...saved, private_key: pair.privateKey };
}
