/** /robots.txt: everything public may be crawled except the account area and log-in; points at the sitemap. */
import { robotsTxt, textResponse } from '@lanyun/site-kit/seo';
import { PRIVATE_PATHS } from '../features/seo/sitemap.server';
import { publicConfig } from '../lib/env.server';

export function loader() {
  return textResponse(robotsTxt(publicConfig().siteUrl, PRIVATE_PATHS), 'text/plain');
}
