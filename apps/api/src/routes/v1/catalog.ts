/**
 * Catalog reads (spec section 7): /v1/get_region_father, /v1/get_region_zone,
 * /v1/get_region_zone_images, /v1/get_region_zone_instance_config, /v1/get_disk, /v1/get_duration,
 * /v1/inquiry_create_instance_price (the server's price for a configuration) and
 * GET /phone/get_pdc_pkg_id. Prices are yuan strings.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { diskTypes, images, phonePackages, purchaseDurations, regionFathers, regions, zones } from '../../db/schema.ts';
import { ApiError, CODE, envelope, ok } from '../../lib/envelope.ts';
import { fenToYuan } from '../../lib/money.ts';
import { catalogText, resolveLang, type Lang } from '../../services/content-lang.ts';
import { MAX_DATA_DISKS, quoteEcs, quoteInputFromConfig, zoneInstanceConfig } from '../../services/ecs-pricing.ts';
import { Id } from '../../schemas/common.ts';

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

const DiskSpec = z.object({ type: z.string().max(32), gb: z.number().int() });
/** The configuration of an ECS purchase as the configurator sends it (no price: the server computes it). */
export const EcsConfigBody = z.object({
  region_id: Id.optional().describe('When given, the zone must be in this region'),
  zone_id: Id,
  instance_type_id: Id,
  image_id: Id,
  system_disk_type: z.string().max(32).default('cloud_essd'),
  system_disk_gb: z.coerce.number().int().default(40),
  data_disks: z
    .string()
    .max(2000)
    .default('[]')
    .transform((s, ctx) => {
      try {
        return z.array(DiskSpec).max(MAX_DATA_DISKS).parse(JSON.parse(s));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'data_disks must be a JSON array of {type, gb}' });
        return z.NEVER;
      }
    })
    .describe('JSON array of {type, gb}'),
  bandwidth_mbps: z.coerce.number().int().default(1),
  duration_months: z.coerce.number().int().default(1),
  quantity: z.coerce.number().int().default(1),
});
export type EcsConfig = z.infer<typeof EcsConfigBody>;

export const PriceQuote = z.object({
  price: z.string().describe('Total to pay, yuan'),
  original_price: z.string().describe('Total before the duration discount, yuan'),
  discount: z.string().describe('original_price - price, yuan'),
  unit_price_month: z.string().describe('One instance for one month, yuan'),
  lines: z.array(z.object({ item: z.string(), price_month: z.string() })),
});

/** Quote an ECS configuration and shape it for the API, its line items in `lang`. */
export async function quoteForApi(db: Parameters<typeof quoteEcs>[0], b: EcsConfig, lang: Lang) {
  const q = await quoteEcs(db, quoteInputFromConfig(b), lang);
  return {
    quote: q,
    dto: {
      price: fenToYuan(q.totalFen),
      original_price: fenToYuan(q.listFen),
      discount: fenToYuan(q.listFen - q.totalFen),
      unit_price_month: fenToYuan(q.unitMonthFen),
      lines: q.lines.map((l) => ({ item: l.item, price_month: fenToYuan(l.monthFen) })),
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
    async (request) => {
      const [zone] = await db.select({ id: zones.id }).from(zones).where(eq(zones.id, request.body.zone_id)).limit(1);
      if (!zone) throw new ApiError(CODE.BAD_REQUEST, 'Unknown zone');
      const fams = await zoneInstanceConfig(db, zone.id, resolveLang(request));
      return ok(
        fams.map((f) => ({
          ...f,
          types: f.types.map(({ price_month_fen, ...t }) => ({ ...t, price_month: fenToYuan(price_month_fen) })),
        })),
      );
    },
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
    async (request) => {
      const lang = resolveLang(request);
      const rows = await db.select().from(diskTypes).orderBy(asc(diskTypes.sort));
      return ok(
        rows.map((d) => ({
          code: d.code,
          name: catalogText(lang, d.name, d.nameZh),
          price_gb_month: fenToYuan(d.priceGbMonthFen),
          min_gb: d.minGb,
          max_gb: d.maxGb,
          system_disk: d.systemDisk,
        })),
      );
    },
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
    async (request) => {
      const lang = resolveLang(request);
      const rows = await db.select().from(purchaseDurations).orderBy(asc(purchaseDurations.months));
      return ok(
        rows.map((d) => ({ months: d.months, label: catalogText(lang, d.label, d.labelZh), price_pct: d.pricePct })),
      );
    },
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
    async (request) => ok((await quoteForApi(db, request.body, resolveLang(request))).dto),
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
    async (request) => {
      const lang = resolveLang(request);
      const rows = await db.select().from(regionFathers).orderBy(asc(regionFathers.sort), asc(regionFathers.id));
      return ok(rows.map((r) => ({ id: r.id, name: catalogText(lang, r.name, r.nameZh) })));
    },
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
    async (request) => {
      const { father_id } = request.body;
      const lang = resolveLang(request);
      const rs = await db
        .select()
        .from(regions)
        .where(father_id ? eq(regions.fatherId, father_id) : undefined)
        .orderBy(asc(regions.sort), asc(regions.id));
      const zs = rs.length
        ? await db
            .select()
            .from(zones)
            .where(
              inArray(
                zones.regionId,
                rs.map((r) => r.id),
              ),
            )
            .orderBy(asc(zones.id))
        : [];
      return ok(
        rs.map((r) => ({
          id: r.id,
          father_id: r.fatherId,
          name: catalogText(lang, r.name, r.nameZh),
          code: r.code,
          zones: zs
            .filter((z) => z.regionId === r.id)
            .map((z) => ({ id: z.id, name: catalogText(lang, z.name, z.nameZh), code: z.code })),
        })),
      );
    },
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
    async (request) => {
      const rows = await db
        .select()
        .from(images)
        .where(eq(images.zoneId, request.body.zone_id))
        .orderBy(asc(images.osType), asc(images.id));
      return ok(
        rows.map((i) => ({ id: i.id, zone_id: i.zoneId, os_type: i.osType, name: i.name, version: i.version })),
      );
    },
  );

  app.get(
    '/phone/get_pdc_pkg_id',
    { schema: { tags, summary: 'Cloud-phone packages', response: { 200: envelope(z.array(PhonePackage)) } } },
    async (request) => {
      const lang = resolveLang(request);
      const rows = await db.select().from(phonePackages).orderBy(asc(phonePackages.sort), asc(phonePackages.id));
      return ok(
        rows.map((p) => ({
          id: p.id,
          name: catalogText(lang, p.name, p.nameZh),
          cpu: p.cpu,
          memory_gb: p.memoryGb,
          storage_gb: p.storageGb,
          price_month: fenToYuan(p.priceMonthFen),
        })),
      );
    },
  );
};

export default routes;
