/**
 * Payment gateways behind one interface (issue "Wallet"). Providers: `sandbox` (default: a local
 * cashier page that pays or declines and sends signed, retried notifications), `alipay`
 * (face-to-face precreate, RSA2 notifications) and `wechat` (WeChat Pay Native, API v3).
 */

export interface CreatePaymentInput {
  orderNum: string;
  amountFen: number;
  subject: string;
  expiresAt: Date;
}

/** A verified notification, reduced to what the wallet needs. */
export interface PaymentNotice {
  orderNum: string;
  /** Amount the gateway says was paid, in fen. */
  amountFen: number;
  /** The gateway's own transaction number. */
  tradeNo: string;
  /** true for a successful payment, false for a closed/declined one. */
  paid: boolean;
}

export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** Raised for a notification whose signature does not verify (or that cannot be decrypted). */
export class PaymentSignatureError extends Error {
  override name = 'PaymentSignatureError';
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'alipay' | 'wechat';
  /** Start a payment; `payUrl` is what the QR code encodes. @throws when the gateway refuses */
  createPayment(input: CreatePaymentInput): Promise<{ payUrl: string }>;
  /** Verify and parse a notification. @throws PaymentSignatureError when it is not authentic */
  parseNotification(n: IncomingNotification): Promise<PaymentNotice>;
  /** The HTTP answer the gateway expects for a handled (ok) or refused notification. */
  acknowledge(ok: boolean): { status: number; contentType: string; body: string };
}

export const header = (h: IncomingNotification['headers'], name: string): string | undefined => {
  const v = h[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};
