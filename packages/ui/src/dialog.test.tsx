import { useRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from './dialog';

/** A dialog opened by its Radix trigger. */
function WithTrigger() {
  return (
    <Dialog>
      <DialogTrigger>Open with trigger</DialogTrigger>
      <DialogContent>
        <DialogTitle>Triggered</DialogTitle>
      </DialogContent>
    </Dialog>
  );
}

/** A dialog opened from code (a row action, an API answer): no Radix trigger. */
function Programmatic() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open from code
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>From code</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  );
}

/**
 * The QR payment case: the button that opens the dialog is disabled while it works, so focus has left it when the
 * dialog opens; `returnFocus` names it.
 */
function DisabledOpener() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const pay = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={pay}
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          // The order answers later: the button is disabled (and loses focus) before the dialog opens.
          queueMicrotask(() => {
            pay.current?.blur();
            setOpen(true);
            setBusy(false);
          });
        }}
      >
        Pay now
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent returnFocus={pay}>
          <DialogTitle>To be paid</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent gives focus back on close', () => {
  it('to its Radix trigger', async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    await user.click(screen.getByRole('button', { name: 'Open with trigger' }));
    expect(screen.getByRole('dialog', { name: 'Triggered' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open with trigger' }));
  });

  it('to the button that opened it from code, after Escape or the close button', async () => {
    const user = userEvent.setup();
    render(<Programmatic />);
    const opener = screen.getByRole('button', { name: 'Open from code' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'From code' }).contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(opener);

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('to the returnFocus target when the opener had lost focus before the dialog opened', async () => {
    const user = userEvent.setup();
    render(<DisabledOpener />);
    const pay = screen.getByRole('button', { name: 'Pay now' });
    await user.click(pay);
    await act(async () => {});
    expect(screen.getByRole('dialog', { name: 'To be paid' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(pay);
  });
});
