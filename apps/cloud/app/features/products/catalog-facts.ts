/**
 * Catalog facts in operator-written text. Banners and solution pages are content that operators edit in the console,
 * but the prices and counts they quote belong to the catalog, which changes without anyone rewriting the text. Such
 * text names the fact instead of stating it — `云服务器 ECS 低至 {ecs_from} 元/月`, `{regions} 个地域` — and the
 * site fills it in when it renders the page (docs/decisions/0019-scheduled-publishing-search-engines-and-the-audit-export.md). Tokens:
 *   {ecs_from}   monthly price of the cheapest ECS configuration a customer can order, system disk included (yuan,
 *                computed by the API: /v1/catalog_facts)
 *   {phone_from} lowest monthly price of a cloud-phone package (yuan)
 *   {regions}    number of regions on sale
 *   {zones}      number of zones on sale
 *   {trial_days} days a claimed trial cloud phone stays free (/phone/trial_terms)
 */

/** The catalog figures a page may quote. Prices are yuan strings as the API sends them; null when unknown. */
export interface CatalogFacts {
  ecsFrom: string | null;
  /** GB of the system disk included in `ecsFrom`; null with it. */
  ecsFromDiskGb: number | null;
  phoneFrom: string | null;
  regions: number;
  zones: number;
  /** Days of the free cloud-phone trial; null when the API did not say. */
  trialDays: number | null;
}

const TOKEN = /\{(ecs_from|phone_from|regions|zones|trial_days)\}/g;

/** A yuan amount the way prose quotes it: "29" for 29.00, "29.9" for 29.90. */
export function quotePrice(yuan: string): string {
  const n = Number(yuan);
  return Number.isFinite(n) ? String(Math.round(n * 100) / 100) : yuan;
}

/**
 * `text` with every token replaced by its figure; null when the text names a figure the catalog cannot give now (an
 * unknown price, or no region on sale), so the caller leaves the text out rather than print a wrong or empty figure.
 */
export function fillCatalogFacts(text: string, facts: CatalogFacts): string | null {
  let missing = false;
  const out = text.replace(TOKEN, (_, name: string) => {
    const value =
      name === 'ecs_from'
        ? facts.ecsFrom && quotePrice(facts.ecsFrom)
        : name === 'phone_from'
          ? facts.phoneFrom && quotePrice(facts.phoneFrom)
          : name === 'regions'
            ? facts.regions || null
            : name === 'trial_days'
              ? facts.trialDays
              : facts.zones || null;
    if (value === null || value === '') missing = true;
    return String(value ?? '');
  });
  return missing ? null : out;
}

/** The lowest of the packages' monthly prices (yuan strings), or null. */
export function lowestPrice(prices: readonly string[]): string | null {
  const ok = prices.filter((p) => Number.isFinite(Number(p)));
  return ok.length ? ok.reduce((a, b) => (Number(b) < Number(a) ? b : a)) : null;
}
