/**
 * Placement of new instances on compute hosts (issue "Real compute"): the host with the most free
 * memory that fits the instance type. Free memory is the host's memory (`virsh nodeinfo`) minus the
 * memory of the platform's instances placed on it and not released or failed — allocations, as
 * OpenStack's placement counts them, so concurrent orders spread even before their guests touch
 * their memory. Placements are serialised by a transaction-scoped advisory lock, and the chosen
 * host is written on the instance in that transaction; an instance already placed keeps its host
 * (a job delivered again creates on the same host).
 */
import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { instances } from '../../../db/schema.ts';
import { ComputeError, type ComputeBackend, type HostCapacity } from '../../../providers/compute/types.ts';

/** Advisory lock key of placements. */
const PLACEMENT_LOCK = 18_003;

/** Memory allocated (MiB) and instances per host, of instances not released or failed. */
export async function hostAllocations(
  db: Pick<Db, 'select'>,
): Promise<Map<string, { memoryMb: number; vcpus: number; instances: number }>> {
  const rows = await db
    .select({
      host: instances.host,
      memoryGb: sql<number>`coalesce(sum(${instances.memoryGb}), 0)::int`,
      vcpus: sql<number>`coalesce(sum(${instances.vcpu}), 0)::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(instances)
    .where(and(isNotNull(instances.host), notInArray(instances.status, ['released', 'failed'])))
    .groupBy(instances.host);
  return new Map(rows.map((r) => [r.host!, { memoryMb: r.memoryGb * 1024, vcpus: r.vcpus, instances: r.n }]));
}

/** Pick the host for `memoryGb` among capacities and allocations; null when none fits. Pure. */
export function pickHost(
  capacities: HostCapacity[],
  allocated: Map<string, { memoryMb: number }>,
  memoryGb: number,
): string | null {
  let best: { uri: string; free: number } | null = null;
  for (const c of capacities) {
    if (!c.up) continue;
    const free = c.memoryMb - (allocated.get(c.uri)?.memoryMb ?? 0);
    if (free >= memoryGb * 1024 && (!best || free > best.free)) best = { uri: c.uri, free };
  }
  return best?.uri ?? null;
}

/**
 * The host of instance row `id`: the one recorded, or a new placement recorded now.
 * @throws ComputeError when no configured host is up with enough free memory.
 */
export async function placeInstance(db: Db, compute: ComputeBackend, id: number): Promise<string> {
  const capacities = await Promise.all(compute.hosts().map((h) => compute.hostCapacity(h)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PLACEMENT_LOCK})`);
    const [row] = await tx
      .select({ host: instances.host, memoryGb: instances.memoryGb })
      .from(instances)
      .where(eq(instances.id, id));
    if (!row) throw new ComputeError('The instance no longer exists');
    if (row.host) return row.host;
    const host = pickHost(capacities, await hostAllocations(tx), row.memoryGb);
    if (!host) throw new ComputeError(`No host has ${row.memoryGb} GiB of memory free for this instance type`);
    await tx.update(instances).set({ host }).where(eq(instances.id, id));
    return host;
  });
}
