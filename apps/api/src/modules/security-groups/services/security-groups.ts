import { DEFAULT_GROUP_RULES, SG_LIMITS, SG_REASONS, type SgRule, checkRule } from '@lanyun/contract/security-groups';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  instanceFirewalls,
  instanceSecurityGroups,
  instances,
  securityGroupRules,
  securityGroups,
} from '../../../db/schema.ts';
import { ApiError, type ApiReason, CODE } from '../../../lib/envelope.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { audit } from '../../ops/index.ts';
import { walletOwnerId } from '../../wallet/index.ts';
import { resourceId } from '../../../lib/resource-id.ts';

type User = { id: number; pid: number };
type GroupRow = typeof securityGroups.$inferSelect;
type RuleRow = typeof securityGroupRules.$inferSelect;
type ForwardedPortRow = { protocol: 'tcp' | 'udp'; port: number; hostPort: number };

/** A new public group id: `sg-` and 12 lower-case letters and digits. */
const newGroupId = () => resourceId('sg');

/** A rule as the API answers it. */
export const toRuleOut = (r: RuleRow) => ({
  id: r.id,
  direction: r.direction as SgRule['direction'],
  protocol: r.protocol as SgRule['protocol'],
  port_from: r.portFrom,
  port_to: r.portTo,
  cidr: r.cidr,
  action: r.action as SgRule['action'],
  priority: r.priority,
  description: r.description,
  created_at: toSeconds(r.createdAt),
});

/** A rule row as the contract's (and the compute backend's) rule. */
export const toSgRule = (r: RuleRow): SgRule => ({
  direction: r.direction as SgRule['direction'],
  protocol: r.protocol as SgRule['protocol'],
  portFrom: r.portFrom,
  portTo: r.portTo,
  cidr: r.cidr,
  action: r.action as SgRule['action'],
  priority: r.priority,
  description: r.description,
});

const toGroupOut = (g: GroupRow, extra: { rule_count: number; instance_count: number }) => ({
  group_id: g.groupId,
  region_code: g.regionCode,
  name: g.name,
  description: g.description,
  is_default: g.isDefault,
  created_at: toSeconds(g.createdAt),
  ...extra,
});

/** Mark every instance of the groups `groupIds` (row ids) as needing its rules applied again. */
async function touchGroups(tx: DbOrTx, groupIds: number[]) {
  if (groupIds.length === 0) return;
  await tx
    .update(instanceFirewalls)
    .set({ wantVersion: sql`${instanceFirewalls.wantVersion} + 1` })
    .where(
      inArray(
        instanceFirewalls.instanceId,
        tx
          .select({ id: instanceSecurityGroups.instanceId })
          .from(instanceSecurityGroups)
          .where(inArray(instanceSecurityGroups.groupId, groupIds)),
      ),
    );
}

/**
 * The account's default group of `regionCode`, made with its default rules when it does not exist yet (two first
 * uses at once make one: the partial unique index, then a read).
 */
export async function defaultGroup(db: Db, ownerId: number, regionCode: string): Promise<GroupRow> {
  const find = async () =>
    (
      await db
        .select()
        .from(securityGroups)
        .where(
          and(
            eq(securityGroups.userId, ownerId),
            eq(securityGroups.regionCode, regionCode),
            eq(securityGroups.isDefault, true),
          ),
        )
        .limit(1)
    )[0];
  const found = await find();
  if (found) return found;
  await db.transaction(async (tx) => {
    const [g] = await tx
      .insert(securityGroups)
      .values({
        groupId: newGroupId(),
        userId: ownerId,
        regionCode,
        name: 'default',
        description: 'SSH and ICMP in, everything out',
        isDefault: true,
      })
      .onConflictDoNothing()
      .returning();
    if (g) await tx.insert(securityGroupRules).values(DEFAULT_GROUP_RULES.map((r) => ({ ...r, groupId: g.id })));
  });
  return (await find())!;
}

