/**
 * Who may do what, declared once for the API (which checks it on every call it guards) and the sites (which hide what
 * would be refused): the sub-account permission keys (product spec sections 3 and 6; docs/permissions.md) and the
 * operator roles of the console (docs/permissions.md "Operator roles").
 *
 * Permission keys are `user-{a}-{b}` (personal center), `cost-{a}-{b}` (cost center) and `server-{a}-{b}`
 * (consoles); `{a}` is the menu and `{b}` the action, as the spec's permission list nests them. A main account holds
 * every key; a sub-account holds those its main account granted. Each key's label is the API's English text (its
 * `rule_catalog` answer); the cloud site shows the catalogue's text under `team.rules.<key>`.
 */

/** The three permission groups: personal center, cost center, consoles. */
export const PERMISSION_GROUPS = ['user', 'cost', 'server'] as const;

/** One permission group. */
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

/** One permission: its key, its group and what it allows (English; the sites translate by key). */
export interface PermissionRule {
  readonly key: string;
  readonly group: PermissionGroup;
  readonly label: string;
}

/** Every permission key, in the order the access-management page lists them. */
export const PERMISSION_RULES = [
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
] as const satisfies readonly PermissionRule[];

/** One permission key, such as `cost-3-1`. */
export type PermissionKey = (typeof PERMISSION_RULES)[number]['key'];

/** Every permission key, in {@link PERMISSION_RULES} order. */
export const PERMISSION_KEYS: readonly PermissionKey[] = PERMISSION_RULES.map((r) => r.key);

const KNOWN_KEYS: ReadonlySet<string> = new Set(PERMISSION_KEYS);

/** Whether `key` is a permission key (a stored grant of a key since removed is not). */
export function isPermissionKey(key: unknown): key is PermissionKey {
  return typeof key === 'string' && KNOWN_KEYS.has(key);
}

/**
 * Operator roles: `admin` may do everything (catalog, IP plans, operators), `editor` publishes content, `reviewer`
 * decides real-name and trial applications, `finance` confirms bank transfers, issues invoices and adjusts balances,
 * `support` answers support tickets. The API checks the role on every /ops call.
 */
export const OPERATOR_ROLES = ['admin', 'editor', 'reviewer', 'finance', 'support'] as const;

/** One operator role. */
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Catalogue keys of the role names (the console's `roles.*`). */
export const OPERATOR_ROLE_LABEL_KEYS: { readonly [R in OperatorRole]: string } = {
  admin: 'roles.admin',
  editor: 'roles.editor',
  reviewer: 'roles.reviewer',
  finance: 'roles.finance',
  support: 'roles.support',
};

/** Whether `role` is an operator role. */
export function isOperatorRole(role: unknown): role is OperatorRole {
  return typeof role === 'string' && (OPERATOR_ROLES as readonly string[]).includes(role);
}
