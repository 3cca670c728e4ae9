/**
 * What the shared-state broadcast (plugins/app/shared-state.ts) needs from the database and the
 * disk: the IP database snapshot the operators swapped to last (the audit log's newest `ipdb.swap`
 * entry, so a process that missed the broadcast — or starts after the swap — answers from it too), and opening a
 * snapshot by version.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listSnapshots, openDatabase, openDatabaseBuffer, type IpDatabase } from '@lanyun/ipdb';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema.ts';

/** Version ("20261126T071500Z") of the snapshot last swapped in by an operator, or null when none ever was. */
export async function lastSwappedSnapshot(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ version: auditLog.targetId })
    .from(auditLog)
    .where(eq(auditLog.action, 'ipdb.swap'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.version ?? null;
}

/**
 * Open the database of snapshot `version` in `dir`.
 * @throws Error when the snapshot is not on this host's disk or its file does not open
 */
export function openSnapshot(dir: string, version: string): IpDatabase {
  const snap = listSnapshots(dir).find((s) => s.version === version);
  if (!snap) throw new Error(`snapshot ${version} is not in ${dir}`);
  return openDatabase(join(snap.dir, 'lanyun.ipdb'));
}

/**
 * The database of the snapshot last swapped in by an operator, opened from `dir`, for a process that starts after
 * the swap (plugins/app/ipdb.ts prefers it to IPDB_FILE); null when no swap was ever made.
 * @throws Error when the swapped snapshot is not on this host's disk or does not open (the caller falls back)
 */
export async function openLastSwapped(db: Db, dir: string): Promise<{ version: string; database: IpDatabase } | null> {
  const version = await lastSwappedSnapshot(db);
  if (!version) return null;
  const snap = listSnapshots(dir).find((s) => s.version === version);
  if (!snap) throw new Error(`snapshot ${version} is not in ${dir}`);
  // Read without blocking: this runs while the server starts, and the file is the size of the database.
  return { version, database: openDatabaseBuffer(await readFile(join(snap.dir, 'lanyun.ipdb'))) };
}
