/**
 * The catalog module's public surface: the only file other modules import (see README.md beside it).
 */
// <re-exports>
export { listPhonePackages, phonePackageView } from './services/public.ts';
// </re-exports>
