/**
 * IP Intelligence plans (spec §1, §9: Free tier 50,000 lookups a month; Free, Standard, Business, Enterprise, billed
 * monthly or yearly; API access versus data download). Prices are placeholders kept in this one constant until a
 * later issue serves them from the API.
 */

/** Billing period toggle. */
export type BillingPeriod = 'monthly' | 'yearly';

/** One plan card. */
export interface Plan {
  id: 'free' | 'standard' | 'business' | 'enterprise';
  name: string;
  /** Monthly price in yuan; null = custom quote. */
  priceMonth: number | null;
  /** Lookups per month; null = unlimited / custom. */
  lookupsPerMonth: number | null;
  features: string[];
  /** Data downloads included. */
  downloads: boolean;
  highlighted?: boolean;
}

/** Yearly billing charges this many months (two months free). */
export const YEARLY_MONTHS_CHARGED = 10;

export const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    priceMonth: 0,
    lookupsPerMonth: 50_000,
    downloads: false,
    features: ['Geolocation API', 'Country, region and city', 'HTTPS endpoint', 'Community support'],
  },
  {
    id: 'standard',
    name: 'Standard',
    priceMonth: 99,
    lookupsPerMonth: 500_000,
    downloads: false,
    features: ['Geolocation and ASN APIs', 'Time zone and currency', 'Email support'],
  },
  {
    id: 'business',
    name: 'Business',
    priceMonth: 499,
    lookupsPerMonth: 5_000_000,
    downloads: true,
    highlighted: true,
    features: ['All APIs including privacy/proxy detection', 'Monthly database downloads (CSV, JSON, MMDB, LYDB)', 'Priority support'],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    priceMonth: null,
    lookupsPerMonth: null,
    downloads: true,
    features: ['Unlimited lookups', 'Daily database updates', 'On-premises deployment', '99.99% uptime SLA'],
  },
];

/**
 * Price shown for a plan and period, in yuan: monthly = priceMonth; yearly = priceMonth × 10 (two months free).
 * Returns null for custom-quote plans.
 */
export function planPrice(plan: Pick<Plan, 'priceMonth'>, period: BillingPeriod): number | null {
  if (plan.priceMonth === null) return null;
  return period === 'yearly' ? plan.priceMonth * YEARLY_MONTHS_CHARGED : plan.priceMonth;
}
