/** /sitemap.xml of the IP site: every public page (`PUBLIC_PAGES` of lib/seo.ts) with its languages and lastmod. */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sitemapXml, textResponse } from '@lanyun/site-kit/seo';
import { publicConfig } from '../lib/env.server';
import { PUBLIC_PAGES } from '../lib/seo';

/** When this server bundle was built: the pages' content ships with the site, so this is their `lastmod`. */
const BUILT_AT = statSync(fileURLToPath(import.meta.url)).mtime;

export function loader() {
  return textResponse(
    sitemapXml(publicConfig().siteUrl, [...PUBLIC_PAGES], { defaultLastmod: BUILT_AT }),
    'application/xml',
  );
}
