/**
 * How the API writes its answers: each route's zod response schema, turned into JSON Schema (zod's `toJSONSchema`,
 * the output side, draft-07) and compiled by fast-json-stringify (Fastify's own serializer), instead of zod checking
 * and copying every answer before `JSON.stringify` (fastify-type-provider-zod's `safeEncode`). What it buys today:
 * README.md here; `SPEED_FAST_JSON=off` (or `SPEED_MACHINERY=off`) leaves every answer to zod's serializer.
 *
 * What stays as zod wrote it:
 * - only the schema's keys are written (fast-json-stringify leaves out every key its schema does not list, as zod's
 *   objects strip them), so a row read with more columns never leaks a column into an answer; the order of the keys
 *   may differ (optional keys come last), which JSON readers do not see;
 * - an answer missing a required key fails (a 500 with its route logged, as before).
 * What differs: a value of the wrong type is written as the schema's type (a number where a string is due is written
 * as a string) instead of failing. Schemas that JSON Schema cannot say (transforms, dates, custom checks) and unions
 * other than "X or null" keep zod's serializer.
 *
 * With `check` (the tests: NODE_ENV=test), every answer is written both ways and a difference fails the request, so
 * the whole API test suite proves the two writers agree on what it answers.
 */
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { keptData } from './kept-answers.ts';
import type { SpeedParts } from './switches.ts';

type JsonSchema = Record<string, unknown>;

/** Keys of JSON Schema that fast-json-stringify needs; the rest (bounds, formats, descriptions) only cost it time. */
const UNUSED_KEYS = new Set([
  '$schema',
  'description',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'propertyNames',
  'examples',
  'title',
]);

/** Thrown while simplifying when a schema needs zod's own serializer. */
class NeedsZod extends Error {}

/**
 * `schema` with "X or null" (zod's `.nullable()`, `anyOf: [X, {type: "null"}]`) written as X with `null` added to its
 * type, and the keys fast-json-stringify does not use removed. Throws {@link NeedsZod} for any other union or
 * composition, which fast-json-stringify would decide by validating the whole value (and would refuse for a key that
 * zod strips).
 */
export function simplifySchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifySchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const s = schema as JsonSchema;
  if (s.anyOf || s.oneOf) {
    const branches = (s.anyOf ?? s.oneOf) as JsonSchema[];
    const others = branches.filter((b) => b.type !== 'null');
    if (branches.length !== 2 || others.length !== 1) throw new NeedsZod('union');
    const other = simplifySchema(others[0]) as JsonSchema;
    if (typeof other.type === 'string') return { ...other, type: [other.type, 'null'] };
    if (Array.isArray(other.type)) return { ...other, type: [...new Set([...other.type, 'null'])] };
    if (Object.keys(other).length === 0) return other;
    throw new NeedsZod('nullable without a type');
  }
  if (s.allOf || s.not || s.if || s.$ref) throw new NeedsZod('composition');
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(s)) {
    if (UNUSED_KEYS.has(key)) continue;
    if (key === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, prop]) => [name, simplifySchema(prop)]),
      );
    } else if (key === 'items' || key === 'additionalProperties') out[key] = simplifySchema(value);
    else out[key] = value;
  }
  return out;
}

/** fast-json-stringify's writer for `schema`, or null when the schema needs zod's. */
export function compileJsonWriter(schema: ZodType): ((data: unknown) => string) | null {
  let json: unknown;
  try {
    json = simplifySchema(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }));
  } catch {
    // Not expressible in JSON Schema (a transform, a date, a custom check) or a union: zod's serializer writes it.
    return null;
  }
  return fastJson(json as Parameters<typeof fastJson>[0]);
}

/** Raised (as a 500) when, under `check`, the two writers disagree on an answer. */
export class SerializerMismatchError extends Error {
  constructor(method: string, url: string, fast: string, zod: string) {
    super(`${method} ${url}: fast-json-stringify wrote ${fast.slice(0, 300)} where zod wrote ${zod.slice(0, 300)}`);
    this.name = 'SerializerMismatchError';
  }
}

/** Raised (as a 500) when, under `check`, a kept copy's answer is no longer what its copy writes (it was changed). */
export class KeptAnswerChangedError extends Error {
  constructor(method: string, url: string) {
    super(`${method} ${url}: a kept copy changed after its answer was written (speed/kept-answers.ts)`);
    this.name = 'KeptAnswerChangedError';
  }
}

/**
 * The API's serializer compiler (app.ts). Each route's writer is compiled on its first answer (about 200 routes: at
 * start-up that would add up to a noticeable boot time for every test server). `check` writes every answer with zod's
 * serializer too and fails on any difference. An answer whose data is a kept copy (kept-answers.ts) is written
 * once per route and copy, and answered as those bytes (a Buffer) afterwards; under `check` it is written again each
 * time and must not differ. `fastJson` and `keptAnswers` (switches.ts; both on when left out) turn the two parts off:
 * with both off every answer is zod's, written anew.
 */
export function responseSerializerCompiler(
  opts: { check: boolean } & Partial<Pick<SpeedParts, 'fastJson' | 'keptAnswers'>>,
): FastifySerializerCompiler<unknown> {
  const fastJson = opts.fastJson ?? true;
  const keepAnswers = opts.keptAnswers ?? true;
  return (route) => {
    const zodWriter = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    let writer: ((data: unknown) => string) | undefined;
    /** The bytes of this route's answers of kept copies, by copy. */
    const keptBytes = new WeakMap<object, Buffer>();
    const write = (data: unknown): string => {
      if (!writer) {
        const schema = route.schema as ZodType;
        writer = (fastJson && schema instanceof z.ZodType ? compileJsonWriter(schema) : null) ?? zodWriter;
        if (opts.check && writer !== zodWriter) {
          const fast = writer;
          writer = (value) => {
            const expected = zodWriter(value);
            const written = fast(value);
            // The same JSON value; the order of keys may differ (fast-json-stringify writes optional keys last).
            if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
              throw new SerializerMismatchError(route.method, route.url, written, expected);
            return written;
          };
        }
      }
      return writer(data);
    };
    // Fastify sends a Buffer from a serializer as it is (content length from its size).
    return ((payload: unknown) => {
      const copy = keepAnswers ? keptData(payload) : undefined;
      if (!copy) return write(payload);
      let bytes = keptBytes.get(copy);
      if (!bytes) {
        bytes = Buffer.from(write(payload));
        keptBytes.set(copy, bytes);
      } else if (opts.check && !bytes.equals(Buffer.from(write(payload)))) {
        throw new KeptAnswerChangedError(route.method, route.url);
      }
      return bytes;
    }) as unknown as (payload: unknown) => string;
  };
}
