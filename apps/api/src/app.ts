/**
 * Builds the Fastify application, registering plugins in the order external → app → routes
 * (fastify/demo layout). The caller opens the database and passes it in, so tests can point the
 * same app at PGlite or at real PostgreSQL.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { IpDatabase } from '@lanyun/ipdb';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DbHandle } from './db/client.ts';
import type { Messaging } from './providers/messaging/index.ts';
import type { StorageProvider } from './providers/storage/types.ts';
import type { Payments } from './providers/payment/index.ts';
import cors from './plugins/external/cors.ts';
import multipart, { DEFAULT_BODY_LIMIT } from './plugins/external/multipart.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import redis from './plugins/external/redis.ts';
import swagger from './plugins/external/swagger.ts';
import helmet, { htmlPageHelmet } from './plugins/external/helmet.ts';
import websocket from '@fastify/websocket';
import { isProduction } from './config-guard.ts';
import { CODE } from './lib/envelope.ts';
import auth from './plugins/app/auth.ts';
import db from './plugins/app/db.ts';
import errorHandler, { clientErrorHandler, localizeSuccess } from './plugins/app/error-handler.ts';
import inputGuard from './plugins/app/input-guard.ts';
import ipdb from './plugins/app/ipdb.ts';
import services from './plugins/app/services.ts';
import authRoutes from './routes/auth.ts';
import devRoutes from './routes/dev.ts';
import messageRoutes from './routes/messages.ts';
import profileRoutes from './routes/profile.ts';
import teamRoutes from './routes/team.ts';
import realNameRoutes from './routes/real-name.ts';
import uploadRoutes from './routes/uploads.ts';
import opsAuthRoutes from './routes/ops/auth.ts';
import opsRealNameRoutes from './routes/ops/real-name.ts';
import opsWalletRoutes from './routes/ops/wallet.ts';
import opsContentRoutes from './routes/ops/content.ts';
import opsOperatorRoutes from './routes/ops/operators.ts';
import opsAuditRoutes from './routes/ops/audit.ts';
import opsCustomerRoutes from './routes/ops/customers.ts';
import opsFeedbackRoutes from './routes/ops/feedback.ts';
import walletRoutes from './routes/wallet.ts';
import payNotifyRoutes from './routes/pay-notify.ts';
import sandboxRoutes from './routes/sandbox.ts';
import ipApiRoutes, { IP_API_PREFIX } from './routes/ip-api.ts';
import ipintelAccountRoutes from './routes/ipintel-account.ts';
import operatorAuth from './plugins/app/operator-auth.ts';
import catalogRoutes from './routes/catalog.ts';
import contentRoutes from './routes/content.ts';
import contentPageRoutes from './routes/content-pages.ts';
import contentFeedbackRoutes from './routes/content-feedback.ts';
import ipRoutes from './routes/ip.ts';
import ordering from './plugins/app/ordering.ts';
import type { ComputeBackend } from './services/compute.ts';
import instanceRoutes from './routes/instances.ts';
import instanceDetailRoutes from './routes/instance-detail.ts';
import opsComputeHostRoutes from './routes/ops/compute-hosts.ts';
import sshKeyRoutes from './routes/ssh-keys.ts';
import phoneRoutes from './routes/phone.ts';
import trialRoutes from './routes/trials.ts';
import opsCatalogRoutes from './routes/ops/catalog.ts';
import opsTrialRoutes from './routes/ops/trials.ts';
import ipintelDownloadRoutes from './routes/ipintel-downloads.ts';
import ipintelContactRoutes from './routes/ipintel-contact.ts';
import ipintelSsoRoutes from './routes/ipintel-sso.ts';
import opsIpintelRoutes from './routes/ops/ipintel.ts';

export interface BuildAppOptions {
  config: AppConfig;
  db: DbHandle;
  /** Close the database with the server (true for the real server, false for shared test handles). */
  ownsDb?: boolean;
  /** Loads the IP database in the background; omit to run without IP lookups. */
  loadIpdb?: (log: (msg: string) => void) => Promise<IpDatabase>;
  logger?: FastifyServerOptions['logger'];
  /** Replace the configured SMS/e-mail providers (tests). */
  messaging?: Messaging;
  /** Replace the configured file storage (tests). */
  storage?: StorageProvider;
  /** Replace the configured payment gateways (tests). */
  payments?: Payments;
  /** Replace the configured compute backend (tests). */
  compute?: ComputeBackend;
}

