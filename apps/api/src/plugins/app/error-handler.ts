/**
 * One error handler for the whole API: every failure becomes `{code, msg, data: {reason, ...}}` with
 * HTTP 200 (see lib/envelope.ts). `data.reason` is a stable key (catalogues in packages/i18n/src/api) and `msg` its
 * message in the request's language (lib/lang.ts). Validation errors name the first offending field; a body over the
 * route's limit answers 413; a value the database refuses as data (SQLSTATE class 22) answers 400; unexpected
 * errors are logged with the request and answered with a generic message (no stack traces); a temporary
 * database fault (lib/db-faults.ts) answers HTTP 503 "Service temporarily unavailable".
 */
import http from 'node:http';
import { isApiReason, renderApiMessage } from '@lanyun/i18n/api-messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../lib/db-faults.ts';
import { ApiError, CODE } from '../../lib/envelope.ts';
import { messageLang } from '../../lib/lang.ts';
import { TOO_LARGE_MSG } from '../../lib/request-limits.ts';
import { clientDataError, type Reasoned, validationReason } from '../../lib/validation-reason.ts';

export { BAD_VALUE_MSG, clientDataError, type Reasoned, validationReason } from '../../lib/validation-reason.ts';

/** Fastify's own client errors (bad JSON, unsupported media type …): their English text is safe to show. */
function clientErrorReason(error: FastifyError): Reasoned {
  const zh = renderApiMessage('zh-CN', 'request.invalid');
  return error.message
    ? { reason: 'validation.invalid_value', params: { detail: { en: error.message, 'zh-CN': zh } } }
    : { reason: 'request.invalid', params: {} };
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // Error envelopes carry optional extra data (e.g. retry_after) that the route's success
      // schema does not describe, so they bypass the response serializer.
      reply.serializer(JSON.stringify);
      const send = (code: number, why: Reasoned, data: unknown = null, status = 200) =>
        reply
          .status(status)
          .type('application/json; charset=utf-8') // the custom serializer sets no content type
          .send({
            code,
            msg: renderApiMessage(messageLang(request), why.reason, why.params),
            data: { ...(data && typeof data === 'object' ? data : {}), reason: why.reason },
          });
      if (error instanceof ApiError) {
        if (error.code === CODE.TOO_LARGE) reply.header('connection', 'close'); // as below
        return send(error.code, { reason: error.reason, params: error.params }, error.data);
      }
      if (hasZodFastifySchemaValidationErrors(error)) return send(CODE.BAD_REQUEST, validationReason(error));
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        return send(CODE.BAD_REQUEST, { reason: 'upload.image_too_large', params: {} });
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status === 429) {
        // A rate limit (plugins/external/rate-limit.ts): the seconds to wait in data.retry_after and Retry-After.
        const wait = (error as { data?: { retry_after?: unknown } }).data?.retry_after;
        if (typeof wait !== 'number')
          return send(CODE.TOO_MANY, { reason: 'request.too_many', params: { seconds: 60 } });
        reply.header('retry-after', String(wait));
        return send(CODE.TOO_MANY, { reason: 'request.too_many', params: { seconds: wait } }, { retry_after: wait });
      }
      if (status === 413) {
        // The rest of the body is not read: close the connection after answering instead of leaving it to stall.
        reply.header('connection', 'close');
        return send(CODE.TOO_LARGE, { reason: TOO_LARGE_MSG, params: {} });
      }
      if (status >= 400 && status < 500) return send(CODE.BAD_REQUEST, clientErrorReason(error));
      const badValue = clientDataError(error);
      if (badValue) {
        request.log.warn({ err: error }, 'value refused by the database');
        return send(CODE.BAD_REQUEST, { reason: badValue, params: {} });
      }
      if (isDatabaseUnavailable(error)) {
        // A statement timeout, lost connection or full pool: temporary, so HTTP 503 with Retry-After for
        // load balancers and retries. The envelope says 500, not 503, because the spec's code 503 means
        // "real-name verification required" to the sites (docs/decisions/0015-production-start-and-faults.md "Database faults").
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', '1');
        return send(CODE.INTERNAL, { reason: 'server.unavailable', params: {} }, null, 503);
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(CODE.INTERNAL, { reason: 'server.internal', params: {} });
    });
    app.setNotFoundHandler(notFound);
  },
  { name: 'error-handler' },
);

/**
 * Fastify `clientErrorHandler`: a request Node's HTTP parser refuses before any route runs (headers or URL over
 * 16 KiB, malformed HTTP, a client that stalls) still gets the envelope — HTTP 431 / 408 / 400 with `code` 413 /
 * 408 / 400 — then the connection closes, as Node does.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: import('node:stream').Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, reason] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, CODE.TOO_LARGE, 'http.headers_too_long']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 408, 'http.request_timeout']
        : [400, CODE.BAD_REQUEST, 'http.malformed'];
  // No request was parsed, so no language is known: English, with the reason key for a client to translate.
  const body = JSON.stringify({ code, msg: renderApiMessage('en', reason), data: { reason } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** The answer to a path no route serves: HTTP 404 with the envelope's code 404 naming the method and path. */
export function notFound(request: FastifyRequest, reply: FastifyReply): void {
  const params = { method: request.method, path: request.url.split('?')[0] ?? '' };
  void reply.status(404).send({
    code: CODE.NOT_FOUND,
    msg: renderApiMessage(messageLang(request), 'request.not_found', params),
    data: { reason: 'request.not_found' },
  });
}

/**
 * Success envelopes in the caller's language too: a `msg` that is a reason key (`done.saved`, `done.logged_in` …)
 * is rendered in the request's language (lib/lang.ts). Registered in the site routes' scope (app.ts): the IP API's answers always say "ok".
 */
export const localizeSuccess = fp(
  async (app) => {
    // A synchronous hook: it runs on every answer, and an async one costs each of them a promise and a microtask turn.
    app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
      const p = payload as { code?: unknown; msg?: unknown } | null;
      if (p && typeof p === 'object' && typeof p.code === 'number' && typeof p.msg === 'string' && isApiReason(p.msg)) {
        return done(null, { ...p, msg: renderApiMessage(messageLang(request), p.msg) });
      }
      done(null, payload);
    });
  },
  { name: 'localize-success' },
);
