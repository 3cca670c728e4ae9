/**
 * Cloud disks (云盘) of the customer area (issue "ECS storage and images"): buy, list, attach, detach, expand,
 * release. States and transitions: @lanyun/contract/storage-states; the work on the host is done by the jobs of
 * disk-jobs.ts through `ComputeBackend.disks` (providers/compute/disks.ts).
 *
 * Money (integer fen inside, yuan at the API; docs/decisions/0092-cloud-disks.md):
 * - a disk is prepaid to the expiry of the instance it is bought for (or for one month when bought for none): its
 *   price is GB × the category's fen per GB-month × the region's price_pct, pro rata to the time left
 *   (time left / 30 days, rounded to the fen, at least 1 fen);
 * - an expansion costs the added GB the same way, to the disk's expiry;
 * - the customer confirms the price they saw (`price`, 409 `order.price_changed` otherwise) and the agreement; the
 *   charge is an order paid from the wallet through the ledger with its message (orders `payOrder`), in the same
 *   transaction as the disk's change; a creation or expansion that fails on the host is refunded
 *   (`refundOrderShare`); a release refunds nothing (the 5-day rule covers the first ECS purchase only).
 * Guards: account quota {@link DISK_QUOTA} and {@link MAX_INSTANCE_DATA_DISKS} per instance are counted under the
 * wallet owner's row lock, so two purchases at once cannot pass them both.
 */
