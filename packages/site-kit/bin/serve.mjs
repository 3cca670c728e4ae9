#!/usr/bin/env node
/**
 * `node node_modules/@lanyun/site-kit/bin/serve.mjs ./build/server/index.js`: serves a built site the way
 * `react-router-serve` does (compression, immutable /assets, the client build and `public/`, request log, PORT and
 * HOST), and also hands the visitor's address to loaders and actions as `context.clientAddress`, so the `/api`
 * proxy (`api-proxy.server.ts`) can tell the API who is calling (X-Forwarded-For) and its per-address throttles keep
 * counting visitors rather than the site.
 *
 * The address is the TCP peer's, unless SITE_TRUST_PROXY names the front proxies this site sits behind (Express
 * "trust proxy" syntax: `1` for one hop, or addresses/CIDRs such as `10.0.0.0/8`); then it is the client address
 * they report in X-Forwarded-For.
 *
 * Every answer, including static files and the redirects loaders return, carries the security headers that do not
 * depend on the page (nosniff, Referrer-Policy, X-Frame-Options, HSTS in production), unless the answer set them
 * itself: documents get them, with their nonce CSP, from the site's server entry (`entry-server.tsx`, values from
 * `src/security-headers.ts`). `--framing none` (the console) answers X-Frame-Options DENY, otherwise SAMEORIGIN.
 *
 * SITE_LOG_FORMAT=json: the request log is one JSON object a line (time, method, URL without its query, status, ms,
 * the request id of `X-Request-ID` as nginx or the `/api` proxy set it) for a log collector, instead of morgan's
 * `tiny` lines. SITE_METRICS_PORT: Prometheus metrics (prom-client: requests by kind — page, api, asset — and status,
 * with latency histograms, and Node's process metrics) on `GET /metrics` of a listener of its own on that port
 * (SITE_METRICS_HOST, default 127.0.0.1), never on the site's port.
 *
 * SITE_REQUEST_LOG_FILE: the request log (one `morgan` line per request) is appended to that file instead of the
 * terminal. SITE_WAIT_FOR_API=1: until the API's /healthz (API_URL) answers, every page answers 503 with a short
 * "starting" page in both languages that reloads itself every 2 s, instead of pages without data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Before React loads (through @react-router/express), as react-router-serve does: the production React build.
process.env.NODE_ENV = process.env.NODE_ENV ?? 'production';
const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');
const { default: morgan } = await import('morgan');
const { default: onHeaders } = await import('on-headers');

const buildPath = path.resolve(process.argv[2] ?? './build/server/index.js');
const build = await import(pathToFileURL(buildPath).href);
const clientDir = path.resolve(path.dirname(buildPath), '..', 'client');
const port = Number(process.env.PORT ?? 3000);
const framing = process.argv.includes('--framing') ? process.argv[process.argv.indexOf('--framing') + 1] : 'self';

/** The page-independent security headers (the same values as `securityHeaders()` in src/security-headers.ts). */
const baseHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': framing === 'none' ? 'DENY' : 'SAMEORIGIN',
  ...(process.env.NODE_ENV === 'production'
    ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
    : {}),
};

/** Express "trust proxy" value from SITE_TRUST_PROXY: a hop count, a list of addresses/CIDRs, or off. */
function trustProxy(value) {
  if (!value) return false;
  return /^\d+$/.test(value)
    ? Number(value)
    : value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
}

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustProxy(process.env.SITE_TRUST_PROXY));
app.use((_req, res, next) => {
  onHeaders(res, () => {
    for (const [name, value] of Object.entries(baseHeaders)) if (!res.hasHeader(name)) res.setHeader(name, value);
  });
  next();
});
if (process.env.SITE_METRICS_PORT) await serveMetrics(app, Number(process.env.SITE_METRICS_PORT));
app.use(compression());
app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(clientDir));
app.use(express.static('public', { maxAge: '1h' }));
const requestLogFile = process.env.SITE_REQUEST_LOG_FILE;
if (requestLogFile) fs.mkdirSync(path.dirname(path.resolve(requestLogFile)), { recursive: true });
/** One JSON line per request (SITE_LOG_FORMAT=json); the query string is left out, it may hold codes or tickets. */
const jsonLine = (tokens, req, res) =>
  JSON.stringify({
    time: new Date().toISOString(),
    method: req.method,
    url: (req.originalUrl ?? req.url).split('?')[0],
    status: Number(tokens.status(req, res)),
    ms: Number(tokens['response-time'](req, res)),
    reqId: res.getHeader('x-request-id') ?? req.headers['x-request-id'],
  });
app.use(
  morgan(
    process.env.SITE_LOG_FORMAT === 'json' ? jsonLine : 'tiny',
    requestLogFile ? { stream: fs.createWriteStream(requestLogFile, { flags: 'a' }) } : {},
  ),
);
if (process.env.SITE_WAIT_FOR_API === '1') app.use(waitForApi(process.env.API_URL ?? 'http://127.0.0.1:8080'));
app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => ({ clientAddress: req.ip ?? req.socket.remoteAddress }),
  }),
);
const onListen = () => console.log(`[site] http://localhost:${port}`);
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(console.error));

/**
 * Count and time every request (kind: `asset` under /assets, `api` under /api, else `page`; status) and answer
 * `GET /metrics` on a listener of its own at `metricsPort`.
 */
async function serveMetrics(app, metricsPort) {
  const { Counter, Histogram, Registry, collectDefaultMetrics } = await import('prom-client');
  const { createServer } = await import('node:http');
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'lanyun_site_' });
  const labelNames = ['kind', 'status'];
  const requests = new Counter({
    name: 'lanyun_site_requests_total',
    help: 'Site requests',
    labelNames,
    registers: [register],
  });
  const seconds = new Histogram({
    name: 'lanyun_site_request_duration_seconds',
    help: 'Site request latency in seconds',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [register],
  });
  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const p = req.path;
      const labels = {
        kind: p.startsWith('/assets/') ? 'asset' : p.startsWith('/api/') ? 'api' : 'page',
        status: String(res.statusCode),
      };
      requests.inc(labels);
      seconds.observe(labels, Number(process.hrtime.bigint() - start) / 1e9);
    });
    next();
  });
  const host = process.env.SITE_METRICS_HOST ?? '127.0.0.1';
  createServer(async (req, res) => {
    if (req.url !== '/metrics') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': register.contentType }).end(await register.metrics());
  }).listen(metricsPort, host, () => console.log(`[site] metrics on http://${host}:${metricsPort}/metrics`));
}

/**
 * Middleware answering 503 with a "starting" page until `${apiUrl}/healthz` answers 200 (checked every 500 ms, then
 * never again); static files are served before it.
 */
function waitForApi(apiUrl) {
  let ready = false;
  const check = async () => {
    try {
      const res = await fetch(`${apiUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      ready = res.ok;
    } catch {
      ready = false;
    }
    if (!ready) setTimeout(check, 500).unref();
    else console.log(`[site] the API answers at ${apiUrl}: serving pages`);
  };
  void check();
  const page = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>正在启动 · Starting</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6">
<h1>正在启动，请稍候</h1><p>服务正在启动，页面会在就绪后自动刷新。</p>
<h2 lang="en">Starting, please wait</h2><p lang="en">The service is starting; this page reloads by itself when it is ready.</p>
</body></html>`;
  return (_req, res, next) => {
    if (ready) return next();
    res.status(503).set({
      'Retry-After': '2',
      'Cache-Control': 'no-store',
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    });
    res.send(page);
  };
}
