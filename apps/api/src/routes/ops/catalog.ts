/**
 * The catalog for operators (role admin; issue "Catalog and ordering"): for each entity
 * POST /ops/catalog/<entity>_list, <entity>_add and <entity>_update, where <entity> is one of
 * region_father, region, zone, image, instance_family, instance_type, disk_type, duration,
 * bandwidth_tier, phone_package, phone_region, phone_duration and ip_plan (the IP-intelligence plans, issue
 * "Content and operations": "edit the catalog and the IP plans"). Money fields are yuan strings.
 * Every change is written to the audit log in the same transaction. Prices read by the quotes
 * come from these tables, so a change shows in the next price inquiry; an IP plan's price applies to the next
 * purchase (running periods keep what they paid) and its quota and access to every account on it within 10 s
 * (services/ip-plans.ts caches an account's plan that long). Names people read have a Chinese twin (`name_zh`,
 * `label_zh` …; empty shows the English one on zh-CN pages too).
 */
import { asc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as s from '../../db/schema.ts';
import { ApiError, CODE, envelope, ok } from '../../lib/envelope.ts';
import { fenToYuan } from '../../lib/money.ts';
import { FormBool, YuanFen } from '../../schemas/ordering.ts';
import { audit, snapshot } from '../../services/audit.ts';
import { FREE_PLAN_CODE, plansEdited } from '../../services/ip-plans.ts';
import { Id, PG_INT_MAX } from '../../schemas/common.ts';
import { requireOperator } from '../../lib/require-user.ts';

const tags = ['ops-catalog'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };

/** The highest catalog price (per unit, month or GB): ¥1,000,000 in fen, well inside the `integer` price columns. */
export const CATALOG_MAX_PRICE_FEN = 1_000_000_00;

type Kind = 'int' | 'count' | 'pct' | 'str' | 'text' | 'zh' | 'bool' | 'money';
/** api field → [drizzle column key, kind] */
type Fields = Record<string, [string, Kind]>;

const inSchema = (k: Kind, name: string): z.ZodType => {
  switch (k) {
    case 'int':
      return z.coerce.number().int().min(0).max(1_000_000);
    case 'count':
      // A PostgreSQL integer column (IP plan quotas: up to about 2.1 billion lookups a month).
      return z.coerce.number().int().min(0).max(2_147_483_647);
    case 'pct':
      return z.coerce.number().int().min(1, `${name} must be 1 to 1000`).max(1000);
    case 'str':
      return z.string().trim().min(1, `Please enter ${name}`).max(100);
    case 'text':
      return z.string().trim().max(1000);
    case 'zh':
      // A Chinese name (`*_zh` columns): empty clears it, and zh-CN pages then show the English one.
      return z
        .string()
        .trim()
        .max(1000)
        .transform((v) => v || null);
    case 'bool':
      return FormBool;
    case 'money':
      return YuanFen(name, CATALOG_MAX_PRICE_FEN);
  }
};
const outSchema = (k: Kind): z.ZodType =>
  k === 'int' || k === 'count' || k === 'pct'
    ? z.number().int()
    : k === 'bool'
      ? z.boolean()
      : k === 'zh'
        ? z.string().nullable()
        : z.string();

/**
 * Rules a row must keep beyond its fields' own checks, given the row as it would be after the change (drizzle column
 * keys; `before` is the row being changed, absent on add). Returns the message of a refusal, or null.
 */
type RowRule = (next: Record<string, unknown>, before?: Record<string, unknown>) => string | null;

/**
 * The Free plan is what an account without a running subscription is on (services/ip-plans.ts finds it by its code)
 * and cannot be bought, so it keeps its code and costs nothing.
 */
const ipPlanRule: RowRule = (next, before) => {
  if (before?.code === FREE_PLAN_CODE && next.code !== FREE_PLAN_CODE)
    return `The Free plan keeps the code ${FREE_PLAN_CODE}`;
  if (next.code === FREE_PLAN_CODE && (Number(next.priceMonthFen) !== 0 || Number(next.priceYearFen) !== 0))
    return 'The Free plan costs nothing: its prices stay 0.00';
  return null;
};

/** A catalog kind: its table, form fields, optional fields, validation rule, and what to tell after a change. */
interface Entity {
  table: PgTable;
  fields: Fields;
  optional?: string[];
  rule?: RowRule;
  /** Run after an edit is committed (IP plans: every process drops its cached plans, so a new quota applies at once). */
  changed?: () => void;
}

const ENTITIES: Record<string, Entity> = {
  region_father: {
    table: s.regionFathers,
    fields: { name: ['name', 'str'], name_zh: ['nameZh', 'zh'], sort: ['sort', 'int'] },
    optional: ['name_zh', 'sort'],
  },
  region: {
    table: s.regions,
    fields: {
      father_id: ['fatherId', 'int'],
      code: ['code', 'str'],
      name: ['name', 'str'],
      name_zh: ['nameZh', 'zh'],
      price_pct: ['pricePct', 'pct'],
      sort: ['sort', 'int'],
    },
    optional: ['name_zh', 'sort', 'price_pct'],
  },
  zone: {
    table: s.zones,
    fields: { region_id: ['regionId', 'int'], code: ['code', 'str'], name: ['name', 'str'], name_zh: ['nameZh', 'zh'] },
    optional: ['name_zh'],
  },
  image: {
    table: s.images,
    fields: {
      zone_id: ['zoneId', 'int'],
      os_type: ['osType', 'str'],
      name: ['name', 'str'],
      version: ['version', 'str'],
    },
  },
  instance_family: {
    table: s.instanceFamilies,
    fields: {
      code: ['code', 'str'],
      name: ['name', 'str'],
      name_zh: ['nameZh', 'zh'],
      description: ['description', 'text'],
      description_zh: ['descriptionZh', 'zh'],
      sort: ['sort', 'int'],
    },
    optional: ['name_zh', 'description', 'description_zh', 'sort'],
  },
  instance_type: {
    table: s.instanceTypes,
    fields: {
      family_id: ['familyId', 'int'],
      code: ['code', 'str'],
      vcpu: ['vcpu', 'int'],
      memory_gb: ['memoryGb', 'int'],
      price_month: ['priceMonthFen', 'money'],
      enabled: ['enabled', 'bool'],
      sort: ['sort', 'int'],
    },
    optional: ['enabled', 'sort'],
  },
  disk_type: {
    table: s.diskTypes,
    fields: {
      code: ['code', 'str'],
      name: ['name', 'str'],
      name_zh: ['nameZh', 'zh'],
      price_gb_month: ['priceGbMonthFen', 'money'],
      min_gb: ['minGb', 'int'],
      max_gb: ['maxGb', 'int'],
      system_disk: ['systemDisk', 'bool'],
      sort: ['sort', 'int'],
    },
    optional: ['name_zh', 'system_disk', 'sort'],
  },
  duration: {
    table: s.purchaseDurations,
    fields: {
      months: ['months', 'int'],
      price_pct: ['pricePct', 'pct'],
      label: ['label', 'str'],
      label_zh: ['labelZh', 'zh'],
    },
    optional: ['label_zh'],
  },
  bandwidth_tier: {
    table: s.bandwidthTiers,
    fields: { from_mbps: ['fromMbps', 'int'], price_per_mbps: ['priceFenPerMbps', 'money'] },
  },
  phone_package: {
    table: s.phonePackages,
    fields: {
      name: ['name', 'str'],
      name_zh: ['nameZh', 'zh'],
      cpu: ['cpu', 'int'],
      memory_gb: ['memoryGb', 'int'],
      storage_gb: ['storageGb', 'int'],
      price_month: ['priceMonthFen', 'money'],
      recommended: ['recommended', 'bool'],
      badge: ['badge', 'text'],
      badge_zh: ['badgeZh', 'zh'],
      enabled: ['enabled', 'bool'],
      sort: ['sort', 'int'],
    },
    optional: ['name_zh', 'recommended', 'badge', 'badge_zh', 'enabled', 'sort'],
  },
  phone_region: {
    table: s.phoneRegions,
    fields: {
      code: ['code', 'str'],
      name: ['name', 'str'],
      name_zh: ['nameZh', 'zh'],
      price_pct: ['pricePct', 'pct'],
      enabled: ['enabled', 'bool'],
      sort: ['sort', 'int'],
    },
    optional: ['name_zh', 'price_pct', 'enabled', 'sort'],
  },
  phone_duration: {
    table: s.phoneDurations,
    fields: {
      months: ['months', 'int'],
      price_pct: ['pricePct', 'pct'],
      label: ['label', 'str'],
      label_zh: ['labelZh', 'zh'],
    },
    optional: ['label_zh'],
  },
  ip_plan: {
    table: s.ipPlans,
    fields: {
      code: ['code', 'str'],
      name: ['name', 'str'],
      monthly_quota: ['monthlyQuota', 'count'],
      price_month: ['priceMonthFen', 'money'],
      price_year: ['priceYearFen', 'money'],
      api_access: ['apiAccess', 'bool'],
      data_download: ['dataDownload', 'bool'],
      sort: ['sort', 'int'],
    },
    optional: ['api_access', 'data_download', 'sort'],
    rule: ipPlanRule,
    changed: plansEdited,
  },
};

/** Map a database error to a clear 400 (unknown parent, duplicate code) or rethrow. */
function dbError(err: unknown): never {
  const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  if (code === '23503') throw new ApiError(CODE.BAD_REQUEST, 'The referenced parent does not exist');
  if (code === '23505') throw new ApiError(CODE.BAD_REQUEST, 'An entry with this code already exists');
  throw err;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const guard = app.requireOperatorRole('admin');

  for (const [entity, def] of Object.entries(ENTITIES)) {
    const fields = Object.entries(def.fields);
    const table = def.table as PgTable & { id: typeof s.regions.id; sort?: typeof s.regions.sort };
    const Out = z.object({
      id: z.number().int(),
      ...Object.fromEntries(fields.map(([k, [, kind]]) => [k, outSchema(kind)])),
    });
    const AddBody = z.object(
      Object.fromEntries(
        fields.map(([k, [, kind]]) => [
          k,
          def.optional?.includes(k) ? inSchema(kind, k).optional() : inSchema(kind, k),
        ]),
      ),
    );
    const UpdateBody = z.object({
      id: Id,
      ...Object.fromEntries(fields.map(([k, [, kind]]) => [k, inSchema(kind, k).optional()])),
    });
    const toOut = (row: Record<string, unknown>) => ({
      id: row.id as number,
      ...Object.fromEntries(
        fields.map(([k, [col, kind]]) => [k, kind === 'money' ? fenToYuan(Number(row[col])) : row[col]]),
      ),
    });
    const toRow = (body: Record<string, unknown>) =>
      Object.fromEntries(fields.filter(([k]) => body[k] !== undefined).map(([k, [col]]) => [col, body[k]]));
    const label = entity.replace(/_/g, ' ');

    app.post(
      `/ops/catalog/${entity}_list`,
      {
        preHandler: guard,
        schema: { tags, summary: `Catalog: every ${label}`, security, response: { 200: envelope(z.array(Out)) } },
      },
      async () => {
        const rows = await db
          .select()
          .from(table)
          .orderBy(table.sort ? asc(table.sort) : asc(table.id), asc(table.id));
        return ok(rows.map((r) => toOut(r as Record<string, unknown>)));
      },
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
      async (request) => {
        const row = await db
          .transaction(async (tx) => {
            const values = toRow(request.body as Record<string, unknown>);
            const refused = def.rule?.(values);
            if (refused) throw new ApiError(CODE.BAD_REQUEST, refused);
            const [created] = await tx
              .insert(table)
              .values(values as never)
              .returning();
            await audit(tx, {
              operatorId: requireOperator(request).id,
              action: `catalog.${entity}.add`,
              targetType: entity,
              targetId: (created as { id: number }).id,
              after: snapshot(created),
              clientIp: request.ip,
            });
            return created as Record<string, unknown>;
          })
          .catch(dbError);
        return ok(toOut(row), 'Added');
      },
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
        const { id, ...rest } = request.body as { id: number } & Record<string, unknown>;
        const changes = toRow(rest);
        const row = await db
          .transaction(async (tx) => {
            const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
            if (!before) throw new ApiError(CODE.NOT_FOUND, `No such ${label}`);
            const refused = def.rule?.({ ...before, ...changes }, before);
            if (refused) throw new ApiError(CODE.BAD_REQUEST, refused);
            const [updated] = Object.keys(changes).length
              ? await tx
                  .update(table)
                  .set(changes as never)
                  .where(eq(table.id, id))
                  .returning()
              : [before];
            await audit(tx, {
              operatorId: requireOperator(request).id,
              action: `catalog.${entity}.update`,
              targetType: entity,
              targetId: id,
              before: snapshot(before),
              after: snapshot(updated),
              clientIp: request.ip,
            });
            return updated as Record<string, unknown>;
          })
          .catch(dbError);
        def.changed?.();
        return ok(toOut(row), 'Saved');
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
            .refine((ids) => ids.every((n) => n <= PG_INT_MAX), 'The id is too large'),
        }),
        response: { 200: envelope(z.object({ zone_id: z.number().int(), type_ids: z.array(z.number().int()) })) },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.type_ids)];
      await db
        .transaction(async (tx) => {
          const [zone] = await tx.select({ id: s.zones.id }).from(s.zones).where(eq(s.zones.id, request.body.zone_id));
          if (!zone) throw new ApiError(CODE.NOT_FOUND, 'No such zone');
          await tx.delete(s.zoneInstanceTypes).where(eq(s.zoneInstanceTypes.zoneId, zone.id));
          if (ids.length)
            await tx.insert(s.zoneInstanceTypes).values(ids.map((typeId) => ({ zoneId: zone.id, typeId })));
          await audit(tx, {
            operatorId: requireOperator(request).id,
            action: 'catalog.zone_instance_types.set',
            targetType: 'zone',
            targetId: zone.id,
            detail: { type_ids: ids },
            clientIp: request.ip,
          });
        })
        .catch(dbError);
      return ok({ zone_id: request.body.zone_id, type_ids: ids }, 'Saved');
    },
  );
};

export default routes;
