/**
 * One error handler for the whole API: every failure becomes `{code, msg, data: null}` with
 * HTTP 200 (see lib/envelope.ts). Validation errors name the first offending field; a body over the
 * route's limit answers 413; a value the database refuses as data (SQLSTATE class 22) answers 400; unexpected
 * errors are logged with the request and answered with a generic message (no stack traces); a temporary
 * database fault (lib/db-faults.ts) answers HTTP 503 "Service temporarily unavailable".
 * Messages are written in English; a caller whose Accept-Language prefers Chinese gets them in zh-CN
 * (lib/messages-zh.ts).
 */
import http from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../lib/db-faults.ts';
import { ApiError, CODE } from '../../lib/envelope.ts';
import { localizeMessage } from '../../lib/messages-zh.ts';
import { TOO_LARGE_MSG } from '../external/multipart.ts';

/** The message for a value the database refused as data (SQLSTATE class 22), e.g. a number out of range. */
export const BAD_VALUE_MSG = 'A value in the request is out of range or malformed';

/**
 * When `error` (or its `cause`, as drizzle wraps driver errors) is a PostgreSQL data exception
 * (SQLSTATE class 22: numeric value out of range, invalid text, NUL in text, …), the value came from
 * the request: answer 400 with {@link BAD_VALUE_MSG} instead of 500. Otherwise null. The schemas
 * bound inputs first (schemas/common.ts); this is the net under them.
 */
export function clientDataError(error: unknown): string | null {
  for (let e: unknown = error, i = 0; e && typeof e === 'object' && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return BAD_VALUE_MSG;
  }
  return null;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // Error envelopes carry optional extra data (e.g. retry_after) that the route's success
      // schema does not describe, so they bypass the response serializer.
      reply.serializer(JSON.stringify);
      const send = (body: { code: number; msg: string; data: unknown }, status = 200) =>
        reply
          .status(status)
          .type('application/json; charset=utf-8') // the custom serializer sets no content type
          .send({ ...body, msg: localizeMessage(body.msg, request.headers['accept-language']) });
      if (error instanceof ApiError) {
        if (error.code === CODE.TOO_LARGE) reply.header('connection', 'close'); // as below
        return send({ code: error.code, msg: error.message, data: error.data ?? null });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        const field =
          first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ||
          (first?.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ||
          '';
        const msg = first ? (field ? `${field}: ${first.message}` : first.message) : 'Invalid request';
        return send({ code: CODE.BAD_REQUEST, msg: msg ?? 'Invalid request', data: null });
      }
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        return send({ code: CODE.BAD_REQUEST, msg: 'The image must be 5 MB or smaller', data: null });
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status === 429) {
        // A rate limit (plugins/external/rate-limit.ts): the seconds to wait in data.retry_after and Retry-After.
        const wait = (error as { data?: { retry_after?: unknown } }).data?.retry_after;
        if (typeof wait !== 'number') return send({ code: CODE.TOO_MANY, msg: error.message, data: null });
        reply.header('retry-after', String(wait));
        return send({ code: CODE.TOO_MANY, msg: error.message, data: { retry_after: wait } });
      }
      if (status === 413) {
        // The rest of the body is not read: close the connection after answering instead of leaving it to stall.
        reply.header('connection', 'close');
        return send({ code: CODE.TOO_LARGE, msg: TOO_LARGE_MSG, data: null });
      }
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, unsupported media type): their messages are safe to show.
        return send({ code: CODE.BAD_REQUEST, msg: error.message || 'Invalid request', data: null });
      }
      const badValue = clientDataError(error);
      if (badValue) {
        request.log.warn({ err: error }, 'value refused by the database');
        return send({ code: CODE.BAD_REQUEST, msg: badValue, data: null });
      }
      if (isDatabaseUnavailable(error)) {
        // A statement timeout, lost connection or full pool: temporary, so HTTP 503 with Retry-After for
        // load balancers and retries. The envelope says 500, not 503, because the spec's code 503 means
        // "real-name verification required" to the sites (docs/decisions.md "Database faults").
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', '1');
        return send(
          { code: CODE.INTERNAL, msg: 'Service temporarily unavailable, please try again shortly', data: null },
          503,
        );
      }
      request.log.error({ err: error }, 'unhandled error');
      return send({ code: CODE.INTERNAL, msg: 'Internal server error, please try again later', data: null });
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
  const [status, code, msg] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, CODE.TOO_LARGE, 'The request headers or URL are too long']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 408, 'The request took too long to arrive']
        : [400, CODE.BAD_REQUEST, 'Malformed HTTP request'];
  const body = JSON.stringify({ code, msg, data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** The answer to a path no route serves: HTTP 404 with the envelope's code 404 naming the method and path. */
export function notFound(request: FastifyRequest, reply: FastifyReply): void {
  const msg = `No such API: ${request.method} ${request.url.split('?')[0]}`;
  void reply
    .status(404)
    .send({ code: CODE.NOT_FOUND, msg: localizeMessage(msg, request.headers['accept-language']), data: null });
}

/**
 * Success envelopes in the caller's language too ("Saved", "Logged in" … in zh-CN when Accept-Language prefers
 * Chinese; lib/messages-zh.ts). Registered in the site routes' scope (app.ts): the IP API's answers always say "ok".
 */
export const localizeSuccess = fp(
  async (app) => {
    // A synchronous hook: it runs on every answer, and an async one costs each of them a promise and a microtask turn.
    app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
      const p = payload as { code?: unknown; msg?: unknown } | null;
      if (p && typeof p === 'object' && typeof p.code === 'number' && typeof p.msg === 'string' && p.msg !== 'ok') {
        const msg = localizeMessage(p.msg, request.headers['accept-language']);
        if (msg !== p.msg) return done(null, { ...p, msg });
      }
      done(null, payload);
    });
  },
  { name: 'localize-success' },
);
