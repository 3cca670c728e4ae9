/**
 * The Node options the API runs with in production (apps/api/node-flags.json; `pnpm start` passes the same ones, and
 * scripts/node-flags.test.ts holds the two together): the reference deployment (scripts/cluster.mjs) and the benchmarks
 * start their API processes with them, so what is measured is what is deployed.
 * - `--max-semi-space-size=64` (MB): V8's young generation. A bulk lookup of 1,000 addresses allocates ≈ 1,000
 *   answer objects that live until its JSON is written; with the default semi-space a scavenge falls inside most bulk
 *   calls and promotes them, and the old generation then collects them again. 64 MB keeps them young: the bulk's
 *   server time fell from 4.5–7 ms to 2.9–4.5 ms (docs/decisions.md "The API's Node options").
 */
import { readFileSync } from 'node:fs';

export const API_NODE_FLAGS: readonly string[] = JSON.parse(
  readFileSync(new URL('../node-flags.json', import.meta.url), 'utf8'),
);
