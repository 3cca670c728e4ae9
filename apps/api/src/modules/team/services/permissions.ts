/**
 * Sub-account permissions (spec sections 3 and 6). A main account (pid 0) holds every key; a
 * sub-account holds only the keys its main account granted. Keys are `user-{a}-{b}` (personal
 * center), `cost-{a}-{b}` (cost center) and `server-{a}-{b}` (consoles); `{a}` is the menu and
 * `{b}` the action, as the permission list response nests them (rule_menu_type →
 * idc_rule_detail_list[].rule_menu_type). The catalogue below is the whole set; docs/permissions.md
 * says what each allows. The server checks the keys on every call they guard.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { userRules } from '../../../db/schema.ts';

export type RuleGroup = 'user' | 'cost' | 'server';
export interface RuleDef {
  key: string;
  group: RuleGroup;
  label: string;
}

export const RULE_CATALOG: readonly RuleDef[] = [
  { key: 'user-1-1', group: 'user', label: 'Read site messages' },
  { key: 'user-2-1', group: 'user', label: 'View the real-name verification' },
  { key: 'user-3-1', group: 'user', label: 'Open and follow support tickets' },
  { key: 'cost-1-1', group: 'cost', label: 'View bills and the balance ledger' },
  { key: 'cost-2-1', group: 'cost', label: 'View orders' },
  { key: 'cost-2-2', group: 'cost', label: 'Pay orders from the wallet' },
  { key: 'cost-3-1', group: 'cost', label: 'Top up the wallet' },
  { key: 'server-1-1', group: 'server', label: 'View ECS instances' },
  { key: 'server-1-2', group: 'server', label: 'Buy ECS instances' },
  { key: 'server-1-3', group: 'server', label: 'Start, stop and reboot ECS instances' },
  { key: 'server-1-4', group: 'server', label: 'Renew and release ECS instances' },
  { key: 'server-2-1', group: 'server', label: 'View cloud phones' },
  { key: 'server-2-2', group: 'server', label: 'Buy cloud phones' },
  { key: 'server-2-3', group: 'server', label: 'Renew and release cloud phones, auto-renew' },
  { key: 'server-3-1', group: 'server', label: 'Manage IP-intelligence API keys' },
  { key: 'server-3-2', group: 'server', label: 'Buy IP-intelligence plans' },
];

const KNOWN = new Set(RULE_CATALOG.map((r) => r.key));
export const isKnownRule = (key: string) => KNOWN.has(key);

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
