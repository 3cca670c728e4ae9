/** The API's production Node options (node-flags.json): the ones its `start` script passes, and their switches. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_NODE_FLAGS, apiNodeFlags } from './node-flags.ts';

describe('the API’s Node options', () => {
  it('are passed by `pnpm start` as the cluster and the benchmarks pass them', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(API_NODE_FLAGS.length).toBeGreaterThan(0);
    expect(pkg.scripts.start).toBe(`node ${API_NODE_FLAGS.join(' ')} --import tsx src/speed/start.ts`);
  });

  it('are left out when their switch or the master switch is off', () => {
    expect(apiNodeFlags({})).toEqual(API_NODE_FLAGS);
    expect(apiNodeFlags({ SPEED_NODE_FLAGS: 'off' })).toEqual([]);
    expect(apiNodeFlags({ SPEED_MACHINERY: 'off' })).toEqual([]);
    expect(() => apiNodeFlags({ SPEED_NODE_FLAGS: 'no' })).toThrow();
  });
});
