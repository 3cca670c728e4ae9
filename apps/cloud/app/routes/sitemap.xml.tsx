/** /sitemap.xml: generated from the routes and the published content (sitemaps.org protocol). */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sitemapXml, textResponse } from '@lanyun/site-kit/seo';
import { cloudSitemapEntries } from '../features/seo/sitemap.server';
import { publicConfig } from '../lib/env.server';
import type { Route } from './+types/sitemap.xml';

/** When this server bundle was built: the `lastmod` of pages whose content ships with the site. */
const BUILT_AT = statSync(fileURLToPath(import.meta.url)).mtime;

export async function loader({ request }: Route.LoaderArgs) {
  const xml = sitemapXml(publicConfig().siteUrl, await cloudSitemapEntries(request), { defaultLastmod: BUILT_AT });
  return textResponse(xml, 'application/xml', 600);
}
