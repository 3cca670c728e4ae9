/**
 * Keeps the caches of several API processes in step (lib/broadcast.ts carries the messages):
 * - an API key revoked, rotated or given new origins here → every process drops its cached answer;
 * - an account's IP plan bought here → every process drops its cached plan;
 * - the IP plans edited in the operator catalog here (quota, API access) → every process drops every cached plan;
 * - the ECS catalog edited here (operator catalog) → every process drops its copy of the catalog the price quote reads;
 * - news articles or classes saved or deleted here (operator content) → every process drops its copies of the news
 *   list's first page;
 * - an account or its sessions changed here (wallet, real-name status, profile, log-out, password) → every process
 *   drops its copies of that account's sessions (services/accounts/session-cache.ts);
 * - an instance ordered, acted on or changed by a job here → every process drops its copies of the owner's first page
 *   of instances (services/instances/list-copies.ts);
 * - an IP database snapshot swapped in here (`/ops/ipdb/swap`) → every process opens the same
 *   snapshot (from the shared `IPDB_SNAPSHOT_DIR`) and answers from it.
 * After a reconnect of the listening connection every cached key and plan is dropped and the
 * snapshot last swapped in (audit log) is opened when it is not the one in use.
 * `app.sharedState.ipdbSwapped(version)` is the route's hook after a swap.
 */
import { defaultSnapshotDir } from '@lanyun/ipdb';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import {
  localBroadcast,
  postgresBroadcast,
  redisBroadcast,
  CHANNEL,
  type Broadcast,
  type SharedEvent,
} from '../../lib/broadcast.ts';
import {
  clearKeyCache,
  clearPlanCache,
  forgetKey,
  forgetPlan,
  keyChangeListeners,
  planChangeListeners,
  planEditListeners,
} from '../../modules/ipintel/index.ts';
import { forgetNews, newsChangeListeners } from '../../modules/content/index.ts';
import { accountChangeListeners, forgetAccount, forgetAllAccounts } from '../../modules/accounts/index.ts';
import { forgetAllInstances, forgetInstances, instancesChangeListeners } from '../../modules/instances/index.ts';
import { catalogChangeListeners, forgetQuoteCatalog } from '../../modules/orders/index.ts';
import { lastSwappedSnapshot, openSnapshot } from '../../modules/platform/index.ts';

export interface SharedState {
  broadcast: Broadcast;
  /** Tell the other processes that this one now answers from snapshot `version`. */
  ipdbSwapped(version: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sharedState: SharedState;
  }
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const log = (msg: string, err?: unknown) => (err ? app.log.warn({ err }, msg) : app.log.info(msg));
    const { config } = opts;
    const broadcast = app.redis
      ? await redisBroadcast(app.redis, `${config.REDIS_KEY_PREFIX}${CHANNEL}`, log)
      : config.DATABASE_URL
        ? await postgresBroadcast(config.DATABASE_URL, log)
        : localBroadcast(log);
    const snapshotDir = config.IPDB_SNAPSHOT_DIR ?? defaultSnapshotDir();

    const publish = (event: SharedEvent) => {
      broadcast.publish(event).catch((err: unknown) => app.log.error({ err, event }, 'shared state: publish failed'));
    };
    const onKey = (keyId: number) => publish({ type: 'api-key', keyId });
    const onPlan = (userId: number) => publish({ type: 'ip-plan', userId });
    const onPlansEdited = () => publish({ type: 'ip-plans' });
    const onCatalog = () => publish({ type: 'catalog' });
    catalogChangeListeners.add(onCatalog);
    const onNews = () => publish({ type: 'news' });
    newsChangeListeners.add(onNews);
    const onAccount = (userId: number) => publish({ type: 'account', userId });
    accountChangeListeners.add(onAccount);
    const onInstances = (userId: number) => publish({ type: 'instances', userId });
    instancesChangeListeners.add(onInstances);
    keyChangeListeners.add(onKey);
    planChangeListeners.add(onPlan);
    planEditListeners.add(onPlansEdited);

    const useSnapshot = (version: string) => {
      try {
        app.ipdb.swap(openSnapshot(snapshotDir, version), version);
        app.log.info({ version }, 'IP database swapped (another process)');
      } catch (err) {
        app.log.error({ err, version }, 'shared state: the swapped IP database snapshot did not open here');
      }
    };
    broadcast.subscribe((event) => {
      if (event.type === 'api-key') forgetKey(event.keyId);
      else if (event.type === 'ip-plan') forgetPlan(event.userId);
      else if (event.type === 'ip-plans') clearPlanCache();
      else if (event.type === 'catalog') forgetQuoteCatalog();
      else if (event.type === 'news') forgetNews();
      else if (event.type === 'account') forgetAccount(event.userId);
      else if (event.type === 'instances') forgetInstances(event.userId);
      else if (event.type === 'ipdb' && event.version !== app.ipdb.snapshot) useSnapshot(event.version);
    });
    broadcast.onResync(() => {
      clearKeyCache();
      clearPlanCache();
      forgetQuoteCatalog();
      forgetNews();
      forgetAllAccounts();
      forgetAllInstances();
      lastSwappedSnapshot(app.db).then(
        (version) => {
          if (version && version !== app.ipdb.snapshot) useSnapshot(version);
        },
        (err: unknown) => app.log.error({ err }, 'shared state: could not read the last IP database swap'),
      );
    });

    app.decorate('sharedState', {
      broadcast,
      ipdbSwapped(version: string) {
        publish({ type: 'ipdb', version });
      },
    });
    app.log.info({ transport: broadcast.transport }, 'shared state: broadcasting cache changes');
    app.addHook('onClose', async () => {
      keyChangeListeners.delete(onKey);
      planChangeListeners.delete(onPlan);
      planEditListeners.delete(onPlansEdited);
      catalogChangeListeners.delete(onCatalog);
      newsChangeListeners.delete(onNews);
      accountChangeListeners.delete(onAccount);
      instancesChangeListeners.delete(onInstances);
      await broadcast.close();
    });
  },
  { name: 'shared-state', dependencies: ['redis', 'db', 'ipdb'] },
);
