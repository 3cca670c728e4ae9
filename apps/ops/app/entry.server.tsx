/** Server entry (`@lanyun/site-kit/entry-server`): pages with the security headers and a CSP nonce; policy of the operator console: never framed; article previews show images from any HTTPS host. */
import { siteDataRequest, siteEntry, type SitePolicy } from '@lanyun/site-kit/entry-server';

const policy: SitePolicy = { framing: 'none', imgSrc: ['https:'] };

export { streamTimeout } from '@lanyun/site-kit/entry-server';
export default siteEntry(policy);
export const handleDataRequest = siteDataRequest(policy);
