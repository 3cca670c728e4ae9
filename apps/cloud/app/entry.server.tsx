/** Server entry (`@lanyun/site-kit/entry-server`): pages with the security headers and a CSP nonce; policy of the public cloud site: framed only by itself; images from the site, the API and the object store (PUBLIC_STORAGE_URL), and `blob:` for the preview of a real-name photo the customer picked. */
import { siteDataRequest, siteEntry, type SitePolicy } from '@lanyun/site-kit/entry-server';

const policy: SitePolicy = { framing: 'self', imgSrc: ['blob:'] };

export { streamTimeout } from '@lanyun/site-kit/entry-server';
export default siteEntry(policy);
export const handleDataRequest = siteDataRequest(policy);
