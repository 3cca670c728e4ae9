/**
 * Builds the Fastify application, registering plugins in the order external → app → routes
 * (fastify/demo layout). The caller opens the database and passes it in, so tests can point the
 * same app at PGlite or at real PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { defaultSnapshotDir, type IpDatabase } from '@lanyun/ipdb';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DbHandle } from './db/client.ts';
import type { Messaging } from './providers/messaging/index.ts';
import type { StorageProvider } from './providers/storage/types.ts';
import type { Payments } from './providers/payment/index.ts';
import cors from './plugins/external/cors.ts';
import multipart, { DEFAULT_BODY_LIMIT } from './plugins/external/multipart.ts';
import metrics from './plugins/external/metrics.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import redis from './plugins/external/redis.ts';
import swagger from './plugins/external/swagger.ts';
import helmet, { htmlPageHelmet, jsonApiHelmet } from './plugins/external/helmet.ts';
import websocket from '@fastify/websocket';
import { apiLogController, redactingLoggerOptions } from './lib/log-redact.ts';
import { z } from 'zod';
import { isProduction } from './config-guard.ts';
import { isDraining } from './lib/draining.ts';
import { CODE } from './lib/envelope.ts';
import auth from './plugins/app/auth.ts';
import db from './plugins/app/db.ts';
import errorHandler, { clientErrorHandler, localizeSuccess } from './plugins/app/error-handler.ts';
import inputGuard from './plugins/app/input-guard.ts';
import ipdb from './plugins/app/ipdb.ts';
import sharedState from './plugins/app/shared-state.ts';
import services from './plugins/app/services.ts';
import operatorAuth from './plugins/app/operator-auth.ts';
import ordering from './plugins/app/ordering.ts';
import securityGroups from './plugins/app/security-groups.ts';
import contentJobs from './plugins/app/content-jobs.ts';
import notifications from './plugins/app/notifications.ts';
import customerAudit from './plugins/app/customer-audit.ts';
import type { ComputeBackend } from './providers/compute/types.ts';
import { openLastSwapped } from './modules/platform/services/shared-state.ts';
import { setContentClockControl } from './modules/content/services/content-schedule.ts';
import ipApiRoutes, { IP_API_PREFIX } from './modules/ipintel/routes/ip/v1/keyed.ts';
import publicApiRoutes, { PUBLIC_API_PREFIX } from './modules/public-api/routes/open/v1/scope.ts';
import devRoutes from './modules/platform/routes/dev/outbox.ts';
import contentClockRoutes from './modules/platform/routes/dev/content-clock.ts';
import sandboxRoutes from './modules/wallet/routes/sandbox/cashier.ts';
import consoleSocketRoutes from './modules/instances/routes/instance_center/instance-console.ts';
import phoneSocketRoutes from './modules/phones/routes/phone/phone-stream-socket.ts';
import phoneHostRoutes from './modules/phones/routes/dev/phone-host.ts';
import { monitoringStats } from './modules/instances/services/compute-sync.ts';
import { folderGuard, guardOf } from './lib/guards.ts';
import type { PhoneBackend } from './providers/phone/types.ts';
import answerBatching from './speed/answer-batching.ts';
import { responseSerializerCompiler } from './speed/response-serializer.ts';
import { speedParts } from './speed/switches.ts';

const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'modules');
// The route modules are TypeScript run through tsx: @fastify/autoload recognises the `tsx` command and vitest, not
// `node --import tsx` (scripts/cluster.mjs, scripts/api-process.ts), so say it whenever this file itself is TypeScript.
if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
/**
 * Route modules registered by hand, not autoloaded: the keyed IP API and the console's and phones' WebSockets (own scopes) and the
 * development-only pages.
 */
