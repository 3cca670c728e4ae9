/**
 * ECS block storage (issue "ECS storage and images"): cloud disks (云盘) and their snapshots (快照). States and
 * transitions: @lanyun/contract/storage-states. Sizes are GB (disks) and bytes (snapshots, as `qemu-img info` reads
 * them); money is integer fen; times timestamptz.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { productOrders } from './orders.ts';

/**
 * Cloud disks (data disks). A disk bought with an instance (`slot` = its place among the order's data disks, 1-based;
 * `releaseWithInstance` true) is created by the instance's creation and shares its expiry; a disk bought on its own
 * (`orderId` its `disk_new` order) is created by the `disk.create` job and is prepaid until `expiresAt`, the expiry of
 * the instance it was bought for (or a month when bought for none). `instanceId` is the instance it is attached to
 * (or being attached to while `attaching`), `targetGb` the size an expansion is growing it to and `pendingOrderId` the
 * order that paid for it. status:
 * creating → available ⇄ in_use (via attaching/detaching), expanding, releasing → released; creating → failed.
 */
export const cloudDisks = pgTable(
  'cloud_disks',
  {
    id: serial('id').primaryKey(),
    diskId: text('disk_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by').notNull(),
    /** The order that paid for it (the instance's order for a disk bought with one). */
    orderId: integer('order_id').references(() => productOrders.id),
    name: text('name').notNull(),
    status: text('status').notNull().default('creating'),
    /** Disk category code (`disk_types.code`: cloud_essd, cloud_efficiency …). */
    category: text('category').notNull(),
    gb: integer('gb').notNull(),
    targetGb: integer('target_gb'),
    /** The order paying for the expansion under way (refunded when the expansion fails). */
    pendingOrderId: integer('pending_order_id'),
    zoneId: integer('zone_id').notNull(),
    zoneCode: text('zone_code').notNull(),
    regionCode: text('region_code').notNull(),
    /** The instance (`instances.instance_id`) it is attached to, or being attached to or detached from. */
    instanceId: text('instance_id'),
    /** The guest device it has on that instance (vdc, vdd …), when attached. */
    device: text('device'),
    slot: integer('slot'),
    releaseWithInstance: boolean('release_with_instance').notNull().default(false),
    /** The compute backend's reference of its volume (libvirt: the qcow2 file); null until created. */
    backendRef: text('backend_ref'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failReason: text('fail_reason'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The customer's list, newest first by id.
    index('cloud_disks_user_id_idx').on(t.userId, t.id),
    // The disks of an instance (attach limit, release with the instance, the detail page).
    index('cloud_disks_instance_idx').on(t.instanceId).where(sql`${t.instanceId} is not null`),
    // The recovery pass: rows in a transitional state.
    index('cloud_disks_status_idx').on(t.status, t.updatedAt),
    // Joins and deletes through the order (every foreign key that is read or deleted through has its index).
    index('cloud_disks_order_idx').on(t.orderId),
  ],
);

/**
 * Snapshots of cloud disks: internal qcow2 snapshots named by `snapshotId` inside the disk's own file
 * (docs/decisions/0094-disk-snapshots.md). `sizeBytes` is what `qemu-img info` reports for the disk's allocated data
 * when the snapshot was taken. status: creating → available, rolling_back → available, deleting → deleted;
 * creating → failed.
 */
export const diskSnapshots = pgTable(
  'disk_snapshots',
  {
    id: serial('id').primaryKey(),
    snapshotId: text('snapshot_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by').notNull(),
    /** The disk (`cloud_disks.disk_id`) it is a snapshot of. */
    diskId: text('disk_id').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('creating'),
    /** The disk's size when the snapshot was taken, GB. */
    diskGb: integer('disk_gb').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    failReason: text('fail_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('disk_snapshots_user_id_idx').on(t.userId, t.id),
    index('disk_snapshots_disk_idx').on(t.diskId),
    index('disk_snapshots_status_idx').on(t.status, t.updatedAt),
  ],
);
