/**
 * The configuration of an ECS purchase as the configurator sends it (zone, type, image, disks, bandwidth, duration,
 * quantity; no price: the server computes it), shared by the price inquiry (/v1/inquiry_create_instance_price) and the
 * order (/instance_center/inquiry_create_instance_order). Sizes are GB, bandwidth Mbps, durations months.
 */
import { z } from 'zod';
import { MAX_INSTANCE_DATA_DISKS } from '@lanyun/contract/storage-states';
import { Id } from '../../../lib/schemas.ts';

/** At most this many data disks on one instance (@lanyun/contract/storage-states). */
export const MAX_DATA_DISKS = MAX_INSTANCE_DATA_DISKS;

const DiskSpec = z.object({ type: z.string().max(32), gb: z.number().int() });
/** The data disks as parsed from the form's JSON text (built once: building it per request was 9 % of a quote's CPU). */
const DataDisks = z.array(DiskSpec).max(MAX_DATA_DISKS);
/** The configuration of an ECS purchase as the configurator sends it (no price: the server computes it). */
export const EcsConfigBody = z.object({
  region_id: Id.optional().describe('When given, the zone must be in this region'),
  zone_id: Id,
  instance_type_id: Id,
  image_id: Id,
  system_disk_type: z.string().max(32).default('cloud_essd'),
  system_disk_gb: z.coerce.number().int().default(40),
  data_disks: z
    .string()
    .max(2000)
    .default('[]')
    .transform((s, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(s);
      } catch {
        parsed = undefined;
      }
      const disks = DataDisks.safeParse(parsed);
      if (disks.success) return disks.data;
      ctx.addIssue({ code: 'custom', message: 'form.data_disks' });
      return z.NEVER;
    })
    .describe('JSON array of {type, gb}'),
  bandwidth_mbps: z.coerce.number().int().default(1),
  duration_months: z.coerce.number().int().default(1),
  quantity: z.coerce.number().int().default(1),
});
export type EcsConfig = z.infer<typeof EcsConfigBody>;
