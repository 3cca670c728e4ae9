/**
 * Download files: the entries on /download (table `downloads`, edited by operators as content kind `download`) whose
 * file is kept in the upload store (providers/storage) under `downloads/<sha256>/<file name>` and served by the API
 * at `/downloads/files/<sha256>/<file name>` (routes/downloads/files.ts).
 *
 * - Upload (`/ops/download/upload`): the API computes the size and the SHA-256 itself, stores the bytes and answers
 *   the entry's `url`, `size_bytes` and `sha256`; an expected SHA-256 sent with the file must match.
 * - Serving re-checks the SHA-256 of the stored bytes against the address, so a damaged file is never sent.
 * - The public list hides (and logs) an entry whose stored file is missing or differs from its size, by one stat per
 *   file (no content read); entries with an outside address (http/https) are listed as they are.
 * - Built-in entries: the `ipintel` command-line tool and the API SDK as gzip tarballs and the OpenAPI document,
 *   built from this repository at start-up (byte-for-byte reproducible: fixed times and modes), stored when missing
 *   (a stored copy of the same address and size is kept),
 *   and listed when no entry has a stored file yet (a new installation).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pack } from 'tar-stream';
import type { DbOrTx } from '../../../db/client.ts';
import { downloads } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import type { StorageProvider } from '../../../providers/storage/types.ts';

/** The path prefix of stored download files, on the API and in the store. */
export const FILES_PREFIX = '/downloads/files/';
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;
const SHA = /^[0-9a-f]{64}$/;

/** The SHA-256 of `data`, lower-case hex. */
export const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The store key and public path of a file by its SHA-256 and name. */
export function fileAddress(sha256: string, fileName: string): { key: string; url: string } {
  return { key: `downloads/${sha256}/${fileName}`, url: `${FILES_PREFIX}${sha256}/${fileName}` };
}

/** The SHA-256 and file name of a stored-file address, or null for any other URL (outside links). */
export function parseFileUrl(url: string): { sha256: string; fileName: string } | null {
  if (!url.startsWith(FILES_PREFIX)) return null;
  const [sha256 = '', fileName = '', ...rest] = url.slice(FILES_PREFIX.length).split('/');
  return SHA.test(sha256) && FILE_NAME.test(fileName) && rest.length === 0 ? { sha256, fileName } : null;
}

/**
 * Store an uploaded download file; answers what the entry needs. `expectedSha256` (optional) must match.
 * With `keepStored`, a file already stored under the same address (same SHA-256 and name) with the same size is
 * left as it is instead of written again (built-in files at start-up); an upload always writes, so re-uploading
 * repairs a damaged copy.
 * @throws ApiError 400 for an unusable file name, or 'download.sha_mismatch'
 */
export async function storeDownloadFile(
  storage: StorageProvider,
  file: { name: string; data: Buffer; mime: string },
  expectedSha256?: string,
  opts: { keepStored?: boolean } = {},
): Promise<{ url: string; size_bytes: number; sha256: string; file_name: string }> {
  const fileName = path
    .basename(file.name)
    .replace(/[^A-Za-z0-9._-]/g, '-')
    .replace(/^[._-]+/, '');
  if (!FILE_NAME.test(fileName)) throw new ApiError(CODE.BAD_REQUEST, 'download.choose_file');
  const sha256 = sha256Hex(file.data);
  if (expectedSha256 && expectedSha256.toLowerCase() !== sha256)
    throw new ApiError(
      CODE.BAD_REQUEST,
      'download.sha_mismatch',
      {},
      {
        reason: 'download.sha256_mismatch',
        sha256,
      },
    );
  const { key, url } = fileAddress(sha256, fileName);
  const stored = opts.keepStored ? await storage.stat(key) : null;
  if (stored?.size !== file.data.length) await storage.put(key, file.data, file.mime || 'application/octet-stream');
  return { url, size_bytes: file.data.length, sha256, file_name: fileName };
}

/**
 * The bytes of a stored file, checked against its SHA-256.
 * @throws ApiError 404 'download.file_missing' when the store has no such file or its bytes differ
 */
