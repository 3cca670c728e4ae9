/**
 * The public-api module's public surface: the only file of it that other modules, plugins/ and seed/ import (see
 * README.md beside it).
 */
// <re-exports>
export { MAX_KEYS_PER_USER } from './services/access-keys.ts';
// </re-exports>
