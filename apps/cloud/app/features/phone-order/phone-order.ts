/**
 * The cloud-phone purchase form (/buyphone) as plain data: package, region, duration, quantity, auto-renew. The
 * server prices it (/phone_order/get_pdc_pkg_price); the order (/phone_order/add_pdc_order) carries the total the
 * customer saw, which the server checks.
 */

/** Most phones in one order (the API's limit). */
export const MAX_PHONES = 20;

/** What the customer chose. */
export interface PhoneChoice {
  pkgId: number | null;
  regionId: number | null;
  months: number;
  quantity: number;
  autoRenew: boolean;
}

/** The first package (or the recommended one, if given), the first region, the shortest duration, one phone. */
export function initialPhoneChoice(catalog: {
  packages: Array<{ id: number }>;
  regions: Array<{ id: number }>;
  durations: Array<{ months: number }>;
  recommendedId?: number | undefined;
}): PhoneChoice {
  const pkg = catalog.packages.find((p) => p.id === catalog.recommendedId) ?? catalog.packages[0];
  return {
    pkgId: pkg?.id ?? null,
    regionId: catalog.regions[0]?.id ?? null,
    months: catalog.durations[0]?.months ?? 1,
    quantity: 1,
    autoRenew: false,
  };
}

/** Whole phones between 1 and {@link MAX_PHONES}. */
export function clampQuantity(n: number): number {
  return Number.isFinite(n) ? Math.min(MAX_PHONES, Math.max(1, Math.round(n))) : 1;
}

/** The quote request (GET query), or null until a package and a region are chosen. No price is sent. */
export function phoneQuoteParams(
  c: PhoneChoice,
): { pkg_id: number; region_id: number; duration_months: number; quantity: number } | null {
  if (c.pkgId === null || c.regionId === null) return null;
  return { pkg_id: c.pkgId, region_id: c.regionId, duration_months: c.months, quantity: clampQuantity(c.quantity) };
}

/** The order fields: the quote request plus auto-renew, the total seen and an idempotency key. */
export function phoneOrderParams(c: PhoneChoice, priceSeen: string, clientToken: string) {
  const q = phoneQuoteParams(c);
  return q ? { ...q, auto_renew: c.autoRenew, price: priceSeen, client_token: clientToken } : null;
}
