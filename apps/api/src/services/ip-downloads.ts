/**
 * Downloads of the IP databases (issue "IP intelligence": the current and the last 7 days'
 * snapshots in each format, through short-lived signed links).
 *
 * Snapshots are the folders `packages/ipdb` writes (`<dir>/<version>/manifest.json` + files).
 * A link is `/ipintel/download/<version>/<file>?uid=&exp=&sig=` where `sig` is the base64url
 * HMAC-SHA256 of `version/file|uid|exp` under DOWNLOAD_SECRET; `exp` is Unix seconds, 5 minutes
 * after signing. The download route checks the signature (constant-time), the expiry and that the
 * file is listed in the snapshot's manifest before streaming it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { listSnapshots, type SnapshotFile, type SnapshotInfo } from '@lanyun/ipdb';

/** Lifetime of a signed link, seconds. */
export const LINK_TTL_SECONDS = 300;
/** Snapshots offered: the newest plus every one made in the last 7 days (the spec's database period). */
export const KEEP_DAYS = 7;

/** The snapshots a customer may download, newest first. */
export function downloadableSnapshots(dir: string, now = new Date()): SnapshotInfo[] {
  const cutoff = now.getTime() - KEEP_DAYS * 86_400_000;
  return listSnapshots(dir).filter((s, i) => i === 0 || Date.parse(s.manifest.createdAt) >= cutoff);
}

/** The file `name` of snapshot `version` when both exist and the snapshot is still offered. */
export function findDownload(dir: string, version: string, name: string, now = new Date()): { path: string; file: SnapshotFile } | null {
  const snap = downloadableSnapshots(dir, now).find((s) => s.version === version);
  const file = snap?.manifest.files.find((f) => f.name === name);
  if (!snap || !file) return null;
  const path = join(snap.dir, file.name);
  return existsSync(path) ? { path, file } : null;
}

function mac(secret: string, version: string, name: string, uid: number, exp: number): string {
  return createHmac('sha256', secret).update(`${version}/${name}|${uid}|${exp}`).digest('base64url');
}

/** Query string of a signed link for user `uid`, valid `ttl` seconds from `now`. */
export function signDownload(secret: string, version: string, name: string, uid: number, now = new Date(), ttl = LINK_TTL_SECONDS): { query: string; expiresAt: number } {
  const exp = Math.floor(now.getTime() / 1000) + ttl;
  return { query: `uid=${uid}&exp=${exp}&sig=${mac(secret, version, name, uid, exp)}`, expiresAt: exp };
}

/** Why a link is refused, or null when it is good. */
export function checkDownload(secret: string, version: string, name: string, q: { uid: number; exp: number; sig: string }, now = new Date()): 'tampered' | 'expired' | null {
  const want = Buffer.from(mac(secret, version, name, q.uid, q.exp));
  const got = Buffer.from(q.sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return 'tampered';
  if (q.exp * 1000 < now.getTime()) return 'expired';
  return null;
}
