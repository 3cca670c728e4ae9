/**
 * Pathless layout of the pages whose components read or write through react-query (the home page's IP query tool,
 * the account pages): the page's shared query client (`@lanyun/site-kit/query`). The page shell has no
 * react-query, so pages outside this layout (the API reference) never download it.
 */
export { QueryLayout as default } from '@lanyun/site-kit/query';
