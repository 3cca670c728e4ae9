/**
 * Property-based fuzzing of every route (issue "Safe to deploy": no 500 from bad input). The routes, their
 * methods and body/query schemas come from the OpenAPI document (`app.swagger()`), plus the few hidden routes;
 * fast-check generates requests that are wrong in every way a client can be wrong — wrong types, missing
 * fields, huge and negative numbers, NUL bytes, very long strings, unicode, arrays and objects for strings,
 * malformed JSON, wrong content types — mixed with plausible values so that validation passes sometimes and
 * the handlers run too. Every answer must be a JSON envelope with code < 500 and a message (or, for routes that
 * answer files, pages or gateway text, an HTTP status < 500). Envelope codes 503 (real-name verification
 * required) and 506 (session invalid) are the spec's answers, not faults; 500 is.
 *
 * FUZZ_SEED (default 18) fixes the generated requests, FUZZ_RUNS the requests per route (default: enough for
 * 5,000 in all). PostgreSQL only (TEST_DB=postgres): on PGlite it would take minutes.
 */
import { defaultDatabaseFile, ensureDatabase } from '@lanyun/ipdb';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../src/seed/index.ts';
import { startTestServer, type TestServer } from './harness.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 18);
const MIN_TOTAL = 5_000;
const CONCURRENCY = 8;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: 'none' | 'customer' | 'operator';
  body?: JsonSchema;
  query?: JsonSchema;
  pathParams: string[];
}
interface FuzzRequest {
  body: 'json' | 'multipart' | 'urlencoded' | 'raw-json' | 'text' | 'none';
  fields: Record<string, unknown>;
  raw: string;
  query: Record<string, unknown>;
  params: string[];
  lang: boolean;
}

/** Routes whose answer says nothing about input handling, or that would end the run's own sessions for the rest. */
const EXCLUDED = new Set(['/healthz', '/openapi.json', '/docs']);
/** Routes that end or change the caller's own session or credentials: sent with a second session (customer) or the reviewer (operator). */
const SELF_ENDING = new Set([
  '/secure/user_logout',
  '/ops/logout',
  '/ops/totp/setup',
  '/ops/totp/enable',
  '/ops/operators/update',
  '/ops/operators/reset_totp',
  '/ops/operators/reset_password',
]);
/** Hidden routes (not in the OpenAPI document). */
const HIDDEN: Route[] = [
  {
    method: 'POST',
    path: '/v1/pay_notify/{provider}',
    auth: 'none',
    pathParams: ['provider'],
    body: {
      type: 'object',
      properties: { order_num: { type: 'string' }, amount_fen: { type: 'integer' }, status: { type: 'string' } },
    },
  },
  { method: 'GET', path: '/base/img/{id}', auth: 'customer', pathParams: ['id'] },
  { method: 'GET', path: '/ops/upload/{id}', auth: 'operator', pathParams: ['id'] },
  {
    method: 'GET',
    path: '/sandbox/cashier',
    auth: 'none',
    pathParams: [],
    query: {
      type: 'object',
      properties: { order_num: { type: 'string' }, amount_fen: { type: 'string' }, sig: { type: 'string' } },
    },
  },
  {
    method: 'POST',
    path: '/sandbox/cashier/confirm',
    auth: 'none',
    pathParams: [],
    body: {
      type: 'object',
      properties: {
        order_num: { type: 'string' },
        amount_fen: { type: 'string' },
        sig: { type: 'string' },
        action: { enum: ['pay', 'decline'] },
      },
    },
  },
  {
    method: 'GET',
    path: '/dev/outbox',
    auth: 'none',
    pathParams: [],
    query: { type: 'object', properties: { to: { type: 'string' } } },
  },
];

