/**
 * The reference deployment (scripts/cluster.mjs: nginx in front of N API processes, PostgreSQL, Redis) as a
 * child process, for the console benchmark (scripts/bench-console.ts): API only (no sites), on a random base
 * port, its nginx files in a folder of its own under var/ removed on stop.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/config.ts';

export interface ClusterProcess {
  /** nginx in front of the API processes. */
  nginx: string;
  /** Each API process, straight (no proxy). */
  apis: string[];
  /** Each API process's pid, in the order of `apis` (the bench reads their CPU time from /proc). */
  apiPids: number[];
  /** The last 20 kB of its output (for failure messages). */
  output(): string;
  /** SIGTERM (the script stops nginx and the processes), and wait until it is gone; removes its folder. */
  stop(): Promise<void>;
}

/**
 * Start `node scripts/cluster.mjs --api-only --apis=<apis>` and wait for its `cluster ready` line.
 * @param opts.env passed to the script and so to the API processes (DATABASE_URL, REDIS_URL, LOG_LEVEL…)
 * @throws when the script exits first or is not ready within `timeoutMs` (default 120 s), with its output
 */
export async function startCluster(opts: {
  apis: number;
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<ClusterProcess> {
  const varDir = `var/cluster-bench-${randomBytes(4).toString('hex')}`;
  const child = spawn(process.execPath, ['scripts/cluster.mjs', '--api-only', `--apis=${opts.apis}`], {
    cwd: repoRoot(),
    env: {
      ...process.env,
      CLUSTER_PORT: String(21_000 + 10 * Math.floor(Math.random() * 1_000)),
      CLUSTER_VAR_DIR: varDir,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<{ api: string; apiProcesses: string[]; apiPids: number[] }>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the cluster was not ready within ${opts.timeoutMs ?? 120_000} ms:\n${out}`));
    }, opts.timeoutMs ?? 120_000);
    const take = (chunk: Buffer) => {
      out = (out + chunk.toString()).slice(-20_000);
      const m = /cluster ready (\{.*\})/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(JSON.parse(m[1]!) as { api: string; apiProcesses: string[]; apiPids: number[] });
      }
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the cluster exited with ${code}:\n${out}`));
    });
  });
  // Each process answers once its IP database is open (until then a large file's load can hold its event loop).
  for (const base of ready.apiProcesses) {
    const ipdb = async () =>
      ((await (await fetch(`${base}/healthz`)).json()) as { data?: { ipdb?: string } }).data?.ipdb;
    const until = Date.now() + (opts.timeoutMs ?? 120_000);
    while ((await ipdb().catch(() => 'loading')) === 'loading' && Date.now() < until)
      await new Promise((r) => setTimeout(r, 250));
  }
  return {
    nginx: ready.api,
    apis: ready.apiProcesses,
    apiPids: ready.apiPids,
    output: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(path.join(repoRoot(), varDir), { recursive: true, force: true });
    },
  };
}
