/**
 * Session tokens: 32 random bytes, base64url (43 characters). The server stores only their
 * SHA-256, so a leaked table cannot be replayed. Lifetimes from spec section 9.
 */
import { createHash, randomBytes } from 'node:crypto';

/** Default session lifetime: 7 days, in seconds (spec section 9). */
export const TOKEN_TTL_SECONDS = 604_800;
/** Remember-me session lifetime: 30 days, in seconds (spec section 9). */
export const TOKEN_TTL_REMEMBER_SECONDS = 2_592_000;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