/** Values that are wrong for almost any field. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'a\u0000b',
    '1\u0000',
    '99999999999999999999',
    '2147483648',
    '-2147483649',
    '1.5',
    '1e20',
    '[]',
    '{}',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    'a\u0000b',
    'x\u0000'.repeat(3),
    '99999999999999999999',
    '-1',
    '0',
    '1e400',
    'NaN',
    ' ',
    '',
    '__proto__',
    'constructor',
    '1,2,3',
    '9,99999999999',
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '😀'.repeat(30),
    '\ud800',
  ),
  fc.integer(),
  fc.integer({ min: -3, max: 5 }),
  fc.constantFrom(2_147_483_648, 9_007_199_254_740_993, 1e20, -1e20, 0.5, -0.0),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxKeys: 3 }),
  fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'x'.repeat(n)),
);

/** A plausible value for a property of `schema` (so that validation passes sometimes). */
function plausible(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return badValue;
  const alts = schema.anyOf ?? schema.oneOf;
  if (alts?.length) return fc.oneof(...alts.map(plausible));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer({ min: Math.max(schema.minimum ?? 0, -5), max: Math.min(schema.maximum ?? 5, 5) }),
        fc.integer({ min: 1, max: 5 }).map(String),
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('1', '0'));
    case 'array':
      return fc.array(plausible(schema.items), { maxLength: 3 });
    case 'object':
      return fc.constant({});
    default:
      if (schema.format === 'email') return fc.constantFrom('fuzz@example.com', 'a@b.co');
      return fc.oneof(
        fc.constantFrom(
          '1',
          'cloud',
          'Secret123',
          '13800000000',
          'https://example.com',
          'cn-hangzhou',
          'R00000000000000000001',
          '123456',
        ),
        fc.string({ maxLength: Math.min(schema.maxLength ?? 20, 20) }),
      );
  }
}

/**
 * Fields for an object schema. Mostly a plausible body (every required property, some optional ones) with one or
 * two properties (or an unknown one) replaced by a bad value, so each request is wrong in one place and reaches
 * as far as that place allows; sometimes every property independently absent, plausible or bad.
 */
function fieldsOf(schema: JsonSchema | undefined): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema?.properties ?? {});
  const required = new Set(schema?.required ?? []);
  const base = fc
    .tuple(
      ...props.map(([k, s]) =>
        (required.has(k) ? plausible(s) : fc.option(plausible(s), { nil: undefined })).map((v) => [k, v] as const),
      ),
    )
    .map((kv) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of kv) if (v !== undefined) out[k] = v;
      return out;
    });
  const keys = props.map(([k]) => k);
  const target = keys.length
    ? fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...keys) },
        { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) },
      )
    : fc.string({ minLength: 1, maxLength: 12 });
  const mutated = fc
    .tuple(
      base,
      fc.array(fc.tuple(target, fc.option(badValue, { nil: undefined, freq: 6 })), { minLength: 1, maxLength: 2 }),
    )
    .map(([b, muts]) => {
      const out = { ...b };
      for (const [k, v] of muts) {
        if (v === undefined) delete out[k];
        else out[k] = v;
      }
      return out;
    });
  const independent = fc
    .tuple(
      ...props.map(([k, s]) =>
        fc.option(fc.oneof(plausible(s), badValue), { nil: undefined, freq: 3 }).map((v) => [k, v] as const),
      ),
    )
    .map((kv) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of kv) if (v !== undefined) out[k] = v;
      return out;
    });
  return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: independent });
}

function requestArb(route: Route): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    body:
      route.method === 'GET'
        ? fc.constant<FuzzRequest['body']>('none')
        : fc.constantFrom<FuzzRequest['body']>(
            'json',
            'json',
            'multipart',
            'multipart',
            'urlencoded',
            'raw-json',
            'text',
            'none',
          ),
    fields: fieldsOf(route.body),
    raw: fc.oneof(
      fc.constantFrom(
        '{',
        '{"a":',
        '[1,2',
        'null',
        '"x"',
        '{"__proto__":{"x":1}}',
        '{"a":"\\u0000"}',
        '1e999',
        `{"a":${'['.repeat(2000)}`,
      ),
      fc.string({ maxLength: 200 }),
    ),
    query: fieldsOf(route.query),
    params: fc.array(
      fc.oneof(
        fc.constantFrom('1', '0', '-1', '99999999999999999999', 'a%00b', '..', 'sandbox', 'alipay', 'wechat', 'x.csv'),
        fc.string({ minLength: 1, maxLength: 30 }),
      ),
      { minLength: route.pathParams.length, maxLength: route.pathParams.length },
    ),
    lang: fc.boolean(),
  });
}

