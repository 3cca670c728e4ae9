import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTranslation } from '@lanyun/i18n/react';
import en from '../../locales/en';
import zh from '../../locales/zh-CN';
import {
  RULE_GROUP_ALL,
  RULE_GROUP_TITLES,
  RULE_LABEL_KEYS,
  groupRuleCatalog,
  ruleLabels,
  rulesParam,
  toggleGroup,
  toggleRule,
  type RuleCatalogEntry,
} from './rules';

const { t } = renderHook(() => useTranslation()).result.current;

const catalog: RuleCatalogEntry[] = [
  { key: 'server-1-1', group: 'server', label: 'View instances' },
  { key: 'x-9-9', group: 'server', label: 'Something new' },
  { key: 'cost-3-1', group: 'cost', label: 'Top up the wallet' },
  { key: 'user-1-1', group: 'user', label: 'Edit profile' },
  { key: 'cost-1-1', group: 'cost', label: 'View bills' },
  { key: 'misc-1-1', group: 'misc', label: 'Other' },
];

describe('groupRuleCatalog', () => {
  it('orders groups user, cost, server, then others, keeping entry order', () => {
    const groups = groupRuleCatalog(catalog, t);
    expect(groups.map((g) => g.group)).toEqual(['user', 'cost', 'server', 'misc']);
    expect(groups[1]!.title).toBe('Cost center');
    expect(groups[1]!.allLabel).toBe('All cost center');
    expect(groups[1]!.rules.map((r) => r.key)).toEqual(['cost-3-1', 'cost-1-1']);
    expect(groups[3]!.title).toBe('misc');
    expect(groups[3]!.allLabel).toBe('All misc');
  });
  it('handles an empty catalog', () => {
    expect(groupRuleCatalog([], t)).toEqual([]);
  });
});

describe('rulesParam', () => {
  it('joins known keys in catalog order', () => {
    expect(rulesParam(['cost-1-1', 'user-1-1', 'bogus', 'cost-1-1'], catalog)).toBe('user-1-1,cost-1-1');
    expect(rulesParam([], catalog)).toBe('');
  });
});

describe('toggles', () => {
  it('adds and removes one key', () => {
    expect(toggleRule(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleRule(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleRule(['a'], 'a', true)).toEqual(['a']);
  });
  it('adds and removes a whole group', () => {
    const cost = groupRuleCatalog(catalog, t)[1]!;
    expect(toggleGroup(['user-1-1'], cost, true)).toEqual(['user-1-1', 'cost-3-1', 'cost-1-1']);
    expect(toggleGroup(['user-1-1', 'cost-3-1'], cost, false)).toEqual(['user-1-1']);
  });
});

describe('ruleLabels', () => {
  it('shows the known permissions from the catalogue, others with the API label or as keys', () => {
    expect(ruleLabels(['cost-3-1', 'server-1-1', 'x-9-9', 'x-1-1'], catalog, t)).toEqual([
      'Top up the wallet',
      'View ECS instances',
      'Something new',
      'x-1-1',
    ]);
  });
  it('has every permission name in both languages', () => {
    const keys = [
      ...Object.values(RULE_LABEL_KEYS),
      ...Object.values(RULE_GROUP_TITLES),
      ...Object.values(RULE_GROUP_ALL),
    ];
    const has = (tree: unknown, key: string) =>
      typeof key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)?.[p], tree) === 'string';
    for (const key of keys) expect(has(en.app, key) && has(zh.app, key)).toBe(true);
  });
});
