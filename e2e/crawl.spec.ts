/**
 * A crawl of every public URL of both sites, as a search engine makes it, over plain HTTP (no browser): the URLs of
 * both sitemaps plus the public route lists (e2e/cloud-routes.ts, e2e/ipintel-routes.ts), each in zh-CN (no cookie)
 * and the route lists also in English (`?lang=en`). Redirects are followed to the final URL, which must answer 200
 * with exactly one `<h1>`, a canonical link equal to that final URL (pages kept out of the index excepted), JSON-LD
 * that parses and has the types the page needs (Organization on a home page, Product with an Offer on price and
 * product pages, NewsArticle or Article on articles, BreadcrumbList on nested pages), an `og:image` that answers an
 * image, and, when it is indexable, a sitemap entry with a `lastmod` (docs/decisions/0019-scheduled-publishing-search-engines-and-the-audit-export.md, docs/decisions/0053-link-preview-cards.md).
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

/**
 * The paged lists of the cloud site (news, documents, each news class, notices), every page of each in both languages,
 * found the way a visitor finds them (pagination links, the news classes in the sidebar), and from every page both
 * ways to the other language: the header's switch and the page's hreflang alternates. Each must end on a page that
 * answers 200 in that language: the other language may have fewer items, so a page number past its end moves to its
 * last page instead of a 404.
 */
test('paged lists in both languages: every page answers, and every language switch lands on a real page', async () => {
  test.setTimeout(300_000);
  const site = await crawler(CLOUD_URL);
  const inLang = (html: string, lang: string) => new RegExp(`<html[^>]*\\slang="${lang}"`).test(html);
  const hrefs = (html: string, re: RegExp) =>
    [...html.matchAll(re)].map((m) => m[1]!.replace(/&amp;/g, '&')).filter((h) => h.startsWith('/'));
  const first = await follow(site, '/news/info');
  const docs = await follow(site, '/news/doc');
  const classes = new Set([...hrefs(first.html + docs.html, /href="(\/news\/\d+)"/g)]);
  const lists = ['/news/info', '/news/doc', '/notice', ...classes];
  expect(classes.size).toBeGreaterThan(0);

  const problems: string[] = [];
  const seen = new Set<string>();
  let multiPage = 0;
  for (const [lang, suffix, other] of [
    ['zh-CN', '', 'en'],
    ['en', 'lang=en', 'zh-CN'],
  ] as const) {
    for (const list of lists) {
      const queue = [suffix ? `${list}?${suffix}` : list];
      let pages = 0;
      while (queue.length) {
        const url = queue.shift()!;
        const key = new URL(url, 'http://x');
        key.searchParams.sort();
        if (seen.has(key.toString())) continue;
        seen.add(key.toString());
        const { final, status, html } = await follow(site, url);
        if (status !== 200) {
          problems.push(`[${lang}] ${url}: status ${status}`);
          continue;
        }
        pages++;
        if (!inLang(html, lang)) problems.push(`[${lang}] ${url}: not in ${lang}`);
        // The list's own pages, in this language.
        for (const href of hrefs(html, new RegExp(`href="(${list.replace(/\//g, '\\/')}\\?page=\\d+[^"]*)"`, 'g'))) {
          const u = new URL(href, 'http://x');
          // The switch to the other language links here too: keep to this walk's language.
          if (suffix) u.searchParams.set('lang', 'en');
          else u.searchParams.delete('lang');
          queue.push(u.pathname + u.search);
        }
        // Every way to the other language from this page: the switch and the hreflang alternates.
        const switches = [
          ...hrefs(html, new RegExp(`<a[^>]*href="([^"]+)"[^>]*hreflang="${other}"`, 'gi')),
          ...[...html.matchAll(new RegExp(`<link rel="alternate" hreflang="${other}" href="([^"]+)"`, 'g'))].map((m) =>
            pathOf(m[1]!.replace(/&amp;/g, '&')),
          ),
        ];
        if (!switches.length) problems.push(`[${lang}] ${final}: no link to ${other}`);
        for (const to of new Set(switches)) {
          // A first visit (no language cookie), as a search engine or a shared link arrives.
          const fresh = await crawler(CLOUD_URL);
          const there = await follow(fresh, to);
          await fresh.dispose();
          if (there.status !== 200) problems.push(`[${lang}] ${final} → ${other} ${to}: status ${there.status}`);
          else if (!inLang(there.html, other)) problems.push(`[${lang}] ${final} → ${to}: not in ${other}`);
        }
      }
      if (pages > 1) multiPage++;
    }
  }
  expect(problems).toEqual([]);
  // The walk saw lists of more than one page (the seeded news and documents), or it proves nothing.
  expect(multiPage).toBeGreaterThan(1);
});
