/**
 * Catalog reads (spec section 7): /v1/get_region_father, /v1/get_region_zone,
 * /v1/get_region_zone_images, /v1/get_region_zone_instance_config, /v1/get_disk, /v1/get_duration,
 * /v1/inquiry_create_instance_price (the server's price for a configuration), /v1/catalog_facts (the counts and
 * "from" prices public pages quote) and GET /phone/get_pdc_pkg_id. Prices are yuan strings.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { fenToYuan } from '../../../../lib/money.ts';
import {
  listDiskTypes,
  listDurations,
  listPhonePackages,
  listRegionFathers,
  listRegionsWithZones,
  listZoneImages,
  zoneInstanceTypes,
} from '../../services/public.ts';
import { type Lang, resolveLang } from '../../../content/index.ts';
import {
  type EcsConfig,
  EcsConfigBody,
  quoteEcs,
  quoteInputFromConfig,
  type QuoteSource,
} from '../../../orders/index.ts';
import { quoteCatalog } from '../../../orders/index.ts';
import { Id } from '../../../../lib/schemas.ts';
import { BreakdownLineOut, breakdownDto } from '../../../orders/index.ts';
import { catalogFacts } from '../../services/facts.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['catalog'];

const Zone = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
const Region = z.object({
  id: z.number().int(),
  father_id: z.number().int(),
  name: z.string(),
  code: z.string(),
  zones: z.array(Zone),
});
const Image = z.object({
  id: z.number().int(),
  zone_id: z.number().int(),
  os_type: z.string(),
  name: z.string(),
  version: z.string(),
});
const PhonePackage = z.object({
  id: z.number().int(),
  name: z.string(),
  cpu: z.number().int(),
  memory_gb: z.number().int(),
  storage_gb: z.number().int(),
  price_month: z.string(),
});

export const PriceQuote = z.object({
  price: z.string().describe('Total to pay, yuan'),
  original_price: z.string().describe('Total before the duration discount, yuan'),
  discount: z.string().describe('original_price - price, yuan'),
  unit_price_month: z.string().describe('One instance for one month, yuan'),
  lines: z.array(z.object({ item: z.string(), price_month: z.string() })),
  breakdown: z.array(BreakdownLineOut).describe('What is charged, line by line; sums to price'),
});

/**
 * Quote an ECS configuration and shape it for the API, its line items in `lang`; `source` is where the catalog rows
 * come from (the database by default, as an order's transaction prices).
 */
