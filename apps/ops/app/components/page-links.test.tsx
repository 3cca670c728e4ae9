import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageLinks } from './page-links';

const hrefOf = (page: number) => ({ search: `page=${page}` });

function pager(page: number, total: number) {
  render(
    <MemoryRouter>
      <PageLinks page={page} pageSize={10} total={total} hrefOf={hrefOf} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Pagination' });
}

describe('PageLinks', () => {
  it('shows the total and, on one page, no links', () => {
    const nav = pager(1, 7);
    expect(within(nav).getByText('7 in all')).toBeTruthy();
    expect(within(nav).queryAllByRole('link')).toEqual([]);
  });

  it('past the end, still gives the total and leads back to the last page', () => {
    const nav = pager(9, 15);
    expect(within(nav).getByText('15 in all')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/?page=2');
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/?page=2');
    expect(within(nav).queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('past the end of a one-page list, links to page 1', () => {
    const nav = pager(7, 2);
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/?page=1');
  });
});
