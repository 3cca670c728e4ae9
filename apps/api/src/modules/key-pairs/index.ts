/**
 * The key pairs module's public surface: the only file of it that other modules, plugins/ and seed/ import (see
 * README.md beside it).
 */
// <re-exports>
export { generateKeyPair } from './services/key-pairs.ts';
// </re-exports>
