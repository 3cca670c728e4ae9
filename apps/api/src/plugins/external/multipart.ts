/**
 * Request bodies: the spec's POST calls are multipart/form-data (spec section 7). Fields are
 * attached to `request.body` as plain values so the routes' zod schemas validate them like JSON;
 * JSON and URL-encoded bodies are accepted too. Uploads are capped at 5 MiB per file.
 */
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export default fp(
  async (app) => {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 50 },
    });
    // Plain HTML forms (the sandbox cashier) post application/x-www-form-urlencoded.
    await app.register(formbody);
    // A POST without a body (or an empty form) validates as an empty object. A synchronous hook: it runs on every
    // request, and an async one costs each of them a promise.
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.body === undefined || request.body === null) request.body = {};
      done();
    });
  },
  { name: 'multipart' },
);
