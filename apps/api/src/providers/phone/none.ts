/**
 * A backend offering no cloud phones: every call fails with `why` (the compute hosts run no phones, e.g. libvirt
 * without PHONE_BACKEND=sandbox); its capacity is empty.
 */
import { ComputeError } from '../compute/types.ts';
import type { PhoneBackend } from './types.ts';

/** The backend that refuses everything with `why`. */
export function noPhones(why: string): PhoneBackend {
  const fail = async (): Promise<never> => {
    throw new ComputeError(why);
  };
  return {
    name: 'none',
    createPhone: fail,
    startPhone: fail,
    stopPhone: fail,
    rebootPhone: fail,
    resetPhone: fail,
    releasePhone: fail,
    screenshot: fail,
    openStream: fail,
    installApk: fail,
    capacity: async () => [],
  };
}
