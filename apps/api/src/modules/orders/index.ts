/**
 * The orders module's public surface: the only file of it that other modules, plugins/ and seed/ import (see README.md
 * beside it).
 */
// <re-exports>
export { type EcsConfig, EcsConfigBody, MAX_DATA_DISKS } from './schemas/ecs-config.ts';
export {
  AgreeField,
  breakdownDto,
  BreakdownLineOut,
  checkLogin,
  ClientToken,
  FormBool,
  INSTANCE_STATUSES,
  InstanceName,
  InstanceOut,
  LoginFields,
  OrderOut,
  PhoneOut,
  QuoteOut,
  SshKeyOut,
  YuanFen,
} from './schemas/ordering.ts';
export { localizeInstances, localizePhones } from './services/catalog-names.ts';
export {
  type BreakdownLine,
  discountWords,
  type EcsConfigFields,
  quoteEcs,
  type QuoteInput,
  quoteInputFromConfig,
  type QuoteSource,
  zoneInstanceConfig,
} from './services/ecs-pricing.ts';
export {
  addMonths,
  assertAgreed,
  assertPriceSeen,
  ORDER_PAID,
  ORDER_REFUNDED,
  payOrder,
  refundOrderShare,
  refundUnitShare,
  renewedExpiry,
  walletDto,
} from './services/orders.ts';
export {
  catalogChanged,
  catalogChangeListeners,
  forgetQuoteCatalog,
  quoteCatalog,
  quoteTables,
} from './services/quote-catalog.ts';
export { toOut } from './services/trials.ts';
// </re-exports>
