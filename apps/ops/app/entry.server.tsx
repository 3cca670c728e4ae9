/** Server entry (`@lanyun/site-kit/entry-server`): pages with the security headers and a CSP nonce; policy of the operator console: never framed; images from the console, the API and the object store (PUBLIC_STORAGE_URL), and `blob:` for the uploaded images and attachments it fetches with the operator's token. */
import { siteDataRequest, siteEntry, type SitePolicy } from '@lanyun/site-kit/entry-server';

const policy: SitePolicy = { framing: 'none', imgSrc: ['blob:'] };

export { streamTimeout } from '@lanyun/site-kit/entry-server';
export default siteEntry(policy);
export const handleDataRequest = siteDataRequest(policy);
