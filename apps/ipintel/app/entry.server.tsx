/** Server entry (`@lanyun/site-kit/entry-server`): pages with the security headers and a CSP nonce; policy of the public IP site: framed only by itself. */
import { siteDataRequest, siteEntry, type SitePolicy } from '@lanyun/site-kit/entry-server';

const policy: SitePolicy = { framing: 'self' };

export { streamTimeout } from '@lanyun/site-kit/entry-server';
export default siteEntry(policy);
export const handleDataRequest = siteDataRequest(policy);
