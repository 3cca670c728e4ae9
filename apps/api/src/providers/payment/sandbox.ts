/**
 * The sandbox payment provider: behaves like a real gateway without leaving the machine.
 * `payUrl` opens the API's sandbox cashier page (routes/sandbox.ts) where a tester pays or
 * declines; the sandbox then POSTs a JSON notification signed with HMAC-SHA256 (header
 * `x-sandbox-signature`) to the API's notify URL, after a delay, retrying on Alipay's schedule
 * until it is acknowledged with "success" — like Alipay and WeChat Pay do. Pending notifications
 * live in the database (services/wallet/sandbox-gateway.ts), so they survive a restart.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { header, PaymentSignatureError, type PaymentProvider } from './types.ts';

export interface SandboxNotification {
  order_num: string;
  amount_fen: number;
  trade_no: string;
  status: 'SUCCESS' | 'CLOSED';
  timestamp: number;
}

export function signSandbox(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function sandboxProvider(opts: { secret: string; publicApiUrl: string }): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment(input) {
      const q = new URLSearchParams({ order_num: input.orderNum, amount_fen: String(input.amountFen) });
      q.set('sig', signSandbox(opts.secret, q.toString()));
      return { payUrl: `${opts.publicApiUrl.replace(/\/$/, '')}/sandbox/cashier?${q}` };
    },
    async parseNotification(n) {
      const sig = header(n.headers, 'x-sandbox-signature') ?? '';
      const expected = signSandbox(opts.secret, n.rawBody);
      if (sig.length !== expected.length || !timingSafeEqual(Buffer.from(sig), Buffer.from(expected)))
        throw new PaymentSignatureError('bad sandbox signature');
      let body: SandboxNotification;
      try {
        body = JSON.parse(n.rawBody) as SandboxNotification;
      } catch {
        throw new PaymentSignatureError('sandbox notification is not JSON');
      }
      return {
        orderNum: String(body.order_num),
        amountFen: Number(body.amount_fen),
        tradeNo: String(body.trade_no),
        paid: body.status === 'SUCCESS',
      };
    },
    acknowledge: (ok) => ({ status: ok ? 200 : 400, contentType: 'text/plain', body: ok ? 'success' : 'fail' }),
  };
}
