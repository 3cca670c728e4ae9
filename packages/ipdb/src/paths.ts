/**
 * Where the database file lives by default.
 *
 * `defaultDatabaseFile()` honours the `IPDB_FILE` environment variable (resolved against the
 * current directory), otherwise returns `<repo root>/var/ipdb/lanyun.ipdb`, where the repo root is
 * the nearest ancestor folder containing `pnpm-workspace.yaml` (searched from this module's folder,
 * then from the current directory).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Nearest ancestor of `from` (inclusive) containing `pnpm-workspace.yaml`, or null. */
export function findRepoRoot(from: string): string | null {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * Absolute path of the database file: `$IPDB_FILE` if set and non-empty, else
 * `<repo root>/var/ipdb/lanyun.ipdb`. Throws Error when no repo root can be found.
 */
export function defaultDatabaseFile(): string {
  const env = process.env.IPDB_FILE;
  if (env && env.trim() !== '') return resolve(env);
  const root = findRepoRoot(dirname(fileURLToPath(import.meta.url))) ?? findRepoRoot(process.cwd());
  if (!root)
    throw new Error('Cannot find the repository root (no pnpm-workspace.yaml above this package); set IPDB_FILE');
  return join(root, 'var', 'ipdb', 'lanyun.ipdb');
}
