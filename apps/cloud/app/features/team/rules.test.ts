import { describe, expect, it } from 'vitest';
import { groupRuleCatalog, ruleLabels, rulesParam, toggleGroup, toggleRule, type RuleCatalogEntry } from './rules';

const catalog: RuleCatalogEntry[] = [
  { key: 'server-1-1', group: 'server', label: 'View instances' },
  { key: 'cost-3-1', group: 'cost', label: 'Top up the wallet' },
  { key: 'user-1-1', group: 'user', label: 'Edit profile' },
  { key: 'cost-1-1', group: 'cost', label: 'View bills' },
  { key: 'misc-1-1', group: 'misc', label: 'Other' },
];

describe('groupRuleCatalog', () => {
  it('orders groups user, cost, server, then others, keeping entry order', () => {
    const groups = groupRuleCatalog(catalog);
    expect(groups.map((g) => g.group)).toEqual(['user', 'cost', 'server', 'misc']);
    expect(groups[1]!.title).toBe('Cost center');
    expect(groups[1]!.rules.map((r) => r.key)).toEqual(['cost-3-1', 'cost-1-1']);
    expect(groups[3]!.title).toBe('misc');
  });
  it('handles an empty catalog', () => {
    expect(groupRuleCatalog([])).toEqual([]);
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
    const cost = groupRuleCatalog(catalog)[1]!;
    expect(toggleGroup(['user-1-1'], cost, true)).toEqual(['user-1-1', 'cost-3-1', 'cost-1-1']);
    expect(toggleGroup(['user-1-1', 'cost-3-1'], cost, false)).toEqual(['user-1-1']);
  });
});

describe('ruleLabels', () => {
  it('maps keys to labels', () => {
    expect(ruleLabels(['cost-3-1', 'x-1-1'], catalog)).toEqual(['Top up the wallet', 'x-1-1']);
  });
});
