/**
 * Chooses the payment provider for a pay type from configuration: in sandbox mode (default) both
 * WeChat Pay (1) and Alipay (2) go to the sandbox gateway; in live mode pay_type 1 uses WeChat
 * Pay Native and 2 uses Alipay, whose credentials must then be set (checked at start-up).
 */
import type { AppConfig } from '../../config.ts';
import { alipayProvider } from './alipay.ts';
import { sandboxProvider } from './sandbox.ts';
import type { PaymentProvider } from './types.ts';
import { wechatProvider } from './wechat.ts';

export interface Payments {
  forPayType(payType: 1 | 2): PaymentProvider;
  byName(name: string): PaymentProvider | undefined;
}

export function createPayments(config: AppConfig): Payments {
  const notify = (name: string) => `${config.PUBLIC_API_URL.replace(/\/$/, '')}/v1/pay_notify/${name}`;
  const sandbox = sandboxProvider({ secret: config.SANDBOX_PAY_SECRET, publicApiUrl: config.PUBLIC_API_URL });
  if (config.PAYMENT_MODE === 'sandbox') {
    return { forPayType: () => sandbox, byName: (n) => (n === 'sandbox' ? sandbox : undefined) };
  }
  const need = (k: keyof AppConfig) => {
    const v = config[k];
    if (typeof v !== 'string' || !v) throw new Error(`PAYMENT_MODE=live needs ${String(k)}`);
    return v;
  };
  const alipay = alipayProvider({
    appId: need('ALIPAY_APP_ID'),
    privateKey: need('ALIPAY_PRIVATE_KEY'),
    alipayPublicKey: need('ALIPAY_PUBLIC_KEY'),
    notifyUrl: notify('alipay'),
  });
  const wechat = wechatProvider({
    appId: need('WECHAT_APP_ID'),
    mchId: need('WECHAT_MCH_ID'),
    serialNo: need('WECHAT_SERIAL_NO'),
    privateKey: need('WECHAT_PRIVATE_KEY'),
    platformPublicKey: need('WECHAT_PLATFORM_PUBLIC_KEY'),
    apiV3Key: need('WECHAT_API_V3_KEY'),
    notifyUrl: notify('wechat'),
  });
  const all: Record<string, PaymentProvider> = { alipay, wechat };
  return { forPayType: (t) => (t === 1 ? wechat : alipay), byName: (n) => all[n] };
}
