/**
 * A migrated, empty PGlite database saved once and loaded by every API test file on PGlite: running the
 * migrations in PGlite costs several seconds of CPU per file, loading the saved data folder a fraction of it.
 * The file is keyed by a hash of the migrations and the PGlite version (under node_modules/.cache), so a
 * new migration makes a new one. Used as the api-pglite project's globalSetup (made before the test files start)
 * and by harness.ts ({@link pgliteTemplate}, which falls back to migrating when the file is missing).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { openDb } from '../src/db/client.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Path of the template file for the current migrations and PGlite version. */
export function templateFile(): string {
  const hash = createHash('sha256');
  const pglitePackage = path.join(apiDir, 'node_modules/@electric-sql/pglite/package.json');
  hash.update(readFileSync(pglitePackage));
  const dir = path.join(apiDir, 'drizzle');
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(path.join(dir, name)));
  }
  return path.join(apiDir, 'node_modules/.cache/lanyun-test', `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Make the template file unless it exists (written to a temporary name, then renamed, so readers never see half). */
export async function ensureTemplate(): Promise<string> {
  const file = templateFile();
  if (existsSync(file)) return file;
  const handle = await openDb({ pgliteDir: 'memory://' });
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  } finally {
    await handle.close();
  }
  return file;
}

/** The template as a Blob for `openDb({ pgliteTemplate })`, or undefined when it has not been made. */
export function pgliteTemplate(): Blob | undefined {
  const file = templateFile();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** vitest globalSetup of the api-pglite project. */
export default async function setup(): Promise<void> {
  await ensureTemplate();
}
