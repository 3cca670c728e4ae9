/**
 * SSH public keys of an account (issue "Catalog and ordering"). Keys are parsed with sshpk from
 * the OpenSSH one-line format ("ssh-ed25519 AAAA… comment"); accepted: ed25519, ECDSA
 * (nistp256/384/521) and RSA of at least 2048 bits. Stored without the comment, with the SHA256
 * fingerprint `ssh-keygen -lf` prints. Keys belong to the main account (shared with its
 * sub-accounts); at most 50 per account; the same key twice is refused.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import sshpk from 'sshpk';
import type { DbOrTx } from '../../../db/client.ts';
import { sshKeys } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { walletOwnerId } from '../../wallet/index.ts';

export const MAX_SSH_KEYS = 50;
const BAD_KEY = 'sshkey.invalid';

/**
 * Parse and check an OpenSSH public key line.
 * @returns the key without its comment, its type and SHA256 fingerprint
 * @throws ApiError 400 for anything else (private keys, PEM, short RSA, DSA)
 */
export function parsePublicKey(text: string): { publicKey: string; keyType: string; fingerprint: string } {
  const line = text.trim();
  if (/PRIVATE KEY/.test(line)) throw new ApiError(CODE.BAD_REQUEST, 'sshkey.private');
  if (!/^(ssh-(ed25519|rsa)|ecdsa-sha2-nistp(256|384|521)) [A-Za-z0-9+/]+={0,3}( [^\r\n]*)?$/.test(line))
    throw new ApiError(CODE.BAD_REQUEST, BAD_KEY);
  let key: sshpk.Key;
  try {
    key = sshpk.parseKey(line, 'ssh');
  } catch {
    throw new ApiError(CODE.BAD_REQUEST, BAD_KEY);
  }
  if (key.type === 'rsa' && key.size < 2048) throw new ApiError(CODE.BAD_REQUEST, 'sshkey.rsa_short');
  if (!['rsa', 'ecdsa', 'ed25519'].includes(key.type)) throw new ApiError(CODE.BAD_REQUEST, BAD_KEY);
  const [type, body] = line.split(' ');
  return { publicKey: `${type} ${body}`, keyType: type!, fingerprint: key.fingerprint('sha256').toString() };
}

const toOut = (k: typeof sshKeys.$inferSelect) => ({
  id: k.id,
  name: k.name,
  key_type: k.keyType,
  fingerprint: k.fingerprint,
  public_key: k.publicKey,
  created_at: toSeconds(k.createdAt),
});

export async function listSshKeys(db: DbOrTx, user: { id: number; pid: number }) {
  const rows = await db
    .select()
    .from(sshKeys)
    .where(eq(sshKeys.userId, walletOwnerId(user)))
    .orderBy(desc(sshKeys.id));
  return rows.map(toOut);
}

/** @throws ApiError 400 invalid key, duplicate, or the account already has MAX_SSH_KEYS */
export async function addSshKey(
  db: DbOrTx,
  user: { id: number; pid: number },
  b: { name: string; public_key: string },
) {
  const parsed = parsePublicKey(b.public_key);
  const ownerId = walletOwnerId(user);
  const [n] = await db.select({ n: count() }).from(sshKeys).where(eq(sshKeys.userId, ownerId));
  if (Number(n?.n ?? 0) >= MAX_SSH_KEYS) throw new ApiError(CODE.BAD_REQUEST, 'sshkey.max', { max: MAX_SSH_KEYS });
  const [row] = await db
    .insert(sshKeys)
    .values({ userId: ownerId, createdBy: user.id, name: b.name, ...parsed })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError(CODE.BAD_REQUEST, 'sshkey.exists');
  return toOut(row);
}

/** @throws ApiError 404 when the key is not the account's */
export async function deleteSshKey(db: DbOrTx, user: { id: number; pid: number }, id: number) {
  const [row] = await db
    .delete(sshKeys)
    .where(and(eq(sshKeys.id, id), eq(sshKeys.userId, walletOwnerId(user))))
    .returning({ id: sshKeys.id });
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'sshkey.not_found');
}
