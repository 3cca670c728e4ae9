/**
 * The operator overview: POST /ops/overview/period — the figures of a China-time day, Monday-to-Sunday week or
 * calendar month (the one containing `date`, default today): revenue by product per day and in total, orders,
 * refunds, sign-ups, verified customers, top-ups, IP API calls by plan; instances by state and queue sizes now
 * (services/ops/ops-overview.ts). Money figures: role finance (admin passes). A date that does not exist is
 * refused with the reason `form.date`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { chinaDay, isCalendarDate, PERIODS, periodOverview } from '../../services/ops-overview.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };

const yuan = (what: string) => z.string().describe(`Yuan: ${what}`);
const StateCount = z.object({ status: z.string(), count: z.number().int() });
const ByProduct = {
  ecs: yuan('ECS orders'),
  phone: yuan('cloud-phone orders'),
  ip: yuan('IP plans'),
  total: yuan('ecs + phone + ip'),
};
const PeriodOverview = z.object({
  period: z.enum(PERIODS),
  from: z.string().describe('First China-time day of the period (YYYY-MM-DD)'),
  to: z.string().describe('Last China-time day of the period (YYYY-MM-DD), inclusive'),
  days: z
    .array(z.object({ date: z.string(), ...ByProduct, refunds: yuan('money refunded that day') }))
    .describe('Every day of the period, in order: revenue by product and refunds'),
  revenue: z.object(ByProduct).describe('Orders paid in the period at their amount (gross, refunds not subtracted)'),
  orders: z.object({
    ecs: z.number().int(),
    phone: z.number().int(),
    ip: z.number().int(),
    total: z.number().int(),
  }),
  refunds: z
    .object({ count: z.number().int(), amount: yuan('ecs + phone'), ecs: yuan('ECS'), phone: yuan('cloud phones') })
    .describe('Money returned in the period (dated when returned), by the product of the refunded order'),
  net: yuan('revenue.total − refunds.amount'),
  sign_ups: z.number().int(),
  verified: z.number().int().describe('Real-name applications approved in the period'),
  top_ups: z.object({ count: z.number().int(), amount: yuan('credited') }),
  ip_calls: z.object({
    plans: z.array(
      z.object({ code: z.string(), name: z.string(), name_zh: z.string().nullable(), calls: z.number().int() }),
    ),
    total: z.number().int().describe('Sum of the plans’ calls (UTC days of the meter)'),
  }),
  instances: z.object({ ecs: z.array(StateCount), phones: z.array(StateCount) }).describe('Now'),
  queues: z
    .object({
      real_name: z.number().int(),
      trials: z.number().int(),
      tickets: z.number().int(),
      invoices: z.number().int(),
      bank_transfers: z.number().int(),
      feedback: z.number().int(),
    })
    .describe('Pending items now'),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops/overview/period',
    {
      preHandler: app.requireOperatorRole('finance'),
      schema: {
        tags,
        summary:
          'Figures of a China-time day, week or month: revenue by product per day, orders, refunds, sign-ups, verified customers, top-ups, IP API calls by plan; instances and queues now',
        security,
        ...form,
        body: z.object({
          period: z.enum(PERIODS).default('day').describe('day, week (Monday to Sunday) or month'),
          date: z
            .string()
            .refine(isCalendarDate, 'form.date')
            .optional()
            .describe('A day of the period (YYYY-MM-DD, China time); default today'),
        }),
        response: { 200: envelope(PeriodOverview) },
      },
    },
    async (request) =>
      ok(await periodOverview(app.db, request.body.period, request.body.date ?? chinaDay(new Date()).date)),
  );
};

export default routes;
