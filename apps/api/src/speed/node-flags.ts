/**
 * The Node options the API runs with in production (node-flags.json beside this file). `pnpm start`
 * (scripts/start-api.ts), the reference deployment (scripts/cluster.mjs) and the benchmarks start their API processes
 * with them, so what is measured is what is deployed; `SPEED_NODE_FLAGS=off` or `SPEED_MACHINERY=off` (config.ts)
 * starts them with Node's defaults.
 * - `--max-semi-space-size=64` (MB): V8's young generation. A bulk lookup of 1,000 addresses allocates ≈ 1,000
 *   answer objects that live until its JSON is written; with the default semi-space a scavenge falls inside most bulk
 *   calls and promotes them, and the old generation then collects them again. What it buys today: README.md here.
 */
import { readFileSync } from 'node:fs';
import { SpeedEnvSchema } from '../config.ts';
import { speedParts } from './switches.ts';

/** The options of node-flags.json, whatever the switches say. */
export const API_NODE_FLAGS: readonly string[] = JSON.parse(
  readFileSync(new URL('./node-flags.json', import.meta.url), 'utf8'),
);

/**
 * The Node options an API process started with `env` gets: {@link API_NODE_FLAGS}, or none when the switches turn
 * them off. Throws a `ZodError` for a malformed switch value, as the API's own start would.
 */
export function apiNodeFlags(env: NodeJS.ProcessEnv = process.env): readonly string[] {
  const config = SpeedEnvSchema.parse(env);
  return speedParts(config).nodeFlags ? API_NODE_FLAGS : [];
}
