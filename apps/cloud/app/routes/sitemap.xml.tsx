/** /sitemap.xml: generated from the routes and the published content (sitemaps.org protocol). */
import { sitemapXml, textResponse } from '@lanyun/site-kit/seo';
import { cloudSitemapEntries } from '../features/seo/sitemap.server';
import { publicConfig } from '../lib/env.server';
import type { Route } from './+types/sitemap.xml';

export async function loader({ request }: Route.LoaderArgs) {
  return textResponse(sitemapXml(publicConfig().siteUrl, await cloudSitemapEntries(request)), 'application/xml', 600);
}
