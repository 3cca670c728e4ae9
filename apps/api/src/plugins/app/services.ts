/**
 * Shared services the routes use: `app.counters` (Redis or memory fixed-window counters) and
 * `app.messaging` (SMS and e-mail providers chosen by configuration), `app.storage` (uploaded
 * files; local disk by default), `app.payments` (payment gateways; the sandbox by default) and
 * `app.identity` (real-name checks of persons; the sandbox by default). It also sets the key ring that seals stored
 * secrets (lib/secrets-box.ts) and, when ready, seals TOTP secrets still plain or under an old key
 * (services/accounts/secrets-at-rest.ts).
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { memoryCounters, redisCounters, type Counters } from '../../lib/counters.ts';
import { createMessaging, type Messaging } from '../../providers/messaging/index.ts';
import { createStorage } from '../../providers/storage/index.ts';
import type { StorageProvider } from '../../providers/storage/types.ts';
import { createPayments, type Payments } from '../../providers/payment/index.ts';
import { createIdentityProvider, type IdentityProvider } from '../../providers/identity/index.ts';
import { createIpMeter, type IpMeter } from '../../modules/ipintel/index.ts';
import { keyRingOf, setSecretsKeyRing } from '../../lib/secrets-box.ts';
import { sealTotpSecrets } from '../../modules/accounts/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    counters: Counters;
    messaging: Messaging;
    storage: StorageProvider;
    payments: Payments;
    identity: IdentityProvider;
    ipMeter: IpMeter;
    config: AppConfig;
  }
}

export default fp(
  async (app, opts: { config: AppConfig; messaging?: Messaging; storage?: StorageProvider; payments?: Payments }) => {
    app.decorate('config', opts.config);
    setSecretsKeyRing(keyRingOf(opts.config));
    app.addHook('onReady', async () => {
      const sealed = await sealTotpSecrets(app.db);
      if (sealed) app.log.info({ sealed }, 'TOTP secrets sealed with the current SECRETS_KEY');
    });
    app.decorate('counters', app.redis ? redisCounters(app.redis) : memoryCounters());
    app.decorate('messaging', opts.messaging ?? createMessaging(opts.config, app.db));
    app.decorate('payments', opts.payments ?? createPayments(opts.config));
    app.decorate('identity', createIdentityProvider(opts.config));
    const meter = createIpMeter(app.db, app.counters);
    app.decorate('ipMeter', meter);
    const flush = () => meter.flush().catch((err: unknown) => app.log.error({ err }, 'IP usage flush failed'));
    const timer = setInterval(flush, 5_000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await flush();
    });
    app.decorate('storage', opts.storage ?? createStorage(opts.config));
  },
  { name: 'services', dependencies: ['db', 'redis'] },
);
