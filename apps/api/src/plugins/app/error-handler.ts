/**
 * One error handler for the whole API: every failure becomes `{code, msg, data: null}` with
 * HTTP 200 (see lib/envelope.ts). Validation errors name the first offending field; unexpected
 * errors are logged with the request and answered with a generic message (no stack traces).
 */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, CODE } from '../../lib/envelope.ts';

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // Error envelopes carry optional extra data (e.g. retry_after) that the route's success
      // schema does not describe, so they bypass the response serializer.
      reply.serializer(JSON.stringify);
      if (error instanceof ApiError) {
        return reply.status(200).send({ code: error.code, msg: error.message, data: error.data ?? null });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || (first?.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || '';
        const msg = first ? (field ? `${field}: ${first.message}` : first.message) : 'Invalid request';
        return reply.status(200).send({ code: CODE.BAD_REQUEST, msg, data: null });
      }
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        return reply.status(200).send({ code: CODE.BAD_REQUEST, msg: 'The image must be 5 MB or smaller', data: null });
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status === 429) return reply.status(200).send({ code: CODE.TOO_MANY, msg: error.message, data: null });
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, unsupported media type): their
        // messages are safe to show.
        return reply.status(200).send({ code: CODE.BAD_REQUEST, msg: error.message, data: null });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(200).send({ code: CODE.INTERNAL, msg: 'Internal server error, please try again later', data: null });
    });
    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ code: CODE.NOT_FOUND, msg: `No such API: ${request.method} ${request.url.split('?')[0]}`, data: null });
    });
  },
  { name: 'error-handler' },
);
