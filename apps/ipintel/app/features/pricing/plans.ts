/**
 * Marketing copy of the IP plans. Names, quotas, prices and what each plan includes come from the API's one plans
 * table (`/ipintel/plan_list`, spec §1: Free with 50,000 lookups a month, Standard, Business, Enterprise, monthly or
 * yearly, API access versus data download); this module only adds the feature bullets per plan code, as message keys
 * of the catalogue (namespace `app`, `pricing.features.*`) translated where they are shown.
 */
import type { DataOf } from '@lanyun/api-sdk';

/** A plan as `/ipintel/plan_list` returns it (prices in yuan, "99.00"). */
export type ApiPlan = DataOf<'/ipintel/plan_list'>[number];

/** Billing period toggle. */
export type BillingPeriod = 'monthly' | 'yearly';

/** A feature bullet's message key (`pricing.features.*` in both catalogues). */
export type PlanFeatureKey =
  `pricing.features.${'allApis' | 'fields' | 'community' | 'allFree' | 'bulk' | 'email' | 'allStandard' | 'downloads' | 'priority' | 'allBusiness' | 'snapshots' | 'uptime'}`;

const FEATURES: Record<string, PlanFeatureKey[]> = {
  free: ['pricing.features.allApis', 'pricing.features.fields', 'pricing.features.community'],
  standard: ['pricing.features.allFree', 'pricing.features.bulk', 'pricing.features.email'],
  business: ['pricing.features.allStandard', 'pricing.features.downloads', 'pricing.features.priority'],
  enterprise: ['pricing.features.allBusiness', 'pricing.features.snapshots', 'pricing.features.uptime'],
};

/** Message keys of a plan's feature bullets (none for a plan code without copy). */
export function planFeatures(code: string): PlanFeatureKey[] {
  return FEATURES[code] ?? [];
}

/** The price of `plan` for `period`, in yuan ("99.00"). */
export function planPrice(plan: Pick<ApiPlan, 'price_month' | 'price_year'>, period: BillingPeriod): string {
  return period === 'yearly' ? plan.price_year : plan.price_month;
}
