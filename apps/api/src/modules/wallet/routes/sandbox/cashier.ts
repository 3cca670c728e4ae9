/**
 * The sandbox payment gateway's cashier (used when PAYMENT_MODE=sandbox, the default). The QR
 * code's payUrl opens GET /sandbox/cashier (in the payer's language, Chinese by default); "确认支付" (Pay) or
 * "拒绝支付" (Decline) posts to /sandbox/cashier/confirm,
 * which stores the signed notification in the gateway's outbox before answering; the outbox worker
 * (services/wallet/sandbox-gateway.ts, started with the server) sends it to /v1/pay_notify/sandbox after
 * SANDBOX_NOTIFY_DELAY_MS and retries on Alipay's schedule (4 m, 10 m, 10 m, 1 h, 2 h, 6 h, 15 h,
 * times SANDBOX_RETRY_SCALE) until it is acknowledged with "success" — across restarts, like the
 * real gateways. The cashier's own link is signed, so an order's amount cannot be altered.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fenToYuan } from '../../../../lib/money.ts';
import { signSandbox } from '../../../../providers/payment/sandbox.ts';
import { cashierOrder, recordSandboxPayment, sandboxOutbox } from '../../services/sandbox-gateway.ts';
import { type Lang, resolveLang } from '../../../content/index.ts';

/**
 * The cashier's words in each language: the payer's browser language (Accept-Language, or `?lang=`), Chinese by
 * default like every page of the platform.
 */
const TEXT: Record<
  Lang,
  {
    title: string;
    invalid: string;
    unknown: string;
    order: (n: string) => string;
    alreadyPaid: string;
    pay: string;
    decline: string;
    testOnly: string;
    paid: string;
    close: string;
    declined: string;
  }
> = {
  'zh-CN': {
    title: '沙箱收银台',
    invalid: '支付链接无效',
    unknown: '订单不存在',
    order: (n) => `订单号：${n}`,
    alreadyPaid: '该订单已支付。',
    pay: '确认支付',
    decline: '拒绝支付',
    testOnly: '仅用于测试支付：不会产生真实扣款。',
    paid: '支付成功',
    close: '您可以关闭此页面。',
    declined: '已拒绝支付',
  },
  en: {
    title: 'Sandbox cashier',
    invalid: 'Invalid payment link',
    unknown: 'Unknown order',
    order: (n) => `Order ${n}`,
    alreadyPaid: 'This order is already paid.',
    pay: 'Pay',
    decline: 'Decline',
    testOnly: 'Test payments only: no money moves.',
    paid: 'Payment successful',
    close: 'You can close this page.',
    declined: 'Payment declined',
  },
};

/** The cashier's language: `?lang=` when it names one, else the browser's (Chinese by default). */
function cashierLang(request: Parameters<typeof resolveLang>[0]): Lang {
  const q = (request.query as { lang?: string } | undefined)?.lang;
  return resolveLang(request, q === 'en' || q === 'zh-CN' ? q : undefined);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (lang: Lang, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font:16px system-ui;background:#f3f5f9;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0001;padding:2rem;width:min(360px,90vw);text-align:center}h1{font-size:1.2rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}button{font:inherit;border:0;border-radius:8px;padding:.7rem 1.2rem;margin:.3rem;cursor:pointer}.pay{background:#1677ff;color:#fff}.decline{background:#eee}small{color:#666;display:block;margin-top:1rem}</style></head><body><main>${body}</main></body></html>`;

const routes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.SANDBOX_PAY_SECRET;
  const selfUrl = () => {
    const addr = app.server.address();
    return typeof addr === 'object' && addr ? `http://127.0.0.1:${addr.port}` : app.config.PUBLIC_API_URL;
  };
  const validLink = (q: { order_num: string; amount_fen: string; sig: string }) => {
    const expected = signSandbox(
      secret,
      new URLSearchParams({ order_num: q.order_num, amount_fen: q.amount_fen }).toString(),
    );
    return q.sig.length === expected.length && timingSafeEqual(Buffer.from(q.sig), Buffer.from(expected));
  };

  /** POST a notification to this API's notify endpoint as the gateway would; true when acknowledged. */
  const deliver = async (body: string): Promise<boolean> => {
    try {
      const res = await fetch(`${selfUrl()}/v1/pay_notify/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandbox(secret, body) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      return (await res.text()) === 'success';
    } catch {
      return false; // network failure: the schedule retries it
    }
  };
  const outbox = sandboxOutbox({
    db: app.db,
    deliver,
    pollMs: app.config.SANDBOX_OUTBOX_POLL_MS,
    retryScale: app.config.SANDBOX_RETRY_SCALE,
    log: { error: (o, msg) => app.log.error(o, msg) },
  });
  // Delivery posts to this server, so it starts once the server listens.
  app.addHook('onListen', async () => outbox.start());
  app.addHook('onClose', async () => outbox.stop());

  const LinkQuery = z.object({
    order_num: z.string().max(40),
    amount_fen: z.string().regex(/^\d+$/),
    sig: z.string().max(128),
  });
  const PageQuery = LinkQuery.extend({ lang: z.enum(['zh-CN', 'en']).optional() });

  app.get('/sandbox/cashier', { schema: { hide: true, querystring: PageQuery } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const lang = cashierLang(request);
    const w = TEXT[lang];
    if (!validLink(request.query)) return page(lang, w.title, `<h1>${w.invalid}</h1>`);
    const order = await cashierOrder(app.db, request.query.order_num);
    if (!order) return page(lang, w.title, `<h1>${w.unknown}</h1>`);
    const { order_num, amount_fen, sig } = request.query;
    const hidden = Object.entries({ order_num, amount_fen, sig, lang })
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
      .join('');
    const state = order.status === 2 ? `<p>${w.alreadyPaid}</p>` : '';
    return page(
      lang,
      w.title,
      `<h1>${w.title}</h1><p>${escapeHtml(w.order(order.orderNum))}</p><div class="amount">¥${fenToYuan(order.amountFen)}</div>${state}<form method="post" action="/sandbox/cashier/confirm">${hidden}<button class="pay" name="action" value="pay">${w.pay}</button><button class="decline" name="action" value="decline">${w.decline}</button></form><small>${w.testOnly}</small>`,
    );
  });

  app.post(
    '/sandbox/cashier/confirm',
    {
      schema: {
        hide: true,
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        body: LinkQuery.extend({ action: z.enum(['pay', 'decline']), lang: z.enum(['zh-CN', 'en']).optional() }),
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const lang = resolveLang(request, request.body.lang);
      const w = TEXT[lang];
      if (!validLink(request.body)) return page(lang, w.title, `<h1>${w.invalid}</h1>`);
      const paid = request.body.action === 'pay';
      const delay = app.config.SANDBOX_NOTIFY_DELAY_MS;
      await recordSandboxPayment(
        app.db,
        {
          order_num: request.body.order_num,
          amount_fen: Number(request.body.amount_fen),
          trade_no: `SBX${randomBytes(8).toString('hex')}`,
          status: paid ? 'SUCCESS' : 'CLOSED',
          timestamp: Math.floor(Date.now() / 1000),
        },
        delay,
      );
      outbox.kick(delay);
      return page(lang, w.title, paid ? `<h1>${w.paid}</h1><p>${w.close}</p>` : `<h1>${w.declined}</h1>`);
    },
  );
};

export default routes;
