/**
 * ECS orders and the instance center (issue "Catalog and ordering").
 *
 * - `createEcsOrder`: checks region → zone → type → image (services/orders/ecs-pricing.ts), the log-in,
 *   the price the customer saw (409 when the catalog changed) and real-name verification (503);
 *   pays from the wallet (services/orders/orders.ts; 402 with data.shortfall) and writes the instances
 *   (`pending`) in the same transaction; then enqueues one `ecs.create` job per instance.
 * - `instanceAction`: start/stop/reboot/release as a conditional status change to a transitional
 *   state (starting, stopping, rebooting, releasing) followed by an `ecs.action` job; a state that
 *   does not allow the action answers 409 naming the state.
 * - Renewal: priced from the current catalog, paid like an order; expiry moves by the months.
 * Instances belong to the wallet owner (main account); sub-accounts act on them with their keys.
 */
import { INSTANCE_RENEWABLE, INSTANCE_TRANSITIONS, type InstanceAction } from '@lanyun/contract/states';
import type { ApiReason } from '../../../lib/envelope.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { instances, sshKeys } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { breakdownDto, type InstanceOut } from '../../orders/index.ts';
import type { Lang } from '../../content/index.ts';
import { quoteEcs, quoteInputFromConfig, type QuoteInput } from '../../orders/index.ts';
import { sealSecret, secretKey } from './instance-secrets.ts';
import type { JobRunner } from '../../platform/index.ts';
import { addMonths, assertAgreed, assertPriceSeen, payOrder, renewedExpiry, walletDto } from '../../orders/index.ts';
import { assertVerified, walletOwnerId } from '../../wallet/index.ts';
import type { z } from 'zod';
import { instancesChanged } from './list-copies.ts';
import { notifyReleased } from '../../accounts/index.ts';
import { instanceEnded, recordInstanceDisks } from '../../disks/index.ts';
import { resourceId } from '../../../lib/resource-id.ts';

export interface OrderingDeps {
  db: DbOrTx;
  jobs: JobRunner;
  /** AES-256-GCM key sealing instance passwords until creation (services/instances/instance-secrets.ts); the development key when absent. */
  secretKey?: Buffer;
  /** Whether the compute backend can create this catalog image (ComputeBackend.imageAvailable); absent = always. */
  imageAvailable?: (imageName: string) => boolean;
}
export type User = { id: number; pid: number };
type InstanceRow = typeof instances.$inferSelect;
type Disk = { type: string; gb: number };

export const JOB_ECS_CREATE = 'ecs.create';
export const JOB_ECS_ACTION = 'ecs.action';

export const newInstanceId = () => resourceId('i');

/** The columns {@link toInstanceOut} reads: the lists select only these (an instance row has 39). */
export const OUT_COLUMNS = {
  instanceId: instances.instanceId,
  name: instances.name,
  status: instances.status,
  regionCode: instances.regionCode,
  regionName: instances.regionName,
  zoneCode: instances.zoneCode,
  zoneName: instances.zoneName,
  instanceType: instances.instanceType,
  vcpu: instances.vcpu,
  memoryGb: instances.memoryGb,
  imageName: instances.imageName,
  systemDisk: instances.systemDisk,
  dataDisks: instances.dataDisks,
  bandwidthMbps: instances.bandwidthMbps,
  publicIp: instances.publicIp,
  privateIp: instances.privateIp,
  sshPort: instances.sshPort,
  loginType: instances.loginType,
  autoRenew: instances.autoRenew,
  durationMonths: instances.durationMonths,
  failReason: instances.failReason,
  createdAt: instances.createdAt,
  expiresAt: instances.expiresAt,
};
type InstanceOutRow = Pick<InstanceRow, keyof typeof OUT_COLUMNS>;

