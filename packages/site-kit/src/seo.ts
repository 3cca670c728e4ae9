/**
 * Search-engine and social tags for public pages, and the sitemap and robots.txt every site serves.
 *
 * `pageMeta` returns React Router meta descriptors: `<title>`, description, canonical link, hreflang alternates, Open
 * Graph (https://ogp.me: og:title, og:description, og:url, og:type, og:site_name, og:locale, og:locale:alternate,
 * og:image) and the Twitter card. The canonical URL is the site's public origin (PUBLIC_SITE_URL, in the root
 * loader's config) plus the page's path without query string — `/news/1?page=2` and `/news/1` count as one page —
 * and, for English, `?lang=en` (`langPath` of `@lanyun/i18n`: each language has one stable URL); page 2 and later of a
 * paged list keep `?page=N`, so each page is canonical to itself. Every indexable page
 * lists both languages and `x-default` (the zh-CN URL) as `<link rel="alternate" hreflang>`
 * (https://developers.google.com/search/docs/specialty/international/localized-versions).
 * Pages that must not be indexed (log-in, the account area) pass `noindex`.
 *
 * Sitemaps follow https://www.sitemaps.org/protocol.html (UTF-8, absolute <loc>, W3C dates in <lastmod> on every URL),
 * with each page's language versions and `x-default` as `xhtml:link` alternates. Structured data (JSON-LD) is in
 * `./structured-data`.
 */
import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LANG, LANGS, langPath, ogLocale, type Lang, type Translate } from '@lanyun/i18n';
import { translatorFor } from '@lanyun/i18n/react';

/** What a page tells search engines about itself. */
export interface PageSeo {
  /** Page title; the site name is appended unless it is already in it. */
  title: string;
  /** One or two sentences shown under the title in results. */
  description?: string;
  /** The page's path (e.g. `/news/detail/12`); query and hash are dropped. */
  path: string;
  /** Public origin of the site, e.g. `https://www.lanyun.cloud` (no trailing slash needed). */
  siteUrl: string;
  /** The site's name, for og:site_name and the title suffix. */
  siteName: string;
  /** og:type: `article` for news and documents, `website` otherwise (default). */
  type?: 'website' | 'article';
  /** Absolute or site-relative image for link previews (sites pass their default card, `/og-image.jpg`). */
  image?: string;
  /** Page number of a paged list: 2 and later are part of the canonical URL (`?page=2`). */
  page?: number;
  /** JSON-LD objects of the page (`./structured-data`), each written as a `<script type="application/ld+json">`. */
  jsonLd?: readonly object[];
  /** Interface language the page is rendered in (default zh-CN, the provider's home market). */
  lang?: Lang;
  /** Keep the page out of search results (log-in, account pages). */
  noindex?: boolean;
}

/** Absolute URL of `path` on `siteUrl` with the query string and hash removed. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const url = new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  url.search = '';
  url.hash = '';
  return url.toString();
}

/**
 * Absolute URL of `path` in `lang` (the default language without a parameter, others with `?lang=`); page 2 and later
 * of a paged list with `?page=N` first.
 */
export function langUrl(siteUrl: string, path: string, lang: Lang, page?: number): string {
  const base = canonicalUrl(siteUrl, path);
  if (!page || page <= 1) return langPath(base, lang);
  return lang === DEFAULT_LANG ? `${base}?page=${page}` : `${base}?page=${page}&lang=${encodeURIComponent(lang)}`;
}

