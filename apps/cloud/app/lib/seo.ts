/**
 * Search-engine tags for the cloud site's pages:
 * `export const meta = (args) => { const t = metaTranslator(args); return seo(args, { title: t('…'), description: t('…') }); }`.
 * Every page gets its own link-preview card (`/og/…png`, 1200×630, its title and the brand, drawn by the `og/*` route)
 * unless it passes an image of its own, and may add JSON-LD (`jsonLd`, built with `@lanyun/site-kit/structured-data` and the helpers below).
 */
import type { SiteRootData } from '@lanyun/site-kit/root-data';
import {
  langFromMatches,
  ogCardPath,
  routeMeta,
  siteUrlFromMatches,
  type PageSeo,
  type SeoMetaArgs,
} from '@lanyun/site-kit/seo';
import { breadcrumbLd, type Crumb } from '@lanyun/site-kit/structured-data';

/** The site's name in titles and Open Graph on English pages. */
export const SITE_NAME = 'Lanyun Cloud';

/** The site's name on Chinese pages (brand, titles, Open Graph): 岚云. */
export const SITE_NAME_ZH = '岚云';

/**
 * The brand in the page's language: the API's `site_name` (岚云) on zh-CN pages, `site_name_en` (Lanyun Cloud) on
 * English ones; the built-in names while the site information is missing.
 */
export function brandName(
  site: { site_name?: string; site_name_en?: string } | null | undefined,
  lang: string,
): string {
  return lang === 'en' ? site?.site_name_en || SITE_NAME : site?.site_name || SITE_NAME_ZH;
}

/** The site's static picture (public/og-image.jpg, 1200×630), the image of Product structured data. */
export const OG_IMAGE = '/og-image.jpg';

/** The logo structured data points at (public/favicon.svg). */
export const LOGO = '/favicon.svg';

/** Title, description, canonical link, Open Graph tags and JSON-LD of a cloud-site page. */
export function seo(args: SeoMetaArgs, page: Omit<PageSeo, 'path' | 'siteUrl' | 'siteName'>) {
  const image = ogCardPath(args.location.pathname, langFromMatches(args.matches), page.title);
  const root = args.matches.find((m) => m?.id === 'root')?.data as Partial<SiteRootData> | undefined;
  return routeMeta(args, brandName(root?.site, langFromMatches(args.matches)), { image, ...page });
}

/** What structured data needs of the page: origin, language and the site information of the root loader. */
export function ldContext(args: Pick<SeoMetaArgs, 'matches'>) {
  const root = args.matches.find((m) => m?.id === 'root')?.data as Partial<SiteRootData> | undefined;
  const siteUrl = siteUrlFromMatches(args.matches);
  const site = root?.site ?? null;
  return {
    siteUrl,
    lang: langFromMatches(args.matches),
    site,
    abs: (path: string) => new URL(path, `${siteUrl.replace(/\/$/, '')}/`).toString(),
  };
}

/** A BreadcrumbList from the home page (named `home`) through `crumbs`. */
export function crumbs(args: Pick<SeoMetaArgs, 'matches'>, home: string, trail: readonly Crumb[]): object {
  return breadcrumbLd(siteUrlFromMatches(args.matches), [{ name: home, path: '/' }, ...trail]);
}

export { metaTranslator } from '@lanyun/site-kit/seo';