export async function readDownloadFile(storage: StorageProvider, sha256: string, fileName: string): Promise<Buffer> {
  if (!SHA.test(sha256) || !FILE_NAME.test(fileName)) throw new ApiError(CODE.NOT_FOUND, 'download.file_missing');
  let data: Buffer;
  try {
    data = await storage.get(fileAddress(sha256, fileName).key);
  } catch {
    throw new ApiError(CODE.NOT_FOUND, 'download.file_missing');
  }
  if (sha256Hex(data) !== sha256) throw new ApiError(CODE.NOT_FOUND, 'download.file_damaged');
  return data;
}

/** Why a stored entry's file cannot be offered, or null when it can (outside links always can). */
async function unavailableReason(
  storage: StorageProvider,
  row: { url: string; sizeBytes: number; sha256: string },
): Promise<string | null> {
  const file = parseFileUrl(row.url);
  if (!file) return row.url.startsWith('/') ? 'the address is neither a stored file nor an outside link' : null;
  if (file.sha256 !== row.sha256) return 'the SHA-256 of the entry differs from the one in its address';
  const stored = await storage.stat(fileAddress(file.sha256, file.fileName).key);
  if (!stored) return 'the file is missing from the store';
  if (stored.size !== row.sizeBytes) return `the stored file has ${stored.size} bytes, the entry says ${row.sizeBytes}`;
  return null;
}

/**
 * The rows of `rows` whose file can be downloaded, in the same order: outside links (http/https) always; stored
 * files when the store has them with the entry's size (one stat per file, no content read; the SHA-256 is checked
 * when the file is served, {@link readDownloadFile}). Each hidden entry is logged at warn level with its reason.
 */
export async function withAvailableFiles<R extends { id: number; url: string; sizeBytes: number; sha256: string }>(
  storage: StorageProvider,
  rows: R[],
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<R[]> {
  const reasons = await Promise.all(
    rows.map((r) =>
      unavailableReason(storage, r).catch((err: unknown) => `the store could not be asked: ${String(err)}`),
    ),
  );
  reasons.forEach((reason, i) => {
    if (reason) log.warn({ downloadId: rows[i]?.id, url: rows[i]?.url }, `download not listed: ${reason}`);
  });
  return rows.filter((_, i) => !reasons[i]);
}

/** A built-in download: its entry fields and bytes. */
interface BuiltFile {
  name: string;
  nameEn: string;
  platform: 'Linux' | 'macOS' | 'Windows';
  fileName: string;
  mime: string;
  data: Buffer;
  notes: string;
  notesEn: string;
  sort: number;
}

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...(await listFiles(full, base)));
    } else if (!/\.test\.tsx?$/.test(entry.name)) out.push(path.relative(base, full));
  }
  return out;
}

/** A reproducible .tar.gz of `parts` (files or folders) of package folder `dir`, under `package/` as npm packs. */
async function packageTarball(dir: string, parts: string[]): Promise<Buffer> {
  const tar = pack();
  const done = (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of tar) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  })();
  for (const part of parts) {
    const full = path.join(dir, part);
    const files = part.includes('.') ? [part] : (await listFiles(full)).map((f) => path.join(part, f));
    for (const file of files) {
      const body = await readFile(path.join(dir, file));
      const mode = file.startsWith('bin/') ? 0o755 : 0o644;
      await new Promise<void>((resolve, reject) =>
        tar.entry({ name: `package/${file.split(path.sep).join('/')}`, mtime: new Date(0), mode }, body, (err) =>
          err ? reject(err) : resolve(),
        ),
      );
    }
  }
  tar.finalize();
  return gzipSync(await done, { level: 9 });
}

