import { describe, expect, it } from 'vitest';
import {
  isOperatorRole,
  isPermissionKey,
  OPERATOR_ROLE_LABEL_KEYS,
  OPERATOR_ROLES,
  PERMISSION_GROUPS,
  PERMISSION_KEYS,
  PERMISSION_RULES,
} from './permissions';

describe('permission keys', () => {
  it('names each key once, in its group, as group-menu-action', () => {
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
    for (const r of PERMISSION_RULES) {
      expect(r.key).toMatch(new RegExp(`^${r.group}-\\d+-\\d+$`));
      expect(PERMISSION_GROUPS).toContain(r.group);
      expect(r.label.length).toBeGreaterThan(0);
    }
  });

  it('tells a key from a removed or made-up one', () => {
    expect(isPermissionKey('cost-3-1')).toBe(true);
    expect(isPermissionKey('cost-9-9')).toBe(false);
    expect(isPermissionKey(null)).toBe(false);
  });
});

describe('operator roles', () => {
  it('gives every role a label key and knows admin', () => {
    expect(Object.keys(OPERATOR_ROLE_LABEL_KEYS)).toEqual([...OPERATOR_ROLES]);
    expect(isOperatorRole('admin')).toBe(true);
    expect(isOperatorRole('root')).toBe(false);
  });
});