export async function buildApp(opts: BuildAppOptions) {
  const app = Fastify({
    logger: opts.logger ?? false,
    // TRUST_PROXY: `1` trusts X-Forwarded-For from any peer (behind a load balancer); a list of addresses/CIDRs
    // trusts it only from those peers (e.g. the sites' servers, whose /api proxy forwards the visitor's address).
    trustProxy: process.env.TRUST_PROXY === '1' ? true : process.env.TRUST_PROXY && process.env.TRUST_PROXY !== '0' ? process.env.TRUST_PROXY : false,
    // Per route; routes that take more (operator content, uploads) raise it (plugins/external/multipart.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const production = isProduction(opts.config);
  // external
  await app.register(errorHandler);
  await app.register(helmet, { production });
  await app.register(inputGuard);
  await app.register(redis, { url: opts.config.REDIS_URL, keyPrefix: opts.config.REDIS_KEY_PREFIX });
  await app.register(rateLimit);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(swagger, { version: opts.config.version, production });
  // app
  await app.register(db, { handle: opts.db, closeOnShutdown: opts.ownsDb ?? false });
  await app.register(auth);
  await app.register(operatorAuth);
  await app.register(services, { config: opts.config, messaging: opts.messaging, storage: opts.storage, payments: opts.payments });
  await app.register(ipdb, { load: opts.loadIpdb });
  await app.register(ordering, { config: opts.config, compute: opts.compute });
  // routes
  // The keyed IP API in its own scope: any origin may call it, and its GET routes carry no form-body hooks
  // (routes/ip-api.ts).
  await app.register(ipApiRoutes, { prefix: IP_API_PREFIX });
  // Everything the sites call: CORS for the sites' origins and multipart/form bodies (spec section 7).
  await app.register(async (site) => {
    await site.register(cors, { origins: opts.config.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean) });
    await site.register(multipart);
    await site.register(localizeSuccess);
    await site.register(contentRoutes, { config: opts.config });
    await site.register(contentPageRoutes);
    await site.register(contentFeedbackRoutes);
    await site.register(catalogRoutes);
    await site.register(authRoutes);
    await site.register(profileRoutes);
    await site.register(messageRoutes);
    await site.register(teamRoutes);
    await site.register(uploadRoutes);
    await site.register(realNameRoutes);
    await site.register(opsAuthRoutes);
    await site.register(opsRealNameRoutes);
    await site.register(opsWalletRoutes);
    await site.register(opsContentRoutes);
    await site.register(opsOperatorRoutes);
    await site.register(opsAuditRoutes);
    await site.register(opsCustomerRoutes);
    await site.register(opsFeedbackRoutes);
    await site.register(walletRoutes);
    await site.register(payNotifyRoutes);
    // Development-only HTML pages: the sandbox cashier and the outbox never exist in production, whatever
    // PAYMENT_MODE or OUTBOX_PAGE say (the production guard refuses both anyway, config-guard.ts).
    await site.register(async (pages) => {
      pages.addHook('onRoute', (route) => {
        route.config = { ...(route.config as object), helmet: htmlPageHelmet } as typeof route.config;
      });
      if (opts.config.PAYMENT_MODE === 'sandbox' && !production) await pages.register(sandboxRoutes);
      if (!production && (opts.config.OUTBOX_PAGE ?? 'on') === 'on') await pages.register(devRoutes);
    });
    await site.register(ipRoutes);
    await site.register(ipintelAccountRoutes);
    await site.register(instanceRoutes);
    await site.register(instanceDetailRoutes, { publicApiUrl: opts.config.PUBLIC_API_URL, ticketTtlMs: opts.config.CONSOLE_TICKET_TTL_MS });
    await site.register(sshKeyRoutes);
    await site.register(phoneRoutes);
    await site.register(trialRoutes);
    await site.register(opsCatalogRoutes);
    await site.register(opsTrialRoutes);
    await site.register(opsComputeHostRoutes);
    await site.register(ipintelDownloadRoutes);
    await site.register(ipintelContactRoutes);
    await site.register(ipintelSsoRoutes);
    await site.register(opsIpintelRoutes);
  });

  // Liveness for load balancers: HTTP 503 naming the failing part when the database (or Redis, when
  // configured) does not answer a trivial query within HEALTHZ_TIMEOUT_MS; the IP database is reported, not required.
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const timeoutMs = opts.config.HEALTHZ_TIMEOUT_MS;
    const [dbUp, redisUp] = await Promise.all([
      opts.db.ping(timeoutMs).then(() => true, () => false),
      app.redis ? pingRedis(app.redis, timeoutMs) : Promise.resolve(null),
    ]);
    const data = { db: dbUp ? app.dbKind : 'down', ...(redisUp === null ? {} : { redis: redisUp ? 'up' : 'down' }), ipdb: app.ipdb.status };
    if (dbUp && redisUp !== false) return { code: CODE.OK, msg: 'ok', data };
    reply.header('retry-after', '1');
    return reply.status(503).send({ code: CODE.INTERNAL, msg: 'Service temporarily unavailable', data });
  });
  return app;
}

/** True when Redis answers PING within `timeoutMs`. */
async function pingRedis(redis: NonNullable<FastifyInstance['redis']>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  return Promise.race([redis.ping().then(() => true, () => false), timeout]).finally(() => clearTimeout(timer));
}

export type App = Awaited<ReturnType<typeof buildApp>>;
