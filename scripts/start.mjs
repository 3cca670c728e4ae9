// `pnpm start`: builds the sites, then runs the whole platform on fixed localhost ports:
//   API            http://127.0.0.1:8080  (reference /docs)
//   cloud site     http://localhost:3000
//   IP site        http://localhost:3100
//   ops console    http://localhost:3200
// On the embedded PGlite database by default (var/pglite); DATABASE_URL / REDIS_URL switch to
// real PostgreSQL / Redis. `--no-build` skips the site builds (the browser tests use it).
// Ports can be moved with API_PORT, CLOUD_PORT, IPINTEL_PORT and OPS_PORT.
// The terminal keeps what a person reads: start-up lines, warnings and errors. The request logs go to files under
// var/log (api-requests.log, cloud-requests.log, ipintel-requests.log, ops-requests.log; secrets redacted by the API;
// REQUEST_LOG=terminal keeps them in the terminal). The sites answer a "starting" page until the API's /healthz
// answers, and once everything answers the banner prints the addresses, the demo log-ins (the operators' two-factor
// secret too) and where verification codes are read (/dev/outbox).
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

const logDir = path.join(root, 'var/log');
const logsInTerminal = process.env.REQUEST_LOG === 'terminal';
/** The request log file of `name` (or nothing when REQUEST_LOG=terminal). */
const requestLog = (name, variable) =>
  logsInTerminal ? {} : { [variable]: path.join(logDir, `${name}-requests.log`) };
const production = process.env.NODE_ENV === 'production';
// The seeded demo accounts (apps/api/src/seed/index.ts DEMO_USER, DEMO_OPERATOR, DEMO_ROLE_OPERATORS); none in production.
const totpSecret = process.env.OPS_DEMO_TOTP_SECRET ?? 'LANYUNOPSDEMOTOTPSECRETKEY234567';

console.log(`\nLanyun platform starting (the first start also builds the IP database, about a minute)…\n`);

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
        ...requestLog('api', 'REQUEST_LOG_FILE'),
      },
    },
    ...[
      ['cloud', cloudPort],
      ['ipintel', ipPort],
      ['ops', opsPort],
    ].map(([name, port]) => ({
      name,
      command: `pnpm --filter @lanyun/${name} start`,
      // The site answers a "starting" page until the API's /healthz answers (site-kit bin/serve.mjs).
      env: { ...shared, PORT: port, SITE_WAIT_FOR_API: '1', ...requestLog(name, 'SITE_REQUEST_LOG_FILE') },
    })),
  ],
  { cwd: root, killOthersOn: ['failure', 'success'], prefixColors: ['blue', 'green', 'magenta', 'yellow'] },
);
result.catch(() => process.exit(1));

/** Resolves once `url` answers `ok` (polled every 500 ms), or never. */
async function answers(url, ok = (res) => res.ok) {
  for (;;) {
    try {
      if (ok(await fetch(url, { signal: AbortSignal.timeout(2000) }))) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// The banner, once the API is healthy and every site serves pages (not the "starting" page).
await Promise.all([
  answers(`${apiUrl}/healthz`),
  ...[cloudUrl, ipUrl, opsUrl].map((u) => answers(`${u}/`, (res) => res.status !== 503)),
]);
const lines = [
  '',
  'Lanyun platform ready:',
  `  cloud site        ${cloudUrl}`,
  `  IP site           ${ipUrl}`,
  `  operator console  ${opsUrl}`,
  `  API               ${apiUrl}  (reference ${apiUrl}/docs, health ${apiUrl}/healthz)`,
];
if (!production)
  lines.push(
    '',
    '  demo customer     demo@lanyun.cloud / Demo12345',
    '  operators         ops@lanyun.cloud (admin), editor@, reviewer@, finance@lanyun.cloud / Ops12345',
    `                    two-factor (TOTP) secret ${totpSecret} for an authenticator app`,
    `                    (otpauth://totp/Lanyun%20Cloud%20Ops:ops%40lanyun.cloud?secret=${totpSecret}&issuer=Lanyun%20Cloud%20Ops)`,
    `  verification codes (SMS and e-mail are not sent): ${apiUrl}/dev/outbox`,
  );
lines.push(
  '',
  logsInTerminal
    ? '  request logs      in this terminal (REQUEST_LOG=terminal)'
    : `  request logs      ${path.relative(root, logDir)}/{api,cloud,ipintel,ops}-requests.log (REQUEST_LOG=terminal shows them here)`,
  '',
);
console.log(lines.join('\n'));
