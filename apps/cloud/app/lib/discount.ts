import type { Translate } from './field-message';

/**
 * How a duration's "percent of the list price paid" reads (ECS and cloud-phone durations): 100 → "List price",
 * 83 → "17% off" (zh-CN: "8.3 折"). With `t` the text comes from the catalogue (account.json
 * `instances.listPrice` / `instances.percentOff`); without it, in English.
 */
export function discountLabel(pricePct: number, t?: Translate): string {
  if (!t) return pricePct >= 100 ? 'List price' : `${100 - pricePct}% off`;
  return pricePct >= 100
    ? t('instances.listPrice')
    : t('instances.percentOff', { percent: 100 - pricePct, discount: pricePct / 10 });
}
