/**
 * Enforcement of security groups on the compute hosts (issue 40): `reconcileFirewalls` finds the running instances
 * whose host has not applied their current rules, and applies them through `ComputeBackend.applyFirewall`
 * (providers/compute/firewall.ts says how each host kind enforces them). An instance needs applying when:
 *
 * - it has no enforcement row yet (created before security groups, or just now): it joins its region's default
 *   group first;
 * - a rule of one of its groups, or its set of groups, changed (`want_version` > `applied_version`);
 * - it was started (or changed state) after the last application (`instances.updated_at` > `applied_at`): a started
 *   guest comes back with the forwards of its definition only, and a host that was down comes back that way too.
 *
 * A host that cannot be reached leaves the row pending (its error in `last_error`) for the next pass: the change
 * reaches it when it is back. The pass runs every FIREWALL_RECONCILE_MS and at once after each change (`kick`), one
 * pass at a time per process; with several API processes a pass is run by the process that holds its claim.
 */
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  instanceFirewalls,
  instanceSecurityGroups,
  instances,
  securityGroupRules,
  securityGroups,
} from '../../../db/schema.ts';
import { type WorkClaims, withClaim } from '../../platform/index.ts';
import { ComputeError, type ComputeBackend, type FirewallSpec } from '../../../providers/compute/types.ts';
import { ensureInstanceGroups, toSgRule } from './security-groups.ts';

/** Claim namespace of the enforcement pass (one pass at a time across processes). */
export const CLAIM_FIREWALL = 18_040;
/** Instances applied per pass at most (the rest wait for the next pass). */
export const FIREWALL_BATCH = 200;

export interface EnforcementDeps {
  db: Db;
  compute: ComputeBackend;
  claims: WorkClaims;
  log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

/** The groups of an instance, in the order it joined them, with their rules (what the backend enforces). */
export async function firewallSpec(db: Db, instanceRowId: number): Promise<FirewallSpec> {
  const groups = await db
    .select({ id: securityGroups.id, groupId: securityGroups.groupId })
    .from(instanceSecurityGroups)
    .innerJoin(securityGroups, eq(securityGroups.id, instanceSecurityGroups.groupId))
    .where(eq(instanceSecurityGroups.instanceId, instanceRowId))
    .orderBy(asc(instanceSecurityGroups.createdAt), asc(securityGroups.id));
  const out: FirewallSpec = { groups: [] };
  for (const g of groups) {
    const rules = await db
      .select()
      .from(securityGroupRules)
      .where(eq(securityGroupRules.groupId, g.id))
      .orderBy(asc(securityGroupRules.priority), asc(securityGroupRules.id));
    out.groups.push({ groupId: g.groupId, rules: rules.map(toSgRule) });
  }
  return out;
}

/**
 * Apply the current rules to one running instance; records what the host applied (or why it could not).
 * Returns true when applied.
 */
export async function applyInstanceFirewall(
  deps: Pick<EnforcementDeps, 'db' | 'compute'>,
  inst: { id: number; userId: number; regionCode: string; backendRef: string | null },
): Promise<boolean> {
  if (!inst.backendRef) return false;
  await ensureInstanceGroups(deps.db, inst);
  const [fw] = await deps.db
    .select({ want: instanceFirewalls.wantVersion })
    .from(instanceFirewalls)
    .where(eq(instanceFirewalls.instanceId, inst.id));
  const want = fw?.want ?? 1;
  const startedAt = new Date();
  const spec = await firewallSpec(deps.db, inst.id);
  try {
    const applied = await deps.compute.applyFirewall(inst.backendRef, spec);
    await deps.db
      .update(instanceFirewalls)
      .set({
        appliedVersion: sql`greatest(${instanceFirewalls.appliedVersion}, ${want})`,
        forwards: applied.forwards,
        appliedAt: startedAt,
        lastError: null,
      })
      .where(eq(instanceFirewalls.instanceId, inst.id));
    return true;
  } catch (err) {
    if (!(err instanceof ComputeError)) throw err;
    await deps.db
      .update(instanceFirewalls)
      .set({ lastError: err.message.slice(0, 300) })
      .where(eq(instanceFirewalls.instanceId, inst.id));
    return false;
  }
}

/**
 * One enforcement pass (see the module's description): at most `batch` running instances that need it, oldest
 * application first. Returns how many were applied.
 */
export async function reconcileFirewalls(deps: EnforcementDeps, batch = FIREWALL_BATCH): Promise<number> {
  let applied = 0;
  await withClaim(deps.claims, CLAIM_FIREWALL, 0, async () => {
    const due = await deps.db
      .select({
        id: instances.id,
        userId: instances.userId,
        regionCode: instances.regionCode,
        backendRef: instances.backendRef,
      })
      .from(instances)
      .leftJoin(instanceFirewalls, eq(instanceFirewalls.instanceId, instances.id))
      .where(
        and(
          eq(instances.status, 'running'),
          or(
            isNull(instanceFirewalls.instanceId),
            lt(instanceFirewalls.appliedVersion, instanceFirewalls.wantVersion),
            isNull(instanceFirewalls.appliedAt),
            gt(instances.updatedAt, instanceFirewalls.appliedAt),
          ),
        ),
      )
      .orderBy(sql`${instanceFirewalls.appliedAt} asc nulls first`, asc(instances.id))
      .limit(batch);
    for (const inst of due) {
      try {
        if (await applyInstanceFirewall(deps, inst)) applied++;
      } catch (err) {
        deps.log.error({ err, instance: inst.id }, 'security group enforcement failed');
      }
    }
  });
  return applied;
}

/**
 * The pass runner of one process: `tick()` (the timer) and `kick()` (after a change) start a pass unless one runs;
 * a kick during a pass runs one more after it. `running()` resolves when the current pass ended.
 */
export function firewallPassRunner(deps: EnforcementDeps) {
  let current: Promise<unknown> | null = null;
  let again = false;
  const start = () => {
    if (current) {
      again = true;
      return;
    }
    current = reconcileFirewalls(deps)
      .catch((err: unknown) => deps.log.error({ err }, 'security group enforcement pass failed'))
      .finally(() => {
        current = null;
        if (again) {
          again = false;
          start();
        }
      });
  };
  return { tick: start, kick: start, running: () => current ?? Promise.resolve() };
}
