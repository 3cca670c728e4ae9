// `pnpm start`: builds the sites, then runs the whole platform on fixed localhost ports:
//   API            http://127.0.0.1:8080  (reference /docs)
//   cloud site     http://localhost:3000
//   IP site        http://localhost:3100
//   ops console    http://localhost:3200
// On the embedded PGlite database by default (var/pglite); DATABASE_URL / REDIS_URL switch to
// real PostgreSQL / Redis. `--no-build` skips the site builds (the browser tests use it).
// Ports can be moved with API_PORT, CLOUD_PORT, IPINTEL_PORT and OPS_PORT.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '8080';
const cloudPort = process.env.CLOUD_PORT ?? '3000';
const ipPort = process.env.IPINTEL_PORT ?? '3100';
const opsPort = process.env.OPS_PORT ?? '3200';
const apiUrl = `http://127.0.0.1:${apiPort}`;
const cloudUrl = `http://localhost:${cloudPort}`;
const ipUrl = `http://localhost:${ipPort}`;
const opsUrl = `http://localhost:${opsPort}`;

if (!process.argv.includes('--no-build')) {
  const r = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./apps/*', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const origins = [
  cloudUrl,
  ipUrl,
  opsUrl,
  `http://127.0.0.1:${cloudPort}`,
  `http://127.0.0.1:${ipPort}`,
  `http://127.0.0.1:${opsPort}`,
].join(',');
const shared = {
  API_URL: apiUrl,
  PUBLIC_API_URL: process.env.PUBLIC_API_URL ?? apiUrl,
  PUBLIC_CLOUD_URL: cloudUrl,
  PUBLIC_IPINTEL_URL: ipUrl,
};

console.log(
  `\nLanyun platform starting:\n  API        ${apiUrl}  (reference ${apiUrl}/docs)\n  cloud site ${cloudUrl}\n  IP site    ${ipUrl}\n  operators  ${opsUrl}  (ops@lanyun.cloud / Ops12345)\n`,
);

const { result } = concurrently(
  [
    // TRUST_PROXY: the sites' `/api` proxies run on this machine and send the visitor's address as X-Forwarded-For;
    // the API believes it from loopback peers only, so per-address throttles count visitors, not the sites.
    {
      name: 'api',
      command: 'pnpm --filter @lanyun/api start',
      env: {
        ...shared,
        API_PORT: apiPort,
        CORS_ORIGINS: process.env.CORS_ORIGINS ?? origins,
        TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
      },
    },
    { name: 'cloud', command: 'pnpm --filter @lanyun/cloud start', env: { ...shared, PORT: cloudPort } },
    { name: 'ipintel', command: 'pnpm --filter @lanyun/ipintel start', env: { ...shared, PORT: ipPort } },
    { name: 'ops', command: 'pnpm --filter @lanyun/ops start', env: { ...shared, PORT: opsPort } },
  ],
  { cwd: root, killOthersOn: ['failure', 'success'], prefixColors: ['blue', 'green', 'magenta', 'yellow'] },
);
result.catch(() => process.exit(1));
