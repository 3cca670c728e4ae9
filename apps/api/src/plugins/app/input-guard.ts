/**
 * Input the database cannot store is refused before any route sees it: a string holding the NUL character
 * (U+0000) anywhere in the body, the query string or the path parameters answers code 400 naming the field.
 * PostgreSQL `text` cannot hold NUL (SQLSTATE 22021), so without this check such a value reached the
 * database and answered 500. One hook for every route (registered at the root in app.ts); multipart
 * fields are checked by the multipart plugin once it has read them (plugins/external/multipart.ts), since
 * they are parsed after this hook runs.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, CODE } from '../../lib/envelope.ts';

/** The message of the refusal (field name first, like validation errors). */
export const NUL_MSG = 'request.nul_character';

/** Depth to which nested bodies are searched; JSON deeper than this is refused outright (no route takes it). */
const MAX_DEPTH = 32;

/**
 * The path (e.g. `body.keyword`, `query.q`, `body.items.2`) of the first string or key holding U+0000 in
 * `value`, or null. Buffers (uploaded files) are not searched: file contents are bytes, not text.
 * @throws ApiError 400 when `value` nests deeper than {@link MAX_DEPTH}
 */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > MAX_DEPTH) throw new ApiError(CODE.BAD_REQUEST, 'request.too_deep');
  // Every request passes here: strings are checked in place and a field's path is only built for a nested value or a
  // hit, so a query or a flat body allocates nothing.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === 'string') {
        if (v.includes('\u0000')) return `${path}.${i}`;
      } else if (v !== null && typeof v === 'object') {
        const hit = findNul(v, `${path}.${i}`, depth + 1);
        if (hit) return hit;
      }
    }
    return null;
  }
  for (const k in value) {
    if (!Object.hasOwn(value, k)) continue;
    if (k.includes('\u0000')) return path;
    const v: unknown = (value as Record<string, unknown>)[k];
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return `${path}.${k}`;
    } else if (v !== null && typeof v === 'object') {
      const hit = findNul(v, `${path}.${k}`, depth + 1);
      if (hit) return hit;
    }
  }
  return null;
}

/** @throws ApiError 400 `<field>: must not contain the NUL character` when `value` holds U+0000 */
export function assertNoNul(value: unknown, where: string): void {
  const hit = findNul(value, where);
  if (hit)
    throw new ApiError(CODE.BAD_REQUEST, 'validation.field', {
      field: hit.replace(/^(body|query|params)\./, ''),
      message: { key: NUL_MSG },
    });
}

function check(request: FastifyRequest): void {
  assertNoNul(request.params, 'params');
  assertNoNul(request.query, 'query');
  // Multipart bodies are read later (plugins/external/multipart.ts checks their fields).
  if (!(request as { isMultipart?: () => boolean }).isMultipart?.()) assertNoNul(request.body, 'body');
}

export default fp(
  async (app) => {
    // Synchronous: it runs on every request, and an async hook costs each a promise.
    app.addHook('preValidation', (request, _reply, done) => {
      try {
        check(request);
        done();
      } catch (err) {
        done(err as Error);
      }
    });
  },
  { name: 'input-guard' },
);
