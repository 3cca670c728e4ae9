import { act, cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMER_LIST_STATE } from './api/customer-list';
import { nextListState, useCustomerListState } from './use-customer-list-state';

afterEach(cleanup);

describe('nextListState', () => {
  const on3 = { ...DEFAULT_CUSTOMER_LIST_STATE, q: 'abc', page: 3 };

  it('keeps the filters when only the page changes', () => {
    expect(nextListState(on3, { page: 4 })).toEqual({ ...on3, page: 4 });
  });

  it('starts again at page 1 on a new search, filter, sort or page size', () => {
    expect(nextListState(on3, { q: 'xyz' }).page).toBe(1);
    expect(nextListState(on3, { verification: 2 }).page).toBe(1);
    expect(nextListState(on3, { sort: 'balance', order: 'asc' }).page).toBe(1);
    expect(nextListState(on3, { size: 50 }).page).toBe(1);
    // Setting a value to what it already is changes nothing.
    expect(nextListState(on3, { q: 'abc' }).page).toBe(3);
  });
});

let api: ReturnType<typeof useCustomerListState>;
function Probe() {
  api = useCustomerListState();
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

describe('useCustomerListState', () => {
  it('reads the state from the URL and writes changes back to it', async () => {
    const Stub = createRoutesStub([{ path: '/customers', Component: Probe }]);
    render(<Stub initialEntries={['/customers?q=abc&page=3&size=50']} />);
    const search = () => screen.getByTestId('search').textContent;
    expect(api.state).toMatchObject({ q: 'abc', page: 3, size: 50 });
    expect(api.hrefOf(4)).toEqual({ search: 'q=abc&page=4&size=50' });

    act(() => api.update({ page: 2 }));
    expect(search()).toBe('?q=abc&page=2&size=50');
    act(() => api.update({ verification: 2 }));
    expect(search()).toBe('?q=abc&verification=2&size=50');
    act(() => api.update({ q: '', verification: null, size: 20 }));
    expect(search()).toBe('');
    expect(api.state).toEqual(DEFAULT_CUSTOMER_LIST_STATE);
  });
});