/** `<link rel="alternate" hreflang>` for each language of `path`, and x-default (the default language's URL). */
export function hreflangLinks(siteUrl: string, path: string, page?: number): MetaDescriptor[] {
  return [
    ...LANGS.map((l) => ({ tagName: 'link', rel: 'alternate', hrefLang: l, href: langUrl(siteUrl, path, l, page) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: langUrl(siteUrl, path, DEFAULT_LANG, page) },
  ];
}

/** The meta descriptors of a public page (see the module comment). */
export function pageMeta(page: PageSeo): MetaDescriptor[] {
  const title = page.title.includes(page.siteName) ? page.title : `${page.title} — ${page.siteName}`;
  const lang = page.lang ?? DEFAULT_LANG;
  const url = langUrl(page.siteUrl, page.path, lang, page.page);
  const tags: MetaDescriptor[] = [
    { title },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: title },
    { property: 'og:url', content: url },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: page.siteName },
    { property: 'og:locale', content: ogLocale(lang) },
    ...LANGS.filter((l) => l !== lang).map((l) => ({ property: 'og:locale:alternate', content: ogLocale(l) })),
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ];
  if (!page.noindex) tags.push(...hreflangLinks(page.siteUrl, page.path, page.page));
  if (page.description) {
    tags.push(
      { name: 'description', content: page.description },
      { property: 'og:description', content: page.description },
    );
  }
  if (page.image)
    tags.push(
      { property: 'og:image', content: canonicalUrl(page.siteUrl, page.image) },
      { name: 'twitter:image', content: canonicalUrl(page.siteUrl, page.image) },
    );
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  for (const data of page.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}

/** The site's public origin from the root route's loader data, as meta functions see it in `matches`. */
export function siteUrlFromMatches(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  fallback = 'http://localhost',
): string {
  const root = matches.find((m) => m?.id === 'root')?.data as { config?: { siteUrl?: string } } | undefined;
  return root?.config?.siteUrl ?? fallback;
}

/** One sitemap entry. */
export interface SitemapEntry {
  /** Site-relative path or absolute URL. */
  path: string;
  /** Last modification (Date, or seconds since the epoch as the API sends them); the sitemap's default when absent. */
  lastmod?: Date | number;
  changefreq?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  /** 0.0–1.0 */
  priority?: number;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** FNV-1a (32-bit) of `s` in base 36: a short, stable fingerprint (not a secret, not collision-proof). */
export function fingerprint(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/**
 * Site-relative URL of the page's link-preview card (`og-route.server.ts` draws it):
 * `/og/<fingerprint of the title>/<lang>/<path, "index" for the home page>.png`. The card shows the page's own title
 * in `lang`; the fingerprint changes when the title does, so the image can be cached as immutable.
 */
export function ogCardPath(pathname: string, lang: Lang, title: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, '') || 'index';
  return `/og/${fingerprint(title)}/${lang}/${path}.png`;
}

/** Options of {@link sitemapXml}. */
export interface SitemapOptions {
  /** The moment the sitemap is written (default: now); no `lastmod` is later. */
  now?: Date;
  /** `lastmod` of entries without one (default: `now`), e.g. when the site was built. */
  defaultLastmod?: Date;
}

/**
 * A sitemaps.org `<urlset>` document for `entries` (duplicates by URL dropped, first one kept). Every URL has a
 * `lastmod` (its own, else `defaultLastmod`), never later than `now`, and its language versions plus `x-default`.
 */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[], opts: SitemapOptions = {}): string {
  const now = opts.now ?? new Date();
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const e of entries) {
    const loc = canonicalUrl(siteUrl, e.path);
    if (seen.has(loc)) continue;
    seen.add(loc);
    const parts = [`<loc>${escapeXml(loc)}</loc>`];
    const at =
      e.lastmod === undefined
        ? (opts.defaultLastmod ?? now)
        : typeof e.lastmod === 'number'
          ? new Date(e.lastmod * 1000)
          : e.lastmod;
    // Never a date ahead of today (a scheduled item's date, or clock skew between the API and the site).
    const d = at.getTime() > now.getTime() ? now : at;
    parts.push(`<lastmod>${d.toISOString().slice(0, 10)}</lastmod>`);
    if (e.changefreq) parts.push(`<changefreq>${e.changefreq}</changefreq>`);
    if (e.priority !== undefined) parts.push(`<priority>${e.priority.toFixed(1)}</priority>`);
    for (const l of LANGS)
      parts.push(`<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(langUrl(siteUrl, e.path, l))}"/>`);
    parts.push(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(langUrl(siteUrl, e.path, DEFAULT_LANG))}"/>`,
    );
    urls.push(`  <url>${parts.join('')}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt keeping every crawler out of the whole site (the operator console). */
export function robotsDisallowAll(): string {
  return ['User-agent: *', 'Disallow: /', ''].join('\n');
}

/** robots.txt allowing everything except `disallow` paths, pointing at the site's sitemap. */
export function robotsTxt(siteUrl: string, disallow: string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${canonicalUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** A Response carrying `body` with the content type and a short public cache (resource routes). */
export function textResponse(body: string, contentType: string, maxAgeSeconds = 3600): Response {
  return new Response(body, {
    headers: { 'Content-Type': `${contentType}; charset=utf-8`, 'Cache-Control': `public, max-age=${maxAgeSeconds}` },
  });
}

/** The parts of React Router's MetaArgs that {@link routeMeta} reads. */
export interface SeoMetaArgs {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  location: { pathname: string };
}

/** The page's interface language from the root route's loader data, as meta functions see it in `matches`. */
export function langFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): Lang {
  const root = matches.find((m) => m?.id === 'root')?.data as { lang?: Lang } | undefined;
  return root?.lang ?? DEFAULT_LANG;
}

/** A `t` in the page's language (from the root loader's data in `matches`) for `meta` functions, which have no hook. */
export function metaTranslator(args: { matches: SeoMetaArgs['matches'] }): Translate {
  return translatorFor(langFromMatches(args.matches));
}

/**
 * `pageMeta` for a route's `meta` function: the path from `location`, the origin and the language from the root
 * loader's data.
 */
export function routeMeta(
  args: SeoMetaArgs,
  siteName: string,
  page: Omit<PageSeo, 'path' | 'siteUrl' | 'siteName' | 'lang'>,
): MetaDescriptor[] {
  return pageMeta({
    ...page,
    siteName,
    path: args.location.pathname,
    siteUrl: siteUrlFromMatches(args.matches),
    lang: langFromMatches(args.matches),
  });
}
