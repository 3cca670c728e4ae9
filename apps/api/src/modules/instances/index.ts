/**
 * The instances module's public surface: the only file of it that other modules, plugins/ and seed/ import (see README.md
 * beside it).
 */
// <re-exports>
export { monitoringPassRunner, reconcileStates } from './services/compute-sync.ts';
export { reminderClock, sweepReminders } from './services/expiry-reminders.ts';
export { revokeConsoleTickets } from './services/instance-detail.ts';
export { secretKey } from './services/instance-secrets.ts';
export { addSshKey } from './services/ssh-keys.ts';
export {
  createEcsOrder,
  instanceAction,
  JOB_ECS_ACTION,
  JOB_ECS_CREATE,
  type OrderingDeps,
  OUT_COLUMNS,
  toInstanceOut,
} from './services/instances.ts';
export {
  handleEcsAction,
  handleEcsCreate,
  type JobDeps,
  recoverUnfinished,
  sweepExpiry,
} from './services/lifecycle.ts';
export {
  forgetAllInstances,
  forgetInstances,
  instancesChanged,
  instancesChangeListeners,
} from './services/list-copies.ts';
// </re-exports>
