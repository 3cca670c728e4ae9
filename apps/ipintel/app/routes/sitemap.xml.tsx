/** /sitemap.xml of the IP site: its public pages, the home (tool, map, pricing, contact) and the API reference. */
import { sitemapXml, textResponse } from '@lanyun/site-kit/seo';
import { publicConfig } from '../lib/env.server';

export function loader() {
  const entries = [
    { path: '/', changefreq: 'weekly' as const, priority: 1 },
    { path: '/docs', changefreq: 'weekly' as const, priority: 0.8 },
  ];
  return textResponse(sitemapXml(publicConfig().siteUrl, entries), 'application/xml');
}
