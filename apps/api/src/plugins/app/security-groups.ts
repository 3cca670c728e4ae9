/**
 * Security group enforcement (issue 40, modules/security-groups/services/enforcement.ts): `app.firewalls`, the pass
 * runner of this process. A pass runs every FIREWALL_RECONCILE_MS and at once after each change (`app.firewalls.kick()`
 * from the routes); one pass at a time across the API processes (an advisory lock on PostgreSQL). Stops with the
 * server, waiting for a pass in progress.
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { firewallPassRunner } from '../../modules/security-groups/index.ts';
import { advisoryClaims, memoryClaims } from '../../modules/platform/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security group enforcement pass of this process: `kick()` after a change. */
    firewalls: { kick(): void; tick(): void; running(): Promise<unknown> };
  }
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const log = {
      error: (obj: object, msg: string) => app.log.error(obj, msg),
      warn: (obj: object, msg: string) => app.log.warn(obj, msg),
    };
    const pool = (app.db as unknown as { $client: Parameters<typeof advisoryClaims>[0] }).$client;
    const claims = app.dbKind === 'postgres' ? advisoryClaims(pool, log) : memoryClaims();
    const runner = firewallPassRunner({ db: app.db, compute: app.compute, claims, log });
    app.decorate('firewalls', runner);
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      if (opts.config.FIREWALL_RECONCILE_MS > 0) {
        timer = setInterval(() => runner.tick(), opts.config.FIREWALL_RECONCILE_MS);
        timer.unref();
      }
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await runner.running();
      await claims.close();
    });
  },
  { name: 'security-groups', dependencies: ['db', 'ordering'] },
);
