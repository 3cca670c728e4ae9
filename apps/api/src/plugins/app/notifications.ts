/**
 * The message centre's background work (services/accounts/notify.ts): every NOTIFY_DELIVER_MS the queued e-mails and
 * SMS go to the messaging provider (rows left `sending` past NOTIFY_SENDING_LEASE_MS are claimed again), and every EXPIRY_SWEEP_MS the expiry reminders due are sent
 * (services/instances/expiry-reminders.ts, on the reminders' clock). Each pass waits for the previous one; both stop
 * before the database closes.
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { deliverPending } from '../../modules/accounts/index.ts';
import { reminderClock, sweepReminders } from '../../modules/instances/index.ts';

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const c = opts.config;
    const timers: NodeJS.Timeout[] = [];
    let delivering: Promise<unknown> | null = null;
    let reminding: Promise<unknown> | null = null;
    app.addHook('onReady', async () => {
      if (c.NOTIFY_DELIVER_MS > 0)
        timers.push(
          setInterval(() => {
            delivering ??= deliverPending(app.db, app.messaging, 20, c.NOTIFY_SENDING_LEASE_MS)
              .catch((err: unknown) => app.log.error({ err }, 'message delivery failed'))
              .finally(() => (delivering = null));
          }, c.NOTIFY_DELIVER_MS),
        );
      if (c.EXPIRY_SWEEP_MS > 0)
        timers.push(
          setInterval(() => {
            reminding ??= reminderClock(app.db)
              .then((now) => sweepReminders(app.db, now))
              .catch((err: unknown) => app.log.error({ err }, 'expiry reminders failed'))
              .finally(() => (reminding = null));
          }, c.EXPIRY_SWEEP_MS),
        );
      for (const t of timers) t.unref();
    });
    app.addHook('onClose', async () => {
      for (const t of timers) clearInterval(t);
      await delivering;
      await reminding;
    });
  },
  { name: 'notifications', dependencies: ['db', 'services'] },
);
