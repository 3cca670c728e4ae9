import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RechargeDialog } from './recharge-dialog';
import { toast } from './toast';

afterEach(() => vi.useRealTimers());

describe('<RechargeDialog/>', () => {
  it('starts at 100 when the preset is below 10, and offers both tabs', () => {
    render(<RechargeDialog open onOpenChange={() => undefined} presetAmount={5} onSubmit={() => undefined} />);
    expect((screen.getByLabelText('Top-up amount (yuan)') as HTMLInputElement).value).toBe('100');
    expect(screen.getByRole('tab', { name: 'Online top-up' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Public bank transfer' })).toBeTruthy();
  });

  it('raises an amount below 10 to 10 after a 0.5 s pause', () => {
    vi.useFakeTimers();
    render(<RechargeDialog open onOpenChange={() => undefined} onSubmit={() => undefined} />);
    const input = screen.getByLabelText('Top-up amount (yuan)') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '3' } });
    act(() => vi.advanceTimersByTime(400));
    expect(input.value).toBe('3');
    act(() => vi.advanceTimersByTime(150));
    expect(input.value).toBe('10');
  });

  it('requires an amount and submits a valid request', () => {
    const onSubmit = vi.fn();
    render(<RechargeDialog open onOpenChange={() => undefined} onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Top-up amount (yuan)');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe('Please enter the recharge amount');
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '250' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Alipay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: 250, payType: 2 });
  });

  it('marks the chosen preset as pressed, not by colour alone', () => {
    render(<RechargeDialog open onOpenChange={() => undefined} presetAmount={100} onSubmit={() => undefined} />);
    expect(screen.getByRole('button', { name: '¥100' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '¥500' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '¥500' }));
    expect(screen.getByRole('button', { name: '¥500' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '¥100' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('moves focus to the amount field when "Pay now" is refused', () => {
    render(<RechargeDialog open onOpenChange={() => undefined} onSubmit={() => undefined} />);
    const input = screen.getByLabelText('Top-up amount (yuan)');
    fireEvent.change(input, { target: { value: '' } });
    const pay = screen.getByRole('button', { name: 'Pay now' });
    pay.focus();
    fireEvent.click(pay);
    expect(document.activeElement).toBe(input);
  });

  it('refuses an online top-up over 50,000 before any order, with one toast', () => {
    const onSubmit = vi.fn();
    const error = vi.spyOn(toast, 'error');
    render(<RechargeDialog open onOpenChange={() => undefined} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Top-up amount (yuan)'), { target: { value: '60000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('An online top-up is at most 50,000 yuan; please use a bank transfer for more');
    error.mockRestore();
  });

  it('bank transfer tab: account details with copy buttons and a declaration form', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onBankTransfer = vi.fn(() => Promise.resolve(true));
    render(
      <RechargeDialog
        open
        onOpenChange={() => undefined}
        onSubmit={() => undefined}
        bankTransfer={{
          accountName: 'Lanyun Cloud Ltd',
          bankName: 'Bank of Test',
          accountNumber: '6222 0000 1111',
          note: 'Put your account ID 7 in the remark',
        }}
        onBankTransfer={onBankTransfer}
      />,
    );
    const tab = screen.getByRole('tab', { name: 'Public bank transfer' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    expect(await screen.findByText('Lanyun Cloud Ltd')).toBeTruthy();
    expect(screen.getByText('Put your account ID 7 in the remark')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(writeText).toHaveBeenCalledWith('6222 0000 1111');

    fireEvent.click(screen.getByRole('button', { name: 'Submit transfer' }));
    expect(screen.getByText('Please enter the recharge amount')).toBeTruthy();
    expect(screen.getByText('Please enter the payer name')).toBeTruthy();
    expect(onBankTransfer).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Transfer amount (yuan)'), { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('Payer name'), { target: { value: ' Zhang San ' } });
    fireEvent.change(screen.getByLabelText('Bank reference (optional)'), { target: { value: 'TX-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit transfer' }));
    expect(onBankTransfer).toHaveBeenCalledWith({ amount: 2000, payerName: 'Zhang San', reference: 'TX-1' });
    await waitFor(() => expect((screen.getByLabelText('Payer name') as HTMLInputElement).value).toBe(''));
  });

  it('bank transfer tab without details asks to contact support', () => {
    render(<RechargeDialog open onOpenChange={() => undefined} onSubmit={() => undefined} />);
    const tab = screen.getByRole('tab', { name: 'Public bank transfer' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    expect(screen.getByText(/please contact customer support/)).toBeTruthy();
  });
});