/** The account's group `groupId` or 404. */
async function ownedGroup(db: DbOrTx, user: User, groupId: string): Promise<GroupRow> {
  const [g] = await db
    .select()
    .from(securityGroups)
    .where(and(eq(securityGroups.groupId, groupId), eq(securityGroups.userId, walletOwnerId(user))))
    .limit(1);
  if (!g) throw new ApiError(CODE.NOT_FOUND, SG_REASONS.notFound);
  return g;
}

/**
 * The account's groups (of one region when given), the default group of the region first, each with its number of
 * rules and of instances (not released). Listing a region makes its default group when the account has none.
 */
export async function listGroups(db: Db, user: User, regionCode?: string) {
  const ownerId = walletOwnerId(user);
  if (regionCode) await defaultGroup(db, ownerId, regionCode);
  const rows = await db
    .select({
      g: securityGroups,
      // Correlated counts over the outer row (written out: drizzle renders a column here without its table).
      rules: sql<number>`(select count(*) from security_group_rules r where r.group_id = security_groups.id)`.mapWith(
        Number,
      ),
      instances: sql<number>`(select count(*) from instance_security_groups m join instances i on i.id = m.instance_id
        where m.group_id = security_groups.id and i.status <> 'released')`.mapWith(Number),
    })
    .from(securityGroups)
    .where(and(eq(securityGroups.userId, ownerId), regionCode ? eq(securityGroups.regionCode, regionCode) : undefined))
    .orderBy(asc(securityGroups.regionCode), sql`${securityGroups.isDefault} desc`, asc(securityGroups.id));
  return rows.map((r) => toGroupOut(r.g, { rule_count: r.rules, instance_count: r.instances }));
}

/** One group with its rules (ingress then egress, by priority) and the instances using it. @throws ApiError 404 */
export async function groupDetail(db: Db, user: User, groupId: string) {
  const g = await ownedGroup(db, user, groupId);
  const rules = await db
    .select()
    .from(securityGroupRules)
    .where(eq(securityGroupRules.groupId, g.id))
    .orderBy(asc(securityGroupRules.direction), asc(securityGroupRules.priority), asc(securityGroupRules.id));
  const members = await db
    .select({ instanceId: instances.instanceId, name: instances.name, status: instances.status })
    .from(instanceSecurityGroups)
    .innerJoin(instances, eq(instances.id, instanceSecurityGroups.instanceId))
    .where(and(eq(instanceSecurityGroups.groupId, g.id), ne(instances.status, 'released')))
    .orderBy(asc(instances.id));
  return {
    ...toGroupOut(g, { rule_count: rules.length, instance_count: members.length }),
    rules: rules.map(toRuleOut),
    instances: members.map((m) => ({ instance_id: m.instanceId, name: m.name, status: m.status })),
  };
}

/** Create a group in a region (empty: no rule, so nothing in; add rules). @throws ApiError 400 too many / name taken */
export async function createGroup(
  db: Db,
  user: User,
  b: { region_code: string; name: string; description?: string },
  clientIp?: string,
) {
  const ownerId = walletOwnerId(user);
  await defaultGroup(db, ownerId, b.region_code);
  return db.transaction(async (tx) => {
    const [n] = await tx
      .select({ n: count() })
      .from(securityGroups)
      .where(and(eq(securityGroups.userId, ownerId), eq(securityGroups.regionCode, b.region_code)));
    if (Number(n?.n ?? 0) >= SG_LIMITS.groupsPerRegion)
      throw new ApiError(CODE.BAD_REQUEST, SG_REASONS.tooManyGroups, { max: SG_LIMITS.groupsPerRegion });
    const [g] = await tx
      .insert(securityGroups)
      .values({
        groupId: newGroupId(),
        userId: ownerId,
        regionCode: b.region_code,
        name: b.name,
        description: b.description ?? '',
      })
      .onConflictDoNothing()
      .returning();
    if (!g) throw new ApiError(CODE.BAD_REQUEST, SG_REASONS.nameTaken);
    await auditSg(tx, user, 'security_group.create', g.groupId, { after: g, clientIp });
    return toGroupOut(g, { rule_count: 0, instance_count: 0 });
  });
}

