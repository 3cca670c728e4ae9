/** Search-engine tags for the IP site's pages: `export const meta = (args) => seo(args, { title, description })`. */
import { routeMeta, type PageSeo, type SeoMetaArgs } from '@lanyun/site-kit/seo';

/** The site's name in titles and Open Graph. */
export const SITE_NAME = 'Lanyun IP Intelligence';

/** Paths robots.txt keeps crawlers out of: the account pages and the log-in hand-off. */
export const PRIVATE_PATHS = ['/dashboard', '/downloads', '/billing', '/profile', '/login', '/sso'];

/** Title, description, canonical link and Open Graph tags of an IP-site page. */
export function seo(args: SeoMetaArgs, page: Omit<PageSeo, 'path' | 'siteUrl' | 'siteName'>) {
  return routeMeta(args, SITE_NAME, page);
}
