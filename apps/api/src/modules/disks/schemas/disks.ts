/**
 * Request and response schemas of the cloud-disk and snapshot calls (issue "ECS storage and images"). Money is yuan
 * strings with two decimals; sizes GB (snapshots: bytes); times Unix seconds. States: @lanyun/contract/storage-states.
 */
import { DISK_STATES, SNAPSHOT_STATES } from '@lanyun/contract/storage-states';
import { z } from 'zod';
import { UnixSeconds } from '../../../lib/schemas.ts';

/** A cloud disk as the API answers it. */
export const DiskOut = z.object({
  disk_id: z.string(),
  name: z.string(),
  status: z.enum(DISK_STATES),
  category: z.string().describe('Disk category code (disk_types: cloud_essd, cloud_efficiency …)'),
  gb: z.number().int(),
  target_gb: z.number().int().nullable().describe('The size an expansion under way grows it to'),
  zone_code: z.string(),
  region_code: z.string(),
  instance_id: z.string().nullable().describe('The instance it is attached to (or being attached to / detached from)'),
  device: z.string().nullable().describe('Its device in the guest (vdc, vdd …) when attached'),
  release_with_instance: z.boolean(),
  fail_reason: z.string().nullable(),
  created_at: UnixSeconds,
  expires_at: UnixSeconds,
});

/** A snapshot as the API answers it. */
export const SnapshotOut = z.object({
  snapshot_id: z.string(),
  disk_id: z.string(),
  name: z.string(),
  status: z.enum(SNAPSHOT_STATES),
  disk_gb: z.number().int().describe('The disk’s size when it was taken, GB'),
  size_bytes: z.number().int().nullable().describe('Its real size (qemu-img info), bytes; null while being created'),
  fail_reason: z.string().nullable(),
  created_at: UnixSeconds,
});

/** A disk's or snapshot's name: 1–64 characters. */
export const StorageName = z.string().trim().min(1, 'snapshot.name_length').max(64, 'snapshot.name_length');
export const DiskRef = z.object({ disk_id: z.string().trim().min(1).max(40) });
export const SnapshotRef = z.object({ snapshot_id: z.string().trim().min(1).max(40) });
