/**
 * The reads and writes of the public API (`/open/v1`, routes/open/v1/*.ts): the catalog by codes, instances with
 * cursor paging, the ECS create priced by the server, balance, orders and bills (ledger lines). Every function takes the
 * user the AccessKey acts as; resources belong to the wallet owner (the main account), as in the console.
 *
 * Cursors are opaque to callers: base64url of the last row's id; pages are newest first, `limit` 1–100 (default 20).
 * Ids are the console's stable ids (`i-…` instances, order numbers, ledger line ids).
 */
import { and, desc, eq, lt, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { images, instances, ledgerEntries, productOrders, users, zones } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { listRegionsWithZones, listZoneImages, zoneInstanceTypes } from '../../catalog/index.ts';
import type { Lang } from '../../content/index.ts';
import {
  createEcsOrder,
  instanceAction,
  type OrderingDeps,
  OUT_COLUMNS,
  toInstanceOut,
} from '../../instances/index.ts';
import { quoteEcs, quoteInputFromConfig } from '../../orders/index.ts';
import { walletOwnerId } from '../../wallet/index.ts';

type User = { id: number; pid: number };

/** The id a cursor names, or undefined for the first page. @throws ApiError 400 'openapi.bad_cursor' */
export function cursorId(cursor: string | undefined): number | undefined {
  if (!cursor) return undefined;
  const n = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isSafeInteger(n) || n <= 0) throw new ApiError(CODE.BAD_REQUEST, 'openapi.bad_cursor');
  return n;
}
const cursorOf = (id: number) => Buffer.from(String(id)).toString('base64url');

/** A page: the items and the cursor of the next one (null at the end). */
function page<R extends { id: number }, T>(rows: R[], limit: number, map: (r: R) => T) {
  const more = rows.length > limit;
  const items = rows.slice(0, limit);
  return { items: items.map(map), next_cursor: more ? cursorOf(items[items.length - 1]!.id) : null };
}

/** Regions with their zones (codes are the stable ids). */
export async function regions(db: DbOrTx, lang: Lang) {
  return (await listRegionsWithZones(db, undefined, lang)).map((r) => ({
    code: r.code,
    name: r.name,
    zones: r.zones.map((z) => ({ code: z.code, name: z.name })),
  }));
}

/** The zone of `code`. @throws ApiError 404 'openapi.unknown_zone' */
async function zoneByCode(db: DbOrTx, code: string) {
  const [z] = await db.select({ id: zones.id, code: zones.code }).from(zones).where(eq(zones.code, code)).limit(1);
  if (!z) throw new ApiError(CODE.NOT_FOUND, 'openapi.unknown_zone', { zone: code });
  return z;
}

/** The instance types a zone offers, with monthly prices (yuan). */
export async function instanceTypes(db: DbOrTx, zone: string, lang: Lang) {
  const z = await zoneByCode(db, zone);
  const fams = await zoneInstanceTypes(db, z.id, lang);
  return fams.flatMap((f) =>
    f.types.map((t) => ({
      code: t.code,
      family: f.code,
      vcpu: t.vcpu,
      memory_gb: t.memory_gb,
      price_month: t.price_month,
    })),
  );
}

/** The OS images of a zone. */
export async function zoneImages(db: DbOrTx, zone: string) {
  const z = await zoneByCode(db, zone);
  return (await listZoneImages(db, z.id)).map((i) => ({
    image_id: i.id,
    os_type: i.os_type,
    name: i.name,
    version: i.version,
  }));
}

/** Instances of the account, newest first; released ones only when `status` asks for them. */
export async function listInstancesPage(
  db: DbOrTx,
  user: User,
  q: { limit: number; cursor?: string; status?: string; zone?: string },
) {
  const before = cursorId(q.cursor);
  const where: (SQL | undefined)[] = [
    eq(instances.userId, walletOwnerId(user)),
    q.status ? eq(instances.status, q.status) : ne(instances.status, 'released'),
    q.zone ? eq(instances.zoneCode, q.zone) : undefined,
    before ? lt(instances.id, before) : undefined,
  ];
  const rows = await db
    .select({ id: instances.id, ...OUT_COLUMNS })
    .from(instances)
    .where(and(...where))
    .orderBy(desc(instances.id))
    .limit(q.limit + 1);
  return page(rows, q.limit, toInstanceOut);
}

/** One instance of the account. @throws ApiError 404 'instance.not_found' */
export async function getInstance(db: DbOrTx, user: User, instanceId: string) {
  const [row] = await db
    .select(OUT_COLUMNS)
    .from(instances)
    .where(and(eq(instances.instanceId, instanceId), eq(instances.userId, walletOwnerId(user))))
    .limit(1);
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'instance.not_found');
  return toInstanceOut(row);
}

