/**
 * The catalog module's public surface: the only file of it that other modules, plugins/ and seed/ import (see README.md
 * beside it).
 */
// <re-exports>
export {
  listPhonePackages,
  listRegionsWithZones,
  listZoneImages,
  phonePackageView,
  zoneInstanceTypes,
} from './services/public.ts';
// </re-exports>
