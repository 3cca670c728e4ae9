import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RechargeDialog } from './recharge-dialog';

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
});
