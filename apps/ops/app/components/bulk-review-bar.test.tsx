import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkReviewBar, type BulkOutcome } from './bulk-review-bar';

afterEach(cleanup);

const NAMES: Record<number, string> = { 11: 'alice@example.com', 12: 'bob@example.com', 13: 'carol@example.com' };

/** The bar over three ticked rows; `settled` counts the reloads. */
function setup(outcome: BulkOutcome | null) {
  const onDecide = vi.fn(async () => outcome);
  const onSettled = vi.fn();
  function Harness() {
    const [selected, setSelected] = useState([11, 12, 13]);
    return (
      <BulkReviewBar
        selected={selected}
        labelOf={(id) => NAMES[id] ?? `#${id}`}
        onDecide={onDecide}
        onSettled={() => {
          onSettled();
          setSelected([]);
        }}
      />
    );
  }
  render(<Harness />);
  return { onDecide, onSettled };
}

describe('BulkReviewBar', () => {
  it('shows nothing without a selection', () => {
    render(<BulkReviewBar selected={[]} labelOf={String} onDecide={vi.fn()} onSettled={vi.fn()} />);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('approves the selection and sums up what was decided and what was already decided elsewhere', async () => {
    const { onDecide, onSettled } = setup({ done: [11, 13], failed: [{ id: 12, msg: 'Already reviewed' }] });
    const bar = screen.getByRole('toolbar', { name: 'Selected applications' });
    expect(within(bar).getByText('3 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 3 applications?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const summary = await screen.findByRole('status');
    expect(summary.textContent).toContain('Approved: 2.');
    expect(summary.textContent).toContain('Not decided: 1');
    expect(within(summary).getByText('bob@example.com: Already reviewed')).toBeTruthy();
    expect(onDecide).toHaveBeenCalledWith([11, 12, 13], 'approve', undefined);
    expect(onSettled).toHaveBeenCalledOnce();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('asks for one reason before rejecting the selection', async () => {
    const { onDecide } = setup({ done: [11, 12, 13], failed: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 3 applications' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeTruthy();
    expect(onDecide).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Blurred photos' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('status')).textContent).toContain('Rejected: 3.');
    expect(onDecide).toHaveBeenCalledWith([11, 12, 13], 'reject', 'Blurred photos');
  });

  it('keeps the selection and shows no summary when the call failed', async () => {
    const { onSettled } = setup(null);
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', false),
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(onSettled).not.toHaveBeenCalled();
    // Still there behind the open dialog, to try again.
    expect(screen.getByText('3 selected')).toBeTruthy();
  });
});
