/**
 * Operators' catalog editing (routes/ops/catalog.ts): list, add and change the rows of a catalog entity
 * (services/catalog/entities.ts), and set which instance types a zone offers. Rows are shown with their API field
 * names, money as yuan strings. Every change is written to the audit log (the whole row before/after) in the same
 * transaction.
 *
 * @throws ApiError 400 for an unknown parent, a duplicate code or a refused row rule; 404 for an unknown id
 */
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { zoneInstanceTypes, zones } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { sqlState } from '../../content/index.ts';
import { audit, snapshot } from '../../ops/index.ts';
import type { OperatorActor } from '../../ops/index.ts';
import type { CatalogEntity } from './entities.ts';
import { catalogChanged, quoteTables } from '../../orders/index.ts';

type Row = Record<string, unknown>;

/** Map a database error to a clear 400 (unknown parent, duplicate code) or rethrow. */
function dbError(err: unknown): never {
  const code = sqlState(err);
  if (code === '23503') throw new ApiError(CODE.BAD_REQUEST, 'catalog.parent_missing');
  if (code === '23505') throw new ApiError(CODE.BAD_REQUEST, 'catalog.code_exists');
  throw err;
}

/** The row key (the schema's property name) of each API field's column. */
function rowKeys(e: CatalogEntity): [field: string, key: string, money: boolean][] {
  const byColumn = new Map<PgColumn, string>(Object.entries(getTableColumns(e.table)).map(([key, col]) => [col, key]));
  return Object.entries(e.columns).map(([field, c]) => {
    const column = 'fen' in c ? c.fen : c;
    const key = byColumn.get(column);
    if (!key) throw new Error(`catalog ${e.entity}: ${field} is not a column of its table`);
    return [field, key, 'fen' in c];
  });
}

/** A stored row as operators see it: API field names, money in yuan. */
function toView(e: CatalogEntity, row: Row): Row {
  const out: Row = { id: row.id };
  for (const [field, key, money] of rowKeys(e)) out[field] = money ? fenToYuan(Number(row[key])) : row[key];
  return out;
}

/** Parsed API fields (money already in fen) → row values; fields not sent are left out. */
function toValues(e: CatalogEntity, body: Row): Row {
  const out: Row = {};
  for (const [field, key] of rowKeys(e)) if (body[field] !== undefined) out[key] = body[field];
  return out;
}

/** A stored row with API field names and money in fen, as the entity's rule reads it. */
function toFields(e: CatalogEntity, row: Row): Row {
  const out: Row = {};
  for (const [field, key] of rowKeys(e)) out[field] = row[key];
  return out;
}

/** Every row of an entity, in its order. */
export async function listCatalog(db: DbOrTx, e: CatalogEntity) {
  const rows: Row[] = await db
    .select()
    .from(e.table)
    .orderBy(...e.order);
  return rows.map((r) => toView(e, r));
}

/** Add a row from the parsed add body; audited as `catalog.<entity>.add`. */
export async function addCatalogRow(db: DbOrTx, e: CatalogEntity, body: Row, by: OperatorActor) {
  return db
    .transaction(async (tx) => {
      const refused = e.rule?.(body);
      if (refused) throw new ApiError(CODE.BAD_REQUEST, refused.reason, refused.params);
      const [created]: Row[] = await tx.insert(e.table).values(toValues(e, body)).returning();
      if (!created) throw new Error(`catalog ${e.entity}: insert returned no row`);
      await audit(tx, {
        operatorId: by.operatorId,
        action: `catalog.${e.entity}.add`,
        targetType: e.entity,
        targetId: Number(created.id),
        after: snapshot(created),
        clientIp: by.clientIp,
      });
      return toView(e, created);
    })
    .catch(dbError)
    .then((row) => {
      if (quoteTables.has(e.table)) catalogChanged();
      e.changed?.();
      return row;
    });
}

/** Change the fields sent of a row; audited as `catalog.<entity>.update` with the row before and after. */
export async function updateCatalogRow(db: DbOrTx, e: CatalogEntity, id: number, body: Row, by: OperatorActor) {
  const changes = toValues(e, body);
  const label = e.entity.replace(/_/g, ' ');
  return db
    .transaction(async (tx) => {
      const [before]: Row[] = await tx.select().from(e.table).where(eq(e.id, id)).for('update');
      if (!before) throw new ApiError(CODE.NOT_FOUND, 'catalog.row_not_found', { entity: label });
      const current = toFields(e, before);
      const sent = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      const refused = e.rule?.({ ...current, ...sent }, current);
      if (refused) throw new ApiError(CODE.BAD_REQUEST, refused.reason, refused.params);
      const [updated]: Row[] = Object.keys(changes).length
        ? await tx.update(e.table).set(changes).where(eq(e.id, id)).returning()
        : [before];
      if (!updated) throw new ApiError(CODE.NOT_FOUND, 'catalog.row_not_found', { entity: label });
      await audit(tx, {
        operatorId: by.operatorId,
        action: `catalog.${e.entity}.update`,
        targetType: e.entity,
        targetId: id,
        before: snapshot(before),
        after: snapshot(updated),
        clientIp: by.clientIp,
      });
      return toView(e, updated);
    })
    .catch(dbError)
    .then((row) => {
      if (quoteTables.has(e.table)) catalogChanged();
      e.changed?.();
      return row;
    });
}

/**
 * Set which instance types a zone offers (replaces the list); audited as `catalog.zone_instance_types.set`.
 * @throws ApiError 404 for an unknown zone, 400 for an unknown type
 */
export async function setZoneInstanceTypes(db: DbOrTx, zoneId: number, typeIds: number[], by: OperatorActor) {
  await db
    .transaction(async (tx) => {
      const [zone] = await tx.select({ id: zones.id }).from(zones).where(eq(zones.id, zoneId));
      if (!zone) throw new ApiError(CODE.NOT_FOUND, 'catalog.zone_not_found');
      await tx.delete(zoneInstanceTypes).where(eq(zoneInstanceTypes.zoneId, zone.id));
      if (typeIds.length)
        await tx.insert(zoneInstanceTypes).values(typeIds.map((typeId) => ({ zoneId: zone.id, typeId })));
      await audit(tx, {
        operatorId: by.operatorId,
        action: 'catalog.zone_instance_types.set',
        targetType: 'zone',
        targetId: zone.id,
        detail: { type_ids: typeIds },
        clientIp: by.clientIp,
      });
    })
    .catch(dbError);
  catalogChanged();
}
