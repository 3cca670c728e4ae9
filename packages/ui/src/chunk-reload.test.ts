import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnChunkError } from './chunk-reload';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('chunk-load recovery (spec §4: reload at most once per 10 s)', () => {
  it('recognises chunk errors from the major browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, then not again within 10 s, then again after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const err = new TypeError('Failed to fetch dynamically imported module');
    expect(reloadOnChunkError(err, storage, reload, 100_000)).toBe(true);
    expect(storage.map.get(CHUNK_RELOAD_KEY)).toBe('100000');
    expect(reloadOnChunkError(err, storage, reload, 109_999)).toBe(false);
    expect(reloadOnChunkError(err, storage, reload, 110_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores other errors', () => {
    const reload = vi.fn();
    expect(reloadOnChunkError(new Error('boom'), memoryStorage(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
