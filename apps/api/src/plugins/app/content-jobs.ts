/**
 * Content housekeeping on the job runner (`app.jobs`, plugins/app/ordering.ts: pg-boss on PostgreSQL, timers on
 * PGlite): every CONTENT_IMAGE_CLEANUP_MS (default hourly; 0 = never) each process queues the content image cleanup
 * (services/content/content-image-cleanup.ts) under one key, so processes sharing pg-boss queue it once; the job removes
 * the images no content names that were uploaded more than CONTENT_IMAGE_GRACE_HOURS ago, and logs what it removed.
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { cleanupContentImages, JOB_CONTENT_IMAGE_CLEANUP } from '../../modules/content/index.ts';

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const c = opts.config;
    const log = { error: (obj: object, msg: string) => app.log.error(obj, msg) };
    app.jobs.work(JOB_CONTENT_IMAGE_CLEANUP, async () => {
      const out = await cleanupContentImages(
        { db: app.db, storage: app.storage, log },
        c.CONTENT_IMAGE_GRACE_HOURS * 3_600_000,
      );
      if (out.removed.length || out.failed.length) app.log.info(out, 'unused content images removed');
    });
    let timer: NodeJS.Timeout | null = null;
    // Registered after the ordering plugin: its onReady hook has started the runner by now.
    app.addHook('onReady', async () => {
      if (c.CONTENT_IMAGE_CLEANUP_MS <= 0) return;
      timer = setInterval(
        () => void app.jobs.send(JOB_CONTENT_IMAGE_CLEANUP, {}, { key: 'all' }),
        c.CONTENT_IMAGE_CLEANUP_MS,
      );
      timer.unref();
    });
    // Runs before the ordering plugin's onClose, which waits for running jobs.
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'content-jobs', dependencies: ['ordering', 'services'] },
);
