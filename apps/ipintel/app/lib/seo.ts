/**
 * Search-engine tags for the IP site's pages: `export const meta = (args) => seo(args, (t) => ({ title, description }))`.
 * Every page gets its own link-preview card (`/og/…png`, 1200×630, its title and the brand, drawn by the `og/*` route)
 * unless it passes its own, and may add
 * JSON-LD (`jsonLd`, built with `@lanyun/site-kit/structured-data`). `PUBLIC_PAGES` are the pages the sitemap lists.
 */
import { translatorFor } from '@lanyun/i18n/react';
import { langFromMatches, ogCardPath, routeMeta, type PageSeo, type SeoMetaArgs } from '@lanyun/site-kit/seo';

/** The site's name in titles and Open Graph. */
export const SITE_NAME = 'Lanyun IP Intelligence';

/** The site's static picture (public/og-image.jpg, 1200×630), for structured data. */
export const OG_IMAGE = '/og-image.jpg';

/** The logo structured data points at (public/favicon.svg). */
export const LOGO = '/favicon.svg';

/**
 * Every public, indexable page of the site (the sitemap lists them all): the home page (lookup tool, map, pricing,
 * contact) and the API reference. A new public page is added here.
 */
export const PUBLIC_PAGES: readonly { path: string; changefreq: 'daily' | 'weekly' | 'monthly'; priority: number }[] = [
  { path: '/', changefreq: 'weekly', priority: 1 },
  { path: '/docs', changefreq: 'weekly', priority: 0.8 },
];

/** Paths robots.txt keeps crawlers out of: the account pages and the log-in hand-off. */
export const PRIVATE_PATHS = ['/dashboard', '/downloads', '/billing', '/profile', '/login', '/sso'];

/** A translator of the page's language (namespace `app`). */
type TFunction = ReturnType<typeof translatorFor>;

/** The page's interface text, as `seo(args, (t) => …)` gets it. */
type PageText = Omit<PageSeo, 'path' | 'siteUrl' | 'siteName' | 'lang'>;

/**
 * Title, description, canonical link and Open Graph tags of an IP-site page, in the page's language: `page` is given
 * the `t` of that language (namespace `app`), e.g. `seo(args, (t) => ({ title: t('meta.billing'), noindex: true }))`.
 */
export function seo(args: SeoMetaArgs, page: (t: TFunction) => PageText) {
  const lang = langFromMatches(args.matches);
  const text = page(translatorFor(lang));
  return routeMeta(args, SITE_NAME, { image: ogCardPath(args.location.pathname, lang, text.title), ...text });
}