/** Delete a group. @throws ApiError 400 the default group, or a group instances still use (`sg.group_in_use`) */
export async function deleteGroup(db: Db, user: User, groupId: string, clientIp?: string) {
  const g = await ownedGroup(db, user, groupId);
  if (g.isDefault) throw new ApiError(CODE.BAD_REQUEST, SG_REASONS.defaultGroup);
  await db.transaction(async (tx) => {
    // Memberships of released instances do not keep a group.
    await tx
      .delete(instanceSecurityGroups)
      .where(
        and(
          eq(instanceSecurityGroups.groupId, g.id),
          inArray(
            instanceSecurityGroups.instanceId,
            tx.select({ id: instances.id }).from(instances).where(eq(instances.status, 'released')),
          ),
        ),
      );
    const [used] = await tx
      .select({ n: count() })
      .from(instanceSecurityGroups)
      .where(eq(instanceSecurityGroups.groupId, g.id));
    if (Number(used?.n ?? 0) > 0)
      throw new ApiError(CODE.BAD_REQUEST, SG_REASONS.groupInUse, { count: Number(used!.n) });
    await tx.delete(securityGroups).where(eq(securityGroups.id, g.id));
    await auditSg(tx, user, 'security_group.delete', g.groupId, { before: g, clientIp });
  });
}

/** The input of a new rule (API field names). */
export interface RuleInput {
  direction: SgRule['direction'];
  protocol: SgRule['protocol'];
  port_from?: number;
  port_to?: number;
  cidr: string;
  action?: SgRule['action'];
  priority?: number;
  description?: string;
}

/**
 * Add a rule to a group. Ports default to -1/-1 for ICMP and `all`; action to allow; priority to 1.
 * @throws ApiError 400 `sg.invalid_cidr`, `sg.port_range`, `sg.too_many_rules`; 404
 */
export async function addRule(db: Db, user: User, groupId: string, input: RuleInput, clientIp?: string) {
  const portless = input.protocol === 'icmp' || input.protocol === 'all';
  const checked = checkRule({
    direction: input.direction,
    protocol: input.protocol,
    portFrom: input.port_from ?? (portless ? -1 : Number.NaN),
    portTo: input.port_to ?? input.port_from ?? (portless ? -1 : Number.NaN),
    cidr: input.cidr,
    action: input.action ?? 'allow',
    priority: input.priority ?? 1,
    description: input.description ?? '',
  });
  if (!checked.ok) throw new ApiError(CODE.BAD_REQUEST, checked.reason as ApiReason);
  const g = await ownedGroup(db, user, groupId);
  return db.transaction(async (tx) => {
    // The group's row is locked so two additions at once cannot both pass the limit.
    await tx.select({ id: securityGroups.id }).from(securityGroups).where(eq(securityGroups.id, g.id)).for('update');
    const [n] = await tx.select({ n: count() }).from(securityGroupRules).where(eq(securityGroupRules.groupId, g.id));
    if (Number(n?.n ?? 0) >= SG_LIMITS.rulesPerGroup)
      throw new ApiError(CODE.BAD_REQUEST, SG_REASONS.tooManyRules, { max: SG_LIMITS.rulesPerGroup });
    const r = checked.rule;
    const [row] = await tx
      .insert(securityGroupRules)
      .values({
        groupId: g.id,
        direction: r.direction,
        protocol: r.protocol,
        portFrom: r.portFrom,
        portTo: r.portTo,
        cidr: r.cidr,
        action: r.action,
        priority: r.priority,
        description: r.description ?? '',
      })
      .returning();
    await touchGroups(tx, [g.id]);
    await auditSg(tx, user, 'security_group.rule_add', g.groupId, { after: row, clientIp });
    return toRuleOut(row!);
  });
}

/** Delete a rule of a group. @throws ApiError 404 (group or rule) */
export async function deleteRule(db: Db, user: User, groupId: string, ruleId: number, clientIp?: string) {
  const g = await ownedGroup(db, user, groupId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(securityGroupRules)
      .where(and(eq(securityGroupRules.id, ruleId), eq(securityGroupRules.groupId, g.id)))
      .returning();
    if (!row) throw new ApiError(CODE.NOT_FOUND, SG_REASONS.ruleNotFound);
    await touchGroups(tx, [g.id]);
    await auditSg(tx, user, 'security_group.rule_delete', g.groupId, { before: row, clientIp });
  });
}

