/** How a duration's "percent of the list price paid" reads (ECS and cloud-phone durations): 100 → "List price", 83 → "17% off". */
export function discountLabel(pricePct: number): string {
  return pricePct >= 100 ? 'List price' : `${100 - pricePct}% off`;
}
