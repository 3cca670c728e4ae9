/**
 * Cloud-phone trials (issue "Catalog and ordering"): /phone/apply_use_add (apply, one per verified
 * account, ever), /phone/apply_use_info (the account's application or null) and
 * /phone_order/add_pdc_trial_order (claim an approved trial: a free cloud phone for
 * TRIAL_DAYS days), and the public /phone/trial_terms (those days, for every page that quotes the offer).
 * Operators decide through /ops/trial/review. Applying and claiming: main accounts only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { PhoneOut, TrialOut } from '../../schemas/ordering.ts';
import { applyTrial, claimTrial, TRIAL_DAYS, trialOf } from '../../services/trials.ts';
import { Id } from '../../../../lib/schemas.ts';
import { requireUser } from '../../../../lib/require-user.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['trial'];
const security = [{ token: [] }];

const routes: FastifyPluginAsyncZod = async (app) => {
  const guard = [app.requireUser, app.requireMainAccount];

  app.post(
    '/phone/apply_use_add',
    {
      preHandler: guard,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Apply for a free cloud-phone trial (real-name verified main accounts, one per account; 503 unverified, 409 already applied)',
        security,
        ...form,
        body: z.object({
          pkg_id: Id,
          region_id: Id,
          contact_name: z.string().trim().min(1, 'form.contact_name').max(50),
          contact_phone: z.string().trim().min(1, 'form.contact_phone').max(20),
          company: z.string().trim().max(100).default(''),
          purpose: z.string().trim().min(5, 'form.trial_purpose').max(500),
        }),
        response: { 200: envelope(TrialOut) },
      },
    },
    async (request) => ok(await applyTrial(app.db, requireUser(request), request.body), 'trial.submitted'),
  );

  app.post(
    '/phone/trial_terms',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'The trial offer’s terms (no log-in): the days a claimed trial cloud phone stays free',
        response: { 200: envelope(z.object({ days: z.number().int().positive() })) },
      },
    },
    async () => ok({ days: TRIAL_DAYS }),
  );

  app.post(
    '/phone/apply_use_info',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The account’s trial application, or null',
        security,
        response: { 200: envelope(TrialOut.nullable()) },
      },
    },
    async (request) => ok(await trialOf(app.db, requireUser(request))),
  );

  app.post(
    '/phone_order/add_pdc_trial_order',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Claim an approved trial: creates the free trial cloud phone (409 when not approved or already claimed)',
        security,
        response: { 200: envelope(z.object({ order_num: z.string(), phone: PhoneOut })) },
      },
    },
    async (request) => ok(await claimTrial({ db: app.db, jobs: app.jobs }, requireUser(request)), 'trial.creating'),
  );
};

export default routes;