/** An instance as the API answers it (schemas/ordering.ts `InstanceOut`): times in Unix seconds. */
export function toInstanceOut(r: InstanceOutRow): z.infer<typeof InstanceOut> {
  return {
    instance_id: r.instanceId,
    name: r.name,
    status: r.status as z.infer<typeof InstanceOut>['status'],
    region_code: r.regionCode,
    region_name: r.regionName,
    zone_code: r.zoneCode,
    zone_name: r.zoneName,
    instance_type: r.instanceType,
    vcpu: r.vcpu,
    memory_gb: r.memoryGb,
    image_name: r.imageName,
    system_disk: r.systemDisk as Disk,
    data_disks: r.dataDisks as Disk[],
    bandwidth_mbps: r.bandwidthMbps,
    public_ip: r.publicIp,
    private_ip: r.privateIp,
    ssh_port: r.sshPort,
    login_type: r.loginType as 'key' | 'password',
    auto_renew: r.autoRenew,
    duration_months: r.durationMonths,
    fail_reason: r.failReason,
    created_at: toSeconds(r.createdAt),
    expires_at: toSeconds(r.expiresAt),
  };
}

export interface EcsOrderInput {
  /** When given, the zone must be in this region. */
  region_id?: number;
  zone_id: number;
  instance_type_id: number;
  image_id: number;
  system_disk_type: string;
  system_disk_gb: number;
  data_disks: Disk[];
  bandwidth_mbps: number;
  duration_months: number;
  quantity: number;
  name: string;
  login_type: 'key' | 'password';
  ssh_key_id?: number;
  password?: string;
  auto_renew: boolean;
  price: number;
  /** The service agreement was ticked on the confirmation page (required: `order.agreement_required`). */
  agree?: boolean;
  client_token?: string;
}

/**
 * Buy ECS instances. @throws ApiError 400 (configuration, log-in, `order.agreement_required`), 402, 409 (price), 503
 */
export async function createEcsOrder(deps: OrderingDeps, user: User, b: EcsOrderInput) {
  assertAgreed(b.agree);
  const ownerId = walletOwnerId(user);
  await assertVerified(deps.db, ownerId);
  const quote = await quoteEcs(deps.db, quoteInputFromConfig(b));
  if (b.login_type === 'key') {
    const [key] = await deps.db
      .select({ id: sshKeys.id })
      .from(sshKeys)
      .where(and(eq(sshKeys.id, b.ssh_key_id!), eq(sshKeys.userId, ownerId)))
      .limit(1);
    if (!key) throw new ApiError(CODE.BAD_REQUEST, 'order.unknown_ssh_key');
  }
  assertPriceSeen(b.price, quote.totalFen);
  const image = quote.image!;
  if (deps.imageAvailable && !deps.imageAvailable(`${image.name} ${image.version}`)) {
    throw new ApiError(
      CODE.BAD_REQUEST,
      'order.image_unavailable',
      { name: `${image.name} ${image.version}` },
      { image_unavailable: image.id },
    );
  }
  const now = new Date();
  const result = await deps.db.transaction(async (tx) => {
    const order = await payOrder(tx, {
      ownerId,
      createdBy: user.id,
      kind: 'ecs_new',
      amountFen: quote.totalFen,
      clientToken: b.client_token,
      memo: {
        key: 'ledger.ecs_new',
        params: { type: quote.type.code, quantity: b.quantity, months: b.duration_months },
      },
      detail: {
        zone: quote.zone.code,
        type: quote.type.code,
        image: image.id,
        quantity: b.quantity,
        months: b.duration_months,
        lines: quote.lines,
      },
    });
    if (order.replay)
      return {
        order,
        rows: await tx.select().from(instances).where(eq(instances.orderId, order.id)).orderBy(instances.id),
      };
    const rows = await tx
      .insert(instances)
      .values(
        Array.from({ length: b.quantity }, (_, i) => ({
          instanceId: newInstanceId(),
          userId: ownerId,
          createdBy: user.id,
          orderId: order.id,
          name: b.quantity > 1 ? `${b.name}-${String(i + 1).padStart(3, '0')}` : b.name,
          regionCode: quote.zone.regionCode,
          regionName: quote.zone.regionName,
          zoneId: quote.zone.id,
          zoneCode: quote.zone.code,
          zoneName: quote.zone.name,
          instanceTypeId: quote.type.id,
          instanceType: quote.type.code,
          vcpu: quote.type.vcpu,
          memoryGb: quote.type.memoryGb,
          imageId: image.id,
          imageName: `${image.name} ${image.version}`,
          systemDisk: { type: b.system_disk_type, gb: b.system_disk_gb },
          dataDisks: b.data_disks,
          bandwidthMbps: b.bandwidth_mbps,
          loginType: b.login_type,
          sshKeyId: b.login_type === 'key' ? b.ssh_key_id! : null,
          loginSecret: b.password ? sealSecret(deps.secretKey ?? secretKey(undefined), b.password) : null,
          unitMonthFen: quote.unitMonthFen,
          durationMonths: b.duration_months,
          autoRenew: b.auto_renew,
          expiresAt: addMonths(now, b.duration_months),
        })),
      )
      .returning();
    await recordInstanceDisks(tx, rows);
    instancesChanged(ownerId);
    return { order, rows };
  });
  if (!result.order.replay)
    for (const r of result.rows)
      await deps.jobs.send(JOB_ECS_CREATE, { instanceId: r.instanceId }, { key: r.instanceId });
  return { ...walletDto(result.order), instances: result.rows.map(toInstanceOut) };
}

