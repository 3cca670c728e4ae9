/**
 * The cloud-phone backend the configuration asks for: the simulator (SIM_* settings) beside the compute simulator;
 * none with libvirt hosts (COMPUTE_BACKEND=libvirt runs no cloud phones: orders for them fail and are refunded).
 */
import type { AppConfig } from '../../config.ts';
import { noPhones, simulatedPhones } from './simulator.ts';
import type { PhoneBackend } from './types.ts';

export type { PhoneBackend, PhoneSpec } from './types.ts';

export function phonesFromConfig(c: AppConfig): PhoneBackend {
  if (c.COMPUTE_BACKEND === 'libvirt') return noPhones('Cloud phones are not offered on libvirt hosts');
  return simulatedPhones({
    createDelayMs: c.SIM_CREATE_DELAY_MS,
    actionDelayMs: c.SIM_ACTION_DELAY_MS,
    failureRate: c.SIM_FAILURE_RATE,
    seed: c.SIM_SEED,
  });
}
