/**
 * Chooses the identity provider from configuration (see types.ts): `ID_VERIFY_PROVIDER=sandbox`
 * (default) or `aliyun`. Missing credentials for the real provider fail at start-up rather than at
 * the first application; the production guard refuses the sandbox (config-guard.ts).
 */
import type { AppConfig } from '../../config.ts';
import { aliyunIdentityProvider } from './aliyun.ts';
import { sandboxIdentityProvider } from './sandbox.ts';
import type { IdentityProvider } from './types.ts';

export type {
  IdentityAnswer,
  IdentityProvider,
  IdentityQuery,
  LivenessCheck,
  LivenessResult,
  LivenessStart,
} from './types.ts';

/** @throws Error when ID_VERIFY_PROVIDER=aliyun lacks its access key, or its scene id with IDENTITY_LIVENESS=on */
export function createIdentityProvider(config: AppConfig): IdentityProvider {
  if (config.ID_VERIFY_PROVIDER === 'aliyun') {
    const { ALIYUN_IDV_ACCESS_KEY_ID: id, ALIYUN_IDV_ACCESS_KEY_SECRET: secret } = config;
    if (!id || !secret)
      throw new Error('ID_VERIFY_PROVIDER=aliyun needs ALIYUN_IDV_ACCESS_KEY_ID and ALIYUN_IDV_ACCESS_KEY_SECRET');
    if (config.IDENTITY_LIVENESS === 'on' && !config.ALIYUN_IDV_SCENE_ID)
      throw new Error('IDENTITY_LIVENESS=on with ID_VERIFY_PROVIDER=aliyun needs ALIYUN_IDV_SCENE_ID');
    return aliyunIdentityProvider({
      accessKeyId: id,
      accessKeySecret: secret,
      ...(config.ALIYUN_IDV_ENDPOINT ? { endpoint: config.ALIYUN_IDV_ENDPOINT } : {}),
      ...(config.ALIYUN_IDV_SCENE_ID ? { sceneId: config.ALIYUN_IDV_SCENE_ID } : {}),
    });
  }
  return sandboxIdentityProvider({ delayMs: config.ID_VERIFY_SANDBOX_DELAY_MS });
}
