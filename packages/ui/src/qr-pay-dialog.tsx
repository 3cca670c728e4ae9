import { QRCodeSVG } from 'qrcode.react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { formatMoney } from './format';

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
}

/**
 * QR payment dialog (spec §2): "To be paid", the amount in yuan, a QR code of `payUrl` with error
 * correction level H (spec §9), and "Scan with WeChat or Alipay".
 */
export function QrPayDialog({ open, amount, payUrl, onClose }: QrPayDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent size="sm" className="text-center">
        <DialogTitle>To be paid</DialogTitle>
        <p className="mt-3 text-3xl font-semibold text-danger" data-testid="qr-pay-amount">
          <span className="mr-1 text-lg">¥</span>
          {formatMoney(amount)}
        </p>
        <div className="mx-auto mt-4 inline-block rounded-md border border-line p-3">
          <QRCodeSVG value={payUrl} level="H" size={200} aria-label="Payment QR code" role="img" />
        </div>
        <DialogDescription className="mt-3">Scan with WeChat or Alipay</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
