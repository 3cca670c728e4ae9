/**
 * ECS instance families and example monthly prices shown on /ecs and /price/ecs. The API has no ECS price list yet
 * (spec §7 lists /v1/inquiry_create_instance_price for quotes); these reference prices are marketing copy.
 */

/** An instance family with example configurations. */
export interface EcsFamily {
  id: string;
  name: string;
  description: string;
  useCases: string;
  plans: Array<{ vcpu: number; memoryGb: number; diskGb: number; bandwidthMbps: number; priceMonth: number }>;
}

export const ECS_FAMILIES: EcsFamily[] = [
  {
    id: 'g7',
    name: 'General purpose (G7)',
    description: '1 vCPU : 4 GiB. Balanced compute, memory and network for most workloads.',
    useCases: 'Web sites, application servers, small databases, office systems',
    plans: [
      { vcpu: 1, memoryGb: 2, diskGb: 40, bandwidthMbps: 1, priceMonth: 29 },
      { vcpu: 2, memoryGb: 4, diskGb: 60, bandwidthMbps: 3, priceMonth: 89 },
      { vcpu: 4, memoryGb: 16, diskGb: 100, bandwidthMbps: 5, priceMonth: 299 },
      { vcpu: 8, memoryGb: 32, diskGb: 200, bandwidthMbps: 10, priceMonth: 599 },
    ],
  },
  {
    id: 'c7',
    name: 'Compute optimised (C7)',
    description: '1 vCPU : 2 GiB on 4th-generation Xeon, for CPU-bound work.',
    useCases: 'Game servers, video transcoding, batch jobs, scientific computing',
    plans: [
      { vcpu: 2, memoryGb: 4, diskGb: 60, bandwidthMbps: 3, priceMonth: 99 },
      { vcpu: 8, memoryGb: 16, diskGb: 100, bandwidthMbps: 10, priceMonth: 449 },
      { vcpu: 16, memoryGb: 32, diskGb: 200, bandwidthMbps: 20, priceMonth: 899 },
    ],
  },
  {
    id: 'r7',
    name: 'Memory optimised (R7)',
    description: '1 vCPU : 8 GiB for memory-heavy applications.',
    useCases: 'In-memory caches, large databases, simulation pre-processing',
    plans: [
      { vcpu: 2, memoryGb: 16, diskGb: 100, bandwidthMbps: 3, priceMonth: 259 },
      { vcpu: 8, memoryGb: 64, diskGb: 200, bandwidthMbps: 10, priceMonth: 999 },
    ],
  },
];

/** Yearly billing costs the same as ten months (see the industry article on cutting cloud bills). */
export function yearlyPrice(priceMonth: number): number {
  return priceMonth * 10;
}
