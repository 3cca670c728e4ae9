/**
 * The response envelope of every API call (spec section 8: `{code, msg, data}`), as a zod schema (design card:
 * "typed client with zod-validated envelopes"): `code` a finite number, `msg` a string, `data` anything (a missing
 * `data` reads as null). Arrays and other non-objects are refused.
 *
 * Kept in a module of its own, which `client.ts` imports on its first call: zod then travels in a chunk of its own
 * that a page loads only once it calls the API from the browser, not with every page's first JavaScript
 * (docs/decisions/0012-javascript-budget-cloud-home-150-kb-gzip.md).
 */
import * as z from 'zod/mini';

export const envelopeSchema = z.object({
  code: z.number(),
  msg: z.string(),
  data: z.optional(z.unknown()),
});

/** The envelope in a parsed JSON body, with `data` null when missing; null when the body is not an envelope. */
export function parseEnvelope(body: unknown): { code: number; msg: string; data: unknown } | null {
  const r = envelopeSchema.safeParse(body);
  return r.success ? { code: r.data.code, msg: r.data.msg, data: r.data.data ?? null } : null;
}
