/**
 * The operator view of compute hosts (issue "Real compute"): every configured host with its capacity
 * (from the backend: `virsh nodeinfo`, or the simulator's), what the platform allocated on it (memory and
 * vCPUs of instances not released or failed) and those instances.
 */
import { and, asc, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { instances } from '../../../db/schema.ts';
import type { ComputeBackend } from '../../../providers/compute/types.ts';
import { hostAllocations } from './placement.ts';

export async function listComputeHosts(db: Db, compute: ComputeBackend) {
  const [capacities, allocated, rows] = await Promise.all([
    Promise.all(compute.hosts().map((h) => compute.hostCapacity(h))),
    hostAllocations(db),
    db
      .select({
        instanceId: instances.instanceId,
        name: instances.name,
        status: instances.status,
        host: instances.host,
        vcpu: instances.vcpu,
        memoryGb: instances.memoryGb,
        userId: instances.userId,
      })
      .from(instances)
      .where(and(isNotNull(instances.host), notInArray(instances.status, ['released', 'failed'])))
      .orderBy(asc(instances.id)),
  ]);
  return {
    backend: compute.name,
    hosts: capacities.map((c) => {
      const a = allocated.get(c.uri);
      return {
        uri: c.uri,
        up: c.up,
        error: c.error ?? null,
        memory_mb: c.memoryMb,
        vcpus: c.vcpus,
        allocated_memory_mb: a?.memoryMb ?? 0,
        allocated_vcpus: a?.vcpus ?? 0,
        instances: rows
          .filter((r) => r.host === c.uri)
          .map((r) => ({
            instance_id: r.instanceId,
            name: r.name,
            status: r.status,
            vcpu: r.vcpu,
            memory_gb: r.memoryGb,
            user_id: r.userId,
          })),
      };
    }),
  };
}
