/**
 * Cloud phones (spec section 7 "Cloud phone"; issue "Catalog and ordering"): GET
 * /phone/get_pdc_regions, /phone/get_pdc_duration, /phone_order/get_pdc_pkg_price,
 * /v1/get_recommend_list_new, POST /phone_order/add_pdc_order (paid from the wallet with the same
 * rules as ECS) and POST /phone_overview/user_phone_list. (/phone/get_pdc_pkg_id is in catalog.ts.)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../lib/envelope.ts';
import { PageQuery, paged } from '../schemas/common.ts';
import { ClientToken, FormBool, OrderOut, PhoneOut, QuoteOut, YuanFen } from '../schemas/ordering.ts';
import { resolveLang } from '../services/content-lang.ts';
import { createPhoneOrder, listPhoneDurations, listPhoneRegions, listPhones, quotePhone, recommendList } from '../services/phones.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['phone'];
const security = [{ token: [] }];

const PhoneConfig = z.object({
  pkg_id: z.coerce.number().int().positive(),
  region_id: z.coerce.number().int().positive(),
  duration_months: z.coerce.number().int().positive().default(1),
  quantity: z.coerce.number().int().default(1),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/phone/get_pdc_regions',
    { schema: { tags, summary: 'Regions offering cloud phones', response: { 200: envelope(z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() }))) } } },
    async (request) => ok(await listPhoneRegions(app.db, resolveLang(request))),
  );

  app.get(
    '/phone/get_pdc_duration',
    { schema: { tags, summary: 'Cloud-phone purchase durations and discounts', response: { 200: envelope(z.array(z.object({ months: z.number().int(), label: z.string(), price_pct: z.number().int().describe('Percent of list price paid') }))) } } },
    async (request) => ok(await listPhoneDurations(app.db, resolveLang(request))),
  );

  app.get(
    '/phone_order/get_pdc_pkg_price',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, schema: { tags, summary: 'Price of a cloud-phone purchase, computed by the server', querystring: PhoneConfig, response: { 200: envelope(QuoteOut) } } },
    async (request) => ok((await quotePhone(app.db, request.query)).dto),
  );

  app.get(
    '/v1/get_recommend_list_new',
    {
      schema: {
        tags,
        summary: 'Recommended cloud-phone packages with their badge',
        response: { 200: envelope(z.array(z.object({ id: z.number().int(), name: z.string(), cpu: z.number().int(), memory_gb: z.number().int(), storage_gb: z.number().int(), price_month: z.string(), badge: z.string() }))) },
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
        summary: 'Buy cloud phones, paid from the wallet (same rules as ECS: 402 data.shortfall, 409 data.price, 503 real-name)',
        security,
        ...form,
        body: PhoneConfig.extend({ auto_renew: FormBool.default(false), price: YuanFen('price').describe('The total shown, yuan'), client_token: ClientToken }),
        response: { 200: envelope(OrderOut.extend({ phones: z.array(PhoneOut) })) },
      },
    },
    async (request) => ok(await createPhoneOrder({ db: app.db, jobs: app.jobs }, request.user!, request.body), 'Order paid; your cloud phones are being created'),
  );

  app.post(
    '/phone_overview/user_phone_list',
    { preHandler: [app.requireUser, app.requirePermission('server-2-1')], schema: { tags, summary: 'The account’s cloud phones, newest first', security, ...form, body: PageQuery, response: { 200: envelope(paged(PhoneOut)) } } },
    async (request) => ok(await listPhones(app.db, request.user!, request.body)),
  );
};

export default routes;
