/**
 * The ipintel module's public surface: the only file other modules import (see README.md beside it).
 */
// <re-exports>
export { FREE_PLAN_CODE, plansEdited } from './services/ip-plans.ts';
// </re-exports>
