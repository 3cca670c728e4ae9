/** /robots.txt of the IP site: public pages may be crawled, the account pages and log-in hand-off may not. */
import { robotsTxt, textResponse } from '@lanyun/site-kit/seo';
import { publicConfig } from '../lib/env.server';
import { PRIVATE_PATHS } from '../lib/seo';

export function loader() {
  return textResponse(robotsTxt(publicConfig().siteUrl, PRIVATE_PATHS), 'text/plain');
}
