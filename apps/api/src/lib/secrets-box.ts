/**
 * Secrets stored to be read back (the customers' and operators' TOTP secrets), sealed with AES-256-GCM (node:crypto)
 * under a key ring from configuration: SECRETS_KEY (base64 of 32 bytes) named SECRETS_KEY_ID seals; it and the
 * keys of SECRETS_OLD_KEYS (`id:base64,…`, during a rotation) open. The sealed text is
 * `<iv>.<tag>.<ciphertext>` (base64url, 12-byte IV); the key id is stored in its own column beside it, null for a
 * value written before sealing existed (plain text, sealed at start-up by services/accounts/secrets-at-rest.ts).
 * The ring is set once per process from the configuration ({@link setSecretsKeyRing}, plugins/app/services.ts);
 * until then the development key is used, as outside production.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DEV_DEFAULTS } from '../config.ts';

/** The keys that open sealed secrets, by id, and the id of the one that seals. */
export interface SecretsKeyRing {
  currentId: string;
  keys: Map<string, Buffer>;
}

/** A sealed secret and the id of its key, as stored (two columns). */
export interface Sealed {
  sealed: string;
  keyId: string;
}

/** The ring of `SECRETS_KEY` / `SECRETS_KEY_ID` / `SECRETS_OLD_KEYS` (validated by config.ts). */
export function keyRingOf(c: {
  SECRETS_KEY: string;
  SECRETS_KEY_ID: string;
  SECRETS_OLD_KEYS?: string;
}): SecretsKeyRing {
  const keys = new Map<string, Buffer>();
  for (const pair of c.SECRETS_OLD_KEYS ? c.SECRETS_OLD_KEYS.split(',') : []) {
    const at = pair.indexOf(':');
    keys.set(pair.slice(0, at), Buffer.from(pair.slice(at + 1), 'base64'));
  }
  keys.set(c.SECRETS_KEY_ID, Buffer.from(c.SECRETS_KEY, 'base64'));
  return { currentId: c.SECRETS_KEY_ID, keys };
}

let ring: SecretsKeyRing = keyRingOf({ SECRETS_KEY: DEV_DEFAULTS.SECRETS_KEY, SECRETS_KEY_ID: '1' });

/** Use `r` from now on in this process (set at start-up from the configuration). */
export function setSecretsKeyRing(r: SecretsKeyRing): void {
  ring = r;
}

/** The id of the key that seals now. */
export function currentKeyId(): string {
  return ring.currentId;
}

/** Seal `plain` with the current key and a fresh IV. */
export function sealStored(plain: string): Sealed {
  const key = ring.keys.get(ring.currentId)!;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return {
    sealed: [iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url')).join('.'),
    keyId: ring.currentId,
  };
}

/**
 * The plain text of a stored secret: `stored` itself when `keyId` is null (written before sealing), else opened
 * with key `keyId`.
 * @throws Error when the key id is not in the ring (a key removed too early) or the value was altered
 */
export function openStored(stored: string, keyId: string | null): string {
  if (keyId === null) return stored;
  const key = ring.keys.get(keyId);
  if (!key) throw new Error(`secret sealed with key "${keyId}", which SECRETS_KEY / SECRETS_OLD_KEYS do not hold`);
  const [iv, tag, body] = stored.split('.');
  if (!iv || !tag || body === undefined) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
