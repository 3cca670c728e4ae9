import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { examples, ipEndpoints, type OpenApiDoc } from './openapi';

const doc = JSON.parse(
  readFileSync(resolve(__dirname, '../../../../../packages/api-sdk/openapi.json'), 'utf8'),
) as OpenApiDoc;

describe('the API reference from the OpenAPI document', () => {
  const endpoints = ipEndpoints(doc);

  it('lists every IP endpoint with its answer fields', () => {
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining([
        'GET /ip/lookup',
        'GET /ip/v1/lookup',
        'GET /ip/v1/geo',
        'GET /ip/v1/privacy',
        'GET /ip/v1/asn',
        'POST /ip/v1/bulk',
      ]),
    );
    const lookup = endpoints.find((e) => e.path === '/ip/v1/lookup')!;
    expect(lookup.keyed).toBe(true);
    expect(lookup.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['country_code', 'asn.asn_name', 'proxy_data.is_tor', 'time_zone.current_time']),
    );
    expect(endpoints.find((e) => e.path === '/ip/lookup')!.keyed).toBe(false);
    expect(endpoints.find((e) => e.path === '/ip/v1/bulk')!.body[0]).toMatchObject({ name: 'ips', required: true });
  });

  it('writes curl, JavaScript and Python for each, with the key only where one is needed', () => {
    for (const e of endpoints) {
      const x = examples(e, 'https://api.example.com');
      expect(x.curl).toContain(`https://api.example.com${e.path}`);
      expect(x.javascript).toContain('fetch(');
      expect(x.python).toContain('requests.');
      expect(x.curl.includes('x-api-key')).toBe(e.keyed);
    }
  });
});
