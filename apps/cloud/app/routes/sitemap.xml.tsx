/** /sitemap.xml: generated from the routes and the published content (sitemaps.org protocol). */
import { sitemapXml, textResponse } from '@lanyun/site-kit/seo';
import { cloudSitemapEntries } from '../features/seo/sitemap.server';
import { publicConfig } from '../lib/env.server';

export async function loader() {
  return textResponse(sitemapXml(publicConfig().siteUrl, await cloudSitemapEntries()), 'application/xml', 600);
}
