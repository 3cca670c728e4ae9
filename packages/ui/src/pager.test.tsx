import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('shows the page and moves to the neighbours', async () => {
    const onPage = vi.fn();
    render(<Pager label="Instance pages" page={2} pages={3} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Instance pages' });
    expect(nav.textContent).toContain('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last, and puts the summary first', () => {
    const { rerender } = render(
      <Pager label="Ledger pages" page={1} pages={2} onPage={() => undefined} summary="12 entries" />,
    );
    expect(screen.getByRole('navigation').textContent).toContain('12 entries · Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    rerender(<Pager label="Ledger pages" page={2} pages={2} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', false);
  });
});