/** The built-in downloads, built from the repository at `root` (version `version`). */
export async function buildRepoDownloads(root: string, version: string): Promise<BuiltFile[]> {
  const ipdb = path.join(root, 'packages/ipdb');
  const sdk = path.join(root, 'packages/api-sdk');
  const cli = path.join(root, 'packages/cli');
  return [
    {
      name: 'ipintel 命令行工具',
      nameEn: 'ipintel command-line tool',
      platform: 'Linux',
      fileName: `lanyun-ipintel-cli-${version}.tar.gz`,
      mime: 'application/gzip',
      data: await packageTarball(ipdb, ['bin', 'src', 'package.json', 'README.md']),
      notes: '构建并查询 IP 情报数据库文件（Node.js 20 及以上）\n解压后运行 bin/ipintel.mjs',
      notesEn:
        'Builds and queries the IP intelligence database file (Node.js 20 or later)\nUnpack and run bin/ipintel.mjs',
      sort: 1,
    },
    {
      name: 'lanyun 命令行工具',
      nameEn: 'lanyun command-line tool',
      platform: 'Linux',
      fileName: `lanyun-cli-${version}.tar.gz`,
      mime: 'application/gzip',
      // The signer travels inside (npm's bundleDependencies); the other libraries come from the registry.
      data: await packageTarball(cli, [
        'bin',
        'src',
        'package.json',
        'README.md',
        'node_modules/@lanyun/signer/src',
        'node_modules/@lanyun/signer/package.json',
      ]),
      notes:
        '用 AccessKey 管理 ECS 实例和费用（Node.js 20 及以上）\nnpm install -g lanyun-cli-*.tar.gz，然后运行 lanyun configure',
      notesEn:
        'ECS instances and billing with an AccessKey (Node.js 20 or later)\nnpm install -g lanyun-cli-*.tar.gz, then run lanyun configure',
      sort: 2,
    },
    {
      name: 'Lanyun Cloud API SDK（TypeScript）',
      nameEn: 'Lanyun Cloud API SDK (TypeScript)',
      platform: 'Linux',
      fileName: `lanyun-api-sdk-${version}.tar.gz`,
      mime: 'application/gzip',
      data: await packageTarball(sdk, ['src', 'package.json', 'README.md', 'openapi.json']),
      notes: '由 OpenAPI 文档生成的类型化客户端\n覆盖全部公开接口',
      notesEn: 'Typed client generated from the OpenAPI document\nCovers every public call',
      sort: 3,
    },
    {
      name: 'OpenAPI 接口文档',
      nameEn: 'OpenAPI document',
      platform: 'Linux',
      fileName: `lanyun-openapi-${version}.json`,
      mime: 'application/json',
      data: await readFile(path.join(sdk, 'openapi.json')),
      notes: 'OpenAPI 3.1 格式的完整接口说明\n可导入 Postman、Apifox 等工具',
      notesEn: 'The whole API as OpenAPI 3.1\nImports into Postman, Apifox and similar tools',
      sort: 4,
    },
  ];
}

/**
 * Make the built-in downloads available: store their files when missing, refresh entries that point at an older
 * build of the same file name, and on an installation where no entry has a stored file yet, add the entries (and
 * drop the placeholder entries of older seeds, whose links led nowhere).
 */
export async function ensureRepoDownloads(
  db: DbOrTx,
  storage: StorageProvider,
  opts: { root: string; version: string },
): Promise<void> {
  const built = await buildRepoDownloads(opts.root, opts.version);
  const stored = await db
    .select()
    .from(downloads)
    .where(like(downloads.url, `${FILES_PREFIX}%`));
  const saved: { url: string; sha256: string; size_bytes: number }[] = [];
  for (const file of built) {
    const { url, sha256, size_bytes } = await storeDownloadFile(
      storage,
      { name: file.fileName, data: file.data, mime: file.mime },
      undefined,
      { keepStored: true },
    );
    saved.push({ url, sha256, size_bytes });
    for (const row of stored) {
      if (parseFileUrl(row.url)?.fileName === file.fileName && row.url !== url)
        await db.update(downloads).set({ url, sha256, sizeBytes: size_bytes }).where(eq(downloads.id, row.id));
    }
  }
  if (stored.length) return;
  await db.transaction(async (tx) => {
    await tx.delete(downloads).where(like(downloads.url, '/downloads/lanyun-%'));
    for (const [i, file] of built.entries()) {
      const { url, sha256, size_bytes } = saved[i]!;
      await tx.insert(downloads).values({
        name: file.name,
        nameEn: file.nameEn,
        platform: file.platform,
        version: opts.version,
        sizeBytes: size_bytes,
        sha256,
        url,
        notes: file.notes,
        notesEn: file.notesEn,
        sort: file.sort,
      });
    }
  });
}
