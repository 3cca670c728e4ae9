/**
 * The team module's public surface: the only file of it that other modules, plugins/ and seed/ import (see README.md
 * beside it).
 */
// <re-exports>
export { NO_PERMISSION_MSG, permissionKeys } from './services/permissions.ts';
// </re-exports>
