/**
 * The audit module's public surface: the only file of it that other modules, plugins/ and seed/ import (see README.md
 * beside it).
 */
// <re-exports>
export { isConsoleAction, recordAuditEvent } from './services/audit-trail.ts';
// </re-exports>