/**
 * Put an instance in its region's default group when it is in none (instances ordered before security groups, or
 * ordered without a choice), and give it its enforcement row. Returns whether it joined.
 */
export async function ensureInstanceGroups(
  db: Db,
  inst: { id: number; userId: number; regionCode: string },
): Promise<boolean> {
  const [has] = await db
    .select({ n: count() })
    .from(instanceSecurityGroups)
    .where(eq(instanceSecurityGroups.instanceId, inst.id));
  if (Number(has?.n ?? 0) > 0) {
    await db.insert(instanceFirewalls).values({ instanceId: inst.id }).onConflictDoNothing();
    return false;
  }
  const g = await defaultGroup(db, inst.userId, inst.regionCode);
  await db.transaction(async (tx) => {
    await tx.insert(instanceSecurityGroups).values({ instanceId: inst.id, groupId: g.id }).onConflictDoNothing();
    await tx.insert(instanceFirewalls).values({ instanceId: inst.id }).onConflictDoNothing();
  });
  return true;
}

/** The groups of an instance (in the order it joined them), and its enforcement state. @throws ApiError 404 */
export async function instanceGroups(db: Db, user: User, instanceId: string) {
  const inst = await ownedInstanceRow(db, user, instanceId);
  if (inst.status !== 'released') await ensureInstanceGroups(db, inst);
  const groups = await db
    .select({ g: securityGroups })
    .from(instanceSecurityGroups)
    .innerJoin(securityGroups, eq(securityGroups.id, instanceSecurityGroups.groupId))
    .where(eq(instanceSecurityGroups.instanceId, inst.id))
    .orderBy(asc(instanceSecurityGroups.createdAt), asc(securityGroups.id));
  const [fw] = await db.select().from(instanceFirewalls).where(eq(instanceFirewalls.instanceId, inst.id));
  // Applied: the current version, after the instance's last change of state (a started guest has lost its forwards
  // until the enforcement pass applies them again); a stopped instance forwards nothing and gets its rules at start.
  const running = inst.status === 'running';
  const versionApplied = fw !== undefined && fw.appliedVersion >= fw.wantVersion;
  const current = running
    ? versionApplied && fw.appliedAt !== null && fw.appliedAt.getTime() >= inst.updatedAt.getTime()
    : versionApplied || fw === undefined;
  return {
    instance_id: inst.instanceId,
    region_code: inst.regionCode,
    groups: groups.map(({ g }) => ({ group_id: g.groupId, name: g.name, is_default: g.isDefault })),
    applied: current,
    applied_at: fw?.appliedAt ? toSeconds(fw.appliedAt) : null,
    forwards: (running && fw ? (fw.forwards as ForwardedPortRow[]) : []).map((f) => ({
      protocol: f.protocol,
      port: f.port,
      host_port: f.hostPort,
    })),
  };
}

/**
 * Set the groups of an instance (1–5 of its region, in this order). @throws ApiError 400 `sg.group_count`,
 * `sg.other_region`; 404 (instance or group)
 */
