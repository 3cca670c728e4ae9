import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IssueDialog } from './issue-dialog';

afterEach(cleanup);

const pdf = new File(['%PDF-1.4\n'], 'invoice.pdf', { type: 'application/pdf' });
const png = new File(['x'], 'photo.png', { type: 'image/png' });

describe('IssueDialog', () => {
  it('sends nothing without a PDF, then issues with the chosen file and closes', async () => {
    const onIssue = vi.fn(async () => true);
    const onOpenChange = vi.fn();
    render(<IssueDialog open onOpenChange={onOpenChange} onIssue={onIssue} />);
    const confirm = screen.getByRole('button', { name: 'Issue with this file' });
    fireEvent.click(confirm);
    expect(screen.getByRole('alert').textContent).toBe('Attach the invoice PDF');
    const input = screen.getByLabelText('Invoice file (PDF)');
    fireEvent.change(input, { target: { files: [png] } });
    expect(screen.getByRole('alert').textContent).toBe('The invoice must be a PDF file');
    fireEvent.click(confirm);
    expect(onIssue).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [pdf] } });
    fireEvent.click(confirm);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onIssue).toHaveBeenCalledWith(pdf);
  });

  it('stays open when the API refuses', async () => {
    const onOpenChange = vi.fn();
    render(<IssueDialog open onOpenChange={onOpenChange} onIssue={async () => false} />);
    fireEvent.change(screen.getByLabelText('Invoice file (PDF)'), { target: { files: [pdf] } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue with this file' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Issue with this file' })).toHaveProperty('disabled', false),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
