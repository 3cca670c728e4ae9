/**
 * Marketing copy of the IP plans. Names, quotas, prices and what each plan includes come from the API's one plans
 * table (`/ipintel/plan_list`, spec §1: Free with 50,000 lookups a month, Standard, Business, Enterprise, monthly or
 * yearly, API access versus data download); this module only adds the feature bullets per plan code.
 */
import type { DataOf } from '@lanyun/api-sdk';

/** A plan as `/ipintel/plan_list` returns it (prices in yuan, "99.00"). */
export type ApiPlan = DataOf<'/ipintel/plan_list'>[number];

/** Billing period toggle. */
export type BillingPeriod = 'monthly' | 'yearly';

const FEATURES: Record<string, string[]> = {
  free: ['Geolocation, privacy and ASN APIs', 'Country, region, city, time zone, currency', 'Community support'],
  standard: ['Everything in Free', 'Bulk lookups (100 per call)', 'E-mail support'],
  business: ['Everything in Standard', 'Database downloads: CSV, JSON, MMDB, binary', 'Priority support'],
  enterprise: ['Everything in Business', 'Daily database snapshots kept 7 days', '99.99% uptime SLA'],
};

/** Feature bullets of a plan (none for a plan code without copy). */
export function planFeatures(code: string): string[] {
  return FEATURES[code] ?? [];
}

/** The price of `plan` for `period`, in yuan ("99.00"). */
export function planPrice(plan: Pick<ApiPlan, 'price_month' | 'price_year'>, period: BillingPeriod): string {
  return period === 'yearly' ? plan.price_year : plan.price_month;
}
