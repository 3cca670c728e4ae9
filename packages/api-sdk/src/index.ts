/**
 * @lanyun/api-sdk — the typed client for the Lanyun Cloud API. `createApiClient` is the entry;
 * `paths` are the OpenAPI-generated types for code that needs request/response shapes.
 */
export {
  createApiClient,
  dataOrThrow,
  isOutageCode,
  queryData,
  ApiError,
  CODE_OK,
  CODE_SESSION_INVALID,
  CODE_CLIENT_ERROR,
  DEFAULT_TIMEOUT_MS,
} from './client.ts';
export type {
  ApiClient,
  ApiClientOptions,
  CallOptions,
  ApiPath,
  DataOf,
  Envelope,
  ParamsOf,
  ParamValue,
} from './client.ts';
export { QUIET_PATHS } from './quiet.ts';
export { IP_ERROR_STATUS, type IpErrorKey } from '@lanyun/contract/ip-errors';
export type { paths, components } from './generated/schema';
