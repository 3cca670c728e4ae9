/**
 * Permission catalog helpers for access management (spec §3, §6): the API's rule_catalog lists every permission
 * key ("cost-3-1") with its group (user = personal center, cost = cost center, server = control) and label; a
 * sub-account's rules travel as a comma-separated list of keys.
 */

/** One entry of /team/overview's rule_catalog. */
export interface RuleCatalogEntry {
  key: string;
  group: 'user' | 'cost' | 'server' | string;
  label: string;
}

/** Headings of the permission groups, in display order. */
export const RULE_GROUP_TITLES: Record<string, string> = {
  user: 'Personal center',
  cost: 'Cost center',
  server: 'Console',
};

/** A group of the catalog for display. */
export interface RuleGroup {
  group: string;
  title: string;
  rules: RuleCatalogEntry[];
}

/**
 * Groups the catalog for the checkboxes: user, cost, server first (in that order), any other group after them;
 * entries keep the catalog's order within a group.
 */
export function groupRuleCatalog(catalog: readonly RuleCatalogEntry[]): RuleGroup[] {
  const order = Object.keys(RULE_GROUP_TITLES);
  const groups = new Map<string, RuleCatalogEntry[]>();
  for (const entry of catalog) {
    const list = groups.get(entry.group) ?? [];
    list.push(entry);
    groups.set(entry.group, list);
  }
  const rank = (g: string) => (order.includes(g) ? order.indexOf(g) : order.length);
  return [...groups.entries()]
    .sort((a, b) => rank(a[0]) - rank(b[0]))
    .map(([group, rules]) => ({ group, title: RULE_GROUP_TITLES[group] ?? group, rules }));
}

/** The comma-separated `rules` parameter, in catalog order, with unknown and duplicate keys dropped. */
export function rulesParam(selected: Iterable<string>, catalog: readonly RuleCatalogEntry[]): string {
  const chosen = new Set(selected);
  return catalog
    .map((e) => e.key)
    .filter((key, i, all) => chosen.has(key) && all.indexOf(key) === i)
    .join(',');
}

/** `selected` with `key` added (checked) or removed. */
export function toggleRule(selected: readonly string[], key: string, checked: boolean): string[] {
  const rest = selected.filter((k) => k !== key);
  return checked ? [...rest, key] : rest;
}

/** `selected` with every key of `group` added (checked) or removed. */
export function toggleGroup(selected: readonly string[], group: RuleGroup, checked: boolean): string[] {
  const keys = new Set(group.rules.map((r) => r.key));
  const rest = selected.filter((k) => !keys.has(k));
  return checked ? [...rest, ...keys] : rest;
}

/** Labels of `keys` from the catalog (unknown keys shown as they are). */
export function ruleLabels(keys: readonly string[], catalog: readonly RuleCatalogEntry[]): string[] {
  const byKey = new Map(catalog.map((e) => [e.key, e.label]));
  return keys.map((k) => byKey.get(k) ?? k);
}
