import { describe, expect, it } from 'vitest';
import type { User } from '@lanyun/session/session';
import { ACCOUNT_PAGES, accountPageOf, navPages } from './account-pages';

/** A user with only the fields the navigation reads. */
const user = (fields: { pid: number; account_management: number }) => fields as unknown as User;

describe('account pages', () => {
  it('names the page of a pathname, and nothing outside the twelve pages of the layout', () => {
    expect(accountPageOf('/user/cost')).toBe('cost');
    expect(accountPageOf('/user/keys/')).toBe('keys');
    expect(accountPageOf('/user')).toBeUndefined();
    expect(accountPageOf('/user/toString')).toBeUndefined();
    expect(accountPageOf('/user/tickets')).toBe('tickets');
    expect(accountPageOf('/user/messages')).toBe('messages');
    expect(accountPageOf('/user/access-keys')).toBe('access-keys');
    expect(Object.keys(ACCOUNT_PAGES)).toHaveLength(13);
  });

  it('lists "Access management" only for users who may manage sub-accounts, or while on it', () => {
    const sub = user({ pid: 7, account_management: 0 });
    expect(navPages(sub, 'cost')).not.toContain('team');
    expect(navPages(sub, 'team')).toContain('team');
    expect(navPages(user({ pid: 0, account_management: 1 }), 'basic')).toContain('team');
  });

  it('lists the audit trail for main accounts only; AccessKeys for every user', () => {
    expect(navPages(user({ pid: 7, account_management: 0 }), 'cost')).not.toContain('audit');
    expect(navPages(user({ pid: 7, account_management: 0 }), 'cost')).toContain('access-keys');
    expect(navPages(user({ pid: 0, account_management: 0 }), 'basic')).toContain('audit');
  });
});
