/**
 * Using a cloud phone from the browser (issue "Cloud phones a customer can use"): stream tickets, the checks of an
 * open stream, APK installs and screenshots, on the phone backend (providers/phone).
 *
 * - Tickets: a random token (returned once; only its SHA-256 is stored), valid PHONE_TICKET_TTL_MS and usable once —
 *   `redeemStreamTicket` claims it with a conditional update, so two sockets presenting one ticket cannot both open —
 *   as the instances' serial console tickets (modules/instances/services/instance-detail.ts). A ticket asks either to
 *   control the phone or to watch it. Each opened stream is audited (`phone.stream_opened`, with the role).
 * - Only a running phone whose expiry is ahead streams: an expired one is refused with `phone.stream_expired`
 *   (code 409, data `{status: 'expired', renew: true}`, the page offers renewal), any other state with
 *   `phone.stream_needs_running`. An open stream ends when `phoneStreamable` turns false (release, expiry).
 * - APK installs (ZIP archives up to PHONE_APK_MAX_BYTES) and screenshots (PNG) need a running phone too; installs
 *   are audited (`phone.apk_installed`).
 * Phones belong to the wallet owner; sub-accounts act with their keys (routes/phone/phone-console.ts); another
 * account's phone answers 404.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { cloudPhones, phoneStreamTickets } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { ComputeError } from '../../../providers/compute/types.ts';
import type { PhoneBackend } from '../../../providers/phone/types.ts';
import { audit } from '../../ops/index.ts';
import { ownPhone } from './phone-lifecycle.ts';

type User = { id: number; pid: number };
type PhoneRow = typeof cloudPhones.$inferSelect;

/** The backend's failure as the customer's answer: 503 with its reason key, else `phone.host_failed`. */
async function onHost<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ComputeError) throw new ApiError(CODE.PRECONDITION, err.reason ?? 'phone.host_failed');
    throw err;
  }
}

/** Largest APK accepted, bytes (100 MiB). */
export const PHONE_APK_MAX_BYTES = 100 * 1024 * 1024;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The backend's name for a phone: what its creation returned, else (phones created before it was kept) its id. */
export const backendRefOf = (p: Pick<PhoneRow, 'backendRef' | 'phoneId'>) => p.backendRef ?? p.phoneId;

/** True while `p` may stream: running and its expiry ahead of `now`. */
export function streamable(p: Pick<PhoneRow, 'status' | 'expiresAt'>, now = new Date()): boolean {
  return p.status === 'running' && p.expiresAt > now;
}

/** @throws ApiError 409 `phone.stream_expired` (renew) or `phone.stream_needs_running` unless `p` may stream */
function assertStreamable(p: PhoneRow): void {
  if (streamable(p)) return;
  if (p.status === 'expired' || (p.status === 'running' && p.expiresAt <= new Date()))
    throw new ApiError(CODE.CONFLICT, 'phone.stream_expired', {}, { status: 'expired', renew: !p.trial });
  throw new ApiError(CODE.CONFLICT, 'phone.stream_needs_running', {}, { status: p.status });
}

/**
 * A stream ticket for the user's running phone: `{ticket, expires_in}` (seconds); `control` asks to drive it.
 * @throws ApiError 404 not the account's phone, 409 expired or not running
 */
