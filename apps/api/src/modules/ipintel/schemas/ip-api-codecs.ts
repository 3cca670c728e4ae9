/**
 * How the keyed IP API's routes (routes/ip/v1/keyed.ts, routes/ip/lookup.ts) read their input and write their answers
 * on the hot path: serializers that write the answers' JSON without validating it again (the answers are built by
 * packages/ipdb in exactly the schemas' shape) and validators that pass the usual plain input as it is and send
 * anything else through zod. Measured in docs/decisions/0043-ip-api-speed-cpu-per-request-bench-ip.md.
 */
import type { IpData } from '@lanyun/ipdb';
import type { FastifySchemaCompiler, onSendHookHandler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { CODE } from '../../../lib/envelope.ts';
import type { BulkResult } from '../services/ip-bulk.ts';
import { AnswerBuffers, bulkEnvelopeJson, lookupEnvelopeJson } from '../services/ip-json.ts';
import type { MetaMember } from '../services/ip-meta.ts';

/**
 * Lookup answers are built by packages/ipdb in exactly the schema's shape, so these routes keep
 * their zod response schema for the OpenAPI document but serialize with plain JSON.stringify
 * instead of validating every answer again (about a third of the time of a lookup request).
 */
export const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
/**
 * `/ip/v1/lookup` answers: a successful envelope as UTF-8 bytes from services/ipintel/ip-json.ts (the same bytes as
 * JSON.stringify, written from pieces kept between answers); anything else (an error reply) through JSON.stringify.
 * `meta()` gives the answers' `meta` member (services/ipintel/ip-meta.ts), written into the bytes (text answers get
 * theirs from the scope's `onSend` hook, routes/ip/v1/keyed.ts).
 */
export const lookupJson = (meta: () => MetaMember) => ({
  serializerCompiler: () => (data: unknown) => {
    const e = data as { code?: unknown; msg?: unknown; data?: IpData | null };
    // Fastify sends a Buffer payload as is (the content type stays application/json); its types only name strings.
    return (
      e.code === CODE.OK && e.msg === 'ok' && typeof e.data === 'object' && e.data !== null
        ? lookupEnvelopeJson(e.data, meta().bytes)
        : JSON.stringify(data)
    ) as string;
  },
});
/** The bulk answers' output buffers (services/ipintel/ip-json.ts), shared by the routes of this process. */
const bulkBuffers = new AnswerBuffers();
/** The bulk answers written into {@link bulkBuffers}, until their response takes them. */
const pooledAnswers = new WeakSet<Buffer>();
/**
 * `/ip/v1/bulk` answers: a successful envelope as UTF-8 bytes from services/ipintel/ip-json.ts (the same bytes as
 * JSON.stringify), written into a reused buffer that the `onSend` hook gives back once the response is handed to the
 * operating system (`finish`; a response closed before that keeps it); anything else through JSON.stringify.
 */
export const bulkJson = (meta: () => MetaMember) => ({
  serializerCompiler: () => (data: unknown) => {
    const e = data as { code?: unknown; msg?: unknown; data?: { results?: unknown; charged?: unknown } | null };
    if (e.code === CODE.OK && e.msg === 'ok' && Array.isArray(e.data?.results) && typeof e.data.charged === 'number') {
      const bytes = bulkEnvelopeJson(e.data.results as BulkResult[], e.data.charged, bulkBuffers, meta().bytes);
      pooledAnswers.add(bytes);
      // Fastify sends a Buffer payload as is (the content type stays application/json); its types only name strings.
      return bytes as unknown as string;
    }
    return JSON.stringify(data);
  },
  onSend: ((_request, reply, payload, done) => {
    if (payload instanceof Buffer && pooledAnswers.has(payload)) {
      pooledAnswers.delete(payload);
      reply.raw.once('finish', () => bulkBuffers.give(payload));
    }
    done(null, payload);
  }) satisfies onSendHookHandler,
});
/**
 * A validator compiler that passes the `httpPart` values `isPlain` accepts as they are and sends anything else
 * through zod, so every answer stays zod's: `isPlain` must only accept values the route's zod schema would answer
 * with an equal value (no defaults, no transforms, no stripped keys).
 */
function withPlainPath(httpPart: string, isPlain: (data: unknown) => boolean): FastifySchemaCompiler<unknown> {
  return (ctx) => {
    const full = validatorCompiler(ctx as Parameters<typeof validatorCompiler>[0]);
    if (ctx.httpPart !== httpPart) return full;
    return (data: unknown) => (isPlain(data) ? { value: data } : full(data));
  };
}
/**
 * The query validator of the single-address routes: a query of at most `ip` (already trimmed, ≤ 64 characters) and
 * `key` (≤ 100), the usual lookup, is what {@link IpQuery} would answer itself and passes as it is; anything else
 * (extra or repeated parameters, blanks to trim, too long) goes through zod. zod's run was ≈ 3 % of a keyed lookup's
 * CPU.
 */
export const ipQueryValidator = withPlainPath('querystring', plainIpQuery);
function plainIpQuery(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  for (const k in data) {
    const v = (data as Record<string, unknown>)[k];
    if (typeof v !== 'string') return false;
    if (k === 'ip') {
      if (v.length > 64 || v.trim() !== v) return false;
    } else if (k !== 'key' || v.length > 100) return false;
  }
  return true;
}
/**
 * The body validator of `/ip/v1/bulk`: an array of strings of at most 200 characters, or an object whose only field
 * is `ips` holding such an array or a string, passes as it is; anything else goes through the route's zod schema.
 * zod copied and checked the 1,000 entries of a full bulk again after the input guard's pass over them.
 */
export const bulkBodyValidator = withPlainPath('body', (data) => {
  if (Array.isArray(data)) return plainEntries(data);
  if (typeof data !== 'object' || data === null) return false;
  let ips: unknown;
  for (const k in data) {
    if (k !== 'ips') return false;
    ips = (data as { ips: unknown }).ips;
  }
  return typeof ips === 'string' || (Array.isArray(ips) && plainEntries(ips));
});
function plainEntries(list: unknown[]): boolean {
  for (let i = 0; i < list.length; i++) {
    const v = list[i];
    if (typeof v !== 'string' || v.length > 200) return false;
  }
  return true;
}
