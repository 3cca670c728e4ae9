/**
 * Shaping the ECS catalog for the price tables (/price, /price/ecs, the families on /ecs). Prices stay the API's
 * yuan strings; nothing here computes a price, it only merges, sorts and picks from what the catalog answered.
 */
import type { DataOf } from '@lanyun/api-sdk';

/** One instance family with its types, as /v1/get_region_zone_instance_config answers for a zone. */
export type EcsFamily = DataOf<'/v1/get_region_zone_instance_config'>[number];
/** One instance type (id, code, vCPU, memory, monthly list price in yuan). */
export type EcsType = EcsFamily['types'][number];

/**
 * Merges the family lists of several zones into one: families in first-seen order, each with the union of its types
 * (by id) sorted by vCPU then memory.
 */
export function mergeFamilies(lists: ReadonlyArray<readonly EcsFamily[]>): EcsFamily[] {
  const byCode = new Map<string, EcsFamily>();
  for (const list of lists) {
    for (const family of list) {
      const known = byCode.get(family.code);
      if (!known) {
        byCode.set(family.code, { ...family, types: [...family.types] });
        continue;
      }
      for (const t of family.types) if (!known.types.some((k) => k.id === t.id)) known.types.push(t);
    }
  }
  const families = [...byCode.values()];
  for (const f of families) f.types.sort((a, b) => a.vcpu - b.vcpu || a.memory_gb - b.memory_gb);
  return families;
}

/** The lowest monthly list price of any type (yuan string as the API sent it), or null for an empty catalog. */
export function lowestMonthlyPrice(families: readonly EcsFamily[]): string | null {
  let best: string | null = null;
  for (const f of families)
    for (const t of f.types) if (best === null || Number(t.price_month) < Number(best)) best = t.price_month;
  return best;
}

/** "1–16 vCPU, 1–64 GiB" over every type, or '' when there are none. */
export function shapeRange(families: readonly EcsFamily[]): string {
  const types = families.flatMap((f) => f.types);
  if (!types.length) return '';
  const cpus = types.map((t) => t.vcpu);
  const mems = types.map((t) => t.memory_gb);
  const range = (v: number[]) =>
    Math.min(...v) === Math.max(...v) ? `${Math.min(...v)}` : `${Math.min(...v)}–${Math.max(...v)}`;
  return `${range(cpus)} vCPU, ${range(mems)} GiB`;
}
