/**
 * Cloud phones (spec section 7 "Cloud phone"; issue "Catalog and ordering"): GET
 * /phone/get_pdc_regions, /phone/get_pdc_duration, /phone_order/get_pdc_pkg_price,
 * /v1/get_recommend_list_new, POST /phone_order/add_pdc_order (paid from the wallet with the same
 * rules as ECS) and POST /phone_overview/user_phone_list. (/phone/get_pdc_pkg_id is in catalog.ts.)
 * After the purchase, as the ECS instance center does (routes/instances.ts): renewal
 * (/phone_order/inquiry_renew_pdc_price, /phone_order/renew_pdc), /phone/release and /phone/auto_renew, all
 * guarded by server-2-3 (renewal also cost-2-2); services/instances/phone-lifecycle.ts.
 * Codes: 400 bad input, 402 not enough balance (data.shortfall), 403 permission, 404 no such phone
 * (or another account's), 409 price changed (data.price), trial phone or invalid state, 503 real-name required.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { Id, paged, PageQuery } from '../../../../lib/schemas.ts';
import { AgreeField, ClientToken, FormBool, OrderOut, PhoneOut, QuoteOut, YuanFen } from '../../../orders/index.ts';
import { resolveLang } from '../../../content/index.ts';
import { quotePhoneRenewal, releasePhone, renewPhone, setPhoneAutoRenew } from '../../services/phone-lifecycle.ts';
import {
  createPhoneOrder,
  listPhoneDurations,
  listPhoneRegions,
  listPhones,
  quotePhone,
  recommendList,
} from '../../services/phones.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { endPhoneStreams } from '../../services/phone-relay.ts';
import { messageLang } from '../../../../lib/lang.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['phone'];
const security = [{ token: [] }];

const PhoneConfig = z.object({
  pkg_id: Id,
  region_id: Id,
  duration_months: z.coerce.number().int().positive().default(1),
  quantity: z.coerce.number().int().default(1),
});

const PhoneRef = z.object({
  phone_id: z.string().trim().min(1).max(40).describe('The phone_id of /phone_overview/user_phone_list'),
});
const RenewBody = PhoneRef.extend({
  duration_months: z.coerce.number().int().positive().describe('One of /phone/get_pdc_duration'),
});
/** Renewing, releasing and auto-renew of phones (docs/permissions.md). */
const MANAGE_KEY = 'server-2-3';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/phone/get_pdc_regions',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'Regions offering cloud phones',
        response: { 200: envelope(z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() }))) },
      },
    },
    async (request) => ok(await listPhoneRegions(app.db, resolveLang(request))),
  );

  app.get(
    '/phone/get_pdc_duration',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'Cloud-phone purchase durations and discounts',
        response: {
          200: envelope(
            z.array(
              z.object({
                months: z.number().int(),
                label: z.string(),
                price_pct: z.number().int().describe('Percent of list price paid'),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await listPhoneDurations(app.db, resolveLang(request))),
  );

  app.get(
    '/phone_order/get_pdc_pkg_price',
    {
      config: { guard: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Price of a cloud-phone purchase, computed by the server',
        querystring: PhoneConfig,
        response: { 200: envelope(QuoteOut) },
      },
    },
    async (request) => ok((await quotePhone(app.db, request.query, resolveLang(request))).dto),
  );

  app.get(
    '/v1/get_recommend_list_new',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'Recommended cloud-phone packages with their badge',
        response: {
          200: envelope(
            z.array(
              z.object({
                id: z.number().int(),
                name: z.string(),
                cpu: z.number().int(),
                memory_gb: z.number().int(),
                storage_gb: z.number().int(),
                price_month: z.string(),
                badge: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await recommendList(app.db, resolveLang(request))),
  );

  app.post(
    '/phone_order/add_pdc_order',
    {
      preHandler: [app.requireUser, app.requirePermission('server-2-2'), app.requirePermission('cost-2-2')],
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Buy cloud phones, paid from the wallet (same rules as ECS: 402 data.shortfall, 409 data.price, 503 real-name)',
        security,
        ...form,
        body: PhoneConfig.extend({
          auto_renew: FormBool.default(false),
          price: YuanFen('price').describe('The total shown, yuan'),
          agree: AgreeField,
          client_token: ClientToken,
        }),
        response: { 200: envelope(OrderOut.extend({ phones: z.array(PhoneOut) })) },
      },
    },
    async (request) =>
      ok(
        await createPhoneOrder({ db: app.db, jobs: app.jobs }, requireUser(request), request.body),
        'order.paid_phones',
      ),
  );

  app.post(
    '/phone_overview/user_phone_list',
    {
      preHandler: [app.requireUser, app.requirePermission('server-2-1')],
      schema: {
        tags,
        summary: 'The account’s cloud phones, newest first',
        security,
        ...form,
        body: PageQuery,
        response: { 200: envelope(paged(PhoneOut)) },
      },
    },
    async (request) => ok(await listPhones(app.db, requireUser(request), request.body, messageLang(request))),
  );

  app.post(
    '/phone_order/inquiry_renew_pdc_price',
    {
      preHandler: [app.requireUser, app.requirePermission(MANAGE_KEY)],
      schema: {
        tags,
        summary:
          'Price of renewing a cloud phone for duration_months at today’s catalog price of its package and region. 409 for trial phones and phones not running or expired',
        security,
        ...form,
        body: RenewBody,
        response: { 200: envelope(QuoteOut) },
      },
    },
    async (request) =>
      ok(
        await quotePhoneRenewal(
          app.db,
          requireUser(request),
          request.body.phone_id,
          request.body.duration_months,
          resolveLang(request),
        ),
      ),
  );

  app.post(
    '/phone_order/renew_pdc',
    {
      preHandler: [app.requireUser, app.requirePermission(MANAGE_KEY), app.requirePermission('cost-2-2')],
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Renew a running or expired cloud phone, paid from the wallet; expiry moves by duration_months from the later of now and the current expiry, an expired phone runs again. 402 data.shortfall; 409 data.price, trial phone or state; 503 real-name',
        security,
        ...form,
        body: RenewBody.extend({
          price: YuanFen('price').describe('The renewal price shown (from /phone_order/inquiry_renew_pdc_price), yuan'),
          agree: AgreeField,
          client_token: ClientToken,
        }),
        response: { 200: envelope(OrderOut.extend({ phone: PhoneOut })) },
      },
    },
    async (request) => ok(await renewPhone(app.db, requireUser(request), request.body), 'done.renewed'),
  );

  app.post(
    '/phone/release',
    {
      preHandler: [app.requireUser, app.requirePermission(MANAGE_KEY), app.requireStepUp],
      schema: {
        tags,
        summary: 'Release a running or expired cloud phone (→ released at once); the unused time is not refunded',
        security,
        ...form,
        body: PhoneRef,
        response: { 200: envelope(PhoneOut) },
      },
    },
    async (request) => {
      const answer = await releasePhone(app.db, requireUser(request), request.body.phone_id);
      endPhoneStreams(request.body.phone_id);
      return ok(answer);
    },
  );

  app.post(
    '/phone/auto_renew',
    {
      preHandler: [app.requireUser, app.requirePermission(MANAGE_KEY)],
      schema: {
        tags,
        summary:
          'Turn a cloud phone’s auto-renewal on or off (renewed for a month from the wallet at expiry); not for trial phones (409)',
        security,
        ...form,
        body: PhoneRef.extend({ auto_renew: FormBool }),
        response: { 200: envelope(PhoneOut) },
      },
    },
    async (request) =>
      ok(await setPhoneAutoRenew(app.db, requireUser(request), request.body.phone_id, request.body.auto_renew)),
  );
};

export default routes;
