// The test command's "IP database" step (scripts/test.mjs): builds var/ipdb/lanyun.ipdb with `ipintel build`, or,
// when IPDB_CACHE_DIR is set (.ci/run sets /var/cache/lanyun/ipdb, as a CI cache would), copies the file a previous
// run on this machine built from the same inputs. The inputs are everything the build reads: the IP package's source
// (its build code and bundled data, packages/ipdb/src and package.json) and the lockfile, which pins the DB-IP and ASN
// data packages. A cache entry is `<sha-256 of the inputs>.ipdb`; the newest two are kept. Building took 140–165 s
// of a loaded CI run's gate step; the copy takes about a second.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'var/ipdb/lanyun.ipdb');
const cacheDir = process.env.IPDB_CACHE_DIR;

/** Every file under `dir`, as paths relative to the repository root, sorted. */
function filesUnder(dir) {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

/** SHA-256 over the names and contents of the build's inputs. */
function inputsKey() {
  const hash = createHash('sha256');
  for (const file of [...filesUnder('packages/ipdb/src'), 'packages/ipdb/package.json', 'pnpm-lock.yaml']) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function build() {
  const r = spawnSync('node', [path.join(root, 'packages/ipdb/bin/ipintel.mjs'), 'build', '--out', target], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (!cacheDir) {
  build();
} else {
  const key = inputsKey();
  const cached = path.join(cacheDir, `${key}.ipdb`);
  mkdirSync(path.dirname(target), { recursive: true });
  if (existsSync(cached)) {
    copyFileSync(cached, target);
    console.log(`IP database: copied from ${cached} (built earlier on this machine from the same inputs)`);
  } else {
    build();
    mkdirSync(cacheDir, { recursive: true });
    // Written under a temporary name and renamed, so a run stopped half-way never leaves a partial entry.
    const partial = `${cached}.${process.pid}.partial`;
    copyFileSync(target, partial);
    renameSync(partial, cached);
    const entries = readdirSync(cacheDir)
      .filter((f) => f.endsWith('.ipdb'))
      .map((f) => ({ f, at: statSync(path.join(cacheDir, f)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const { f } of entries.slice(2)) rmSync(path.join(cacheDir, f), { force: true });
    console.log(`IP database: built, and kept as ${cached}`);
  }
}
