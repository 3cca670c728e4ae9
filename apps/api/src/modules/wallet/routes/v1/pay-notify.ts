/**
 * Payment notifications from the gateways: POST /v1/pay_notify/:provider (sandbox, alipay,
 * wechat). The raw body is kept as text — signatures are over the exact bytes — so this plugin
 * has its own content parsers (it is encapsulated; other routes keep theirs). Answers in each
 * gateway's own format; a refused notification is logged and credits nothing.
 *
 * Bounded for unauthenticated callers (docs/decisions/0002-bad-input-and-request-limits.md "Payment notifications"): bodies up to
 * {@link NOTIFY_BODY_LIMIT}, at most {@link NOTIFY_RATE_LIMIT} notifications per source address a minute, and a
 * notification whose signature fails is logged, not stored (services/wallet/wallet.ts), so forged traffic writes no rows.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../../lib/envelope.ts';
import { paymentNotifications } from '../../../../lib/metrics.ts';
import { handleNotification } from '../../services/wallet.ts';

/**
 * Largest notification body: 64 KiB. Alipay's form notifications and WeChat Pay's encrypted JSON are a few KiB;
 * larger bodies are refused with HTTP 413 before they are read in full.
 */
export const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * Notifications per source address per minute. A gateway retries a notification it could not deliver on its own
 * schedule (Alipay over 25 hours, WeChat Pay over 24), so one refused with 429 under a burst still arrives later;
 * 300 a minute (5 a second) is far above what the gateways' few sending addresses need for this platform.
 */
export const NOTIFY_RATE_LIMIT = 300;

const routes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  // A failure here must read as a failure to the gateway (HTTP 500), so it retries later;
  // the API-wide handler answers 200 with an envelope, which WeChat Pay would take as success.
  // A request that is the caller's fault (too large, too many, malformed) answers its 4xx status instead.
  app.setErrorHandler((error: Error, request, reply) => {
    const status = error instanceof ApiError ? error.code : ((error as { statusCode?: number }).statusCode ?? 500);
    if (status >= 400 && status < 500) {
      request.log.warn({ status, reason: error.message }, 'payment notification refused');
      return reply.status(status).type('text/plain').send('fail');
    }
    request.log.error({ err: error }, 'payment notification failed');
    return reply.status(500).type('text/plain').send('fail');
  });

  app.post<{ Params: { provider: string }; Body: string }>(
    '/v1/pay_notify/:provider',
    {
      schema: { hide: true },
      bodyLimit: NOTIFY_BODY_LIMIT,
      config: { guard: 'public', rateLimit: { max: NOTIFY_RATE_LIMIT, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const provider = app.payments.byName(request.params.provider);
      if (!provider) return reply.status(404).type('text/plain').send('unknown provider');
      const outcome = await handleNotification(
        app.db,
        provider,
        { headers: request.headers, rawBody: typeof request.body === 'string' ? request.body : '' },
        request.log,
      );
      paymentNotifications.inc({ provider: provider.name, result: outcome });
      const ack = provider.acknowledge(outcome === 'credited' || outcome === 'duplicate' || outcome === 'declined');
      return reply.status(ack.status).type(ack.contentType).send(ack.body);
    },
  );
};

export default routes;
