/**
 * Instance passwords while their creation job waits: AES-256-GCM with INSTANCE_SECRET_KEY (base64 of
 * 32 bytes; the development key when unset, which the production guard refuses with
 * COMPUTE_BACKEND=libvirt). The stored form is `v1.<iv>.<tag>.<ciphertext>` (base64url); the
 * creation job decrypts it, hands the password to the backend and clears the column. Never logged.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DEV_DEFAULTS } from '../../../config.ts';

/** The 32-byte key from the configured value (or the development key). */
export function secretKey(configured: string | undefined): Buffer {
  return Buffer.from(configured ?? DEV_DEFAULTS.INSTANCE_SECRET_KEY, 'base64');
}

/** Encrypt `plain` with a fresh 12-byte IV. */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Decrypt what `sealSecret` made. @throws Error when the value was altered or the key differs. */
export function openSecret(key: Buffer, sealed: string): string {
  const [v, iv, tag, body] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
