import { describe, expect, it } from 'vitest';
import { hasAnyPermission, hasPermission, isSubAccount, parsePermissionKey, permissionKeys } from './permissions';

const main = { pid: 0 };
const sub = { pid: 7 };

describe('isSubAccount (spec §3: pid non-zero)', () => {
  it('tells main and sub-accounts apart', () => {
    expect(isSubAccount(main)).toBe(false);
    expect(isSubAccount(sub)).toBe(true);
    expect(isSubAccount(null)).toBe(false);
    expect(isSubAccount({})).toBe(false);
  });
});

describe('hasPermission (spec §6)', () => {
  it('lets a main account do everything, even with an empty list', () => {
    expect(hasPermission(main, new Set(), 'cost-3-1')).toBe(true);
  });
  it('checks a sub-account against its keys (Set or array)', () => {
    expect(hasPermission(sub, new Set(['cost-3-1']), 'cost-3-1')).toBe(true);
    expect(hasPermission(sub, ['cost-3-1'], 'cost-3-1')).toBe(true);
    expect(hasPermission(sub, new Set(['cost-3-2']), 'cost-3-1')).toBe(false);
    expect(hasPermission(sub, [], 'cost-3-1')).toBe(false);
  });
  it('denies a logged-out visitor', () => {
    expect(hasPermission(null, ['cost-3-1'], 'cost-3-1')).toBe(false);
  });
  it('works with keys derived from the rule lists', () => {
    const keys = permissionKeys({
      personal_center_rule_list: [],
      cost_rule_list: [{ rule_menu_type: '3', idc_rule_detail_list: [{ rule_menu_type: '1' }] }],
      control_rule_list: [],
    });
    expect(hasPermission(sub, keys, 'cost-3-1')).toBe(true);
  });
});

describe('hasAnyPermission', () => {
  it('looks for any key of the scope', () => {
    expect(hasAnyPermission(sub, ['server-1-1'], 'server')).toBe(true);
    expect(hasAnyPermission(sub, ['server-1-1'], 'cost')).toBe(false);
    expect(hasAnyPermission(main, [], 'cost')).toBe(true);
    expect(hasAnyPermission(undefined, ['cost-1-1'], 'cost')).toBe(false);
  });
});

describe('parsePermissionKey', () => {
  it('splits well-formed keys and rejects the rest', () => {
    expect(parsePermissionKey('cost-3-1')).toEqual({ scope: 'cost', menu: '3', detail: '1' });
    expect(parsePermissionKey(' user-1-2 ')).toEqual({ scope: 'user', menu: '1', detail: '2' });
    expect(parsePermissionKey('admin-1-1')).toBeNull();
    expect(parsePermissionKey('cost-3')).toBeNull();
  });
});
