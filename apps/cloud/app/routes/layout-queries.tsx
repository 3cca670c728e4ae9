/**
 * Pathless layout of the pages whose components read or write through react-query (order forms, the trial form,
 * the logged-in notice tab, the account area): the page's shared query client (`@lanyun/site-kit/query`). The
 * page shell has no react-query, so pages outside this layout never download it.
 */
export { QueryLayout as default } from '@lanyun/site-kit/query';
