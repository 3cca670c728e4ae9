/**
 * The catalog for operators (role admin; issue "Catalog and ordering"): for each entity
 * POST /ops/catalog/<entity>_list, <entity>_add and <entity>_update, where <entity> is one of
 * region_father, region, zone, image, instance_family, instance_type, disk_type, duration,
 * bandwidth_tier, phone_package, phone_region, phone_duration and ip_plan (the IP-intelligence plans, issue
 * "Content and operations": "edit the catalog and the IP plans"). Money fields are yuan strings.
 * Every change is written to the audit log in the same transaction. Prices read by the quotes
 * come from these tables, so a change shows in the next price inquiry; an IP plan's price applies to the next
 * purchase (running periods keep what they paid) and its quota and access to every account on it within 10 s
 * (services/ipintel/ip-plans.ts caches an account's plan that long). Names people read have a Chinese twin (`name_zh`,
 * `label_zh` …; empty shows the English one on zh-CN pages too).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { requireOperator } from '../../../../lib/require-user.ts';
import { Id, PG_INT_MAX } from '../../../../lib/schemas.ts';
import { addCatalogRow, listCatalog, setZoneInstanceTypes, updateCatalogRow } from '../../services/admin.ts';
import { CATALOG_ENTITIES } from '../../services/entities.ts';

const tags = ['ops-catalog'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const guard = app.requireOperatorRole('admin');

  for (const e of CATALOG_ENTITIES) {
    const { entity, add: AddBody, view: Out } = e;
    const UpdateBody = z.object({ id: Id }).extend(AddBody.partial().shape);
    const label = entity.replace(/_/g, ' ');
    const actor = (request: FastifyRequest) => ({ operatorId: requireOperator(request).id, clientIp: request.ip });

    app.post(
      `/ops/catalog/${entity}_list`,
      {
        preHandler: guard,
        schema: { tags, summary: `Catalog: every ${label}`, security, response: { 200: envelope(z.array(Out)) } },
      },
      async () => ok(await listCatalog(db, e)),
    );

    app.post(
      `/ops/catalog/${entity}_add`,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: `Catalog: add a ${label}`,
          security,
          ...form,
          body: AddBody,
          response: { 200: envelope(Out) },
        },
      },
      async (request) => ok(await addCatalogRow(db, e, request.body, actor(request)), 'done.added'),
    );

    app.post(
      `/ops/catalog/${entity}_update`,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: `Catalog: change a ${label} (only the fields sent)`,
          security,
          ...form,
          body: UpdateBody,
          response: { 200: envelope(Out) },
        },
      },
      async (request) => {
        const { id, ...fields } = request.body;
        return ok(await updateCatalogRow(db, e, id, fields, actor(request)), 'done.saved');
      },
    );
  }

  app.post(
    '/ops/catalog/zone_instance_types',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Set which instance types a zone offers (replaces the list); type_ids is a comma-separated list',
        security,
        ...form,
        body: z.object({
          zone_id: Id,
          type_ids: z
            .string()
            .max(2000)
            .regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'type_ids: comma-separated ids')
            .transform((v) => (v ? v.split(',').map(Number) : []))
            .refine((ids) => ids.every((n) => n <= PG_INT_MAX), 'validation.id_too_large'),
        }),
        response: { 200: envelope(z.object({ zone_id: z.number().int(), type_ids: z.array(z.number().int()) })) },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.type_ids)];
      await setZoneInstanceTypes(db, request.body.zone_id, ids, {
        operatorId: requireOperator(request).id,
        clientIp: request.ip,
      });
      return ok({ zone_id: request.body.zone_id, type_ids: ids }, 'done.saved');
    },
  );
};

export default routes;
