/**
 * Sub-account permissions (spec sections 3 and 6). A main account (pid 0) holds every key; a
 * sub-account holds only the keys its main account granted. Keys are `user-{a}-{b}` (personal
 * center), `cost-{a}-{b}` (cost center) and `server-{a}-{b}` (consoles); `{a}` is the menu and
 * `{b}` the action, as the permission list response nests them (rule_menu_type →
 * idc_rule_detail_list[].rule_menu_type). The catalogue below is the whole set; docs/permissions.md
 * says what each allows. The server checks the keys on every call they guard.
 */
import {
  isPermissionKey,
  PERMISSION_RULES,
  type PermissionGroup,
  type PermissionRule,
} from '@lanyun/contract/permissions';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { userRules } from '../../../db/schema.ts';

export type RuleGroup = PermissionGroup;
export type RuleDef = PermissionRule;

/** Every permission key with its group and English label (@lanyun/contract/permissions). */
export const RULE_CATALOG: readonly RuleDef[] = PERMISSION_RULES;

/** Whether `key` is a permission key (a stored grant of a key since removed is not). */
export const isKnownRule = (key: string) => isPermissionKey(key);

/** The message shown when a sub-account lacks a key (spec section 6). */
export const NO_PERMISSION_MSG = 'auth.no_permission';

/** Keys the user holds: all for a main account, the granted ones for a sub-account. */
export async function permissionKeys(db: DbOrTx, user: { id: number; pid: number }): Promise<string[]> {
  if (user.pid === 0) return RULE_CATALOG.map((r) => r.key);
  const rows = await db.select({ key: userRules.ruleKey }).from(userRules).where(eq(userRules.userId, user.id));
  return rows
    .map((r) => r.key)
    .filter(isKnownRule)
    .sort();
}

type RuleItem = { rule_menu_type: string; idc_rule_detail_list: { rule_menu_type: string }[] };

/** Shape keys as the spec's permission list response. */
export function toRuleList(keys: string[]): {
  personal_center_rule_list: RuleItem[];
  cost_rule_list: RuleItem[];
  control_rule_list: RuleItem[];
} {
  const groups: Record<RuleGroup, Map<string, string[]>> = { user: new Map(), cost: new Map(), server: new Map() };
  for (const key of keys) {
    const [g, a, b] = key.split('-') as [RuleGroup, string, string];
    const menus = groups[g];
    if (!menus) continue;
    menus.set(a, [...(menus.get(a) ?? []), b]);
  }
  const list = (m: Map<string, string[]>) =>
    [...m].map(([a, bs]) => ({ rule_menu_type: a, idc_rule_detail_list: bs.map((b) => ({ rule_menu_type: b })) }));
  return {
    personal_center_rule_list: list(groups.user),
    cost_rule_list: list(groups.cost),
    control_rule_list: list(groups.server),
  };
}
