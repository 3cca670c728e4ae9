/**
 * Every field of the IP answer is declared once, in @lanyun/contract/ip-fields; this test shows each declared field
 * wherever a customer meets it: in a real `/ip/v1/lookup` answer (bytes from the serializer built from the list), in
 * the OpenAPI document the SDK is generated from (packages/api-sdk/openapi.json), in the SDK's generated type
 * (packages/api-sdk/src/generated/schema.d.ts) and in the IP site's /docs table of the answer (apps/ipintel).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { IP_FIELD_LIST } from '@lanyun/contract/ip-fields';
import { defaultDatabaseFile, ensureDatabase } from '@lanyun/ipdb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDoc } from '../../ipintel/app/features/docs/openapi.ts';
import { ipReference } from '../../ipintel/app/features/docs/reference.server.ts';
import { startTestServer, type TestServer } from './harness.ts';

const sdk = resolve(import.meta.dirname, '../../../packages/api-sdk');
const openapi = JSON.parse(readFileSync(resolve(sdk, 'openapi.json'), 'utf8')) as OpenApiDoc & {
  paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: JsonObject }> }> } }>;
};
type JsonObject = { properties?: Record<string, JsonObject>; anyOf?: JsonObject[]; required?: string[] };

let t: TestServer;
let answer: Record<string, unknown>;
beforeAll(async () => {
  t = await startTestServer({ loadIpdb: () => ensureDatabase({ outFile: defaultDatabaseFile() }) });
  for (let i = 0; i < 1200 && !t.app.ipdb.current; i++) await new Promise((r) => setTimeout(r, 100));
  const reg = await t.signUp('contract-fields@example.com');
  const key = (await t.client(reg.data.token).call('/ipintel/key_create', { name: 'fields' })).data!.key;
  // A NAT64 address: its answer carries every field, the optional embedded_ipv4 included.
  const res = await fetch(`${t.baseUrl}/ip/v1/lookup?ip=64:ff9b::8.8.8.8`, { headers: { 'x-api-key': key } });
  const body = (await res.json()) as { code: number; data: Record<string, unknown> };
  expect(body.code).toBe(200);
  answer = body.data;
});
afterAll(() => t.close());

/** The `data` object schema of the 200 answer of GET `path` in the OpenAPI document. */
function dataSchema(path: string): JsonObject {
  const data = openapi.paths[path]!.get.responses['200']!.content['application/json']!.schema.properties!.data!;
  return data.properties ? data : data.anyOf!.find((s) => s.properties)!;
}

/** The generated SDK type's text of GET `path`'s 200 answer. */
function sdkAnswerText(path: string): string {
  const text = readFileSync(resolve(sdk, 'src/generated/schema.d.ts'), 'utf8');
  const start = text.indexOf(`    ${JSON.stringify(path)}: {`);
  const ok = text.indexOf('200: {', start);
  const next = text.slice(ok).search(/\n {4}"\//);
  return text.slice(ok, next < 0 ? undefined : ok + next);
}

describe('the IP answer fields of the contract', () => {
  it('are all in a /ip/v1/lookup answer, in the declared order, and nothing else is', () => {
    expect(Object.keys(answer)).toEqual(IP_FIELD_LIST.map((f) => f.name));
    for (const f of IP_FIELD_LIST) if (!f.nullable) expect(answer[f.name], f.name).not.toBeNull();
  });

  it('are all in the OpenAPI document, described, and required unless optional', () => {
    const schema = dataSchema('/ip/v1/lookup');
    expect(Object.keys(schema.properties!)).toEqual(IP_FIELD_LIST.map((f) => f.name));
    for (const f of IP_FIELD_LIST) {
      expect(schema.properties![f.name], f.name).toMatchObject({ description: f.description.en });
      expect(schema.required!.includes(f.name), f.name).toBe(!f.optional);
    }
  });

  it('are all in the SDK’s generated type of the answer', () => {
    const type = sdkAnswerText('/ip/v1/lookup');
    for (const f of IP_FIELD_LIST)
      expect(type, f.name).toMatch(new RegExp(`\\n\\s+${f.name}${f.optional ? '\\?' : ''}: `));
  });

  it('are all rows of the IP site’s /docs table of the answer, in both languages', () => {
    const lookup = ipReference(openapi).find((e) => e.path === '/ip/v1/lookup')!;
    const rows = new Map(lookup.fields.map((r) => [r.name, r]));
    for (const f of IP_FIELD_LIST) {
      expect(rows.get(f.name), f.name).toMatchObject({ required: !f.optional, descriptions: f.description });
    }
    expect(rows.get('asn.asn_name')).toBeDefined();
  });
});
