/**
 * Payment notifications from the gateways: POST /v1/pay_notify/:provider (sandbox, alipay,
 * wechat). The raw body is kept as text — signatures are over the exact bytes — so this plugin
 * has its own content parsers (it is encapsulated; other routes keep theirs). Answers in each
 * gateway's own format; a refused notification is logged and credits nothing.
 */
import type { FastifyPluginAsync } from 'fastify';
import { handleNotification } from '../services/wallet.ts';

const routes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));

  // A failure here must read as a failure to the gateway (HTTP 500), so it retries later;
  // the API-wide handler answers 200 with an envelope, which WeChat Pay would take as success.
  app.setErrorHandler((error, request, reply) => {
    request.log.error({ err: error }, 'payment notification failed');
    return reply.status(500).type('text/plain').send('fail');
  });

  app.post<{ Params: { provider: string }; Body: string }>('/v1/pay_notify/:provider', { schema: { hide: true } }, async (request, reply) => {
    const provider = app.payments.byName(request.params.provider);
    if (!provider) return reply.status(404).type('text/plain').send('unknown provider');
    const outcome = await handleNotification(app.db, provider, { headers: request.headers, rawBody: typeof request.body === 'string' ? request.body : '' }, request.log);
    const ack = provider.acknowledge(outcome === 'credited' || outcome === 'duplicate' || outcome === 'declined');
    return reply.status(ack.status).type(ack.contentType).send(ack.body);
  });
};

export default routes;
