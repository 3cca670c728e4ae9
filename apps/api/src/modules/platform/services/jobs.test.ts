import { describe, expect, it } from 'vitest';
import { simulatedCompute } from '../../../providers/compute/simulator.ts';
import { ComputeError } from '../../../providers/compute/types.ts';
import { advisoryClaims, inProcessRunner } from './jobs.ts';

describe('in-process job runner', () => {
  it('runs queued jobs after start, retries a failing handler, and stop waits for running jobs', async () => {
    const runner = inProcessRunner({ retryLimit: 2, retryDelayMs: 5 });
    const seen: unknown[] = [];
    let attempts = 0;
    runner.work('ok', async (d) => {
      await new Promise((r) => setTimeout(r, 30));
      seen.push(d.n);
    });
    runner.work('flaky', async () => {
      if (++attempts < 3) throw new Error('try again');
    });
    await runner.send('ok', { n: 1 });
    await runner.send('flaky', {});
    expect(seen).toEqual([]);
    await runner.start();
    await runner.send('ok', { n: 2 }, { delayMs: 5 });
    for (let i = 0; i < 100 && attempts < 3; i++) await new Promise((r) => setTimeout(r, 10));
    await runner.stop();
    expect(seen.sort()).toEqual([1, 2]);
    expect(attempts).toBe(3);
    await runner.send('ok', { n: 3 });
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toHaveLength(2);
  });
});

describe('in-process job runner concurrency', () => {
  it('runs at most `concurrency` jobs of a queue at once and lists the keyed jobs still waiting', async () => {
    const runner = inProcessRunner({ concurrency: 2 });
    let now = 0;
    let most = 0;
    let done = 0;
    runner.work('create', async () => {
      most = Math.max(most, ++now);
      await new Promise((r) => setTimeout(r, 20));
      now--;
      done++;
    });
    await runner.start();
    for (let i = 0; i < 5; i++) await runner.send('create', { i }, { key: `i-${i}` });
    await new Promise((r) => setTimeout(r, 5));
    // Two running, three waiting for a slot.
    expect([...(await runner.waiting())].sort()).toEqual(['create|i-2', 'create|i-3', 'create|i-4']);
    for (let i = 0; i < 100 && done < 5; i++) await new Promise((r) => setTimeout(r, 10));
    await runner.stop();
    expect(done).toBe(5);
    expect(most).toBe(2);
    expect((await runner.waiting()).size).toBe(0);
  });
});

describe('compute simulator', () => {
  const spec = {
    instanceId: 'i-1',
    hostname: 'i-1',
    vcpu: 2,
    memoryGb: 4,
    zoneCode: 'cn-hangzhou-a',
    instanceType: 'ecs.g7.large',
    imageName: 'Debian',
    systemDisk: { type: 'cloud_essd', gb: 40 },
    dataDisks: [],
    bandwidthMbps: 1,
    login: { type: 'password' as const },
  };

  it('creates with addresses, or fails with a ComputeError at failure rate 1', async () => {
    const sim = simulatedCompute({ createDelayMs: 1, actionDelayMs: 1, failureRate: 0, seed: 1 });
    expect(await sim.createInstance(spec)).toMatchObject({
      publicIp: expect.stringMatching(/^198\.1[89]\./),
      privateIp: expect.stringMatching(/^172\./),
    });
    expect((await sim.createInstance({ ...spec, bandwidthMbps: 0 })).publicIp).toBeNull();
    sim.options.failureRate = 1;
    await expect(sim.createInstance(spec)).rejects.toBeInstanceOf(ComputeError);
  });

  it('is deterministic for a seed', async () => {
    const run = async () => {
      const sim = simulatedCompute({ createDelayMs: 1, actionDelayMs: 1, failureRate: 0.5, seed: 42 });
      const out: string[] = [];
      for (let i = 0; i < 8; i++)
        out.push(
          await sim.createInstance(spec).then(
            (r) => r.privateIp,
            () => 'failed',
          ),
        );
      return out;
    };
    const a = await run();
    expect(await run()).toEqual(a);
    expect(a).toContain('failed');
  });
});

describe('advisory work claims', () => {
  /** A pool of one fake connection that, like pg-pool, throws when a connection is released twice. */
  function fakePool() {
    const errors: Array<(err: Error) => void> = [];
    const releases: unknown[] = [];
    let connects = 0;
    const conn = {
      query: async () => ({ rows: [{ ok: true }] }),
      on: (_event: 'error', listener: (err: Error) => void) => errors.push(listener),
      release: (how?: boolean | Error) => {
        if (releases.length) throw new Error('Release called on client which has already been released to the pool.');
        releases.push(how);
      },
    };
    const pool = {
      query: async () => ({ rows: [] }),
      connect: async () => {
        connects++;
        return conn;
      },
    };
    return { pool, emitError: (err: Error) => errors.forEach((l) => l(err)), releases, connects: () => connects };
  }

  it('keeps one connection, and releases it once even when it reports errors after close or twice', async () => {
    const a = fakePool();
    const claims = advisoryClaims(a.pool);
    expect(await claims.tryClaim(1, 7)).toBe(true);
    expect(await claims.tryClaim(1, 8)).toBe(true);
    expect(a.connects()).toBe(1);
    await claims.close();
    expect(() => a.emitError(new Error('terminating connection due to administrator command'))).not.toThrow();
    expect(a.releases).toEqual([true]);

    const b = fakePool();
    const other = advisoryClaims(b.pool);
    await other.tryClaim(1, 9);
    const lost = new Error('connection lost');
    b.emitError(lost);
    expect(() => b.emitError(new Error('again'))).not.toThrow();
    await expect(other.close()).resolves.toBeUndefined();
    expect(b.releases).toEqual([lost]);
  });
});
