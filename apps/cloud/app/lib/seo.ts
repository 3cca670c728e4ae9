/**
 * Search-engine tags for the cloud site's pages:
 * `export const meta = (args) => { const t = metaTranslator(args); return seo(args, { title: t('…'), description: t('…') }); }`.
 */
import { routeMeta, type PageSeo, type SeoMetaArgs } from '@lanyun/site-kit/seo';

/** The site's name in titles and Open Graph. */
export const SITE_NAME = 'Lanyun Cloud';

/** Title, description, canonical link and Open Graph tags of a cloud-site page. */
export function seo(args: SeoMetaArgs, page: Omit<PageSeo, 'path' | 'siteUrl' | 'siteName'>) {
  return routeMeta(args, SITE_NAME, page);
}

export { metaTranslator } from '@lanyun/site-kit/seo';
