/**
 * What a purchase call (/instance_center/inquiry_create_instance_order, /instance_center/instance_renew,
 * /phone_order/add_pdc_order) led to, read from its envelope, so every buy button reacts the same way:
 *
 * - 200 → done;
 * - 402 → not enough balance: the shared recharge dialog opens with the shortfall (`data.shortfall`, yuan) as preset;
 * - 503 → real-name verification required: the real-name reminder opens (spec §8);
 * - 409 with `data.price` → the catalog changed since the price was shown: the new price is shown and must be
 *   confirmed by buying again;
 * - 506 → the client already sends the visitor to log in; anything else → the API's message (already toasted by
 *   the client for these normal calls).
 */
import type { Envelope } from '@lanyun/api-sdk';
import { REAL_NAME_REQUIRED_CODE } from '@lanyun/ui/recharge-rules';

/** API code of a purchase refused for lack of balance. */
export const NOT_ENOUGH_BALANCE_CODE = 402;
/** API code of a purchase refused because the price (or the instance's state) changed. */
export const CONFLICT_CODE = 409;

/** The outcome of a purchase call. */
export type PurchaseOutcome<T> =
  | { kind: 'done'; data: T }
  | { kind: 'top-up'; shortfall: number | null }
  | { kind: 'real-name' }
  | { kind: 'price-changed'; price: string | null; message: string }
  | { kind: 'session' }
  | { kind: 'failed'; message: string };

function field(data: unknown, name: string): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const v = (data as Record<string, unknown>)[name];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
}

/** Reads a purchase envelope (see the module docstring). */
export function readPurchase<T>(res: Envelope<T>): PurchaseOutcome<T> {
  if (res.code === 200 && res.data !== null) return { kind: 'done', data: res.data };
  if (res.code === NOT_ENOUGH_BALANCE_CODE) {
    const shortfall = Number(field(res.data, 'shortfall'));
    return { kind: 'top-up', shortfall: Number.isFinite(shortfall) && shortfall > 0 ? shortfall : null };
  }
  if (res.code === REAL_NAME_REQUIRED_CODE) return { kind: 'real-name' };
  if (res.code === CONFLICT_CODE && field(res.data, 'price') !== null)
    return { kind: 'price-changed', price: field(res.data, 'price'), message: res.msg };
  if (res.code === 506) return { kind: 'session' };
  return { kind: 'failed', message: res.msg || 'Payment failed!' };
}

/** The top-up the recharge dialog suggests for a shortfall: whole yuan, rounded up (the dialog raises it to its minimum). */
export function topUpPreset(shortfall: number | null): number | undefined {
  return shortfall === null ? undefined : Math.ceil(shortfall);
}

/** A fresh idempotency key for one purchase attempt (the API returns the first order for a repeated key). */
export function newClientToken(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
