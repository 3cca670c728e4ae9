/**
 * The content clock of the test stack (services/content/content-schedule.ts): `POST /dev/content-clock` (`offset_seconds`)
 * moves the time that decides scheduled publishing ahead of (or behind) the real time, for every API process at once,
 * so a browser test can schedule an article and then see it appear without waiting. `POST /dev/expiry-reminders` sends
 * the expiry reminders due at that clock's time, or at `offset_seconds` from now without moving the shared clock
 * (services/instances/expiry-reminders.ts). Registered only with
 * CONTENT_CLOCK_CONTROL=on, which the production guard refuses (config-guard.ts); never in production.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { setContentClockOffset } from '../../../content/index.ts';
import { reminderClock, sweepReminders } from '../../../instances/index.ts';

/** The largest move of the content clock either way: ten years, in seconds. */
const MAX_OFFSET_SECONDS = 10 * 366 * 24 * 3600;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/content-clock',
    {
      schema: {
        tags: ['dev'],
        summary: 'Move the content clock of the test stack (test stack only)',
        body: z.object({
          offset_seconds: z.coerce
            .number()
            .int()
            .min(-MAX_OFFSET_SECONDS)
            .max(MAX_OFFSET_SECONDS)
            .describe('Seconds ahead of the real time (0 puts the clock back)'),
        }),
        response: { 200: envelope(z.object({ offset_seconds: z.number().int() })) },
      },
    },
    async (request) => {
      await setContentClockOffset(app.db, request.body.offset_seconds);
      return ok({ offset_seconds: request.body.offset_seconds });
    },
  );

  app.post(
    '/dev/expiry-reminders',
    {
      schema: {
        tags: ['dev'],
        summary: 'Send the expiry reminders due now, or offset_seconds from now (test stack only)',
        body: z
          .object({
            offset_seconds: z.coerce
              .number()
              .int()
              .min(-MAX_OFFSET_SECONDS)
              .max(MAX_OFFSET_SECONDS)
              .optional()
              .describe(
                'Sweep as if the time were this many seconds ahead of the real time (default: the content clock)',
              ),
          })
          .optional(),
        response: { 200: envelope(z.object({ sent: z.number().int(), at: z.number().int() })) },
      },
    },
    async (request) => {
      const offset = request.body?.offset_seconds;
      const now = offset === undefined ? await reminderClock(app.db) : new Date(Date.now() + offset * 1000);
      return ok({ sent: await sweepReminders(app.db, now), at: Math.floor(now.getTime() / 1000) });
    },
  );
};

export default routes;
