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

const FIELDS = new Map(IP_FIELD_LIST.map((f) => [f.name, f]));
const OBJECT_FIELDS = new Set(IP_FIELD_LIST.filter((f) => f.type === 'object').map((f) => f.name));

/**
 * A row of another endpoint's answer that is an IP answer field (`data[].country_code` of the bulk answer,
 * `country_code` of another answer holding an IP answer) takes the contract's descriptions, so every page language
 * reads it in its own words; members of the answer's objects (`asn.asn`) and other fields keep theirs.
 */
function withContractDescription(f: Field): Field {
  const parts = f.name.replace(/\[\]/g, '').split('.');
  const leaf = parts[parts.length - 1]!;
  const parent = parts[parts.length - 2];
  const field = FIELDS.get(leaf);
  if (!field || (parent && OBJECT_FIELDS.has(parent))) return f;
  return { ...f, descriptions: field.description };
}

/** The endpoints of `doc` for the reference, `/ip/v1/lookup`'s answer rows from the contract. */
export function ipReference(doc: OpenApiDoc): Endpoint[] {
  return ipEndpoints(doc).map((e) =>
    e.path === '/ip/v1/lookup'
      ? { ...e, fields: ipAnswerFields(e.fields) }
      : { ...e, fields: e.fields.map(withContractDescription) },
  );
}