/** A field value as form text (multipart and URL-encoded forms carry strings). */
const asText = (v: unknown): string[] =>
  Array.isArray(v) ? v.flatMap(asText) : [v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v)];

function routesOf(doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: Array<Record<string, unknown>>;
        parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}): Route[] {
  const out: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      if (EXCLUDED.has(path)) continue;
      // A HEAD beside a GET answers what the GET answers, without a body: the GET is fuzzed (HTTP clients send no body
      // with HEAD, and its answer has none to check).
      if (m === 'head' && 'get' in ops) continue;
      const content = op.requestBody?.content ?? {};
      const body = (content['application/json'] ?? content['multipart/form-data'])?.schema;
      const q = (op.parameters ?? []).filter((p) => p.in === 'query');
      const query: JsonSchema | undefined = q.length
        ? { type: 'object', properties: Object.fromEntries(q.map((p) => [p.name, p.schema ?? {}])) }
        : undefined;
      const keyed = op.security?.some((s) => 'token' in s) ?? false;
      out.push({
        method: m.toUpperCase() as Route['method'],
        path,
        auth: path.startsWith('/ops/') ? (path === '/ops/login' ? 'none' : 'operator') : keyed ? 'customer' : 'none',
        body,
        query,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      });
    }
  }
  return out.concat(HIDDEN);
}

let t: TestServer;
const tokens = { customer: '', customer2: '', operator: '', reviewer: '', apiKey: '' };