export async function createStreamTicket(db: DbOrTx, user: User, phoneId: string, control: boolean, ttlMs: number) {
  const p = await ownPhone(db, user, phoneId);
  assertStreamable(p);
  const ticket = randomBytes(24).toString('base64url');
  await db.insert(phoneStreamTickets).values({
    tokenHash: sha256(ticket),
    phoneId: p.id,
    userId: user.id,
    control,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return { ticket, expires_in: Math.ceil(ttlMs / 1000) };
}

/** What a redeemed ticket opens. */
export interface OpenedStream {
  /** The phone's row id (for `phoneStreamable`) and its public id. */
  id: number;
  phoneId: string;
  backendRef: string;
  userId: number;
  control: boolean;
}

/**
 * Use a ticket once: the phone it opens and who asked, or null when the ticket is unknown, used or expired, or the
 * phone cannot stream any more. Audits the opened stream.
 */
export async function redeemStreamTicket(db: DbOrTx, ticket: string, clientIp?: string): Promise<OpenedStream | null> {
  const [t] = await db
    .update(phoneStreamTickets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(phoneStreamTickets.tokenHash, sha256(ticket)),
        isNull(phoneStreamTickets.usedAt),
        gt(phoneStreamTickets.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!t) return null;
  const [p] = await db.select().from(cloudPhones).where(eq(cloudPhones.id, t.phoneId));
  if (!p || !streamable(p)) return null;
  await audit(db, {
    operatorId: null,
    action: 'phone.stream_opened',
    targetType: 'phone',
    targetId: p.phoneId,
    detail: { user_id: t.userId, control: t.control },
    clientIp,
  });
  return { id: p.id, phoneId: p.phoneId, backendRef: backendRefOf(p), userId: t.userId, control: t.control };
}

/** True while the phone (row id) may still stream (an open stream asks every PHONE_STREAM_CHECK_MS). */
export async function phoneStreamable(db: DbOrTx, id: number): Promise<boolean> {
  const [p] = await db
    .select({ status: cloudPhones.status, expiresAt: cloudPhones.expiresAt })
    .from(cloudPhones)
    .where(eq(cloudPhones.id, id));
  return !!p && streamable(p);
}

/** Revoke every stream ticket of `userId` not used yet (log-out). Returns how many. */
export async function revokePhoneTickets(db: DbOrTx, userId: number): Promise<number> {
  const revoked = await db
    .update(phoneStreamTickets)
    .set({ usedAt: new Date() })
    .where(and(eq(phoneStreamTickets.userId, userId), isNull(phoneStreamTickets.usedAt)))
    .returning({ tokenHash: phoneStreamTickets.tokenHash });
  return revoked.length;
}

/**
 * Install an APK (`bytes`, a ZIP archive; `fileName` names the app on the sandbox host) on the user's running phone.
 * @returns `{package_name, label}` the phone shows
 * @throws ApiError 404, 409 (as tickets), 400 `phone.apk_invalid` (not a ZIP archive), 503 the backend failed
 */
export async function installApk(
  db: DbOrTx,
  phones: PhoneBackend,
  user: User,
  input: { phoneId: string; fileName: string; bytes: Buffer },
  clientIp?: string,
) {
  const p = await ownPhone(db, user, input.phoneId);
  assertStreamable(p);
  if (input.bytes.length < 4 || input.bytes.readUInt32BE(0) !== 0x504b0304)
    throw new ApiError(CODE.BAD_REQUEST, 'phone.apk_invalid');
  const app = await onHost(() => phones.installApk(backendRefOf(p), { fileName: input.fileName, bytes: input.bytes }));
  await audit(db, {
    operatorId: null,
    action: 'phone.apk_installed',
    targetType: 'phone',
    targetId: p.phoneId,
    detail: { user_id: user.id, package_name: app.packageName, bytes: input.bytes.length },
    clientIp,
  });
  return { package_name: app.packageName, label: app.label };
}

/** The user's running phone's screen as PNG bytes. @throws ApiError 404, 409 (as tickets) */
export async function phoneScreenshot(db: DbOrTx, phones: PhoneBackend, user: User, phoneId: string): Promise<Buffer> {
  const p = await ownPhone(db, user, phoneId);
  assertStreamable(p);
  return onHost(() => phones.screenshot(backendRefOf(p)));
}

/** The backend's reference of the phone `phoneId` (any account's: the test stack's phone-host page), or null. */
export async function phoneBackendRef(db: DbOrTx, phoneId: string): Promise<string | null> {
  const [p] = await db
    .select({ backendRef: cloudPhones.backendRef, phoneId: cloudPhones.phoneId })
    .from(cloudPhones)
    .where(eq(cloudPhones.phoneId, phoneId));
  return p ? backendRefOf(p) : null;
}
