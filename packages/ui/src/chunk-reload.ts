/**
 * Chunk-load failure recovery (spec §4, §8): after a deploy, old pages may request code chunks that no longer
 * exist. The root ErrorBoundary reloads the current path, at most once per 10 s (timestamp in sessionStorage),
 * so a genuinely broken chunk cannot cause a reload loop.
 */

/** sessionStorage key holding the time of the last chunk-error reload (ms since epoch). */
export const CHUNK_RELOAD_KEY = 'lanyun:chunk-reload-at';
/** Minimum time between two automatic reloads, in milliseconds. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk [\w-]+ failed|Unable to preload CSS/i;

/** True when `error` looks like a failed dynamic import / code-chunk load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return CHUNK_ERROR.test(text);
}

/** Minimal storage interface (sessionStorage in the browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Reloads via `reload` when `error` is a chunk-load error and no reload happened in the last 10 s.
 * Returns true when a reload was triggered.
 */
export function reloadOnChunkError(
  error: unknown,
  storage: KeyValueStorage,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