describe.skipIf(process.env.TEST_DB !== 'postgres')('fuzzing every route', () => {
  beforeAll(async () => {
    t = await startTestServer({
      env: { SIM_CREATE_DELAY_MS: '40', SIM_ACTION_DELAY_MS: '20', SIM_FAILURE_RATE: '0' },
      loadIpdb: () => ensureDatabase({ outFile: defaultDatabaseFile() }),
    });
    // The IP database opens in the background; the IP routes are fuzzed against it.
    for (let i = 0; i < 1200 && !t.app.ipdb.current; i++) await new Promise((r) => setTimeout(r, 100));
    const reg = async (email: string) => (await t.signUp(email)).data.token as string;
    tokens.customer = await reg('fuzz@example.com');
    tokens.customer2 = await reg('fuzz-2@example.com');
    tokens.operator = await t.opsLogin(DEMO_OPERATOR.email);
    tokens.reviewer = await t.opsLogin('reviewer@lanyun.cloud');
    tokens.apiKey = (await t.post('/ipintel/key_create', { name: 'fuzz' }, tokens.customer)).data?.key ?? '';
  });
  afterAll(() => t?.close());

  it(`answers ${MIN_TOTAL}+ generated bad requests across every route without a 500`, {
    timeout: 300_000,
  }, async () => {
    const routes = routesOf(t.app.swagger() as Parameters<typeof routesOf>[0]);
    expect(routes.length).toBeGreaterThan(150);
    const perRoute = Number(process.env.FUZZ_RUNS ?? Math.ceil(MIN_TOTAL / routes.length));
    const failures: string[] = [];
    let sent = 0;
    const tally = new Map<string, number>();

    const send = async (route: Route, r: FuzzRequest) => {
      let path = route.path;
      route.pathParams.forEach((p, i) => (path = path.replace(`{${p}}`, encodeURIComponent(r.params[i] ?? 'x'))));
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(r.query)) for (const s of asText(v)) qs.append(k, s);
      const url = t.baseUrl + path + (qs.size ? `?${qs}` : '');
      const selfEnding = SELF_ENDING.has(route.path);
      const token =
        route.auth === 'customer'
          ? selfEnding
            ? tokens.customer2
            : tokens.customer
          : route.auth === 'operator'
            ? selfEnding
              ? tokens.reviewer
              : tokens.operator
            : undefined;
      const headers: Record<string, string> = {
        channel: 'pc',
        ...(token ? { token } : {}),
        ...(route.path.startsWith('/ip/v1/') && tokens.apiKey ? { 'x-api-key': tokens.apiKey } : {}),
        ...(r.lang ? { 'accept-language': 'zh-CN' } : {}),
      };
      let body: string | FormData | undefined;
      if (route.method !== 'GET') {
        if (r.body === 'json') (headers['content-type'] = 'application/json'), (body = JSON.stringify(r.fields));
        else if (r.body === 'raw-json') (headers['content-type'] = 'application/json'), (body = r.raw);
        else if (r.body === 'text') (headers['content-type'] = 'text/plain'), (body = r.raw);
        else if (r.body === 'urlencoded') {
          const f = new URLSearchParams();
          for (const [k, v] of Object.entries(r.fields)) for (const s of asText(v)) f.append(k, s);
          headers['content-type'] = 'application/x-www-form-urlencoded';
          body = f.toString();
        } else if (r.body === 'multipart') {
          const f = new FormData();
          for (const [k, v] of Object.entries(r.fields)) for (const s of asText(v)) f.append(k, s);
          body = f;
        }
      }
      const what = `${route.method} ${url.slice(t.baseUrl.length, t.baseUrl.length + 200)} ${r.body} ${JSON.stringify(r.body === 'raw-json' || r.body === 'text' ? r.raw : r.fields).slice(0, 300)}`;
      let res: Response;
      try {
        res = await fetch(url, { method: route.method, headers, body });
      } catch (err) {
        failures.push(`${what} → no answer: ${(err as Error).message}`);
        return;
      }
      sent++;
      const text = await res.text();
      if (res.status >= 500) return void failures.push(`${what} → HTTP ${res.status} ${text.slice(0, 200)}`);
      const type = res.headers.get('content-type') ?? '';
      // Files, pages and gateway answers are not envelopes; everything else must be one, with its content type.
      if (/^(text\/(csv|html|plain)|image\/|application\/octet-stream)/.test(type)) return;
      let env: { code?: unknown; msg?: unknown };
      try {
        env = JSON.parse(text);
      } catch {
        return void failures.push(`${what} → not JSON (${type}): ${text.slice(0, 200)}`);
      }
      if (!type.startsWith('application/json')) failures.push(`${what} → content type ${JSON.stringify(type)}`);
      if (route.path.startsWith('/v1/pay_notify/')) return; // the gateways' own formats
      tally.set(String(env.code), (tally.get(String(env.code)) ?? 0) + 1);
      // 503 (real-name verification required) and 506 (session invalid) are answers of the spec, not faults.
      if (
        typeof env.code !== 'number' ||
        env.code === 500 ||
        env.code > 506 ||
        typeof env.msg !== 'string' ||
        env.msg === ''
      )
        failures.push(`${what} → ${text.slice(0, 300)}`);
      if (/(\\n|\n)\s+at \S.*:\d+:\d+/.test(text)) failures.push(`${what} → a stack trace: ${text.slice(0, 300)}`);
    };

    const took: Array<[string, number]> = [];
    for (const [i, route] of routes.entries()) {
      const samples = fc.sample(requestArb(route), { seed: SEED + i, numRuns: perRoute });
      const start = performance.now();
      for (let k = 0; k < samples.length; k += CONCURRENCY)
        await Promise.all(samples.slice(k, k + CONCURRENCY).map((r) => send(route, r)));
      took.push([route.path, Math.round(performance.now() - start)]);
    }
    console.log(
      `fuzz: slowest routes (ms) ${took
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([p, ms]) => `${p} ${ms}`)
        .join(', ')}`,
    );
    console.log(
      `fuzz: ${sent} requests over ${routes.length} routes (seed ${SEED}); envelope codes ${JSON.stringify(Object.fromEntries([...tally].sort()))}`,
    );
    expect(failures).toEqual([]);
    if (!process.env.FUZZ_RUNS) expect(sent).toBeGreaterThanOrEqual(MIN_TOTAL);
  });
});
