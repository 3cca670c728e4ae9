/**
 * Permission catalog helpers for access management (spec §3, §6): the API's rule_catalog lists every permission
 * key ("cost-3-1") with its group (user = personal center, cost = cost center, server = control) and label; a
 * sub-account's rules travel as a comma-separated list of keys. Group headings and the labels of the known keys
 * are shown from the catalogue (account.json `team.groups`, `team.rules`); an unknown key keeps the API's label.
 */
import { PERMISSION_KEYS } from '@lanyun/contract/permissions';
import type { Translate } from '../../lib/field-message';

/** One entry of /team/overview's rule_catalog. */
export interface RuleCatalogEntry {
  key: string;
  group: 'user' | 'cost' | 'server' | string;
  label: string;
}

/** Catalogue keys of the permission groups' headings, in display order. */
export const RULE_GROUP_TITLES: Record<string, string> = {
  user: 'team.groups.user',
  cost: 'team.groups.cost',
  server: 'team.groups.server',
};

/** Catalogue keys of the "all of this group" checkboxes. */
export const RULE_GROUP_ALL: Record<string, string> = {
  user: 'team.allGroups.user',
  cost: 'team.allGroups.cost',
  server: 'team.allGroups.server',
};

/** The permission keys (@lanyun/contract/permissions, the API's rule catalog) with their catalogue keys. */
export const RULE_LABEL_KEYS: Record<string, string> = Object.fromEntries(
  PERMISSION_KEYS.map((key) => [key, `team.rules.${key}`]),
);

/** The label of a catalog entry in the visitor's language (the API's label for keys not listed above). */
export function ruleLabel(entry: RuleCatalogEntry, t: Translate): string {
  const key = RULE_LABEL_KEYS[entry.key];
  return key ? t(key) : entry.label;
}

/** A group of the catalog for display (title and the "all" checkbox's label translated). */
export interface RuleGroup {
  group: string;
  title: string;
  allLabel: string;
  rules: RuleCatalogEntry[];
}

/**
 * Groups the catalog for the checkboxes: user, cost, server first (in that order), any other group after them;
 * entries keep the catalog's order within a group.
 */
export function groupRuleCatalog(catalog: readonly RuleCatalogEntry[], t: Translate): RuleGroup[] {
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
    .map(([group, rules]) => {
      const title = RULE_GROUP_TITLES[group] ? t(RULE_GROUP_TITLES[group]) : group;
      const allLabel = RULE_GROUP_ALL[group] ? t(RULE_GROUP_ALL[group]) : t('team.allGroup', { group: title });
      return { group, title, allLabel, rules };
    });
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

/** Labels of `keys` from the catalog, translated (keys missing from the catalog shown as they are). */
export function ruleLabels(keys: readonly string[], catalog: readonly RuleCatalogEntry[], t: Translate): string[] {
  const byKey = new Map(catalog.map((e) => [e.key, e]));
  return keys.map((k) => {
    const entry = byKey.get(k);
    return entry ? ruleLabel(entry, t) : k;
  });
}
