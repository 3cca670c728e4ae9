/**
 * Order numbers: a one-letter kind prefix + the UTC time to the second + 6 random digits,
 * e.g. R20261123113015482913 (a wallet top-up) or P20261123113015482913 (a product order).
 */
import { randomInt } from 'node:crypto';

/** `R` recharge orders (services/wallet/wallet.ts), `P` product orders (services/orders/orders.ts). */
export type OrderNumPrefix = 'R' | 'P';

/** A new order number with `prefix`; unique enough for the table's unique index to catch the rare clash. */
export function newOrderNum(prefix: OrderNumPrefix, now = new Date()): string {
  return `${prefix}${now.toISOString().replace(/\D/g, '').slice(0, 14)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