const NOT_AUTOLOADED = new Set([
  '/ipintel/routes/ip/v1/keyed.ts',
  '/ipintel/routes/ip/v1/networks.ts',
  '/ipintel/routes/ip/v1/downloads.ts',
  '/instances/routes/instance_center/instance-console.ts',
  '/phones/routes/phone/phone-stream-socket.ts',
  '/phones/routes/dev/phone-host.ts',
  '/platform/routes/dev/outbox.ts',
  '/platform/routes/dev/content-clock.ts',
  '/wallet/routes/sandbox/cashier.ts',
]);
/** A route module: any file under a module's `routes/` folder (`/<module>/routes/...`). */
const ROUTE_FILE = /^\/[^/]+\/routes\//;
/** The public API's route files, registered by hand in their own scope (modules/public-api/routes/open/v1/scope.ts). */
const PUBLIC_API_FILES = /^\/public-api\/routes\/open\//;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far with its guard (lib/guards.ts), null where it has none. */
    routeGuards: () => { method: string; url: string; guard: string | null }[];
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  db: DbHandle;
  /** Close the database with the server (true for the real server, false for shared test handles). */
  ownsDb?: boolean;
  /** Loads the IP database in the background; omit to run without IP lookups. */
  loadIpdb?: (log: (msg: string) => void) => Promise<IpDatabase>;
  /** pino options (level, transport or stream); secrets are redacted whatever is given (lib/log-redact.ts). */
  logger?: Exclude<FastifyServerOptions['logger'], boolean>;
  /** Replace the configured SMS/e-mail providers (tests). */
  messaging?: Messaging;
  /** Replace the configured file storage (tests). */
  storage?: StorageProvider;
  /** Replace the configured payment gateways (tests). */
  payments?: Payments;
  /** Replace the configured compute backend (tests). */
  compute?: ComputeBackend;
  /** Replace the configured cloud-phone backend (tests). */
  phones?: PhoneBackend;
  /**
   * How long one plugin may take to start, ms (Fastify's `pluginTimeout`; 60 s unless given). The route folders are
   * imported while the plugins start; tests transform them from TypeScript on a busy machine, so they allow more.
   */
  pluginTimeoutMs?: number;
}

