import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CUSTOMER_LIST_STATE,
  customerExportHref,
  filterParams,
  listStateFromSearch,
  listStateToSearch,
} from './customer-list';

const from = (search: string) => listStateFromSearch(new URLSearchParams(search));

describe('customer list state in the URL', () => {
  it('reads an empty URL as every customer, newest first, 20 a page', () => {
    expect(from('')).toEqual(DEFAULT_CUSTOMER_LIST_STATE);
    expect(listStateToSearch(DEFAULT_CUSTOMER_LIST_STATE).toString()).toBe('');
  });

  it('round-trips search, filters, sort, page and page size', () => {
    const search = 'q=%E5%BC%A0%E4%B8%89&verification=2&account=disabled&sort=balance&order=asc&page=3&size=50';
    const state = from(search);
    expect(state).toEqual({
      q: '张三',
      verification: 2,
      account: 'disabled',
      sort: 'balance',
      order: 'asc',
      page: 3,
      size: 50,
    });
    expect(listStateToSearch(state).toString()).toBe(search);
  });

  it('falls back to the default for values it does not understand', () => {
    expect(from('verification=9&account=gone&sort=name&order=up&page=-1&size=33')).toEqual(DEFAULT_CUSTOMER_LIST_STATE);
    expect(from('verification=0').verification).toBe(0);
    expect(from('verification=').verification).toBeNull();
    expect(from('q=%20%20').q).toBe('');
  });

  it('turns the state into the API parameters and the export link (no paging in the file)', () => {
    const state = from('q=1234&verification=1&account=active&sort=created_at&page=4');
    expect(filterParams(state)).toEqual({
      q: '1234',
      authentication_status: 1,
      disabled: '0',
      sort: 'created_at',
      order: 'desc',
    });
    expect(customerExportHref(state)).toBe(
      '/api/ops/customers/export?q=1234&authentication_status=1&disabled=0&sort=created_at&order=desc',
    );
    expect(customerExportHref(DEFAULT_CUSTOMER_LIST_STATE)).toBe('/api/ops/customers/export?sort=id&order=desc');
  });
});
