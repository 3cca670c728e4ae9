/**
 * One error handler for the whole API: every failure becomes `{code, msg, data: null}` with
 * HTTP 200 (see lib/envelope.ts). Validation errors name the first offending field; unexpected
 * errors are logged with the request and answered with a generic message (no stack traces); a
 * temporary database fault (lib/db-faults.ts) answers HTTP 503 "Service temporarily unavailable".
 * Messages are written in English; a caller whose Accept-Language prefers Chinese gets them in zh-CN
 * (lib/messages-zh.ts).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../lib/db-faults.ts';
import { ApiError, CODE } from '../../lib/envelope.ts';
import { localizeMessage } from '../../lib/messages-zh.ts';

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // Error envelopes carry optional extra data (e.g. retry_after) that the route's success
      // schema does not describe, so they bypass the response serializer.
      reply.serializer(JSON.stringify);
      const send = (body: { code: number; msg: string; data: unknown }) =>
        reply.status(200).send({ ...body, msg: localizeMessage(body.msg, request.headers['accept-language']) });
      if (error instanceof ApiError) {
        return send({ code: error.code, msg: error.message, data: error.data ?? null });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || (first?.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || '';
        const msg = first ? (field ? `${field}: ${first.message}` : first.message) : 'Invalid request';
        return send({ code: CODE.BAD_REQUEST, msg: msg ?? 'Invalid request', data: null });
      }
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        return send({ code: CODE.BAD_REQUEST, msg: 'The image must be 5 MB or smaller', data: null });
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status === 429) return send({ code: CODE.TOO_MANY, msg: error.message, data: null });
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, unsupported media type): their
        // messages are safe to show.
        return send({ code: CODE.BAD_REQUEST, msg: error.message, data: null });
      }
      if (isDatabaseUnavailable(error)) {
        // A statement timeout, lost connection or full pool: temporary, so HTTP 503 with Retry-After for
        // load balancers and retries. The envelope says 500, not 503, because the spec's code 503 means
        // "real-name verification required" to the sites (docs/decisions.md "Database faults").
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', '1');
        return reply.status(503).send({ code: CODE.INTERNAL, msg: localizeMessage('Service temporarily unavailable, please try again shortly', request.headers['accept-language']), data: null });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send({ code: CODE.INTERNAL, msg: 'Internal server error, please try again later', data: null });
    });
    app.setNotFoundHandler(notFound);
  },
  { name: 'error-handler' },
);

/** The answer to a path no route serves: HTTP 404 with the envelope's code 404 naming the method and path. */
export function notFound(request: FastifyRequest, reply: FastifyReply): void {
  const msg = `No such API: ${request.method} ${request.url.split('?')[0]}`;
  void reply.status(404).send({ code: CODE.NOT_FOUND, msg: localizeMessage(msg, request.headers['accept-language']), data: null });
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
