// Renders docs/api.md (the API reference) from packages/api-sdk/openapi.json, the document the
// API generates from its routes' zod schemas. Run by `pnpm sdk:generate`; `--check` fails when
// the committed reference is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const doc = JSON.parse(readFileSync(path.join(root, 'packages/api-sdk/openapi.json'), 'utf8'));

function typeOf(s) {
  if (!s) return 'any';
  if (s.anyOf) return s.anyOf.map(typeOf).join(' \\| ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((e) => JSON.stringify(e)).join(' \\| ');
  if (s.type === 'array') return `${typeOf(s.items)}[]`;
  if (s.type === 'object') return 'object';
  return Array.isArray(s.type) ? s.type.join(' \\| ') : (s.type ?? 'any');
}

function fields(schema, prefix = '') {
  const rows = [];
  if (!schema) return rows;
  const s = schema.anyOf?.find((x) => x.type === 'object') ?? schema;
  if (s.type === 'array') return fields(s.items, `${prefix}[].`);
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const req = (s.required ?? []).includes(name) ? 'yes' : 'no';
    rows.push(
      `| \`${prefix}${name}\` | ${typeOf(prop)} | ${req} | ${(prop.description ?? '').replace(/\|/g, '\\|')} |`,
    );
    const inner = prop.anyOf?.find((x) => x.type === 'object' || x.type === 'array') ?? prop;
    if (inner.type === 'object' || (inner.type === 'array' && inner.items?.type === 'object'))
      rows.push(...fields(inner, `${prefix}${name}.`));
  }
  return rows;
}

const out = [
  '# API reference',
  '',
  '<!-- Generated from packages/api-sdk/openapi.json by scripts/api-docs.mjs. Do not edit. -->',
  '',
  doc.info.description,
  '',
  'The live document is served by the API at `/openapi.json`, rendered at `/docs`.',
  '',
];
const byTag = new Map();
for (const [p, ops] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(ops)) {
    const tag = op.tags?.[0] ?? 'other';
    if (!byTag.has(tag)) byTag.set(tag, []);
    byTag.get(tag).push({ p, method, op });
  }
}
for (const [tag, ops] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
  out.push(`## ${tag}`, '');
  for (const { p, method, op } of ops) {
    out.push(`### ${method.toUpperCase()} ${p}`, '', op.summary ?? '', '');
    if (op.security?.some((x) => 'apiKey' in x)) {
      out.push(
        'Requires an API key in the `x-api-key` header (HTTP 401 `missing_key` / `invalid_key` / `key_revoked`; errors in docs/ip-api.md).',
        '',
      );
    } else if (op.security?.length)
      out.push('Requires the `token` header (code 506 when missing, expired or revoked).', '');
    if (op.description) out.push(op.description, '');
    const params = op.parameters?.filter((x) => x.in === 'query') ?? [];
    const body = op.requestBody?.content?.['multipart/form-data']?.schema;
    const reqRows = params.length
      ? params.map(
          (x) => `| \`${x.name}\` | ${typeOf(x.schema)} | ${x.required ? 'yes' : 'no'} | ${x.description ?? ''} |`,
        )
      : fields(body);
    if (reqRows.length)
      out.push(
        params.length ? 'Query:' : 'Form fields:',
        '',
        '| field | type | required | notes |',
        '|---|---|---|---|',
        ...reqRows,
        '',
      );
    const data = op.responses?.['200']?.content?.['application/json']?.schema?.properties?.data;
    const resRows = fields(data?.anyOf?.find((x) => x.type !== 'null') ?? data);
    if (resRows.length)
      out.push('`data` on success:', '', '| field | type | always | notes |', '|---|---|---|---|', ...resRows, '');
  }
}
const text = out.join('\n');
const file = path.join(root, 'docs/api.md');
if (process.argv.includes('--check')) {
  if (readFileSync(file, 'utf8') !== text) {
    console.error('docs/api.md is stale: run `pnpm sdk:generate`.');
    process.exit(1);
  }
  console.log('docs/api.md is up to date');
} else {
  writeFileSync(file, text);
  console.log(`wrote docs/api.md (${Object.keys(doc.paths).length} paths)`);
}
