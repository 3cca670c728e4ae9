/**
 * The ipintel module's public surface: the only file of it that other modules, plugins/ and seed/ import (see README.md
 * beside it).
 */
// <re-exports>
export { clearKeyCache, forgetKey, keyChangeListeners } from './services/api-keys.ts';
export { createLookupMap, type LookupMap } from './services/ip-lookup-map.ts';
export { createIpMeter, type IpMeter } from './services/ip-meter.ts';
export {
  clearPlanCache,
  forgetPlan,
  FREE_PLAN_CODE,
  PLAN_SEED,
  planChangeListeners,
  planEditListeners,
  plansEdited,
} from './services/ip-plans.ts';
export { sharedLookupMap } from './services/lookup-map-shared.ts';
// </re-exports>
