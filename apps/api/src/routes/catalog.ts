/**
 * Catalog reads (spec section 7): /v1/get_region_father, /v1/get_region_zone,
 * /v1/get_region_zone_images and GET /phone/get_pdc_pkg_id. Prices are yuan strings.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { images, phonePackages, regionFathers, regions, zones } from '../db/schema.ts';
import { envelope, ok } from '../lib/envelope.ts';
import { fenToYuan } from '../lib/money.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['catalog'];

const Zone = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
const Region = z.object({ id: z.number().int(), father_id: z.number().int(), name: z.string(), code: z.string(), zones: z.array(Zone) });
const Image = z.object({ id: z.number().int(), zone_id: z.number().int(), os_type: z.string(), name: z.string(), version: z.string() });
const PhonePackage = z.object({ id: z.number().int(), name: z.string(), cpu: z.number().int(), memory_gb: z.number().int(), storage_gb: z.number().int(), price_month: z.string() });

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post('/v1/get_region_father', { schema: { tags, summary: 'Parent areas of regions', response: { 200: envelope(z.array(z.object({ id: z.number().int(), name: z.string() }))) } } }, async () => {
    const rows = await db.select().from(regionFathers).orderBy(asc(regionFathers.sort), asc(regionFathers.id));
    return ok(rows.map((r) => ({ id: r.id, name: r.name })));
  });

  app.post(
    '/v1/get_region_zone',
    { schema: { tags, summary: 'Regions with their zones', ...form, body: z.object({ father_id: z.coerce.number().int().positive().optional() }), response: { 200: envelope(z.array(Region)) } } },
    async (request) => {
      const { father_id } = request.body;
      const rs = await db.select().from(regions).where(father_id ? eq(regions.fatherId, father_id) : undefined).orderBy(asc(regions.sort), asc(regions.id));
      const zs = rs.length ? await db.select().from(zones).where(inArray(zones.regionId, rs.map((r) => r.id))).orderBy(asc(zones.id)) : [];
      return ok(
        rs.map((r) => ({
          id: r.id,
          father_id: r.fatherId,
          name: r.name,
          code: r.code,
          zones: zs.filter((z) => z.regionId === r.id).map((z) => ({ id: z.id, name: z.name, code: z.code })),
        })),
      );
    },
  );

  app.post(
    '/v1/get_region_zone_images',
    { schema: { tags, summary: 'OS images offered in a zone', ...form, body: z.object({ zone_id: z.coerce.number().int().positive() }), response: { 200: envelope(z.array(Image)) } } },
    async (request) => {
      const rows = await db.select().from(images).where(eq(images.zoneId, request.body.zone_id)).orderBy(asc(images.osType), asc(images.id));
      return ok(rows.map((i) => ({ id: i.id, zone_id: i.zoneId, os_type: i.osType, name: i.name, version: i.version })));
    },
  );

  app.get('/phone/get_pdc_pkg_id', { schema: { tags, summary: 'Cloud-phone packages', response: { 200: envelope(z.array(PhonePackage)) } } }, async () => {
    const rows = await db.select().from(phonePackages).orderBy(asc(phonePackages.sort), asc(phonePackages.id));
    return ok(rows.map((p) => ({ id: p.id, name: p.name, cpu: p.cpu, memory_gb: p.memoryGb, storage_gb: p.storageGb, price_month: fenToYuan(p.priceMonthFen) })));
  });
};

export default routes;
