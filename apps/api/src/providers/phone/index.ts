/**
 * The cloud-phone backend the configuration asks for (PHONE_BACKEND): `sandbox` — the sandbox phone host inside the
 * API (sandbox/host.ts: creation delays and failures of the SIM_* settings, screens of PHONE_SANDBOX_WIDTH ×
 * PHONE_SANDBOX_HEIGHT at up to PHONE_SANDBOX_FPS frames a second, encoded by PHONE_FFMPEG) — or `none`. Unset, it is
 * `sandbox`, except with COMPUTE_BACKEND=libvirt (no cloud phones on libvirt hosts: orders for them fail and are
 * refunded).
 */
import type { AppConfig } from '../../config.ts';
import { noPhones } from './none.ts';
import { sandboxPhones } from './sandbox/host.ts';
import type { PhoneBackend } from './types.ts';

export type { ApkUpload, PhoneBackend, PhoneHostCapacity, PhoneSpec, PhoneStream } from './types.ts';
export { sandboxPhones, type SandboxPhone } from './sandbox/host.ts';

export function phonesFromConfig(c: AppConfig): PhoneBackend {
  const kind = c.PHONE_BACKEND ?? (c.COMPUTE_BACKEND === 'libvirt' ? 'none' : 'sandbox');
  if (kind === 'none') return noPhones('Cloud phones are not offered on these hosts');
  return sandboxPhones({
    createDelayMs: c.SIM_CREATE_DELAY_MS,
    actionDelayMs: c.SIM_ACTION_DELAY_MS,
    failureRate: c.SIM_FAILURE_RATE,
    seed: c.SIM_SEED,
    width: c.PHONE_SANDBOX_WIDTH,
    height: c.PHONE_SANDBOX_HEIGHT,
    fps: c.PHONE_SANDBOX_FPS,
    maxPhones: 1000,
    ffmpeg: c.PHONE_FFMPEG,
  });
}
