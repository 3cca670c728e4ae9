/**
 * The instances module's public surface: the only file other modules import (see README.md beside it).
 */
// <re-exports>
export { reminderClock, sweepReminders } from './services/expiry-reminders.ts';
export { revokeConsoleTickets } from './services/instance-detail.ts';
export { JOB_ECS_ACTION, type OrderingDeps, toInstanceOut } from './services/instances.ts';
export { instancesChanged } from './services/list-copies.ts';
// </re-exports>
