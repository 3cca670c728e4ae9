/** Server entry (`@lanyun/site-kit/entry-server`): pages with the security headers and a CSP nonce; policy of the public cloud site: framed only by itself; article and news images may come from any HTTPS host (operators enter their URLs). */
import { siteDataRequest, siteEntry, type SitePolicy } from '@lanyun/site-kit/entry-server';

const policy: SitePolicy = { framing: 'self', imgSrc: ['https:'] };

export { streamTimeout } from '@lanyun/site-kit/entry-server';
export default siteEntry(policy);
export const handleDataRequest = siteDataRequest(policy);
