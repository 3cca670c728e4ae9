/**
 * Converting a trial cloud phone to a paid one, keeping the phone (services/trial-conversion.ts):
 * POST /phone_order/inquiry_convert_trial_price (the confirmation's quote: breakdown, amount, the trial's end and the
 * expiry once converted) and POST /phone_order/convert_trial (pays the amount shown, with the service agreement).
 * Guarded like a renewal: server-2-3, and cost-2-2 to pay. Codes: 400 bad input or agreement missing, 402 not enough
 * balance (data.shortfall), 403 permission, 404 no such phone, 409 price changed (data.price), not a trial phone,
 * trial expired or phone not running (data.reason), 503 real-name required.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { UnixSeconds } from '../../../../lib/schemas.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { AgreeField, ClientToken, FormBool, OrderOut, PhoneOut, QuoteOut, YuanFen } from '../../../orders/index.ts';
import { resolveLang } from '../../../content/index.ts';
import { convertTrial, quoteTrialConversion } from '../../services/trial-conversion.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['phone'];
const security = [{ token: [] }];
/** Managing phones (docs/permissions.md); paying also needs cost-2-2. */
const MANAGE_KEY = 'server-2-3';

const ConvertBody = z.object({
  phone_id: z.string().trim().min(1).max(40).describe('The trial phone’s phone_id (/phone_overview/user_phone_list)'),
  duration_months: z.coerce.number().int().positive().describe('One of /phone/get_pdc_duration'),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/phone_order/inquiry_convert_trial_price',
    {
      preHandler: [app.requireUser, app.requirePermission(MANAGE_KEY)],
      schema: {
        tags,
        summary:
          'Price of converting a running trial cloud phone to a paid one for duration_months (today’s catalog price of its package and region), with the trial’s end and the expiry once converted (the paid months follow the trial). 409 data.reason trial.convert_not_trial | trial.convert_expired | trial.convert_state',
        security,
        ...form,
        body: ConvertBody,
        response: {
          200: envelope(
            QuoteOut.extend({
              trial_expires_at: UnixSeconds.describe('When the trial ends'),
              expires_at: UnixSeconds.describe('The expiry once converted: the trial’s end plus duration_months'),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(
        await quoteTrialConversion(
          app.db,
          requireUser(request),
          request.body.phone_id,
          request.body.duration_months,
          resolveLang(request),
        ),
      ),
  );

  app.post(
    '/phone_order/convert_trial',
    {
      preHandler: [app.requireUser, app.requirePermission(MANAGE_KEY), app.requirePermission('cost-2-2')],
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Convert a running trial cloud phone to a paid one, keeping the phone, until the trial’s end: pays the amount shown on the confirmation (with the service agreement) from the wallet as one phone_convert order. 400 order.agreement_required; 402 data.shortfall; 409 data.price, trial.convert_not_trial | trial.convert_expired | trial.convert_state; 503 real-name',
        security,
        ...form,
        body: ConvertBody.extend({
          price: YuanFen('price').describe('The amount shown (from /phone_order/inquiry_convert_trial_price), yuan'),
          auto_renew: FormBool.default(false),
          agree: AgreeField,
          client_token: ClientToken,
        }),
        response: { 200: envelope(OrderOut.extend({ phone: PhoneOut })) },
      },
    },
    async (request) => ok(await convertTrial(app.db, requireUser(request), request.body), 'trial.converted'),
  );
};

export default routes;
