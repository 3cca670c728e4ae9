/**
 * WeChat Pay Native payment, API v3. Creating: POST /v3/pay/transactions/native with the
 * `WECHATPAY2-SHA256-RSA2048` Authorization header (RSA-SHA256 over
 * "METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n" with the merchant key) returns `code_url`, the QR
 * content. Notifications: the `Wechatpay-Signature` header is RSA-SHA256 over
 * "TIMESTAMP\nNONCE\nBODY\n" with the WeChat Pay platform key (timestamps older than 5 minutes are
 * refused), and `resource` is AES-256-GCM encrypted with the APIv3 key. Node's crypto does the
 * cryptography; amounts are fen at WeChat Pay.
 */
import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { header, PaymentSignatureError, type PaymentProvider } from './types.ts';

export interface WechatPayOptions {
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate. */
  serialNo: string;
  /** Merchant API private key (PEM). */
  privateKey: string;
  /** WeChat Pay platform public key or certificate (PEM). */
  platformPublicKey: string;
  /** The 32-byte APIv3 key. */
  apiV3Key: string;
  notifyUrl: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
}

const PATH = '/v3/pay/transactions/native';

/** The Authorization header value for one API v3 request. */
export function wechatAuthorization(
  o: Pick<WechatPayOptions, 'mchId' | 'serialNo' | 'privateKey'>,
  method: string,
  path: string,
  body: string,
  ts: number,
  nonce: string,
): string {
  const signature = createSign('RSA-SHA256')
    .update(`${method}\n${path}\n${ts}\n${nonce}\n${body}\n`)
    .sign(o.privateKey, 'base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${o.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${ts}",serial_no="${o.serialNo}"`;
}

/** Decrypt a notification resource (AES-256-GCM; the last 16 bytes of the ciphertext are the tag). */
export function decryptResource(
  apiV3Key: string,
  r: { ciphertext: string; nonce: string; associated_data?: string },
): string {
  const data = Buffer.from(r.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  if (r.associated_data) decipher.setAAD(Buffer.from(r.associated_data, 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

export function wechatProvider(opts: WechatPayOptions): PaymentProvider {
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  return {
    name: 'wechat',
    async createPayment(input) {
      const body = JSON.stringify({
        appid: opts.appId,
        mchid: opts.mchId,
        description: input.subject,
        out_trade_no: input.orderNum,
        time_expire: `${new Date(input.expiresAt.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`,
        notify_url: opts.notifyUrl,
        amount: { total: input.amountFen, currency: 'CNY' },
      });
      const ts = Math.floor(now() / 1000);
      const nonce = randomBytes(16).toString('hex');
      const res = await doFetch((opts.baseUrl ?? 'https://api.mch.weixin.qq.com') + PATH, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: wechatAuthorization(opts, 'POST', PATH, body, ts, nonce),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const json = (await res.json().catch(() => ({}))) as { code_url?: string; code?: string; message?: string };
      if (!res.ok || !json.code_url)
        throw new Error(`WeChat Pay refused the order: ${json.code ?? res.status} ${json.message ?? ''}`);
      return { payUrl: json.code_url };
    },
    async parseNotification(n) {
      const ts = header(n.headers, 'wechatpay-timestamp') ?? '';
      const nonce = header(n.headers, 'wechatpay-nonce') ?? '';
      const signature = header(n.headers, 'wechatpay-signature') ?? '';
      if (!ts || Math.abs(now() / 1000 - Number(ts)) > 300)
        throw new PaymentSignatureError('stale or missing WeChat Pay timestamp');
      const ok = createVerify('RSA-SHA256')
        .update(`${ts}\n${nonce}\n${n.rawBody}\n`)
        .verify(opts.platformPublicKey, signature, 'base64');
      if (!ok) throw new PaymentSignatureError('bad WeChat Pay signature');
      let tx: { out_trade_no: string; transaction_id: string; trade_state: string; amount: { total: number } };
      try {
        const envelope = JSON.parse(n.rawBody) as {
          resource: { ciphertext: string; nonce: string; associated_data?: string };
        };
        tx = JSON.parse(decryptResource(opts.apiV3Key, envelope.resource));
      } catch {
        throw new PaymentSignatureError('WeChat Pay resource could not be decrypted');
      }
      return {
        orderNum: tx.out_trade_no,
        amountFen: Number(tx.amount?.total),
        tradeNo: tx.transaction_id,
        paid: tx.trade_state === 'SUCCESS',
      };
    },
    acknowledge: (ok) =>
      ok
        ? { status: 200, contentType: 'application/json', body: JSON.stringify({ code: 'SUCCESS', message: '成功' }) }
        : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: 'rejected' }) },
  };
}
