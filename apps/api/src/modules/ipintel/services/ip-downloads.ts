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
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
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

/** The name under which a snapshot's own `manifest.json` (files, sizes, SHA-256, sources, attribution) downloads. */
export const MANIFEST_NAME = 'manifest.json';

/** A file that can be streamed: its path, size in bytes and content type. */
export interface Download {
  path: string;
  bytes: number;
  contentType: string;
}

const contentType = (f: Pick<SnapshotFile, 'gzip' | 'format'>): string =>
  f.gzip
    ? 'application/gzip'
    : f.format === 'csv'
      ? 'text/csv; charset=utf-8'
      : f.format === 'json'
        ? 'application/x-ndjson'
        : 'application/octet-stream';

/**
 * The file `name` of snapshot `version` when both exist and the snapshot is still offered: a file its manifest
 * lists, or the manifest itself ({@link MANIFEST_NAME}).
 */
export function findDownload(dir: string, version: string, name: string, now = new Date()): Download | null {
  const snap = downloadableSnapshots(dir, now).find((s) => s.version === version);
  if (!snap) return null;
  if (name === MANIFEST_NAME) {
    const path = join(snap.dir, MANIFEST_NAME);
    return existsSync(path)
      ? { path, bytes: statSync(path).size, contentType: 'application/json; charset=utf-8' }
      : null;
  }
  const file = snap.manifest.files.find((f) => f.name === name);
  if (!file) return null;
  const path = join(snap.dir, file.name);
  return existsSync(path) ? { path, bytes: file.bytes, contentType: contentType(file) } : null;
}

/** Size and SHA-256 of a snapshot's manifest, for the download list. */
export function manifestInfo(snapDir: string): { bytes: number; sha256: string } {
  const bytes = readFileSync(join(snapDir, MANIFEST_NAME));
  return { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

function mac(secret: string, version: string, name: string, uid: number, exp: number): string {
  return createHmac('sha256', secret).update(`${version}/${name}|${uid}|${exp}`).digest('base64url');
}

/** Query string of a signed link for user `uid`, valid `ttl` seconds from `now`. */
export function signDownload(
  secret: string,
  version: string,
  name: string,
  uid: number,
  now = new Date(),
  ttl = LINK_TTL_SECONDS,
): { query: string; expiresAt: number } {
  const exp = Math.floor(now.getTime() / 1000) + ttl;
  return { query: `uid=${uid}&exp=${exp}&sig=${mac(secret, version, name, uid, exp)}`, expiresAt: exp };
}

/** Why a link is refused, or null when it is good. */
export function checkDownload(
  secret: string,
  version: string,
  name: string,
  q: { uid: number; exp: number; sig: string },
  now = new Date(),
): 'tampered' | 'expired' | null {
  const want = Buffer.from(mac(secret, version, name, q.uid, q.exp));
  const got = Buffer.from(q.sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return 'tampered';
  if (q.exp * 1000 < now.getTime()) return 'expired';
  return null;
}
