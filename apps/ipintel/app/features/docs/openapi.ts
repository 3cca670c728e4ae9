/**
 * Reads the IP endpoints out of the API's OpenAPI 3.1 document (`/openapi.json`, generated from the route schemas)
 * and writes a curl, JavaScript and Python example for each, so the reference never drifts from the API.
 * Endpoints: the tag `ip-api` (keyed `/ip/v1/*`) plus the anonymous `/ip/lookup`. The page's loader lists the full
 * answer's fields (`/ip/v1/lookup`) from the contract's field list instead (reference.server.ts).
 */

/** The parts of an OpenAPI schema object read here. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
}

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string; required?: boolean; description?: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Array<Record<string, unknown>>;
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

export interface Field {
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** The description in each language, for the fields the contract declares (the IP answer's). */
  descriptions?: { en: string; 'zh-CN': string };
}

export interface Endpoint {
  id: string;
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  keyed: boolean;
  params: Field[];
  body: Field[];
  /** The fields of `data` in the answer, nested ones dotted (`asn.asn_name`). */
  fields: Field[];
}

/** A readable type: "string", "number | null", "object", "string[]", "one of a, b". */
export function typeOf(s: JsonSchema | undefined): string {
  if (!s) return 'any';
  if (s.enum) return `one of ${s.enum.join(', ')}`;
  if (s.anyOf) return s.anyOf.map(typeOf).join(' | ');
  if (s.type === 'array') return `${typeOf(s.items)}[]`;
  if (Array.isArray(s.type)) return s.type.join(' | ');
  return s.type ?? 'any';
}

/** The object schema inside `s` (through `anyOf` with null), if any. */
function objectOf(s: JsonSchema | undefined): JsonSchema | null {
  if (!s) return null;
  if (s.properties) return s;
  for (const a of s.anyOf ?? []) {
    const o = objectOf(a);
    if (o) return o;
  }
  if (s.type === 'array') return objectOf(s.items);
  return null;
}

function flatten(s: JsonSchema | undefined, prefix = ''): Field[] {
  const o = objectOf(s);
  if (!o?.properties) return [];
  const out: Field[] = [];
  for (const [name, p] of Object.entries(o.properties)) {
    const full = prefix + name;
    const inner = objectOf(p);
    const isArray = p.type === 'array' || (p.anyOf ?? []).some((a) => a.type === 'array');
    out.push({
      name: full,
      type: inner && !isArray ? (typeOf(p).includes('null') ? 'object | null' : 'object') : typeOf(p),
      required: (o.required ?? []).includes(name),
      description: p.description ?? '',
    });
    if (inner) out.push(...flatten(p, `${full}${isArray ? '[]' : ''}.`));
  }
  return out;
}

/** The IP endpoints of `doc`, in document order. */
export function ipEndpoints(doc: OpenApiDoc): Endpoint[] {
  const out: Endpoint[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!(op.tags ?? []).includes('ip-api') && path !== '/ip/lookup') continue;
      // A HEAD beside a GET is the same call without the body: the reference shows the GET.
      if (method === 'head') continue;
      const keyed = (op.security ?? []).some((s) => 'apiKey' in s);
      const params = (op.parameters ?? [])
        .filter((p) => p.in === 'query' && p.name !== 'key')
        .map((p) => ({
          name: p.name,
          type: typeOf(p.schema),
          required: p.required === true,
          description: p.description ?? (p.name === 'ip' ? 'IPv4 or IPv6 address; the caller’s own when omitted' : ''),
        }));
      const content = op.requestBody?.content ?? {};
      const bodySchema = (content['application/json'] ?? content['multipart/form-data'])?.schema;
      const body = flatten(bodySchema).map((f) =>
        f.name === 'ips'
          ? {
              ...f,
              description:
                f.description || 'Up to 100 addresses: an array, or one string separated by commas or new lines',
            }
          : f,
      );
      const envelope = op.responses?.['200']?.content?.['application/json']?.schema;
      out.push({
        id: `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-'),
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        summary: op.summary ?? '',
        keyed,
        params,
        body,
        fields: flatten(envelope?.properties?.data),
      });
    }
  }
  return out;
}

/** curl, JavaScript (fetch) and Python (requests) calls of `e` against `apiUrl`. */
export function examples(e: Endpoint, apiUrl: string): { curl: string; javascript: string; python: string } {
  const url = `${apiUrl}${e.path}`;
  const query = e.params.some((p) => p.name === 'ip') ? '?ip=8.8.8.8' : '';
  if (e.method === 'POST') {
    const ips = ['8.8.8.8', '1.1.1.1'];
    return {
      curl: `curl -X POST "${url}" \\\n  -H "x-api-key: YOUR_KEY" \\\n  -H "content-type: application/json" \\\n  -d '${JSON.stringify({ ips })}'`,
      javascript: `const res = await fetch('${url}', {\n  method: 'POST',\n  headers: { 'x-api-key': process.env.LANYUN_IP_KEY, 'content-type': 'application/json' },\n  body: JSON.stringify({ ips: ${JSON.stringify(ips).replace(/"/g, "'").replace(/,/g, ', ')} }),\n});\nconst { code, msg, data } = await res.json();\nif (code !== 200) throw new Error(msg);\nfor (const r of data.results) console.log(r.ip, r.data?.country_code ?? r.error);`,
      python: `import os, requests\n\nres = requests.post(\n    "${url}",\n    headers={"x-api-key": os.environ["LANYUN_IP_KEY"]},\n    json={"ips": ${JSON.stringify(ips).replace(/,/g, ', ')}},\n    timeout=10,\n).json()\nif res["code"] != 200:\n    raise RuntimeError(res["msg"])\nfor r in res["data"]["results"]:\n    print(r["ip"], (r["data"] or {}).get("country_code") or r["error"])`,
    };
  }
  const header = e.keyed ? ` \\\n  -H "x-api-key: YOUR_KEY"` : '';
  return {
    curl: `curl "${url}${query}"${header}`,
    javascript: `const res = await fetch('${url}${query}'${e.keyed ? ", {\n  headers: { 'x-api-key': process.env.LANYUN_IP_KEY },\n}" : ''});\nconst { code, msg, data } = await res.json();\nif (code !== 200) throw new Error(msg);\nconsole.log(data);`,
    python: `import os, requests\n\nres = requests.get(\n    "${url}",\n    params={"ip": "8.8.8.8"},${e.keyed ? '\n    headers={"x-api-key": os.environ["LANYUN_IP_KEY"]},' : ''}\n    timeout=10,\n).json()\nif res["code"] != 200:\n    raise RuntimeError(res["msg"])\nprint(res["data"])`,
  };
}