export async function buildApp(opts: BuildAppOptions) {
  const logs = apiLogController(opts.config.REQUEST_LOG_FILE);
  const app = Fastify({
    // Every logger redacts secrets in URLs, headers and bodies (lib/log-redact.ts).
    logger: opts.logger ? { ...opts.logger, ...redactingLoggerOptions } : false,
    // REQUEST_LOG_FILE: one line per answered request goes to that file instead of the main log.
    logController: logs.controller,
    // TRUST_PROXY: `1` trusts X-Forwarded-For from any peer (behind a load balancer); a list of addresses/CIDRs
    // trusts it only from those peers (e.g. the sites' servers, whose /api proxy forwards the visitor's address).
    trustProxy:
      process.env.TRUST_PROXY === '1'
        ? true
        : process.env.TRUST_PROXY && process.env.TRUST_PROXY !== '0'
          ? process.env.TRUST_PROXY
          : false,
    // The request id: the one the sites' /api proxy (or nginx's $request_id) sent in X-Request-ID when it is a plain
    // token, else a new UUID; every log line of the request carries it as `reqId` and the answer returns it.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Per route; routes that take more (operator content, uploads) raise it (plugins/external/multipart.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    clientErrorHandler,
    // Loading every route module can take longer than Fastify's 10 s on a busy host: allow a minute (tests more).
    pluginTimeout: opts.pluginTimeoutMs ?? 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // The speed machinery's parts this process runs (speed/README.md). fast-json-stringify from the zod schemas;
  // RESPONSE_CHECK=on (the tests) also writes every answer with zod and compares (speed/response-serializer.ts).
  const speed = speedParts(opts.config);
  app.setSerializerCompiler(responseSerializerCompiler({ check: opts.config.RESPONSE_CHECK === 'on', ...speed }));

  const production = isProduction(opts.config);
  app.addHook('onClose', async () => logs.flush());
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // Draining (lib/draining.ts): answer what arrives, then close the connection so the proxy goes elsewhere.
    if (isDraining(app)) reply.header('connection', 'close');
    done();
  });
  // Every route with the guard it ends up with (lib/guards.ts): the folder hooks below run after this one on the same
  // route options, so the list is read once the app is ready (test/route-guards.test.ts).
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.decorate('routeGuards', () =>
    routes.map((r) => ({ method: String(r.method), url: r.url, guard: guardOf(r) ?? null })),
  );
  // external
  await app.register(errorHandler);
  // Prometheus: every answer counted and timed; /metrics on a listener of its own (METRICS_PORT).
  await app.register(metrics, { port: opts.config.METRICS_PORT, host: opts.config.METRICS_HOST });
  // Answers written together once per loop turn (speed/answer-batching.ts).
  await app.register(answerBatching, { enabled: speed.answerBatching });
  await app.register(helmet, { production });
  await app.register(inputGuard);
  await app.register(redis, { url: opts.config.REDIS_URL, keyPrefix: opts.config.REDIS_KEY_PREFIX });
  await app.register(rateLimit, {
    allowList: production
      ? []
      : opts.config.RATE_LIMIT_ALLOWLIST.split(',')
          .map((s) => s.trim())
          .filter(Boolean),
  });
  await app.register(swagger, { version: opts.config.version, production });
  // app
  await app.register(db, { handle: opts.db, closeOnShutdown: opts.ownsDb ?? false });
  await app.register(auth, { sessionCacheMs: opts.config.ACCOUNT_CACHE_MS });
  await app.register(operatorAuth);
  await app.register(services, {
    config: opts.config,
    messaging: opts.messaging,
    storage: opts.storage,
    payments: opts.payments,
  });
  await app.register(ipdb, {
    load: opts.loadIpdb,
    lastSwapped: () => openLastSwapped(opts.db.db, opts.config.IPDB_SNAPSHOT_DIR ?? defaultSnapshotDir()),
  });
  await app.register(sharedState, { config: opts.config });
  await app.register(ordering, { config: opts.config, compute: opts.compute, phones: opts.phones });
  await app.register(securityGroups, { config: opts.config });
  await app.register(contentJobs, { config: opts.config });
  await app.register(notifications, { config: opts.config });
  await app.register(customerAudit);
  // routes
  // The keyed IP API in its own scope: any origin may call it, and its GET routes carry no form-body hooks
  // (routes/ip/v1/keyed.ts).
  await app.register(async (keyed) => {
    keyed.addHook('onRoute', folderGuard(keyed, 'api-key'));
    await keyed.register(ipApiRoutes, { prefix: IP_API_PREFIX });
  });
  // The public API for automation (signed with AccessKeys, HTTP statuses, its own OpenAPI document): no CORS, no
  // multipart, JSON bodies kept as received for the signature (modules/public-api/routes/open/v1/scope.ts).
  await app.register(publicApiRoutes, { prefix: PUBLIC_API_PREFIX });
  // Everything the sites call: CORS for the sites' origins and multipart/form bodies (spec section 7).
  await app.register(async (site) => {
    // Routes whose answer is a JSON envelope (a zod object schema for 200) leave out the headers that only act on HTML
    // documents (plugins/external/helmet.ts `jsonApiHelmet`, as the keyed IP API); files, CSV exports and the HTML
    // pages below keep the full set.
    site.addHook('onRoute', (route) => {
      const ok = (route.schema?.response as Record<string, unknown> | undefined)?.['200'];
      if (!route.config?.helmet && ok instanceof z.ZodObject) route.config = { ...route.config, helmet: jsonApiHelmet };
      // CORS preflight answers (@fastify/cors) carry no guard: they only say which origins and methods may call.
      if (route.method === 'OPTIONS') route.config = { ...route.config, guard: 'public' };
    });
    await site.register(cors, {
      origins: opts.config.CORS_ORIGINS.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    });
    await site.register(multipart);
    await site.register(localizeSuccess);
    // Every route module under modules/<domain>/routes/ (folders below mirror the URL prefixes: routes/ops/*.ts serve
    // /ops/..., routes/v1/ /v1/...; the paths are written in full in each module), in file order, as fastify/demo's
    // src/app.ts does.
    await site.register(autoload, {
      dir: modulesDir,
      dirNameRoutePrefix: false,
      indexPattern: /^$/,
      // The filters see the path from `dir`, with forward slashes and a leading one (`/ops/routes/ops/auth.ts`).
      matchFilter: (file: string) => ROUTE_FILE.test(file),
      ignoreFilter: (file: string) => NOT_AUTOLOADED.has(file) || PUBLIC_API_FILES.test(file),
      // Guards by folder (lib/guards.ts): a module's routes/autohooks.ts says who may call its routes, a sub-folder's
      // autohooks.ts replaces it for that folder, as fastify/demo's autohooks do.
      autoHooks: true,
      cascadeHooks: true,
      overwriteHooks: true,
    });
    // The serial console's and the cloud phones' WebSockets, with @fastify/websocket's hooks in their own scope only.
    await site.register(async (sockets) => {
      sockets.addHook('onRoute', folderGuard(sockets, 'ticket'));
      await sockets.register(websocket, { options: { maxPayload: 64 * 1024 } });
      const origins = (opts.config.CONSOLE_ORIGINS ?? opts.config.CORS_ORIGINS)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      await sockets.register(consoleSocketRoutes, { origins });
      await sockets.register(phoneSocketRoutes, { origins, checkMs: opts.config.PHONE_STREAM_CHECK_MS });
    });
    // Development-only HTML pages: the sandbox cashier and the outbox never exist in production, whatever
    // PAYMENT_MODE or OUTBOX_PAGE say (the production guard refuses both anyway, config-guard.ts).
    await site.register(async (pages) => {
      pages.addHook('onRoute', (route) => {
        route.config = { ...route.config, helmet: htmlPageHelmet };
      });
      pages.addHook('onRoute', folderGuard(pages, 'public'));
      if (opts.config.PAYMENT_MODE === 'sandbox' && !production) await pages.register(sandboxRoutes);
      if (!production && (opts.config.OUTBOX_PAGE ?? 'on') === 'on') await pages.register(devRoutes);
    });
    // The test stack's content clock (services/content/content-schedule.ts) and the sandbox phone host's record of what
    // its phones received (modules/phones/routes/dev/phone-host.ts): never in production, whatever the setting says.
    if (!production && opts.config.CONTENT_CLOCK_CONTROL === 'on') {
      setContentClockControl(true);
      await site.register(async (clock) => {
        clock.addHook('onRoute', folderGuard(clock, 'public'));
        await clock.register(contentClockRoutes);
        await clock.register(phoneHostRoutes);
      });
    }
  });

  // Liveness for load balancers: HTTP 503 naming the failing part when the database (or Redis, when
  // configured) does not answer a trivial query within HEALTHZ_TIMEOUT_MS; the IP database is reported, not required.
  app.get('/healthz', { schema: { hide: true }, config: { guard: 'public' } }, async (_request, reply) => {
    const timeoutMs = opts.config.HEALTHZ_TIMEOUT_MS;
    const [dbUp, redisUp, storageUp] = await Promise.all([
      opts.db.ping(timeoutMs).then(
        () => true,
        () => false,
      ),
      app.redis ? pingRedis(app.redis, timeoutMs) : Promise.resolve(null),
      // Object storage is reported, not required (only uploads need it).
      app.storage.ping ? within(app.storage.ping(), timeoutMs) : Promise.resolve(null),
    ]);
    const data = {
      db: dbUp ? app.dbKind : 'down',
      ...(redisUp === null ? {} : { redis: redisUp ? 'up' : 'down' }),
      ...(storageUp === null ? {} : { storage: storageUp ? 'up' : 'down' }),
      ipdb: app.ipdb.status,
      monitoring: {
        passes: monitoringStats.passes,
        overruns: monitoringStats.overruns,
        skipped_ticks: monitoringStats.skippedTicks,
        last_pass_ms: monitoringStats.lastPassMs,
      },
    };
    // A draining process (SIGTERM) is taken out of rotation by readiness checks while it finishes its requests.
    if (dbUp && redisUp !== false && !isDraining(app)) return { code: CODE.OK, msg: 'ok', data };
    reply.header('retry-after', '1');
    const msg = isDraining(app) ? 'draining' : 'Service temporarily unavailable';
    return reply.status(503).send({ code: CODE.INTERNAL, msg, data });
  });
  return app;
}

/** What an incoming X-Request-ID may be to be continued: a short token of letters, digits and `-_.:` (no log injection). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the caller's X-Request-ID when it is a plain token ({@link REQUEST_ID}), else a new UUID. */
export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** True when `check` resolves within `timeoutMs`, false when it rejects or takes longer. */
async function within(check: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  return Promise.race([
    check.then(
      () => true,
      () => false,
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

/** True when Redis answers PING within `timeoutMs`. */
async function pingRedis(redis: NonNullable<FastifyInstance['redis']>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  return Promise.race([
    redis.ping().then(
      () => true,
      () => false,
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

export type App = Awaited<ReturnType<typeof buildApp>>;
