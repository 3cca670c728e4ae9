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
 */
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
app.use(compression());
app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(clientDir));
app.use(express.static('public', { maxAge: '1h' }));
app.use(morgan('tiny'));
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
