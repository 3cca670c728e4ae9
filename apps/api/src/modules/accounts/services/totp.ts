/**
 * Two-factor codes of operators and customers: TOTP (RFC 6238: HMAC-SHA1, 6 digits, 30-second steps) through otplib.
 * A code is accepted one step either side of now (clock drift) and only once: the accepted time
 * step is stored and any code of that step or an earlier one is refused afterwards (RFC 6238 §5.2).
 */
import { generate, generateSecret, generateURI, verify } from 'otplib';

/** Shown by authenticator apps above the code. */
export const TOTP_ISSUER = 'Lanyun Cloud Ops';

/** A new random base32 secret (20 bytes). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** Shown by authenticator apps above a customer's code. */
export const CUSTOMER_TOTP_ISSUER = 'Lanyun Cloud';

/** The otpauth:// URL an authenticator app scans (as a QR code) or imports; `issuer` defaults to the console's. */
export function totpUri(label: string, secret: string, issuer: string = TOTP_ISSUER): string {
  return generateURI({ issuer, label, secret });
}

/**
 * Check `code` against `secret`. Returns the accepted time step, or null when the code is wrong,
 * malformed, or of a step at or before `lastStep` (already used).
 */
export async function checkTotp(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(lastStep != null ? { afterTimeStep: lastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid) return null;
  // The TOTP result carries the accepted time step (otplib's VerifyResult union also covers HOTP).
  const step = (result as { timeStep?: number }).timeStep;
  return typeof step === 'number' ? step : null;
}

/** The current code for `secret` (tests and the start-up log's example); `epoch` in seconds. */
export function currentTotp(secret: string, epoch = Math.floor(Date.now() / 1000)): Promise<string> {
  return generate({ secret, epoch });
}
