// Generates src/generated/schema.d.ts (openapi-typescript) and src/generated/methods.ts (which
// paths are GET, which POST paths take only a JSON body) from openapi.json, which `pnpm sdk:generate` writes from the API's routes.
// With --check it regenerates in memory and exits 1 when the committed files are stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const doc = JSON.parse(readFileSync(path.join(root, 'openapi.json'), 'utf8'));
const header = '// Generated from openapi.json by scripts/generate.mjs. Do not edit.\n';

const schema = header + astToString(await openapiTS(doc, { alphabetize: true }));
const getPaths = Object.entries(doc.paths)
  .filter(([, ops]) => ops.get && !ops.post)
  .map(([p]) => p)
  .sort();
const jsonPaths = Object.entries(doc.paths)
  .filter(([, ops]) => {
    const types = Object.keys(ops.post?.requestBody?.content ?? {});
    return types.length > 0 && types.every((t) => t === 'application/json');
  })
  .map(([p]) => p)
  .sort();
const methods =
  `${header}\n/** API paths answered by GET (all others are POST with multipart/form-data). */\n` +
  `export const GET_PATHS: ReadonlySet<string> = new Set(${JSON.stringify(getPaths, null, 2)});\n\n` +
  `/** POST paths that take only a JSON body (e.g. a list of ids), sent as application/json. */\n` +
  `export const JSON_PATHS: ReadonlySet<string> = new Set(${JSON.stringify(jsonPaths, null, 2)});\n`;

const outputs = { 'src/generated/schema.d.ts': schema, 'src/generated/methods.ts': methods };
if (process.argv.includes('--check')) {
  const stale = Object.entries(outputs).filter(([f, text]) => {
    try {
      return readFileSync(path.join(root, f), 'utf8') !== text;
    } catch {
      return true;
    }
  });
  if (stale.length) {
    console.error(
      `api-sdk: generated files are stale: ${stale.map(([f]) => f).join(', ')}. Run \`pnpm sdk:generate\`.`,
    );
    process.exit(1);
  }
  console.log('api-sdk: generated types are up to date');
} else {
  for (const [f, text] of Object.entries(outputs)) writeFileSync(path.join(root, f), text);
  console.log(`api-sdk: wrote ${Object.keys(outputs).join(', ')} (${Object.keys(doc.paths).length} paths)`);
}
