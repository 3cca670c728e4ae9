/**
 * The security groups module's public surface: the only file of it that other modules, plugins/ and seed/ import
 * (see README.md beside it).
 */
// <re-exports>
export { type EnforcementDeps, firewallPassRunner, reconcileFirewalls } from './services/enforcement.ts';
export { defaultGroup, ensureInstanceGroups } from './services/security-groups.ts';
// </re-exports>
