/**
 * The security groups' request and answer schemas (zod: the OpenAPI document and the SDK's types), built from the
 * contract's lists (`@lanyun/contract/security-groups`).
 */
import { SG_ACTIONS, SG_DIRECTIONS, SG_LIMITS, SG_PROTOCOLS } from '@lanyun/contract/security-groups';
import { z } from 'zod';

export const GroupId = z
  .string()
  .trim()
  .regex(/^sg-[a-z0-9]{12}$/, 'sg.not_found')
  .describe('Security group id');
export const InstanceId = z.string().trim().min(1).max(40);

export const RuleOut = z.object({
  id: z.number().int(),
  direction: z.enum(SG_DIRECTIONS),
  protocol: z.enum(SG_PROTOCOLS),
  port_from: z.number().int().describe('First port; -1 for ICMP and all'),
  port_to: z.number().int().describe('Last port; -1 for ICMP and all'),
  cidr: z.string().describe('Source (ingress) or destination (egress) CIDR block, IPv4 or IPv6'),
  action: z.enum(SG_ACTIONS),
  priority: z.number().int().describe('1 (first) … 100; at the same priority a deny wins'),
  description: z.string(),
  created_at: z.number().int(),
});

export const GroupOut = z.object({
  group_id: z.string(),
  region_code: z.string(),
  name: z.string(),
  description: z.string(),
  is_default: z.boolean(),
  created_at: z.number().int(),
  rule_count: z.number().int(),
  instance_count: z.number().int(),
});

export const GroupDetailOut = GroupOut.extend({
  rules: z.array(RuleOut),
  instances: z.array(z.object({ instance_id: z.string(), name: z.string(), status: z.string() })),
});

export const RuleIn = z.object({
  group_id: GroupId,
  direction: z.enum(SG_DIRECTIONS),
  protocol: z.enum(SG_PROTOCOLS),
  port_from: z.coerce.number().int().min(-1).max(65535).optional(),
  port_to: z.coerce.number().int().min(-1).max(65535).optional(),
  cidr: z.string().trim().min(1, 'sg.invalid_cidr').max(64, 'sg.invalid_cidr'),
  action: z.enum(SG_ACTIONS).default('allow'),
  priority: z.coerce.number().int().min(SG_LIMITS.priorityMin).max(SG_LIMITS.priorityMax).default(1),
  description: z.string().trim().max(256).optional(),
});

export const InstanceGroupsOut = z.object({
  instance_id: z.string(),
  region_code: z.string(),
  groups: z.array(z.object({ group_id: z.string(), name: z.string(), is_default: z.boolean() })),
  applied: z.boolean().describe('True when the host applies the current rules; false while a change waits for it'),
  applied_at: z.number().int().nullable(),
  forwards: z
    .array(z.object({ protocol: z.enum(['tcp', 'udp']), port: z.number().int(), host_port: z.number().int() }))
    .describe('Guest ports forwarded to 127.0.0.1 (user-mode hosts; empty on bridged ones)'),
});

export const OpsInstanceGroupsOut = z.object({
  instance_id: z.string(),
  groups: z.array(
    z.object({
      group_id: z.string(),
      name: z.string(),
      region_code: z.string(),
      is_default: z.boolean(),
      rules: z.array(RuleOut),
    }),
  ),
});
