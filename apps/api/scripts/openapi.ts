/**
 * Writes the API's OpenAPI document to the path given as the first argument (default stdout),
 * building the app on an in-memory PGlite database so no server has to run.
 * Used by `pnpm sdk:generate`; CI regenerates and fails when the committed file is stale. Paths come in URL order
 * (the swagger plugin sorts them, plugins/external/swagger.ts), whatever order the routes were registered in.
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';

const handle = await openDb({ pgliteDir: 'memory://' });
const app = await buildApp({ config: loadConfig({}), db: handle, ownsDb: true });
await app.ready();
const doc = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();
const out = process.argv[2];
if (out) writeFileSync(out, doc);
else process.stdout.write(doc);
