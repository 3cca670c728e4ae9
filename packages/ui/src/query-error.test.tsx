import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryError } from './query-error';

/** An error shaped like @lanyun/api-sdk's ApiError. */
function apiError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code });
}

describe('QueryError', () => {
  it('shows the reason from the server and retries on click', async () => {
    const refetch = vi.fn();
    const query = { error: apiError(502, 'The service is unavailable'), refetch, isFetching: false };
    render(<QueryError query={query} title="Top-up orders" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Top-up orders');
    expect(alert.textContent).toContain('The service is unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('translates a client-side failure (no answer) instead of showing the client’s English text', () => {
    const error = apiError(-1, 'Network error, please check your connection');
    render(<QueryError query={{ error, refetch: () => undefined, isFetching: false }} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    expect(screen.getByRole('alert').textContent).toContain('Could not reach the server');
  });

  it('disables the button while retrying', () => {
    render(<QueryError query={{ error: new Error('x'), refetch: () => undefined, isFetching: true }} />);
    expect(screen.getByRole('button', { name: 'Retrying…' })).toHaveProperty('disabled', true);
  });
});
