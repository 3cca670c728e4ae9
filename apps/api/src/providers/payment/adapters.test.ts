/**
 * The Alipay and WeChat Pay adapters against request/notification vectors built from the
 * providers' documented formats, with keys made here (no live service is called).
 */
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alipayProvider } from './alipay.ts';
import { PaymentSignatureError } from './types.ts';
import { wechatProvider } from './wechat.ts';

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

describe('Alipay adapter', () => {
  const app = pem();
  const alipay = pem();
  const calls: { method: string; params: Record<string, unknown> }[] = [];
  const provider = alipayProvider({
    appId: '2021000000000001',
    privateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
    notifyUrl: 'https://api.example.com/v1/pay_notify/alipay',
    exec: async (method, params) => {
      calls.push({ method, params });
      return { code: '10000', msg: 'Success', outTradeNo: 'R1', qrCode: 'https://qr.alipay.com/bax00001' };
    },
  });

  /** Alipay's RSA2 notification signature: sorted k=v pairs without sign/sign_type, SHA256withRSA. */
  function signedNotification(fields: Record<string, string>, key = alipay.privateKey) {
    const content = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('&');
    const sign = createSign('RSA-SHA256').update(content).sign(key, 'base64');
    return new URLSearchParams({ ...fields, sign, sign_type: 'RSA2' }).toString();
  }
  const fields = {
    app_id: '2021000000000001',
    out_trade_no: 'R20261123000000000001',
    trade_no: '2026112322001400001',
    trade_status: 'TRADE_SUCCESS',
    total_amount: '100.50',
    notify_time: '2026-11-23 10:00:00',
    charset: 'utf-8',
  };

  it('precreates with yuan amounts and returns the QR content as payUrl', async () => {
    const res = await provider.createPayment({
      orderNum: 'R1',
      amountFen: 10050,
      subject: 'Top-up',
      expiresAt: new Date('2026-11-23T02:15:00Z'),
    });
    expect(res.payUrl).toBe('https://qr.alipay.com/bax00001');
    expect(calls[0]).toMatchObject({
      method: 'alipay.trade.precreate',
      params: {
        notify_url: 'https://api.example.com/v1/pay_notify/alipay',
        bizContent: { out_trade_no: 'R1', total_amount: '100.50', time_expire: '2026-11-23 10:15:00' },
      },
    });
  });

  it('accepts a correctly signed notification and converts the amount to fen', async () => {
    expect(await provider.parseNotification({ headers: {}, rawBody: signedNotification(fields) })).toEqual({
      orderNum: fields.out_trade_no,
      amountFen: 10050,
      tradeNo: fields.trade_no,
      paid: true,
    });
  });

  it('refuses a tampered amount, a foreign key and another app id', async () => {
    const tampered = signedNotification(fields).replace('total_amount=100.50', 'total_amount=999.00');
    await expect(provider.parseNotification({ headers: {}, rawBody: tampered })).rejects.toBeInstanceOf(
      PaymentSignatureError,
    );
    await expect(
      provider.parseNotification({ headers: {}, rawBody: signedNotification(fields, pem().privateKey) }),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(
      provider.parseNotification({ headers: {}, rawBody: signedNotification({ ...fields, app_id: '2021999' }) }),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
  });
});

describe('WeChat Pay Native adapter (API v3)', () => {
  const merchant = pem();
  const platform = pem();
  const apiV3Key = randomBytes(16).toString('hex'); // 32 ASCII bytes
  let sent: { url: string; headers: Record<string, string>; body: string } | undefined;
  const now = Date.UTC(2026, 10, 23, 2, 0, 0);
  const provider = wechatProvider({
    appId: 'wx0000000000000001',
    mchId: '1900000001',
    serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    privateKey: merchant.privateKey,
    platformPublicKey: platform.publicKey,
    apiV3Key,
    notifyUrl: 'https://api.example.com/v1/pay_notify/wechat',
    now: () => now,
    fetch: (async (url: string, init: RequestInit) => {
      sent = { url, headers: init.headers as Record<string, string>, body: String(init.body) };
      return new Response(JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=abc123' }), { status: 200 });
    }) as typeof fetch,
  });

  function notification(tx: object, opts: { key?: string; ts?: number } = {}) {
    const nonce = randomBytes(8).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce.slice(0, 12)));
    cipher.setAAD(Buffer.from('transaction'));
    const ct = Buffer.concat([cipher.update(JSON.stringify(tx)), cipher.final(), cipher.getAuthTag()]).toString(
      'base64',
    );
    const rawBody = JSON.stringify({
      id: 'EV-1',
      event_type: 'TRANSACTION.SUCCESS',
      resource_type: 'encrypt-resource',
      resource: {
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: ct,
        nonce: nonce.slice(0, 12),
        associated_data: 'transaction',
      },
    });
    const ts = String(opts.ts ?? Math.floor(now / 1000));
    const hnonce = randomBytes(8).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(`${ts}\n${hnonce}\n${rawBody}\n`)
      .sign(opts.key ?? platform.privateKey, 'base64');
    return {
      headers: {
        'wechatpay-timestamp': ts,
        'wechatpay-nonce': hnonce,
        'wechatpay-signature': signature,
        'wechatpay-serial': 'PLATFORM',
      },
      rawBody,
    };
  }
  const tx = {
    out_trade_no: 'R20261123000000000002',
    transaction_id: '4200000000202611230001',
    trade_state: 'SUCCESS',
    amount: { total: 1000, payer_total: 1000, currency: 'CNY' },
  };

  it('signs the order request as API v3 documents and returns code_url', async () => {
    const res = await provider.createPayment({
      orderNum: 'R2',
      amountFen: 1000,
      subject: 'Top-up',
      expiresAt: new Date(now + 900_000),
    });
    expect(res.payUrl).toBe('weixin://wxpay/bizpayurl?pr=abc123');
    expect(sent!.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/native');
    expect(JSON.parse(sent!.body)).toMatchObject({
      mchid: '1900000001',
      out_trade_no: 'R2',
      amount: { total: 1000, currency: 'CNY' },
      time_expire: '2026-11-23T10:15:00+08:00',
    });
    const auth = sent!.headers.authorization!;
    const part = (k: string) => new RegExp(`${k}="([^"]+)"`).exec(auth)![1]!;
    const message = `POST\n/v3/pay/transactions/native\n${part('timestamp')}\n${part('nonce_str')}\n${sent!.body}\n`;
    expect(auth.startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true);
    expect(createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, part('signature'), 'base64')).toBe(
      true,
    );
  });

  it('verifies, decrypts and parses a notification', async () => {
    expect(await provider.parseNotification(notification(tx))).toEqual({
      orderNum: tx.out_trade_no,
      amountFen: 1000,
      tradeNo: tx.transaction_id,
      paid: true,
    });
  });

  it('refuses a forged signature, a tampered body and a stale timestamp', async () => {
    await expect(provider.parseNotification(notification(tx, { key: pem().privateKey }))).rejects.toBeInstanceOf(
      PaymentSignatureError,
    );
    const n = notification(tx);
    await expect(
      provider.parseNotification({ ...n, rawBody: n.rawBody.replace('EV-1', 'EV-2') }),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(
      provider.parseNotification(notification(tx, { ts: Math.floor(now / 1000) - 600 })),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
  });
});
