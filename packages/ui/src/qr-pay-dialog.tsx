import type { RefObject } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '@lanyun/i18n/react';
import { cn } from './cn';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { formatMoney } from './format';
import { isWebPayUrl, payStateMessage, type PayState } from './recharge-rules';

/** Props of {@link QrPayDialog}. */
export interface QrPayDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Amount to pay in yuan (API string like "100.00" or a number). */
  amount: string | number;
  /** Payment URL returned by the order call (`payUrl`); encoded in the QR code. */
  payUrl: string;
  /** Called when the dialog closes; the caller stops polling the order status (spec §4 Recharge). */
  onClose: () => void;
  /** The order number, shown under the QR code when given. */
  orderNum?: string;
  /**
   * Where the order stands (from the polled `pay_status`): 'pending' (default) shows the QR code; 'expired' and
   * 'failed' dim it and say 'The order has expired' / 'Payment failed!'. ('paid' is handled by the caller, which
   * closes this dialog and shows the recharge-success dialog.)
   */
  state?: PayState;
  /**
   * The control focus goes back to on close: the recharge dialog's "Pay now", which is disabled while the order is
   * created and so no longer focused when this dialog opens (`DialogContent`'s `returnFocus`).
   */
  returnFocus?: RefObject<HTMLElement | null> | undefined;
}

/**
 * QR payment dialog (spec §2): "To be paid", the amount in yuan, a QR code of `payUrl` with error
 * correction level H (spec §9), and "Scan with WeChat or Alipay". When `payUrl` is an http(s) page (the sandbox
 * cashier) a small "Open the sandbox cashier" link opens it in a new tab, so it can be paid from a desktop browser
 * (the sandbox gateway's payUrl is a page, not an app scheme).
 */
export function QrPayDialog({
  open,
  amount,
  payUrl,
  onClose,
  orderNum,
  state = 'pending',
  returnFocus,
}: QrPayDialogProps) {
  const { t } = useTranslation('ui');
  const ended = payStateMessage(state, t);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent size="sm" className="text-center" returnFocus={returnFocus}>
        <DialogTitle>{t('qrPay.title')}</DialogTitle>
        <p className="mt-3 text-3xl font-semibold text-danger-strong" data-testid="qr-pay-amount">
          <span className="mr-1 text-lg">¥</span>
          {formatMoney(amount)}
        </p>
        <div
          className={cn('relative mx-auto mt-4 inline-block rounded-md border border-line p-3', ended && 'opacity-30')}
        >
          <QRCodeSVG value={payUrl} level="H" size={200} aria-label={t('qrPay.qrLabel')} role="img" />
        </div>
        {ended ? (
          <DialogDescription role="alert" className="mt-3 font-medium text-danger-strong">
            {ended}
          </DialogDescription>
        ) : (
          <DialogDescription className="mt-3">{t('qrPay.scan')}</DialogDescription>
        )}
        {orderNum ? <p className="mt-1 text-xs text-ink-muted">{t('qrPay.orderNumber', { orderNum })}</p> : null}
        {!ended && isWebPayUrl(payUrl) ? (
          <a
            href={payUrl}
            target="_blank"
            rel="noreferrer"
            className="mt-3 inline-block text-xs text-brand-600 hover:underline"
          >
            {t('qrPay.sandboxCashier')}
          </a>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