/** The owner's instance or 404. */
async function ownInstance(db: DbOrTx, user: User, instanceId: string, lock = false): Promise<InstanceRow> {
  const q = db
    .select()
    .from(instances)
    .where(and(eq(instances.instanceId, instanceId), eq(instances.userId, walletOwnerId(user))))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'instance.not_found');
  return row;
}

type Action = InstanceAction;
/** For each action: the states it is allowed from, and the transitional state it moves to (@lanyun/contract/states). */
export const TRANSITIONS = INSTANCE_TRANSITIONS;

/** The words of an instance's state inside a refusal (catalogue keys `state.*`). */
const STATE_WORDS: Record<string, ApiReason> = {
  pending: 'state.creating',
  running: 'state.running',
  starting: 'state.starting',
  stopping: 'state.stopping',
  stopped: 'state.stopped',
  rebooting: 'state.rebooting',
  releasing: 'state.releasing',
  released: 'state.released',
  failed: 'state.failed',
  expired: 'state.expired_renew',
};
const ALLOWED_WORDS: Record<Action, ApiReason> = {
  start: 'rule.start',
  stop: 'rule.stop',
  reboot: 'rule.reboot',
  release: 'rule.busy',
};
/** The `state` param of an instance refusal: its state's words (the raw status when unknown). */
const stateParam = (status: string | undefined) => {
  const key = STATE_WORDS[status ?? ''];
  return key ? { key } : (status ?? '');
};

/** Start, stop, reboot or release. @throws ApiError 404 not the owner's, 409 state does not allow it */
export async function instanceAction(deps: OrderingDeps, user: User, instanceId: string, action: Action) {
  const t = TRANSITIONS[action];
  const current = await ownInstance(deps.db, user, instanceId);
  // A failed instance has nothing on the backend: releasing it is immediate.
  const direct = action === 'release' && current.status === 'failed';
  const [row] = await deps.db.transaction(async (tx) => {
    const moved = await tx
      .update(instances)
      .set({ status: direct ? 'released' : t.via, releasedAt: direct ? new Date() : undefined, updatedAt: new Date() })
      .where(and(eq(instances.id, current.id), inArray(instances.status, [...t.from])))
      .returning();
    // Released at once (nothing was created): told now, as the release job tells of the others.
    if (direct && moved[0]) {
      await notifyReleased(tx, moved[0].userId, 'instance', moved[0].instanceId);
      await instanceEnded(tx, moved[0].instanceId, 'released');
    }
    return moved;
  });
  if (row) instancesChanged(row.userId);
  if (!row) {
    const [now] = await deps.db
      .select({ status: instances.status })
      .from(instances)
      .where(eq(instances.id, current.id));
    throw new ApiError(
      CODE.CONFLICT,
      'instance.state_rule',
      { state: stateParam(now?.status), rule: { key: ALLOWED_WORDS[action] } },
      { status: now?.status },
    );
  }
  if (!direct) await deps.jobs.send(JOB_ECS_ACTION, { instanceId, action }, { key: `${instanceId}:${action}` });
  return toInstanceOut(row);
}

