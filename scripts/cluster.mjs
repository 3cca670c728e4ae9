// `pnpm start:cluster`: the reference deployment on one machine, as it would run on several hosts:
//   nginx (Debian's package, config rendered from deploy/nginx/ into var/cluster/nginx/, run in the
//   foreground with its own pid, logs and temp files there) in front of
//   2 API processes (PostgreSQL DATABASE_URL, Redis REDIS_URL) and the three sites.
// Ports (CLUSTER_PORT, default 8000):
//   nginx   API +0, cloud site +10, IP site +11, operator console +12
//   behind  API processes +1, +2; sites +20, +21, +22
// Options: --api-only (no sites; the cluster test uses it), --no-build (sites already built),
//   --apis=N (API processes, default 2).
// Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/lanyun_cluster, created when
// missing), REDIS_URL (default redis://127.0.0.1:6379); anything else (STORAGE, S3_*, REDIS_KEY_PREFIX,
// IPDB_SNAPSHOT_DIR…) is passed to the API processes; API_NODE_ARGS (space-separated) are Node options of the API
// processes; CLUSTER_START_TIMEOUT_MS (default 90000) bounds the wait
// for each process to answer. Prints one line `cluster ready {json}` (the URLs of nginx, of each API process and of
// the sites, the API processes' pids, the nginx config) once every process answers through nginx. Ctrl-C (SIGINT/SIGTERM) stops everything; when any process
// dies the others are stopped and the script exits with 1.
// SIGHUP: a rolling restart of the API processes, one at a time: SIGTERM (the process drains: apps/api/src/lib/draining.ts),
// wait for its exit, start it again, wait for its /healthz, then wait nginx's fail_timeout (CLUSTER_FAIL_TIMEOUT_S,
// default 10) so nginx sends it requests again before the next one goes; prints `cluster restarted {json}` (new pids).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const apiOnly = args.includes('--api-only');
const apis = Number(args.find((a) => a.startsWith('--apis='))?.slice(7) ?? 2);
const base = Number(process.env.CLUSTER_PORT ?? 8000);
const host = '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lanyun_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const varDir = path.join(root, process.env.CLUSTER_VAR_DIR ?? 'var/cluster');
const nginxDir = path.join(varDir, 'nginx');
const failTimeoutS = Number(process.env.CLUSTER_FAIL_TIMEOUT_S ?? 10);

const ports = {
  api: base,
  apiProcesses: Array.from({ length: apis }, (_, i) => base + 1 + i),
  sites: { cloud: base + 10, ipintel: base + 11, ops: base + 12 },
  siteProcesses: { cloud: base + 20, ipintel: base + 21, ops: base + 22 },
};
const url = (port) => `http://${host}:${port}`;
const children = [];
/** API processes being replaced by a rolling restart: their exit does not stop the cluster. */
const replacing = new Set();
let stopping = false;

function log(line) {
  console.log(`[cluster] ${line}`);
}

/** Stop every child (SIGTERM, then SIGKILL after 5 s) and exit with `code`. */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  }, 5_000);
  force.unref();
  const exits = children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null));
  Promise.all(exits).then(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function start(name, command, argv, opts) {
  const child = spawn(command, argv, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    `${chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n')}\n`;
  child.stdout.on('data', (d) => process.stdout.write(prefix(d)));
  child.stderr.on('data', (d) => process.stderr.write(prefix(d)));
  child.on('exit', (code, signal) => {
    if (stopping || replacing.has(child)) return;
    console.error(`[cluster] ${name} exited (${signal ?? code}); stopping the cluster`);
    stopAll(1);
  });
  children.push(child);
  return child;
}

async function waitFor(what, check, timeoutMs = Number(process.env.CLUSTER_START_TIMEOUT_MS ?? 90_000)) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (stopping) throw new Error('cluster is stopping');
    try {
      if (await check()) return;
    } catch {
      // not answering yet: try again below
    }
    if (Date.now() > until) throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
const answers = (u) => async () => (await fetch(u, { signal: AbortSignal.timeout(2_000) })).status < 500;

/** Create the database of DATABASE_URL when the server says it does not exist. */
async function ensureDatabase() {
  const c = new pg.Client({ connectionString: databaseUrl });
  try {
    await c.connect();
    await c.end();
  } catch (err) {
    if (err?.code !== '3D000') throw err;
    const admin = new URL(databaseUrl);
    const name = admin.pathname.slice(1);
    admin.pathname = '/postgres';
    const a = new pg.Client({ connectionString: admin.toString() });
    await a.connect();
    await a.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
    await a.end();
    log(`created database ${name}`);
  }
}

function renderNginx() {
  for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(nginxDir, 'tmp', d), { recursive: true });
  }
  const servers = (list) =>
    list.map((p) => `    server ${host}:${p} max_fails=1 fail_timeout=${failTimeoutS}s;`).join('\n');
  const fill = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (m, k) => (k in values ? String(values[k]) : m));
  const siteTemplate = readFileSync(path.join(root, 'deploy/nginx/site.conf.template'), 'utf8');
  const sites = apiOnly
    ? ''
    : Object.keys(ports.sites)
        .map((site) =>
          fill(siteTemplate, {
            SITE: site,
            SITE_SERVERS: servers([ports.siteProcesses[site]]),
            SITE_PORT: ports.sites[site],
            LISTEN_HOST: host,
          }),
        )
        .join('\n');
  const conf = fill(readFileSync(path.join(root, 'deploy/nginx/nginx.conf.template'), 'utf8'), {
    VAR: nginxDir,
    LISTEN_HOST: host,
    API_PORT: ports.api,
    API_SERVERS: servers(ports.apiProcesses),
    SITES: sites,
  });
  const file = path.join(nginxDir, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}

