import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from '../src/providers/storage/local-disk.ts';

// The local-disk store: stat answers a stored file's size without reading it, null for a missing file or a folder.
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'lanyun-store-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('localDiskStorage.stat', () => {
  it('answers the size of a stored file and null once it is deleted', async () => {
    const store = localDiskStorage(root);
    expect(await store.stat('downloads/abc/tool.tar.gz')).toBeNull();
    await store.put('downloads/abc/tool.tar.gz', Buffer.from('twelve bytes'), 'application/gzip');
    expect(await store.stat('downloads/abc/tool.tar.gz')).toEqual({ size: 12 });
    expect(await store.stat('downloads/abc')).toBeNull();
    await store.delete('downloads/abc/tool.tar.gz');
    expect(await store.stat('downloads/abc/tool.tar.gz')).toBeNull();
  });

  it('refuses a key outside its folder', async () => {
    await expect(localDiskStorage(root).stat('../elsewhere.txt')).rejects.toThrow('escapes the root');
  });
});
