/**
 * A crawl of every public URL of both sites, as a search engine makes it, over plain HTTP (no browser): the URLs of
 * both sitemaps plus the public route lists (e2e/cloud-routes.ts, e2e/ipintel-routes.ts), each in zh-CN (no cookie)
 * and the route lists also in English (`?lang=en`). Redirects are followed to the final URL, which must answer 200
 * with exactly one `<h1>`, a canonical link equal to that final URL (pages kept out of the index excepted), JSON-LD
 * that parses and has the types the page needs (Organization on a home page, Product with an Offer on price and
 * product pages, NewsArticle or Article on articles, BreadcrumbList on nested pages), an `og:image` that answers an
 * image, and, when it is indexable, a sitemap entry with a `lastmod` (docs/decisions.md "Scheduled publishing, search
 * engines and the audit export", "Link-preview cards").
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { CLOUD_PUBLIC_ROUTES } from './cloud-routes';
import { IPINTEL_PUBLIC_ROUTES } from './ipintel-routes';
import { CLOUD_URL, IPINTEL_URL } from './ports.mjs';

/** The site's pages that sell something: their JSON-LD has a Product with an Offer. */
const PRODUCT_PAGES: Record<string, readonly string[]> = {
  [CLOUD_URL]: ['/ecs', '/buyphone', '/price', '/price/ecs'],
  [IPINTEL_URL]: ['/'],
};

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};
const attr = (html: string, re: RegExp) => re.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;

/** A first visit's context: no cookies (zh-CN), redirects not followed (the crawl follows them itself). */
async function crawler(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] }, maxRedirects: 0 });
}

/** Loc path → lastmod of every URL in the site's sitemap. */
async function sitemap(site: APIRequestContext): Promise<Map<string, string | null>> {
  const xml = await (await site.get('/sitemap.xml')).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  return new Map(
    entries.map((u) => [
      pathOf(/<loc>([^<]+)<\/loc>/.exec(u)![1]!),
      /<lastmod>([^<]+)<\/lastmod>/.exec(u)?.[1] ?? null,
    ]),
  );
}

/** Follows redirects (at most 5) from `path`; the final path and its HTML. */
async function follow(site: APIRequestContext, path: string): Promise<{ final: string; status: number; html: string }> {
  let at = path;
  for (let hop = 0; hop < 5; hop++) {
    const res = await site.get(at);
    if (res.status() >= 300 && res.status() < 400) {
      at = pathOf(new URL(res.headers().location!, new URL(at, 'http://x')).toString());
      continue;
    }
    return { final: at, status: res.status(), html: await res.text() };
  }
  throw new Error(`${path}: more than 5 redirects`);
}

/** The `@type`s of every JSON-LD object of the page (a parse error fails with the page's path), `@graph`s unfolded. */
function jsonLd(html: string, where: string): Array<Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.flatMap((m) => {
    let data: unknown;
    try {
      data = JSON.parse(m[1]!);
    } catch (e) {
      throw new Error(`${where}: JSON-LD does not parse: ${(e as Error).message}`);
    }
    const list = Array.isArray(data) ? data : [data];
    return list.flatMap((o: Record<string, unknown>) => (Array.isArray(o['@graph']) ? o['@graph'] : [o]));
  });
}

const typesOf = (ld: Array<Record<string, unknown>>) => ld.flatMap((o) => [o['@type']].flat() as string[]);

for (const [name, base, routes] of [
  ['cloud site', CLOUD_URL, CLOUD_PUBLIC_ROUTES.filter((r) => r !== '/no-such-page')],
  ['IP site', IPINTEL_URL, IPINTEL_PUBLIC_ROUTES],
] as const) {
  test(`crawl of the ${name}: every public URL has one <h1>, its own canonical, the JSON-LD it needs, a sitemap lastmod and an og:image`, async () => {
    test.setTimeout(300_000);
    const site = await crawler(base);
    const map = await sitemap(site);
    const urls = new Set<string>([
      ...map.keys(),
      ...routes,
      ...routes.map((r) => `${r}${r.includes('?') ? '&' : '?'}lang=en`),
    ]);
    const problems: string[] = [];
    const images = new Set<string>();
    for (const url of urls) {
      const { final, status, html } = await follow(site, url);
      const where = url === final ? url : `${url} → ${final}`;
      if (status !== 200) {
        problems.push(`${where}: status ${status}`);
        continue;
      }
      const h1 = (html.match(/<h1[\s>]/g) ?? []).length;
      if (h1 !== 1) problems.push(`${where}: ${h1} <h1>`);
      const noindex = /<meta name="robots" content="noindex/.test(html);
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
      if (!canonical) problems.push(`${where}: no canonical`);
      else if (!noindex && pathOf(canonical) !== final) problems.push(`${where}: canonical ${pathOf(canonical)}`);
      let types: string[] = [];
      try {
        types = typesOf(jsonLd(html, where));
      } catch (e) {
        problems.push((e as Error).message);
      }
      const path = new URL(final, 'http://x').pathname;
      const need = [
        ...(path === '/' ? ['Organization'] : []),
        ...(PRODUCT_PAGES[base]!.includes(path) ? ['Product'] : []),
        ...(path.startsWith('/news/detail/') ? ['NewsArticle|Article'] : []),
        ...(!noindex && path.split('/').filter(Boolean).length >= 2 ? ['BreadcrumbList'] : []),
      ];
      for (const t of need)
        if (!t.split('|').some((x) => types.includes(x))) problems.push(`${where}: no ${t} JSON-LD`);
      if (need.includes('Product') && !/"offers":\{"@type":"(Aggregate)?Offer"/.test(html))
        problems.push(`${where}: Product without an Offer`);
      if (!noindex) {
        const canonicalPath = canonical ? new URL(pathOf(canonical), 'http://x').pathname : path;
        if (!map.has(canonicalPath)) problems.push(`${where}: not in the sitemap`);
        else if (!map.get(canonicalPath)) problems.push(`${where}: no lastmod in the sitemap`);
      }
      const image = attr(html, /<meta property="og:image" content="([^"]+)"/);
      if (!image) problems.push(`${where}: no og:image`);
      else images.add(pathOf(image));
    }
    for (const image of images) {
      const res = await site.get(image);
      if (res.status() !== 200 || !/^image\//.test(res.headers()['content-type'] ?? ''))
        problems.push(`og:image ${image}: ${res.status()} ${res.headers()['content-type']}`);
    }
    expect(problems).toEqual([]);
    expect(urls.size).toBeGreaterThan(routes.length);
  });
}
