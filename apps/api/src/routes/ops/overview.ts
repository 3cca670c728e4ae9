/**
 * The operator dashboard's figures: POST /ops/overview/day — sign-ups, top-ups, orders and revenue of one China-time
 * day (today, or `date`), pending reviews and instances by state now (services/ops/ops-overview.ts). Money figures:
 * role finance (admin passes).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.ts';
import { dayOverview } from '../../services/ops/ops-overview.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };

const StateCount = z.object({ status: z.string(), count: z.number().int() });
const DayOverview = z.object({
  date: z.string().describe('The China-time day (YYYY-MM-DD)'),
  sign_ups: z.number().int(),
  top_ups: z.object({ count: z.number().int(), amount: z.string().describe('Yuan') }),
  orders: z.object({
    count: z.number().int(),
    revenue: z.string().describe('Yuan, orders still paid'),
    refunds: z.number().int(),
    refunded: z.string().describe('Yuan'),
  }),
  pending: z.object({ real_name: z.number().int(), trials: z.number().int() }),
  instances: z.object({ ecs: z.array(StateCount), phones: z.array(StateCount) }),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops/overview/day',
    {
      preHandler: app.requireOperatorRole('finance'),
      schema: {
        tags,
        summary:
          'Figures of a China-time day: sign-ups, top-ups, orders, revenue; pending reviews and instances by state now',
        security,
        ...form,
        body: z.object({
          date: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, 'form.date')
            .optional()
            .describe('Default: today (China time)'),
        }),
        response: { 200: envelope(DayOverview) },
      },
    },
    async (request) => {
      const at = request.body.date ? new Date(`${request.body.date}T12:00:00+08:00`) : new Date();
      return ok(await dayOverview(app.db, Number.isNaN(at.getTime()) ? new Date() : at));
    },
  );
};

export default routes;
