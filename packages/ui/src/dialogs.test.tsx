import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotFound } from './not-found';
import { QrPayDialog } from './qr-pay-dialog';
import { RealNameDialog } from './real-name-dialog';
import { RechargeSuccessDialog } from './recharge-success-dialog';

describe('dialogs and pages', () => {
  it('QR dialog shows amount, instructions and an SVG QR code', () => {
    render(<QrPayDialog open amount="100" payUrl="weixin://wxpay/bizpayurl?pr=abc" onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'To be paid' })).toBeTruthy();
    expect(screen.getByTestId('qr-pay-amount').textContent).toContain('100.00');
    expect(screen.getByText('Scan with WeChat or Alipay')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Payment QR code' }).tagName.toLowerCase()).toBe('svg');
  });

  it('QR dialog links to a web cashier in a new tab, but not to an app scheme', () => {
    const { unmount } = render(
      <QrPayDialog open amount="10.00" payUrl="http://127.0.0.1:8080/sandbox/cashier?order_num=R1" onClose={vi.fn()} />,
    );
    const link = screen.getByRole('link', { name: 'Open the sandbox cashier' });
    expect(link.getAttribute('href')).toBe('http://127.0.0.1:8080/sandbox/cashier?order_num=R1');
    expect(link.getAttribute('target')).toBe('_blank');
    unmount();
    render(<QrPayDialog open amount="10.00" payUrl="weixin://wxpay/bizpayurl?pr=abc" onClose={vi.fn()} />);
    expect(screen.queryByRole('link', { name: 'Open the sandbox cashier' })).toBeNull();
  });

  it('QR dialog says when the order expired or the payment failed', () => {
    const { rerender } = render(
      <QrPayDialog
        open
        amount="10"
        payUrl="http://x/sandbox/cashier"
        onClose={vi.fn()}
        state="expired"
        orderNum="R42"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The order has expired');
    expect(screen.getByText('Order number: R42')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the sandbox cashier' })).toBeNull();
    rerender(<QrPayDialog open amount="10" payUrl="http://x/sandbox/cashier" onClose={vi.fn()} state="failed" />);
    expect(screen.getByRole('alert').textContent).toBe('Payment failed!');
  });

  it('QR dialog calls onClose when closed', () => {
    const onClose = vi.fn();
    render(<QrPayDialog open amount="10" payUrl="weixin://x" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('real-name reminder links to /user/auth', () => {
    render(<RealNameDialog open onOpenChange={vi.fn()} />);
    expect(screen.getByText('Please complete real-name verification first, and it must pass review.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Got it' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to real-name verification' }).getAttribute('href')).toBe('/user/auth');
  });

  it('recharge success links to /ecs and /buyphone', () => {
    render(<RechargeSuccessDialog open onOpenChange={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Buy a cloud server' }).getAttribute('href')).toBe('/ecs');
    expect(screen.getByRole('link', { name: 'Buy a cloud phone' }).getAttribute('href')).toBe('/buyphone');
  });

  it('404 page', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Sorry, the page you visited does not exist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