export async function setInstanceGroups(db: Db, user: User, instanceId: string, groupIds: string[], clientIp?: string) {
  const ids = [...new Set(groupIds)];
  if (ids.length < SG_LIMITS.minGroupsPerInstance || ids.length > SG_LIMITS.groupsPerInstance)
    throw new ApiError(CODE.BAD_REQUEST, SG_REASONS.groupCount, {
      min: SG_LIMITS.minGroupsPerInstance,
      max: SG_LIMITS.groupsPerInstance,
    });
  const inst = await ownedInstanceRow(db, user, instanceId);
  if (inst.status === 'released') throw new ApiError(CODE.NOT_FOUND, 'instance.not_found');
  const groups = await db
    .select()
    .from(securityGroups)
    .where(and(inArray(securityGroups.groupId, ids), eq(securityGroups.userId, walletOwnerId(user))));
  if (groups.length !== ids.length) throw new ApiError(CODE.NOT_FOUND, SG_REASONS.notFound);
  if (groups.some((g) => g.regionCode !== inst.regionCode))
    throw new ApiError(CODE.BAD_REQUEST, SG_REASONS.otherRegion);
  const byId = new Map(groups.map((g) => [g.groupId, g]));
  await db.transaction(async (tx) => {
    const before = await tx
      .select({ groupId: instanceSecurityGroups.groupId })
      .from(instanceSecurityGroups)
      .where(eq(instanceSecurityGroups.instanceId, inst.id));
    await tx.delete(instanceSecurityGroups).where(eq(instanceSecurityGroups.instanceId, inst.id));
    const at = Date.now();
    await tx
      .insert(instanceSecurityGroups)
      .values(ids.map((id, i) => ({ instanceId: inst.id, groupId: byId.get(id)!.id, createdAt: new Date(at + i) })));
    await tx
      .insert(instanceFirewalls)
      .values({ instanceId: inst.id })
      .onConflictDoUpdate({
        target: instanceFirewalls.instanceId,
        set: { wantVersion: sql`${instanceFirewalls.wantVersion} + 1` },
      });
    await auditSg(tx, user, 'security_group.instance_groups', inst.instanceId, {
      before: before.map((b) => groups.find((g) => g.id === b.groupId)?.groupId ?? b.groupId),
      after: ids,
      clientIp,
    });
  });
  return instanceGroups(db, user, instanceId);
}

async function ownedInstanceRow(db: DbOrTx, user: User, instanceId: string) {
  const [row] = await db
    .select({
      id: instances.id,
      instanceId: instances.instanceId,
      userId: instances.userId,
      regionCode: instances.regionCode,
      status: instances.status,
      updatedAt: instances.updatedAt,
    })
    .from(instances)
    .where(and(eq(instances.instanceId, instanceId), eq(instances.userId, walletOwnerId(user))))
    .limit(1);
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'instance.not_found');
  return row;
}

/** A customer's security group change in the audit log (no operator; the customer in `detail`). */
function auditSg(
  tx: DbOrTx,
  user: User,
  action: string,
  targetId: string,
  o: { before?: unknown; after?: unknown; clientIp?: string },
) {
  return audit(tx, {
    operatorId: null,
    action,
    targetType: action === 'security_group.instance_groups' ? 'instance' : 'security_group',
    targetId,
    detail: { user_id: user.id },
    before: o.before,
    after: o.after,
    clientIp: o.clientIp,
  });
}

/** The groups and rules of any instance, for operators (read-only). @throws ApiError 404 */
export async function opsInstanceGroups(db: Db, instanceId: string) {
  const [inst] = await db
    .select({ id: instances.id, instanceId: instances.instanceId })
    .from(instances)
    .where(eq(instances.instanceId, instanceId))
    .limit(1);
  if (!inst) throw new ApiError(CODE.NOT_FOUND, 'instance.not_found');
  const groups = await db
    .select({ g: securityGroups })
    .from(instanceSecurityGroups)
    .innerJoin(securityGroups, eq(securityGroups.id, instanceSecurityGroups.groupId))
    .where(eq(instanceSecurityGroups.instanceId, inst.id))
    .orderBy(asc(instanceSecurityGroups.createdAt));
  const rules = groups.length
    ? await db
        .select()
        .from(securityGroupRules)
        .where(
          inArray(
            securityGroupRules.groupId,
            groups.map(({ g }) => g.id),
          ),
        )
        .orderBy(asc(securityGroupRules.priority), asc(securityGroupRules.id))
    : [];
  return {
    instance_id: inst.instanceId,
    groups: groups.map(({ g }) => ({
      group_id: g.groupId,
      name: g.name,
      region_code: g.regionCode,
      is_default: g.isDefault,
      rules: rules.filter((r) => r.groupId === g.id).map(toRuleOut),
    })),
  };
}
