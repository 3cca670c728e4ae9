import { describe, expect, it } from 'vitest';
import { canManageTeam } from './team-panel';

describe('canManageTeam (spec §2, §6: access management only when account_management is set)', () => {
  it('allows main accounts with account_management', () => {
    expect(canManageTeam({ pid: 0, account_management: 1 })).toBe(true);
  });
  it('denies sub-accounts, accounts without the flag and logged-out visitors', () => {
    expect(canManageTeam({ pid: 3, account_management: 1 })).toBe(false);
    expect(canManageTeam({ pid: 0, account_management: 0 })).toBe(false);
    expect(canManageTeam(null)).toBe(false);
  });
});