import {
  DATA_DISK_GB,
  DISK_ATTACHABLE_INSTANCE_STATES,
  type DISK_STATES,
  DISK_TRANSITIONS,
  type DiskAction,
  MAX_INSTANCE_DATA_DISKS,
} from '@lanyun/contract/storage-states';
import { and, count, desc, eq, inArray, lt, notInArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { cloudDisks, diskTypes, instances, regions, users, zones } from '../../../db/schema.ts';
import type { ApiReason } from '../../../lib/envelope.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { catalogText, type Lang } from '../../content/index.ts';
import { addMonths, assertAgreed, assertPriceSeen, payOrder, walletDto } from '../../orders/index.ts';
import type { JobRunner } from '../../platform/index.ts';
import { assertVerified, walletOwnerId } from '../../wallet/index.ts';
import { resourceId } from '../../../lib/resource-id.ts';

/** Cloud disks one account may hold at once (not released). */
export const DISK_QUOTA = 50;
/** Length of the month the pro-rata price divides by, ms. */
const MONTH_MS = 30 * 86_400_000;

export const JOB_DISK_CREATE = 'disk.create';
export const JOB_DISK_ACTION = 'disk.action';

export type User = { id: number; pid: number };
type DiskRow = typeof cloudDisks.$inferSelect;
/** Statuses of disks that count against the quotas (everything not gone). */
export const GONE: readonly string[] = ['released', 'failed'];

export interface DiskDeps {
  db: DbOrTx;
  jobs: JobRunner;
}

export const newDiskId = () => resourceId('d');

/** A disk as the API answers it (schemas/disks.ts `DiskOut`): times in Unix seconds. */
export function toDiskOut(r: DiskRow) {
  return {
    disk_id: r.diskId,
    name: r.name,
    status: r.status as (typeof DISK_STATES)[number],
    category: r.category,
    gb: r.gb,
    target_gb: r.targetGb,
    zone_code: r.zoneCode,
    region_code: r.regionCode,
    instance_id: r.instanceId,
    device: r.device,
    release_with_instance: r.releaseWithInstance,
    fail_reason: r.failReason,
    created_at: toSeconds(r.createdAt),
    expires_at: toSeconds(r.expiresAt),
  };
}

/** Pro-rata price of `gb` for the time from `now` to `until`, fen: monthly price × time left / 30 days, ≥ 1 fen. */
export function proRataFen(monthFenPerGb: number, gb: number, pricePct: number, until: Date, now = new Date()): number {
  const month = (gb * monthFenPerGb * pricePct) / 100;
  const left = Math.max(0, until.getTime() - now.getTime());
  return Math.max(1, Math.round((month * left) / MONTH_MS));
}

/** The owner's instance, or 404. */
async function ownInstance(db: DbOrTx, ownerId: number, instanceId: string, lock = false) {
  const q = db
    .select()
    .from(instances)
    .where(and(eq(instances.instanceId, instanceId), eq(instances.userId, ownerId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'instance.not_found');
  return row;
}

/** The owner's disk (locked `for update` with `lock`), or 404 `disk.not_found`. */
export async function ownDisk(db: DbOrTx, ownerId: number, diskId: string, lock = false): Promise<DiskRow> {
  const q = db
    .select()
    .from(cloudDisks)
    .where(and(eq(cloudDisks.diskId, diskId), eq(cloudDisks.userId, ownerId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'disk.not_found');
  return row;
}

const stateWord = (status: string) => ({ key: `disk_state.${status}` as ApiReason });
const instanceStateWord = (status: string) => ({
  key: `state.${status === 'pending' ? 'creating' : status}` as ApiReason,
});

/** An instance must be running or stopped to take or give back a disk. @throws 409 disk.instance_state */
function assertAttachable(inst: { status: string }) {
  if (!(DISK_ATTACHABLE_INSTANCE_STATES as readonly string[]).includes(inst.status))
    throw new ApiError(CODE.CONFLICT, 'disk.instance_state', { state: instanceStateWord(inst.status) });
}

/** Data disks an instance has or is getting. */
async function disksOf(db: DbOrTx, instanceId: string): Promise<number> {
  const [c] = await db
    .select({ n: count() })
    .from(cloudDisks)
    .where(and(eq(cloudDisks.instanceId, instanceId), notInArray(cloudDisks.status, [...GONE])));
  return c?.n ?? 0;
}

export interface DiskQuoteInput {
  category: string;
  gb: number;
  /** The instance it is bought for (attached once created; shares its expiry, must be in its zone). */
  instance_id?: string;
  /** The zone, when bought for no instance (one month). */
  zone_id?: number;
}

/**
 * Price a new disk. @throws 400 disk.type_unknown | disk.size_range | catalog.unknown_zone, 404 instance.not_found,
 * 409 disk.instance_state | disk.instance_expired
 */
export async function quoteDisk(db: DbOrTx, user: User, q: DiskQuoteInput, lang: Lang = 'en', now = new Date()) {
  const ownerId = walletOwnerId(user);
  const [dt] = await db.select().from(diskTypes).where(eq(diskTypes.code, q.category)).limit(1);
  if (!dt) throw new ApiError(CODE.BAD_REQUEST, 'disk.type_unknown', { type: q.category });
  const min = Math.max(dt.minGb, DATA_DISK_GB.min);
  const max = Math.min(dt.maxGb, DATA_DISK_GB.max);
  if (!Number.isInteger(q.gb) || q.gb < min || q.gb > max)
    throw new ApiError(CODE.BAD_REQUEST, 'disk.size_range', { min, max });
  let zoneId: number;
  let until: Date;
  let instance: typeof instances.$inferSelect | null = null;
  if (q.instance_id) {
    instance = await ownInstance(db, ownerId, q.instance_id);
    assertAttachable(instance);
    if (instance.expiresAt.getTime() <= now.getTime()) throw new ApiError(CODE.CONFLICT, 'disk.instance_expired');
    zoneId = instance.zoneId;
    until = instance.expiresAt;
  } else {
    if (q.zone_id === undefined) throw new ApiError(CODE.BAD_REQUEST, 'catalog.unknown_zone');
    zoneId = q.zone_id;
    until = addMonths(now, 1);
  }
  const [z] = await db
    .select({ z: zones, r: regions })
    .from(zones)
    .innerJoin(regions, eq(regions.id, zones.regionId))
    .where(eq(zones.id, zoneId))
    .limit(1);
  if (!z) throw new ApiError(CODE.BAD_REQUEST, 'catalog.unknown_zone');
  const fen = proRataFen(dt.priceGbMonthFen, q.gb, z.r.pricePct, until, now);
  return {
    fen,
    until,
    instance,
    zone: { id: z.z.id, code: z.z.code, regionCode: z.r.code },
    dto: {
      price: fenToYuan(fen),
      unit_price_month: fenToYuan(Math.round((q.gb * dt.priceGbMonthFen * z.r.pricePct) / 100)),
      category_name: catalogText(lang, dt.name, dt.nameZh),
      expires_at: toSeconds(until),
    },
  };
}

/** Lock the wallet owner's row (the quotas are counted under it: two purchases at once queue here). */
async function lockOwner(tx: DbOrTx, ownerId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

/**
 * Buy a cloud disk, paid from the wallet; when bought for an instance it is attached to it once created.
 * @throws 400 (input, agreement), 402 wallet.shortfall, 404, 409 (price, states, quotas), 503 real name
 */
export async function createDisk(
  deps: DiskDeps,
  user: User,
  b: DiskQuoteInput & { name: string; price: number; agree?: boolean; client_token?: string },
) {
  assertAgreed(b.agree);
  const ownerId = walletOwnerId(user);
  await assertVerified(deps.db, ownerId);
  const now = new Date();
  const quote = await quoteDisk(deps.db, user, b, 'en', now);
  assertPriceSeen(b.price, quote.fen);
  const result = await deps.db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const [held] = await tx
      .select({ n: count() })
      .from(cloudDisks)
      .where(and(eq(cloudDisks.userId, ownerId), notInArray(cloudDisks.status, [...GONE])));
    if ((held?.n ?? 0) >= DISK_QUOTA) throw new ApiError(CODE.CONFLICT, 'disk.quota', { max: DISK_QUOTA });
    if (quote.instance) {
      const inst = await ownInstance(tx, ownerId, quote.instance.instanceId, true);
      assertAttachable(inst);
      if ((await disksOf(tx, inst.instanceId)) >= MAX_INSTANCE_DATA_DISKS)
        throw new ApiError(CODE.CONFLICT, 'disk.instance_full', { max: MAX_INSTANCE_DATA_DISKS });
    }
    const diskId = newDiskId();
    const order = await payOrder(tx, {
      ownerId,
      createdBy: user.id,
      kind: 'disk_new',
      amountFen: quote.fen,
      clientToken: b.client_token,
      memo: {
        key: 'ledger.disk_new',
        params: { id: diskId, gb: b.gb, until: quote.until.toISOString().slice(0, 10) },
      },
      detail: { disk_id: diskId, category: b.category, gb: b.gb, instance_id: b.instance_id ?? null, quantity: 1 },
    });
    if (order.replay) {
      const [prev] = await tx.select().from(cloudDisks).where(eq(cloudDisks.orderId, order.id)).limit(1);
      return { order, row: prev! };
    }
    const [row] = await tx
      .insert(cloudDisks)
      .values({
        diskId,
        userId: ownerId,
        createdBy: user.id,
        orderId: order.id,
        name: b.name,
        category: b.category,
        gb: b.gb,
        zoneId: quote.zone.id,
        zoneCode: quote.zone.code,
        regionCode: quote.zone.regionCode,
        instanceId: quote.instance?.instanceId ?? null,
        expiresAt: quote.until,
      })
      .returning();
    return { order, row: row! };
  });
  if (!result.order.replay)
    await deps.jobs.send(JOB_DISK_CREATE, { diskId: result.row.diskId }, { key: result.row.diskId });
  return { ...walletDto(result.order), disk: toDiskOut(result.row) };
}

/**
 * The data disks of a new instance order, as disk rows (inside the order's transaction): attached from the start,
 * released with the instance, sharing its expiry; their volumes are made by the instance's creation.
 */
export async function recordInstanceDisks(
  tx: DbOrTx,
  rows: {
    instanceId: string;
    userId: number;
    createdBy: number;
    orderId: number;
    zoneId: number;
    zoneCode: string;
    regionCode: string;
    dataDisks: unknown;
    expiresAt: Date;
    name: string;
  }[],
): Promise<void> {
  const values = rows.flatMap((r) =>
    (r.dataDisks as { type: string; gb: number }[]).map((d, i) => ({
      diskId: newDiskId(),
      userId: r.userId,
      createdBy: r.createdBy,
      orderId: r.orderId,
      name: `${r.name}-data-${i + 1}`,
      status: 'in_use',
      category: d.type,
      gb: d.gb,
      zoneId: r.zoneId,
      zoneCode: r.zoneCode,
      regionCode: r.regionCode,
      instanceId: r.instanceId,
      device: `vd${String.fromCharCode(99 + i)}`,
      slot: i + 1,
      releaseWithInstance: true,
      expiresAt: r.expiresAt,
    })),
  );
  if (values.length) await tx.insert(cloudDisks).values(values);
}

/**
 * What an instance's end does to its disks (inside the transaction that ends it): those bought with it are released
 * (`failed` when the instance never got created), the others are detached and become available.
 */
export async function instanceEnded(tx: DbOrTx, instanceId: string, how: 'released' | 'failed'): Promise<void> {
  const now = new Date();
  await tx
    .update(cloudDisks)
    .set({ status: how, releasedAt: how === 'released' ? now : null, device: null, updatedAt: now })
    .where(and(eq(cloudDisks.instanceId, instanceId), eq(cloudDisks.releaseWithInstance, true)));
  await tx
    .update(cloudDisks)
    .set({ status: 'available', instanceId: null, device: null, updatedAt: now })
    .where(
      and(
        eq(cloudDisks.instanceId, instanceId),
        eq(cloudDisks.releaseWithInstance, false),
        // A disk still being created for it ends available by its own job (disk-jobs.ts).
        notInArray(cloudDisks.status, [...GONE, 'creating']),
      ),
    );
}

/** The account's disks, newest first (released ones only when asked by status); `instance_id` narrows to one instance. */
export async function listDisks(
  db: DbOrTx,
  user: User,
  q: { page: number; page_size: number; status?: string; instance_id?: string },
) {
  const ownerId = walletOwnerId(user);
  const where: SQL[] = [eq(cloudDisks.userId, ownerId)];
  if (q.status) where.push(eq(cloudDisks.status, q.status));
  else where.push(notInArray(cloudDisks.status, ['released']));
  if (q.instance_id) where.push(eq(cloudDisks.instanceId, q.instance_id));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cloudDisks)
      .where(and(...where))
      .orderBy(desc(cloudDisks.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db
      .select({ n: count() })
      .from(cloudDisks)
      .where(and(...where)),
  ]);
  return { list: rows.map(toDiskOut), total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

/** 409 naming the disk's state and what the action needs. */
function stateRule(status: string, action: DiskAction): ApiError {
  return new ApiError(
    CODE.CONFLICT,
    'disk.state_rule',
    { state: stateWord(status), rule: { key: `disk_rule.${action}` as ApiReason } },
    { status },
  );
}

/** Move a disk from a state `action` allows to its transitional state, with `set`; 409 when it moved meanwhile. */
async function moveDisk(tx: DbOrTx, disk: DiskRow, action: DiskAction, set: Partial<DiskRow> = {}) {
  const t = DISK_TRANSITIONS[action];
  const [row] = await tx
    .update(cloudDisks)
    .set({ ...set, status: t.via, failReason: null, updatedAt: new Date() })
    .where(and(eq(cloudDisks.id, disk.id), inArray(cloudDisks.status, [...t.from])))
    .returning();
  if (!row) throw stateRule(disk.status, action);
  return row;
}

/**
 * Attach an available disk to a running or stopped instance of its zone (hot-plug while running).
 * @throws 404, 409 disk.state_rule | disk.zone_mismatch | disk.instance_state | disk.instance_full
 */
export async function attachDisk(deps: DiskDeps, user: User, diskId: string, instanceId: string) {
  const ownerId = walletOwnerId(user);
  const row = await deps.db.transaction(async (tx) => {
    const disk = await ownDisk(tx, ownerId, diskId, true);
    if (disk.status === 'in_use') throw new ApiError(CODE.CONFLICT, 'disk.in_use', { instance: disk.instanceId ?? '' });
    if (!(DISK_TRANSITIONS.attach.from as readonly string[]).includes(disk.status))
      throw stateRule(disk.status, 'attach');
    const inst = await ownInstance(tx, ownerId, instanceId, true);
    if (inst.zoneId !== disk.zoneId)
      throw new ApiError(CODE.CONFLICT, 'disk.zone_mismatch', {
        disk_zone: disk.zoneCode,
        instance_zone: inst.zoneCode,
      });
    assertAttachable(inst);
    if ((await disksOf(tx, inst.instanceId)) >= MAX_INSTANCE_DATA_DISKS)
      throw new ApiError(CODE.CONFLICT, 'disk.instance_full', { max: MAX_INSTANCE_DATA_DISKS });
    return moveDisk(tx, disk, 'attach', { instanceId: inst.instanceId });
  });
  await deps.jobs.send(JOB_DISK_ACTION, { diskId, action: 'attach' }, { key: `${diskId}:attach` });
  return toDiskOut(row);
}

/** Detach a disk in use from its instance (running or stopped). @throws 404, 409 */
export async function detachDisk(deps: DiskDeps, user: User, diskId: string) {
  const ownerId = walletOwnerId(user);
  const row = await deps.db.transaction(async (tx) => {
    const disk = await ownDisk(tx, ownerId, diskId, true);
    if (disk.status !== 'in_use') throw stateRule(disk.status, 'detach');
    const inst = await ownInstance(tx, ownerId, disk.instanceId!, true);
    assertAttachable(inst);
    return moveDisk(tx, disk, 'detach');
  });
  await deps.jobs.send(JOB_DISK_ACTION, { diskId, action: 'detach' }, { key: `${diskId}:detach` });
  return toDiskOut(row);
}

/**
 * Price of growing a disk to `gb`: the added GB pro rata to the disk's expiry.
 * @throws 400 disk.size_range, 404, 409 disk.shrink
 */
export async function quoteExpansion(db: DbOrTx, user: User, diskId: string, gb: number, now = new Date()) {
  const disk = await ownDisk(db, walletOwnerId(user), diskId);
  if (!Number.isInteger(gb) || gb <= disk.gb) throw new ApiError(CODE.CONFLICT, 'disk.shrink', { gb: disk.gb });
  const [dt] = await db.select().from(diskTypes).where(eq(diskTypes.code, disk.category)).limit(1);
  const max = Math.min(dt?.maxGb ?? DATA_DISK_GB.max, DATA_DISK_GB.max);
  if (gb > max) throw new ApiError(CODE.BAD_REQUEST, 'disk.size_range', { min: disk.gb + 1, max });
  const [z] = await db
    .select({ pct: regions.pricePct })
    .from(zones)
    .innerJoin(regions, eq(regions.id, zones.regionId))
    .where(eq(zones.id, disk.zoneId))
    .limit(1);
  const fen = proRataFen(dt?.priceGbMonthFen ?? 0, gb - disk.gb, z?.pct ?? 100, disk.expiresAt, now);
  return { disk, fen, dto: { price: fenToYuan(fen), expires_at: toSeconds(disk.expiresAt) } };
}

/**
 * Grow a disk to `gb` (live when its instance runs), paying the added GB to its expiry in the same transaction.
 * @throws 400, 402, 404, 409 (price, state, shrink), 503
 */
export async function expandDisk(
  deps: DiskDeps,
  user: User,
  b: { disk_id: string; gb: number; price: number; agree?: boolean; client_token?: string },
) {
  assertAgreed(b.agree);
  const ownerId = walletOwnerId(user);
  await assertVerified(deps.db, ownerId);
  const quote = await quoteExpansion(deps.db, user, b.disk_id, b.gb);
  assertPriceSeen(b.price, quote.fen);
  const { order, row } = await deps.db.transaction(async (tx) => {
    const disk = await ownDisk(tx, ownerId, b.disk_id, true);
    if (!(DISK_TRANSITIONS.expand.from as readonly string[]).includes(disk.status))
      throw stateRule(disk.status, 'expand');
    if (b.gb <= disk.gb) throw new ApiError(CODE.CONFLICT, 'disk.shrink', { gb: disk.gb });
    const order = await payOrder(tx, {
      ownerId,
      createdBy: user.id,
      kind: 'disk_expand',
      amountFen: quote.fen,
      clientToken: b.client_token,
      memo: {
        key: 'ledger.disk_expand',
        params: { id: disk.diskId, from: disk.gb, to: b.gb, until: disk.expiresAt.toISOString().slice(0, 10) },
      },
      detail: { disk_id: disk.diskId, from_gb: disk.gb, gb: b.gb, quantity: 1 },
    });
    if (order.replay) return { order, row: disk };
    return { order, row: await moveDisk(tx, disk, 'expand', { targetGb: b.gb, pendingOrderId: order.id }) };
  });
  if (!order.replay)
    await deps.jobs.send(JOB_DISK_ACTION, { diskId: b.disk_id, action: 'expand' }, { key: `${b.disk_id}:expand` });
  return { ...walletDto(order), disk: toDiskOut(row) };
}

/** Release a detached disk (a failed one at once); nothing is refunded. @throws 404, 409 disk.in_use | state */
export async function releaseDisk(deps: DiskDeps, user: User, diskId: string) {
  const ownerId = walletOwnerId(user);
  const row = await deps.db.transaction(async (tx) => {
    const disk = await ownDisk(tx, ownerId, diskId, true);
    if (disk.status === 'in_use') throw new ApiError(CODE.CONFLICT, 'disk.in_use', { instance: disk.instanceId ?? '' });
    if (disk.status === 'failed') {
      const [gone] = await tx
        .update(cloudDisks)
        .set({ status: 'released', releasedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(cloudDisks.id, disk.id), eq(cloudDisks.status, 'failed')))
        .returning();
      if (!gone) throw stateRule(disk.status, 'release');
      return gone;
    }
    return moveDisk(tx, disk, 'release');
  });
  if (row.status === 'releasing')
    await deps.jobs.send(JOB_DISK_ACTION, { diskId, action: 'release' }, { key: `${diskId}:release` });
  return toDiskOut(row);
}

/** Disks in a transitional state unchanged since `before` (the recovery pass, disk-jobs.ts). */
export async function stuckDisks(db: DbOrTx, before: Date) {
  return db
    .select({ rowId: cloudDisks.id, diskId: cloudDisks.diskId, status: cloudDisks.status })
    .from(cloudDisks)
    .where(
      and(
        inArray(cloudDisks.status, ['creating', 'attaching', 'detaching', 'expanding', 'releasing']),
        lt(cloudDisks.updatedAt, before),
      ),
    );
}
