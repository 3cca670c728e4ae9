/** Billing calls of the IP site: plans, buying one from the wallet, the wallet ledger (top-ups: `@lanyun/site-kit/recharge`). */
import { queryData, type ApiClient, type DataOf, type Envelope } from '@lanyun/api-sdk';

export type Plan = DataOf<'/ipintel/plan_list'>[number];
export type LedgerPage = DataOf<'/balance_recharge/ledger_list'>;
export const LEDGER_KEY = ['ipintel', 'ledger'] as const;
export const PLANS_KEY = ['ipintel', 'plans'] as const;

export function fetchPlans(api: ApiClient): Promise<Plan[]> {
  return queryData(api, '/ipintel/plan_list');
}

/**
 * Buys `plan` for a month or a year from the wallet at `price` (yuan, the amount the review showed), with the service
 * agreement ticked; the envelope tells success, 'Insufficient balance', or 409 `order.price_changed` (data.price).
 */
export function buyPlan(
  api: ApiClient,
  plan: string,
  period: 'month' | 'year',
  price: string,
): Promise<Envelope<DataOf<'/ipintel/plan_buy'>>> {
  return api.call('/ipintel/plan_buy', { plan, period, price, agree: true });
}

export function fetchLedger(api: ApiClient, page = 1): Promise<LedgerPage> {
  return queryData(api, '/balance_recharge/ledger_list', { page, page_size: 10 });
}
