/**
 * Alipay face-to-face payment (当面付): `alipay.trade.precreate` returns the QR content
 * (`qr_code`), and Alipay POSTs an asynchronous notification (form-encoded, RSA2-signed) to the
 * notify URL; `checkNotifySignV2` from the official alipay-sdk verifies it with Alipay's public key.
 * Configured by ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY (the app's RSA2 key, PKCS#1 or PKCS#8 PEM) and
 * ALIPAY_PUBLIC_KEY (Alipay's). Amounts are yuan strings at Alipay.
 */
import { AlipaySdk } from 'alipay-sdk';
import { fenToYuan, yuanToFen } from '../../lib/money.ts';
import { PaymentSignatureError, type PaymentProvider } from './types.ts';

export interface AlipayOptions {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  notifyUrl: string;
  gateway?: string;
  /** Injected for tests: replaces the HTTP call to Alipay. */
  exec?: (method: string, params: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

export function alipayProvider(opts: AlipayOptions): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: opts.appId,
    privateKey: opts.privateKey,
    alipayPublicKey: opts.alipayPublicKey,
    ...(opts.gateway ? { gateway: opts.gateway } : {}),
  });
  const exec =
    opts.exec ??
    ((method: string, params: Record<string, unknown>) => sdk.exec(method, params) as Promise<Record<string, unknown>>);
  return {
    name: 'alipay',
    async createPayment(input) {
      const res = await exec('alipay.trade.precreate', {
        notify_url: opts.notifyUrl,
        bizContent: {
          out_trade_no: input.orderNum,
          total_amount: fenToYuan(input.amountFen),
          subject: input.subject,
          time_expire: formatBeijing(input.expiresAt),
        },
      });
      if (res.code !== '10000' || typeof res.qrCode !== 'string')
        throw new Error(`Alipay precreate failed: ${String(res.code)} ${String(res.subMsg ?? res.msg ?? '')}`);
      return { payUrl: res.qrCode };
    },
    async parseNotification(n) {
      const params = Object.fromEntries(new URLSearchParams(n.rawBody));
      if (params.app_id !== opts.appId || !sdk.checkNotifySignV2(params))
        throw new PaymentSignatureError('bad Alipay signature');
      const status = params.trade_status;
      return {
        orderNum: params.out_trade_no ?? '',
        amountFen: yuanToFen(params.total_amount ?? '0'),
        tradeNo: params.trade_no ?? '',
        paid: status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED',
      };
    },
    acknowledge: (ok) => ({ status: 200, contentType: 'text/plain', body: ok ? 'success' : 'fail' }),
  };
}

/** "yyyy-MM-dd HH:mm:ss" in Beijing time, the format Alipay's time fields use. */
function formatBeijing(d: Date): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
}
