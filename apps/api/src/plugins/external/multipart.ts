/**
 * Request bodies: the spec's POST calls are multipart/form-data (spec section 7). Fields are
 * attached to `request.body` as plain values so the routes' zod schemas validate them like JSON;
 * JSON and URL-encoded bodies are accepted too.
 *
 * Limits (issue "Safe to deploy"):
 * - Every route's `bodyLimit` (default {@link DEFAULT_BODY_LIMIT}, set in app.ts) bounds a JSON or
 *   URL-encoded body and, for a multipart body, the form fields together; over it the answer is code 413.
 * - File parts are refused (code 413) unless the route accepts files with {@link acceptsFiles}, which sets
 *   how many and how large; a file part is never buffered on a route that takes none.
 */
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, CODE } from '../../lib/envelope.ts';
import { assertNoNul } from '../app/input-guard.ts';
import {
  DEFAULT_BODY_LIMIT,
  MAX_UPLOAD_BYTES,
  NO_FILES_MSG,
  TOO_LARGE_MSG,
  TOO_MANY_FILES_MSG,
} from '../../lib/request-limits.ts';

export {
  DEFAULT_BODY_LIMIT,
  MAX_UPLOAD_BYTES,
  NO_FILES_MSG,
  RICH_TEXT_BODY_LIMIT,
  TOO_LARGE_MSG,
  TOO_MANY_FILES_MSG,
} from '../../lib/request-limits.ts';

/** At most this many form fields per multipart body. */
const MAX_FIELDS = 50;

/** Files a route takes in a multipart body. */
export interface FileRule {
  /** How many file parts, at most. */
  files: number;
  /** Bytes per file, at most. */
  fileSize: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set with {@link acceptsFiles}; without it a route refuses file parts. */
    files?: FileRule;
  }
}

/** Route `config` for a route that takes up to `files` files of at most `fileSize` bytes each. */
export function acceptsFiles(files: number, fileSize = MAX_UPLOAD_BYTES): { files: FileRule } {
  return { files: { files, fileSize } };
}

/** Reads a multipart body into `request.body` (`{field: value}`, repeated fields as arrays, files as Buffers). */
async function readMultipart(request: FastifyRequest): Promise<void> {
  const rule = request.routeOptions.config.files;
  const bodyLimit = request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const body: Record<string, unknown> = Object.create(null);
  let fieldBytes = 0;
  const add = (name: string, value: unknown) => {
    const prev = body[name];
    body[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  };
  try {
    const parts = request.parts({
      limits: {
        fields: MAX_FIELDS,
        fieldSize: bodyLimit,
        parts: MAX_FIELDS + (rule?.files ?? 0),
        files: rule?.files ?? 0,
        fileSize: rule?.fileSize ?? 0,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!rule) throw new ApiError(CODE.TOO_LARGE, NO_FILES_MSG);
        add(part.fieldname, await part.toBuffer());
      } else {
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value ?? '');
        fieldBytes += Buffer.byteLength(part.fieldname) + Buffer.byteLength(value);
        if (part.valueTruncated || part.fieldnameTruncated || fieldBytes > bodyLimit)
          throw new ApiError(CODE.TOO_LARGE, TOO_LARGE_MSG);
        add(part.fieldname, part.value);
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new ApiError(CODE.TOO_LARGE, rule ? TOO_MANY_FILES_MSG : NO_FILES_MSG);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw err; // the error handler names the file limit
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ApiError(CODE.TOO_LARGE, TOO_LARGE_MSG);
    // Anything else is a malformed body (bad boundary, cut short, prototype keys): the client's fault.
    throw new ApiError(CODE.BAD_REQUEST, 'request.form_unreadable');
  }
  assertNoNul(body, 'body');
  request.body = { ...body };
}

export default fp(
  async (app) => {
    // Parsing only marks the request as multipart; the body is read in the hook below, under the route's limits.
    await app.register(multipart, { limits: { files: 0, fields: MAX_FIELDS, fieldSize: DEFAULT_BODY_LIMIT } });
    // Plain HTML forms (the sandbox cashier) post application/x-www-form-urlencoded.
    await app.register(formbody);
    // A POST without a body (or an empty form) validates as an empty object. A synchronous hook: it runs on every
    // request, and an async one costs each of them a promise.
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.isMultipart()) {
        readMultipart(request).then(() => done(), done);
        return;
      }
      if (request.body === undefined || request.body === null) request.body = {};
      done();
    });
  },
  { name: 'multipart' },
);
