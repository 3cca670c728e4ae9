/** The API's production Node options (node-flags.json) are the ones its `start` script passes. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_NODE_FLAGS } from './node-flags.ts';

describe('the API’s Node options', () => {
  it('are passed by `pnpm start` as the cluster and the benchmarks pass them', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(API_NODE_FLAGS.length).toBeGreaterThan(0);
    expect(pkg.scripts.start).toBe(`node ${API_NODE_FLAGS.join(' ')} --import tsx src/server.ts`);
  });
});
