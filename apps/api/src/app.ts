/**
 * Builds the Fastify application, registering plugins in the order external → app → routes
 * (fastify/demo layout). The caller opens the database and passes it in, so tests can point the
 * same app at PGlite or at real PostgreSQL.
 */
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { IpDatabase } from '@lanyun/ipdb';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DbHandle } from './db/client.ts';
import type { Messaging } from './providers/messaging/index.ts';
import type { StorageProvider } from './providers/storage/types.ts';
import type { Payments } from './providers/payment/index.ts';
import cors from './plugins/external/cors.ts';
import multipart from './plugins/external/multipart.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import redis from './plugins/external/redis.ts';
import swagger from './plugins/external/swagger.ts';
import auth from './plugins/app/auth.ts';
import db from './plugins/app/db.ts';
import errorHandler from './plugins/app/error-handler.ts';
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
import walletRoutes from './routes/wallet.ts';
import payNotifyRoutes from './routes/pay-notify.ts';
import sandboxRoutes from './routes/sandbox.ts';
import ipApiRoutes from './routes/ip-api.ts';
import ipintelAccountRoutes from './routes/ipintel-account.ts';
import operatorAuth from './plugins/app/operator-auth.ts';
import catalogRoutes from './routes/catalog.ts';
import contentRoutes from './routes/content.ts';
import ipRoutes from './routes/ip.ts';

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
}

export async function buildApp(opts: BuildAppOptions) {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: process.env.TRUST_PROXY === '1',
    bodyLimit: 6 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // external
  await app.register(errorHandler);
  await app.register(cors, { origins: opts.config.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean) });
  await app.register(multipart);
  await app.register(redis, { url: opts.config.REDIS_URL });
  await app.register(rateLimit);
  await app.register(swagger, { version: opts.config.version });
  // app
  await app.register(db, { handle: opts.db, closeOnShutdown: opts.ownsDb ?? false });
  await app.register(auth);
  await app.register(operatorAuth);
  await app.register(services, { config: opts.config, messaging: opts.messaging, storage: opts.storage, payments: opts.payments });
  await app.register(ipdb, { load: opts.loadIpdb });
  // routes
  await app.register(contentRoutes, { config: opts.config });
  await app.register(catalogRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(messageRoutes);
  await app.register(teamRoutes);
  await app.register(uploadRoutes);
  await app.register(realNameRoutes);
  await app.register(opsAuthRoutes);
  await app.register(opsRealNameRoutes);
  await app.register(opsWalletRoutes);
  await app.register(walletRoutes);
  await app.register(payNotifyRoutes);
  if (opts.config.PAYMENT_MODE === 'sandbox') await app.register(sandboxRoutes);
  const outboxPage = opts.config.OUTBOX_PAGE ?? (opts.config.NODE_ENV === 'production' ? 'off' : 'on');
  if (outboxPage === 'on') await app.register(devRoutes);
  await app.register(ipRoutes);
  await app.register(ipApiRoutes);
  await app.register(ipintelAccountRoutes);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ code: 200, msg: 'ok', data: { db: app.dbKind, ipdb: app.ipdb.status } }));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