export async function quoteForApi(db: Parameters<typeof quoteEcs>[0], b: EcsConfig, lang: Lang, source?: QuoteSource) {
  const q = await quoteEcs(db, quoteInputFromConfig(b), lang, source);
  return {
    quote: q,
    dto: {
      price: fenToYuan(q.totalFen),
      original_price: fenToYuan(q.listFen),
      discount: fenToYuan(q.listFen - q.totalFen),
      unit_price_month: fenToYuan(q.unitMonthFen),
      lines: q.lines.map((l) => ({ item: l.item, price_month: fenToYuan(l.monthFen) })),
      breakdown: breakdownDto(q.breakdown),
    },
  };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post(
    '/v1/get_region_zone_instance_config',
    {
      schema: {
        tags,
        summary: 'Instance families and types a zone offers',
        ...form,
        body: z.object({ zone_id: Id }),
        response: {
          200: envelope(
            z.array(
              z.object({
                code: z.string(),
                name: z.string(),
                description: z.string(),
                types: z.array(
                  z.object({
                    id: z.number().int(),
                    code: z.string(),
                    vcpu: z.number().int(),
                    memory_gb: z.number().int(),
                    price_month: z.string(),
                  }),
                ),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await zoneInstanceTypes(db, request.body.zone_id, resolveLang(request))),
  );

  app.post(
    '/v1/get_disk',
    {
      schema: {
        tags,
        summary: 'Cloud disk categories (price per GB per month)',
        response: {
          200: envelope(
            z.array(
              z.object({
                code: z.string(),
                name: z.string(),
                price_gb_month: z.string(),
                min_gb: z.number().int(),
                max_gb: z.number().int(),
                system_disk: z.boolean(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await listDiskTypes(db, resolveLang(request))),
  );

  app.post(
    '/v1/get_duration',
    {
      schema: {
        tags,
        summary: 'Purchase durations and their discounts',
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
    async (request) => ok(await listDurations(db, resolveLang(request))),
  );

  app.post(
    '/v1/inquiry_create_instance_price',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Price of an ECS configuration, computed by the server',
        ...form,
        body: EcsConfigBody,
        response: { 200: envelope(PriceQuote) },
      },
    },
    async (request) => ok((await quoteForApi(db, request.body, resolveLang(request), await quoteCatalog(db))).dto),
  );

  app.post(
    '/v1/get_region_father',
    {
      schema: {
        tags,
        summary: 'Parent areas of regions',
        response: { 200: envelope(z.array(z.object({ id: z.number().int(), name: z.string() }))) },
      },
    },
    async (request) => ok(await listRegionFathers(db, resolveLang(request))),
  );

  app.post(
    '/v1/get_region_zone',
    {
      schema: {
        tags,
        summary: 'Regions with their zones',
        ...form,
        body: z.object({ father_id: Id.optional() }),
        response: { 200: envelope(z.array(Region)) },
      },
    },
    async (request) => ok(await listRegionsWithZones(db, request.body.father_id, resolveLang(request))),
  );

  app.post(
    '/v1/get_region_zone_images',
    {
      schema: {
        tags,
        summary: 'OS images offered in a zone',
        ...form,
        body: z.object({ zone_id: Id }),
        response: { 200: envelope(z.array(Image)) },
      },
    },
    async (request) => ok(await listZoneImages(db, request.body.zone_id)),
  );

  app.post(
    '/v1/catalog_facts',
    {
      schema: {
        tags,
        summary: 'The figures public pages quote: regions and zones on sale, and the "from" prices',
        description:
          'ecs_from is the monthly price of the cheapest configuration a customer can order, every mandatory part ' +
          'included (instance type, smallest system disk; no data disk, no bandwidth), priced like an order; its ' +
          'config can be sent to /v1/inquiry_create_instance_price as it is.',
        response: {
          200: envelope(
            z.object({
              regions: z.number().int().describe('Regions with at least one zone'),
              zones: z.number().int().describe('Zones in those regions'),
              ecs_from: z
                .object({
                  price_month: z.string().describe('Yuan per month'),
                  config: z.object({
                    region_id: z.number().int(),
                    zone_id: z.number().int(),
                    instance_type_id: z.number().int(),
                    image_id: z.number().int(),
                    system_disk_type: z.string(),
                    system_disk_gb: z.number().int(),
                    bandwidth_mbps: z.number().int(),
                    duration_months: z.number().int(),
                  }),
                })
                .nullable()
                .describe('null when no ECS configuration can be ordered'),
              phone_from: z.string().nullable().describe('Cheapest cloud-phone package, yuan per month'),
            }),
          ),
        },
      },
    },
    async () => {
      const f = await catalogFacts(db);
      return ok({
        regions: f.regions,
        zones: f.zones,
        ecs_from: f.ecsFrom && {
          price_month: fenToYuan(f.ecsFrom.monthFen),
          config: {
            region_id: f.ecsFrom.config.region_id!,
            zone_id: f.ecsFrom.config.zone_id,
            instance_type_id: f.ecsFrom.config.instance_type_id,
            image_id: f.ecsFrom.config.image_id,
            system_disk_type: f.ecsFrom.config.system_disk_type,
            system_disk_gb: f.ecsFrom.config.system_disk_gb,
            bandwidth_mbps: f.ecsFrom.config.bandwidth_mbps,
            duration_months: f.ecsFrom.config.duration_months,
          },
        },
        phone_from: f.phoneFromFen === null ? null : fenToYuan(f.phoneFromFen),
      });
    },
  );

  app.get(
    '/phone/get_pdc_pkg_id',
    { schema: { tags, summary: 'Cloud-phone packages', response: { 200: envelope(z.array(PhonePackage)) } } },
    async (request) => ok(await listPhonePackages(db, resolveLang(request))),
  );
};

export default routes;
