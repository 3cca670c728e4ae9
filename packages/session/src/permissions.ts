/**
 * Permission rules (spec §3 "Permission list response", §6). `/team/user_rule_list` returns three lists; each item
 * has a `rule_menu_type` and an `idc_rule_detail_list` of entries with their own `rule_menu_type`. Keys are
 * formed "user-{a}-{b}" (personal center), "cost-{a}-{b}" (cost center) and "server-{a}-{b}" (control).
 */

/** One detail entry of a rule. */
export interface RuleDetail {
  rule_menu_type: number | string;
}

/** One rule of a list. */
export interface RuleItem {
  rule_menu_type: number | string;
  idc_rule_detail_list?: RuleDetail[] | null;
}

/** The permission-list response. */
export interface PermissionLists {
  personal_center_rule_list: RuleItem[];
  cost_rule_list: RuleItem[];
  control_rule_list: RuleItem[];
}

/** The value used when the list fails to load (spec §4: "permission list failure sets empty list"). */
export const EMPTY_PERMISSIONS: PermissionLists = Object.freeze({
  personal_center_rule_list: [],
  cost_rule_list: [],
  control_rule_list: [],
}) as PermissionLists;

const PREFIXES: Array<[keyof PermissionLists, string]> = [
  ['personal_center_rule_list', 'user'],
  ['cost_rule_list', 'cost'],
  ['control_rule_list', 'server'],
];

function asItems(value: unknown): RuleItem[] {
  return Array.isArray(value) ? value.filter((item): item is RuleItem => typeof item === 'object' && item !== null) : [];
}

/** Coerces any response `data` to {@link PermissionLists}; anything missing or malformed becomes an empty list. */
export function normalizePermissions(data: unknown): PermissionLists {
  if (typeof data !== 'object' || data === null) return EMPTY_PERMISSIONS;
  const record = data as Record<string, unknown>;
  return {
    personal_center_rule_list: asItems(record.personal_center_rule_list),
    cost_rule_list: asItems(record.cost_rule_list),
    control_rule_list: asItems(record.control_rule_list),
  };
}

/**
 * All permission keys of the lists: for each item `a` and each of its details `b`, "{prefix}-{a}-{b}".
 * Example: cost_rule_list `[{rule_menu_type: 3, idc_rule_detail_list: [{rule_menu_type: 1}]}]` → {"cost-3-1"}.
 */
export function permissionKeys(lists: PermissionLists): Set<string> {
  const keys = new Set<string>();
  for (const [field, prefix] of PREFIXES) {
    for (const item of lists[field] ?? []) {
      for (const detail of item.idc_rule_detail_list ?? []) {
        keys.add(`${prefix}-${item.rule_menu_type}-${detail.rule_menu_type}`);
      }
    }
  }
  return keys;
}
