/**
 * Security groups (issue 40): an account's groups per region, their rules, which instances belong to which groups,
 * and what the compute host last applied for each instance. Rule semantics (directions, protocols, priorities,
 * limits) are `@lanyun/contract/security-groups`; services/security-groups owns every query.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { instances } from './orders.ts';

/** A security group of an account (the main account: sub-accounts share them) in one region. */
export const securityGroups = pgTable(
  'security_groups',
  {
    id: serial('id').primaryKey(),
    /** Public id shown to customers (`sg-` + 12 lower-case letters and digits). */
    groupId: text('group_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    regionCode: text('region_code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The account's default group of the region (made on first use; cannot be deleted). */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_groups_user_region_idx').on(t.userId, t.regionCode, t.id),
    uniqueIndex('security_groups_user_region_name_key').on(t.userId, t.regionCode, t.name),
    // One default group per account and region, even when two first uses race.
    uniqueIndex('security_groups_default_key').on(t.userId, t.regionCode).where(sql`${t.isDefault}`),
  ],
);

/** A rule of a group: ports -1/-1 for ICMP and `all`; `cidr` is the source (ingress) or destination (egress). */
export const securityGroupRules = pgTable(
  'security_group_rules',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => securityGroups.id, { onDelete: 'cascade' }),
    direction: text('direction').notNull(),
    protocol: text('protocol').notNull(),
    portFrom: integer('port_from').notNull(),
    portTo: integer('port_to').notNull(),
    cidr: text('cidr').notNull(),
    action: text('action').notNull(),
    priority: integer('priority').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('security_group_rules_group_idx').on(t.groupId, t.id)],
);

/** An instance's membership of a group (1–5 per instance). */
export const instanceSecurityGroups = pgTable(
  'instance_security_groups',
  {
    instanceId: integer('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => securityGroups.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.groupId] }),
    index('instance_security_groups_group_idx').on(t.groupId),
  ],
);

/**
 * What the compute host applied for an instance: `wantVersion` is raised (atomically, in the same transaction) by
 * every change of the instance's groups or of their rules, `appliedVersion` is the version the host last applied;
 * they differ while a change waits for its host (down, or the instance stopped: the reconciliation applies it when
 * the host answers again). `forwards` are the 127.0.0.1 ports forwarded to guest ports on a user-mode host
 * (`[{protocol, port, hostPort}]`), empty on bridged hosts; `lastError` the last failure to apply, in English.
 */
export const instanceFirewalls = pgTable(
  'instance_firewalls',
  {
    instanceId: integer('instance_id')
      .primaryKey()
      .references(() => instances.id, { onDelete: 'cascade' }),
    wantVersion: integer('want_version').notNull().default(1),
    appliedVersion: integer('applied_version').notNull().default(0),
    forwards: jsonb('forwards').notNull().default([]),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('instance_firewalls_pending_idx').on(t.instanceId).where(sql`${t.appliedVersion} < ${t.wantVersion}`)],
);
