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
  return Array.isArray(value)
    ? value.filter((item): item is RuleItem => typeof item === 'object' && item !== null)
    : [];
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

/**
 * Permission keys the sites check (the API's rule catalog, /team/overview `rule_catalog`; spec §6 names cost-3-1).
 * Main accounts hold all of them.
 */
export const PERMISSIONS = {
  /** Read site messages (bell count, "My messages"). */
  messages: 'user-1-1',
  /** View the real-name verification. */
  realName: 'user-2-1',
  /** View bills and the balance ledger. */
  bills: 'cost-1-1',
  /** View orders. */
  orders: 'cost-2-1',
  /** Top up the wallet (spec §6). */
  topUp: 'cost-3-1',
} as const;

/** The profile fields the permission helpers read (spec §3: pid non-zero means sub-account). */
export interface PermissionUser {
  pid?: number | null;
}

/** True for a sub-account (pid ≠ 0), whose rights come from its permission keys (spec §6). */
export function isSubAccount(user: PermissionUser | null | undefined): boolean {
  return typeof user?.pid === 'number' && user.pid !== 0;
}

/** Scope prefix of a permission key: personal center, cost center or control (server). */
export type PermissionScope = 'user' | 'cost' | 'server';

/**
 * Whether `user` may use the feature guarded by `key` (e.g. "cost-3-1"): nobody when logged out; a main account
 * always (it holds every key, even before the list has loaded); a sub-account only when `keys` contains it.
 */
export function hasPermission(
  user: PermissionUser | null | undefined,
  keys: ReadonlySet<string> | readonly string[],
  key: string,
): boolean {
  if (!user) return false;
  if (!isSubAccount(user)) return true;
  return Array.isArray(keys) ? (keys as readonly string[]).includes(key) : (keys as ReadonlySet<string>).has(key);
}

/**
 * Whether `user` holds at least one key of a scope ("cost" → any "cost-a-b"), e.g. to show the cost-center entry.
 * Main accounts: always; logged out: never.
 */
export function hasAnyPermission(
  user: PermissionUser | null | undefined,
  keys: ReadonlySet<string> | readonly string[],
  scope: PermissionScope,
): boolean {
  if (!user) return false;
  if (!isSubAccount(user)) return true;
  for (const key of keys) if (key.startsWith(`${scope}-`)) return true;
  return false;
}

/**
 * Splits "cost-3-1" into its scope and the two rule_menu_type parts; null for anything that is not a key.
 */
export function parsePermissionKey(key: string): { scope: PermissionScope; menu: string; detail: string } | null {
  const m = /^(user|cost|server)-([^-\s]+)-([^-\s]+)$/.exec(key.trim());
  return m ? { scope: m[1] as PermissionScope, menu: m[2]!, detail: m[3]! } : null;
}
