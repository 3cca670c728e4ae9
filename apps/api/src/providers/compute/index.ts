/**
 * The compute backend the configuration asks for: the simulator (COMPUTE_BACKEND=simulator, default,
 * SIM_* settings) or libvirt hosts (COMPUTE_BACKEND=libvirt, LIBVIRT_* settings, images in IMAGES_DIR).
 */
import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { simulatedCompute } from './simulator.ts';
import type { ComputeBackend } from './types.ts';
import { libvirtCompute } from './libvirt.ts';

export type { ComputeBackend } from './types.ts';

/** Folder of the base images (`pnpm images:build`). */
export const imagesDir = (c: AppConfig) => c.IMAGES_DIR ?? path.join(c.root, 'var/images');

export function computeFromConfig(c: AppConfig): ComputeBackend {
  if (c.COMPUTE_BACKEND === 'libvirt') {
    return libvirtCompute({
      hosts: c.LIBVIRT_HOSTS.split(',')
        .map((h) => h.trim())
        .filter(Boolean),
      domainType: c.LIBVIRT_DOMAIN_TYPE,
      diskDir: c.LIBVIRT_DISK_DIR ?? path.join(c.root, 'var/vm'),
      imagesDir: imagesDir(c),
      stopTimeoutMs: c.LIBVIRT_STOP_TIMEOUT_MS,
      network: c.LIBVIRT_NETWORK,
    });
  }
  return simulatedCompute({
    createDelayMs: c.SIM_CREATE_DELAY_MS,
    actionDelayMs: c.SIM_ACTION_DELAY_MS,
    failureRate: c.SIM_FAILURE_RATE,
    seed: c.SIM_SEED,
  });
}
