/**
 * Catalog of the public API (routes/open/v1/scope.ts): GET /open/v1/regions (regions and their zones),
 * /open/v1/instance-types?zone= and /open/v1/images?zone=. Codes are the stable ids; names in the caller's language.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageLang } from '../../../../../lib/lang.ts';
import { instanceTypes, regions, zoneImages } from '../../../services/public-api.ts';

const tags = ['catalog'];
const security = [{ accessKey: [] }];
const ZoneQuery = z.object({ zone: z.string().trim().min(1).max(64).describe('Zone code, e.g. cn-hangzhou-a') });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/regions',
    {
      schema: {
        tags,
        security,
        summary: 'Regions and their zones',
        response: {
          200: z.object({
            regions: z.array(
              z.object({
                code: z.string(),
                name: z.string(),
                zones: z.array(z.object({ code: z.string(), name: z.string() })),
              }),
            ),
          }),
        },
      },
    },
    async (request) => ({ regions: await regions(app.db, messageLang(request)) }),
  );

  app.get(
    '/instance-types',
    {
      schema: {
        tags,
        security,
        summary: 'Instance types a zone offers, with the monthly price (yuan)',
        querystring: ZoneQuery,
        response: {
          200: z.object({
            instance_types: z.array(
              z.object({
                code: z.string(),
                family: z.string(),
                vcpu: z.number(),
                memory_gb: z.number(),
                price_month: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => ({ instance_types: await instanceTypes(app.db, request.query.zone, messageLang(request)) }),
  );

  app.get(
    '/images',
    {
      schema: {
        tags,
        security,
        summary: 'OS images of a zone',
        querystring: ZoneQuery,
        response: {
          200: z.object({
            images: z.array(
              z.object({ image_id: z.number().int(), os_type: z.string(), name: z.string(), version: z.string() }),
            ),
          }),
        },
      },
    },
    async (request) => ({ images: await zoneImages(app.db, request.query.zone) }),
  );
};

export default routes;