export interface PublicCreate {
  zone: string;
  instance_type: string;
  image_id: number;
  name: string;
  system_disk_type: string;
  system_disk_gb: number;
  bandwidth_mbps: number;
  duration_months: number;
  quantity: number;
  login_type: 'key' | 'password';
  ssh_key_id?: number;
  password?: string;
  auto_renew: boolean;
  /** The price the caller expects (yuan as fen); refused with 409 when the server's differs. */
  price?: number;
  client_token?: string;
}

/**
 * Create ECS instances from a signed call: the server prices the configuration (an expected `price` is checked when
 * given), pays from the wallet through the ledger and writes the order-paid message, as the console's order does
 * (docs/decisions/0097-public-api-and-access-keys.md: the signed request is the confirmation). With a client token
 * a repeat within 24 h (the token is kept with the order, so for ever) answers the first order's instances, charging
 * nothing.
 * @throws ApiError 404 unknown zone/type/image, 400 configuration, 402 balance, 409 price, 503 real-name
 */
export async function createInstances(deps: OrderingDeps, user: User, b: PublicCreate, lang: Lang) {
  const z = await zoneByCode(deps.db, b.zone);
  const type = (await zoneInstanceTypes(deps.db, z.id, lang))
    .flatMap((f) => f.types)
    .find((t) => t.code === b.instance_type);
  if (!type) throw new ApiError(CODE.NOT_FOUND, 'openapi.unknown_type', { type: b.instance_type });
  const [img] = await deps.db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, b.image_id), eq(images.zoneId, z.id)))
    .limit(1);
  if (!img) throw new ApiError(CODE.NOT_FOUND, 'openapi.unknown_image', { image: String(b.image_id) });
  const config = {
    zone_id: z.id,
    instance_type_id: type.id,
    image_id: img.id,
    system_disk_type: b.system_disk_type,
    system_disk_gb: b.system_disk_gb,
    data_disks: [],
    bandwidth_mbps: b.bandwidth_mbps,
    duration_months: b.duration_months,
    quantity: b.quantity,
  };
  const quote = await quoteEcs(deps.db, quoteInputFromConfig(config), lang);
  const r = await createEcsOrder(deps, user, {
    ...config,
    name: b.name,
    login_type: b.login_type,
    ssh_key_id: b.ssh_key_id,
    password: b.password,
    auto_renew: b.auto_renew,
    price: b.price ?? quote.totalFen,
    agree: true,
    client_token: b.client_token,
  });
  return { order_num: r.order_num, amount: r.amount, instances: r.instances };
}

/** Start, stop, reboot or release (delete) an instance: answers it in its transitional state. */
export async function actOnInstance(
  deps: OrderingDeps,
  user: User,
  instanceId: string,
  act: 'start' | 'stop' | 'reboot' | 'release',
) {
  return instanceAction(deps, user, instanceId, act);
}

/** The wallet of the account: cash and gift balances, yuan. */
export async function balance(db: DbOrTx, user: User) {
  const [u] = await db
    .select({ cash: users.balanceFen, give: users.giveBalanceFen })
    .from(users)
    .where(eq(users.id, walletOwnerId(user)))
    .limit(1);
  return {
    cash: fenToYuan(u?.cash ?? 0),
    gift: fenToYuan(u?.give ?? 0),
    available: fenToYuan((u?.cash ?? 0) + (u?.give ?? 0)),
    currency: 'CNY' as const,
  };
}

/** Paid orders of the account, newest first. */
export async function ordersPage(db: DbOrTx, user: User, q: { limit: number; cursor?: string }) {
  const before = cursorId(q.cursor);
  const rows = await db
    .select()
    .from(productOrders)
    .where(and(eq(productOrders.userId, walletOwnerId(user)), before ? lt(productOrders.id, before) : undefined))
    .orderBy(desc(productOrders.id))
    .limit(q.limit + 1);
  return page(rows, q.limit, (o) => ({
    order_num: o.orderNum,
    kind: o.kind,
    amount: fenToYuan(o.amountFen),
    refunded: fenToYuan(o.refundedFen),
    status: o.status,
    client_token: o.clientToken,
    created_at: toSeconds(o.createdAt),
  }));
}

/** Bill lines (the ledger: every change of the balances), newest first; amounts signed, yuan. */
export async function billsPage(db: DbOrTx, user: User, q: { limit: number; cursor?: string }) {
  const before = cursorId(q.cursor);
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, walletOwnerId(user)), before ? lt(ledgerEntries.id, before) : undefined))
    .orderBy(desc(ledgerEntries.id))
    .limit(q.limit + 1);
  return page(rows, q.limit, (e) => ({
    id: e.id,
    kind: e.kind,
    cash: fenToYuan(e.balanceDeltaFen),
    gift: fenToYuan(e.giveDeltaFen),
    cash_after: fenToYuan(e.balanceAfterFen),
    ref_type: e.refType,
    ref_id: e.refId,
    created_at: toSeconds(e.createdAt),
  }));
}
