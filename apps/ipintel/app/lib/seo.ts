/** Search-engine tags for the IP site's pages: `export const meta = (args) => seo(args, { title, description })`. */
import { translatorFor } from '@lanyun/i18n/react';
import { langFromMatches, routeMeta, type PageSeo, type SeoMetaArgs } from '@lanyun/site-kit/seo';

/** The site's name in titles and Open Graph. */
export const SITE_NAME = 'Lanyun IP Intelligence';

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
  return routeMeta(args, SITE_NAME, page(translatorFor(langFromMatches(args.matches))));
}
