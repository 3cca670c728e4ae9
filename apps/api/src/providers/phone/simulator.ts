/**
 * The local cloud-phone simulator (the default backend): a creation takes 50–150 % of SIM_CREATE_DELAY_MS and fails
 * with probability SIM_FAILURE_RATE ("No cloud-phone host available in <region>"); a release takes about
 * SIM_ACTION_DELAY_MS. `options` may be changed at run time (tests do).
 */
import { type SimulatorOptions, prng } from '../compute/simulator.ts';
import { ComputeError } from '../compute/types.ts';
import type { PhoneBackend } from './types.ts';

/** The simulator, with its options (SIM_* settings) open to change while it runs. */
export function simulatedPhones(options: SimulatorOptions): PhoneBackend & { options: SimulatorOptions } {
  const random = prng(options.seed ?? Date.now());
  let counter = 0;
  const wait = (mean: number) => new Promise<void>((r) => setTimeout(r, Math.round(mean * (0.5 + random()))));
  return {
    name: 'simulator',
    options,
    async createPhone(spec) {
      await wait(this.options.createDelayMs);
      if (random() < this.options.failureRate)
        throw new ComputeError(`No cloud-phone host available in ${spec.regionCode}`);
      return { backendRef: `simphone-${++counter}-${spec.phoneId}` };
    },
    async releasePhone() {
      await wait(this.options.actionDelayMs);
    },
  };
}

/** A backend offering no cloud phones: every call fails with `why` (the compute hosts run no phones, e.g. libvirt). */
export function noPhones(why: string): PhoneBackend {
  return {
    name: 'none',
    async createPhone() {
      throw new ComputeError(why);
    },
    async releasePhone() {
      throw new ComputeError(why);
    },
  };
}
