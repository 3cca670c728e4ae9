/**
 * The IP API reference the /docs page shows: the endpoints of the API's OpenAPI document (openapi.ts), with the full
 * answer's fields (`data` of `/ip/v1/lookup`) listed from the contract's field list (@lanyun/contract/ip-fields, the
 * list the API's schema and byte writer are built from) in both languages. Server-only: the field list's schemas
 * (zod) stay out of the page's bundle; the rows travel in the loader's data.
 */
import { IP_FIELD_LIST } from '@lanyun/contract/ip-fields';
import { z } from 'zod';
import { ipEndpoints, typeOf, type Endpoint, type Field, type JsonSchema, type OpenApiDoc } from './openapi';

/**
 * The rows of the IP answer's fields: each field of the contract's list, typed from its schema (as the OpenAPI
 * document types it) and described in en and zh-CN, each object field followed by its members' rows from `nested`
 * (the OpenAPI document's rows of the same answer, `asn.asn_name` …).
 */
export function ipAnswerFields(nested: readonly Field[] = []): Field[] {
  return IP_FIELD_LIST.flatMap((f) => [
    {
      name: f.name,
      type:
        f.type === 'object'
          ? f.nullable
            ? 'object | null'
            : 'object'
          : typeOf(z.toJSONSchema(f.schema) as JsonSchema),
      required: !f.optional,
      description: f.description.en,
      descriptions: f.description,
    },
    ...nested.filter((n) => n.name.startsWith(`${f.name}.`)),
  ]);
}

/** The endpoints of `doc` for the reference, `/ip/v1/lookup`'s answer rows from the contract. */
export function ipReference(doc: OpenApiDoc): Endpoint[] {
  return ipEndpoints(doc).map((e) => (e.path === '/ip/v1/lookup' ? { ...e, fields: ipAnswerFields(e.fields) } : e));
}