async function main() {
  const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  if (spawnSync(nginx, ['-v']).error) {
    throw new Error(`nginx not found at ${nginx}: apt-get install nginx (or set NGINX_BIN)`);
  }
  await ensureDatabase();
  if (!apiOnly && !args.includes('--no-build')) {
    const build = ['exec', 'turbo', 'run', 'build', '--filter=./apps/*', '--output-logs=errors-only'];
    const r = spawnSync('pnpm', build, { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const publicApi = url(ports.api);
  const siteUrls = Object.values(ports.sites).map(url);
  const apiEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    API_HOST: host,
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    PUBLIC_API_URL: process.env.PUBLIC_API_URL ?? publicApi,
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? siteUrls.join(','),
    IPDB_SNAPSHOT_DIR: process.env.IPDB_SNAPSHOT_DIR ?? path.join(root, 'var/ipdb/snapshots'),
  };
  // The API's production Node options (apps/api/src/speed/node-flags.json, as its `start` script; none when
  // SPEED_NODE_FLAGS or SPEED_MACHINERY is `off`), then any extra ones (e.g. `--cpu-prof`, which Node refuses in
  // NODE_OPTIONS).
  const speedFlagsOff = process.env.SPEED_MACHINERY === 'off' || process.env.SPEED_NODE_FLAGS === 'off';
  const apiNodeArgs = [
    ...(speedFlagsOff ? [] : JSON.parse(readFileSync(path.join(root, 'apps/api/src/speed/node-flags.json'), 'utf8'))),
    ...(process.env.API_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  // The first process migrates and seeds; the others start once it answers.
  const apiPids = [];
  const apiChildren = [];
  const startApi = (i, port) =>
    start(`api-${i + 1}`, process.execPath, [...apiNodeArgs, '--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(root, 'apps/api'),
      env: { ...apiEnv, API_PORT: String(port) },
    });
  for (const [i, port] of ports.apiProcesses.entries()) {
    const child = startApi(i, port);
    apiChildren[i] = child;
    apiPids.push(child.pid);
    if (i === 0) await waitFor(`api-1 on ${url(port)}`, answers(`${url(port)}/healthz`));
  }
  let restarting = false;
  process.on('SIGHUP', () => {
    if (restarting || stopping) return;
    restarting = true;
    (async () => {
      for (const [i, port] of ports.apiProcesses.entries()) {
        const old = apiChildren[i];
        replacing.add(old);
        const exited = old.exitCode === null ? new Promise((r) => old.once('exit', r)) : null;
        log(`rolling restart: draining api-${i + 1} (pid ${old.pid})`);
        old.kill('SIGTERM');
        await exited;
        const child = startApi(i, port);
        apiChildren[i] = child;
        apiPids[i] = child.pid;
        await waitFor(`api-${i + 1} on ${url(port)}`, answers(`${url(port)}/healthz`));
        // nginx skips a process that refused a connection for fail_timeout: wait it out before the next one goes.
        await new Promise((r) => setTimeout(r, failTimeoutS * 1000 + 500));
      }
      console.log(`cluster restarted ${JSON.stringify({ apiPids })}`);
    })()
      .catch((err) => {
        console.error(`[cluster] rolling restart failed: ${err instanceof Error ? err.message : String(err)}`);
        stopAll(1);
      })
      .finally(() => {
        restarting = false;
      });
  });
  for (const port of ports.apiProcesses) await waitFor(`API on ${url(port)}`, answers(`${url(port)}/healthz`));

  if (!apiOnly) {
    for (const [site, port] of Object.entries(ports.siteProcesses)) {
      start(site, 'pnpm', ['--filter', `@lanyun/${site}`, 'start'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          API_URL: publicApi,
          PUBLIC_API_URL: apiEnv.PUBLIC_API_URL,
          PUBLIC_SITE_URL: url(ports.sites[site]),
          SITE_TRUST_PROXY: 'loopback',
          PUBLIC_CLOUD_URL: url(ports.sites.cloud),
          PUBLIC_IPINTEL_URL: url(ports.sites.ipintel),
        },
      });
    }
  }

  const conf = renderNginx();
  const nginxArgs = ['-p', nginxDir, '-c', conf, '-e', path.join(nginxDir, 'error.log'), '-g', 'daemon off;'];
  start('nginx', nginx, nginxArgs, { cwd: root });
  await waitFor('nginx', answers(`${publicApi}/healthz`));
  if (!apiOnly) {
    for (const port of Object.values(ports.sites)) await waitFor(`site on ${url(port)}`, answers(url(port)));
  }

  const sites = apiOnly ? {} : Object.fromEntries(Object.entries(ports.sites).map(([k, p]) => [k, url(p)]));
  const ready = { api: publicApi, apiProcesses: ports.apiProcesses.map(url), apiPids, sites, nginxConf: conf };
  console.log(`cluster ready ${JSON.stringify(ready)}`);
}

main().catch((err) => {
  console.error(`[cluster] ${err instanceof Error ? err.message : String(err)}`);
  stopAll(1);
});
