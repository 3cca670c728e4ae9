import { describe, expect, it } from 'vitest';
import { nextListState } from '../../lib/list-state';
import { activityCodec, type ActivityState } from './activity-state';

describe('activityCodec', () => {
  it('reads the tab, page and size, falling back to the ledger, page 1 and 20 a page', () => {
    expect(activityCodec.fromSearch(new URLSearchParams('tab=secrets&page=0&size=7'))).toEqual({
      tab: 'ledger',
      page: 1,
      size: 20,
    });
    expect(activityCodec.fromSearch(new URLSearchParams('tab=orders&page=3&size=50'))).toEqual({
      tab: 'orders',
      page: 3,
      size: 50,
    });
  });

  it('writes only what differs from the defaults, and a new tab starts at its first page', () => {
    const onPage3: ActivityState = { tab: 'ledger', page: 3, size: 10 };
    expect(activityCodec.toSearch(onPage3).toString()).toBe('page=3&size=10');
    expect(activityCodec.toSearch(nextListState(onPage3, { tab: 'orders' })).toString()).toBe('tab=orders&size=10');
  });
});