export async function setAutoRenew(db: DbOrTx, user: User, instanceId: string, on: boolean) {
  const cur = await ownInstance(db, user, instanceId);
  if (['released', 'releasing', 'failed'].includes(cur.status))
    throw new ApiError(CODE.CONFLICT, 'instance.state', { state: stateParam(cur.status) });
  const [row] = await db
    .update(instances)
    .set({ autoRenew: on, updatedAt: new Date() })
    .where(eq(instances.id, cur.id))
    .returning();
  instancesChanged(cur.userId);
  return toInstanceOut(row!);
}

const RENEWABLE: readonly string[] = INSTANCE_RENEWABLE;

/** Renewal quote input of an instance (current catalog prices for its configuration). */
export function renewalInput(r: InstanceRow, months: number): QuoteInput {
  return {
    zone_id: r.zoneId,
    instance_type_id: r.instanceTypeId,
    image_id: null,
    system_disk: r.systemDisk as Disk,
    data_disks: r.dataDisks as Disk[],
    bandwidth_mbps: r.bandwidthMbps,
    months,
    quantity: 1,
    renewal: true,
  };
}

export async function quoteRenewal(db: DbOrTx, user: User, instanceId: string, months: number, lang: Lang = 'en') {
  const r = await ownInstance(db, user, instanceId);
  if (!RENEWABLE.includes(r.status))
    throw new ApiError(CODE.CONFLICT, 'instance.state_not_renewable', { state: stateParam(r.status) });
  const q = await quoteEcs(db, renewalInput(r, months), lang);
  return {
    quote: q,
    dto: {
      price: fenToYuan(q.totalFen),
      original_price: fenToYuan(q.listFen),
      discount: fenToYuan(q.listFen - q.totalFen),
      unit_price_month: fenToYuan(q.unitMonthFen),
      breakdown: breakdownDto(q.breakdown),
    },
  };
}

/** Renew for `duration_months`, paid from the wallet. @throws 402, 409 (price, state), 503 */
export async function renewInstance(
  deps: OrderingDeps,
  user: User,
  b: { instance_id: string; duration_months: number; price: number; agree?: boolean; client_token?: string },
) {
  assertAgreed(b.agree);
  const ownerId = walletOwnerId(user);
  await assertVerified(deps.db, ownerId);
  const { quote } = await quoteRenewal(deps.db, user, b.instance_id, b.duration_months);
  assertPriceSeen(b.price, quote.totalFen);
  const { order, row } = await deps.db.transaction(async (tx) => {
    const cur = await ownInstance(tx, user, b.instance_id, true);
    if (!RENEWABLE.includes(cur.status))
      throw new ApiError(CODE.CONFLICT, 'instance.state_not_renewable', { state: stateParam(cur.status) });
    const order = await payOrder(tx, {
      ownerId,
      createdBy: user.id,
      kind: 'ecs_renew',
      amountFen: quote.totalFen,
      clientToken: b.client_token,
      memo: { key: 'ledger.renew', params: { id: cur.instanceId, months: b.duration_months } },
      detail: { instance_id: cur.instanceId, months: b.duration_months, quantity: 1 },
    });
    if (order.replay) return { order, row: cur };
    const [row] = await tx
      .update(instances)
      .set({
        expiresAt: renewedExpiry(cur.expiresAt, b.duration_months),
        status: cur.status === 'expired' ? 'stopped' : cur.status,
        updatedAt: new Date(),
      })
      .where(eq(instances.id, cur.id))
      .returning();
    instancesChanged(cur.userId);
    return { order, row: row! };
  });
  return { ...walletDto(order), instance: toInstanceOut(row) };
}
