/**
 * The API client (design card: "typed client with zod-validated envelopes, 10 s timeout, pc
 * channel header"). Framework-free so any console can use it.
 *
 * Behaviour (spec sections 7 and 8):
 * - POST with multipart/form-data unless the path is a GET path (then params go in the query) or takes only JSON
 *   (JSON_PATHS, e.g. a list of ids: then the params are sent as an application/json body).
 * - Headers: `channel: pc` always, `token` when `getToken()` returns one.
 * - The response must be an envelope `{code, msg, data}` (checked with the zod schema of envelope.ts); `call` resolves
 *   with it and never throws for API errors. A network failure, timeout or malformed response
 *   resolves with code -1 and a readable `msg`.
 * - Code 506 calls `onSessionInvalid`; any other non-200 code of a non-quiet call calls
 *   `onWarning(msg)` (the app shows it as a warning toast). A call is quiet when its path is in QUIET_PATHS or it
 *   passes `{ quiet: true }` (reads whose failure the page shows itself, see `queryData`).
 */
import { GET_PATHS, JSON_PATHS } from './generated/methods.ts';
import type { paths } from './generated/schema';
import { QUIET_PATHS } from './quiet.ts';

/** Success code of the envelope. */
export const CODE_OK = 200;
/** Session invalid (spec section 4): go to /login?tp=1 after 1 s. */
export const CODE_SESSION_INVALID = 506;
/** Client-side failure: network error, timeout, or a response that is not an envelope. */
export const CODE_CLIENT_ERROR = -1;
/** Request timeout in milliseconds (spec section 9). */
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T | null;
}

/** The envelope schema module (zod), loaded on the first call and shared by every client (see envelope.ts). */
let envelopeModule: Promise<typeof import('./envelope.ts')> | undefined;
const loadEnvelope = () => (envelopeModule ??= import('./envelope.ts'));

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type Op<P extends keyof paths> = paths[P] extends { post: infer O } ? O : paths[P] extends { get: infer O } ? O : never;
type Resp<P extends keyof paths> = Op<P> extends { responses: { 200: infer R } } ? Json<R> : never;
/** The `data` type of a path's successful response, from the generated OpenAPI types. */
export type DataOf<P extends ApiPath> = Resp<P> extends { data: infer D } ? NonNullable<D> : unknown;
type Body<O> = O extends { requestBody?: { content: infer C } }
  ? C extends { 'multipart/form-data': infer B }
    ? B
    : C extends { 'application/json': infer B }
      ? B
      : never
  : never;
type Query<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
/** The parameters a path takes: form fields for POST, query parameters for GET. */
export type ParamsOf<P extends ApiPath> = paths[P] extends { post: infer O }
  ? Body<O>
  : paths[P] extends { get: infer O }
    ? Query<O>
    : never;
export type ApiPath = keyof paths & string;

export type ParamValue = string | number | boolean | Blob | null | undefined;

export interface ApiClientOptions {
  /** API origin, e.g. "https://api.example.com" (no trailing slash needed). */
  baseUrl: string;
  getToken?: () => string | null | undefined;
  /** A non-quiet call's refusal: the message, code, path and the error `data` (e.g. `{ reason, step_up }`). */
  onWarning?: (msg: string, code: number, path: string, data: unknown) => void;
  onSessionInvalid?: (path: string) => void;
  timeoutMs?: number;
  /** Custom fetch (tests, server-side rendering with cookies forwarded). */
  fetch?: typeof fetch;
  /** Extra headers for every request (e.g. x-forwarded-for from a server-side renderer). */
  headers?: Record<string, string>;
}

/** Per-call options of {@link ApiClient.call}. */
export interface CallOptions {
  /** Do not call `onWarning` for a non-200 answer (the caller shows the failure itself); 506 is still handled. */
  quiet?: boolean;
}

export interface ApiClient {
  /** Call an API path; resolves with the envelope (never rejects for API or network errors). */
  call<P extends ApiPath>(
    path: P,
    params?: ParamsOf<P> | Record<string, ParamValue>,
    options?: CallOptions,
  ): Promise<Envelope<DataOf<P>>>;
  readonly baseUrl: string;
}

function toFormValue(v: Exclude<ParamValue, null | undefined>): string | Blob {
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (typeof v === 'number') return String(v);
  return v;
}

/** Create a client. See the module docstring for the behaviour. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call(
    path: string,
    params: Record<string, ParamValue> = {},
    callOptions: CallOptions = {},
  ): Promise<Envelope<unknown>> {
    const headers: Record<string, string> = { channel: 'pc', ...options.headers };
    const token = options.getToken?.();
    if (token) headers.token = token;
    const isGet = GET_PATHS.has(path);
    let url = baseUrl + path;
    let body: FormData | string | undefined;
    if (isGet) {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(params))
        if (v !== undefined && v !== null && !(v instanceof Blob)) qs.set(k, String(toFormValue(v)));
      const q = qs.toString();
      if (q) url += `?${q}`;
    } else if (JSON_PATHS.has(path)) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(params);
    } else {
      body = new FormData();
      for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) body.append(k, toFormValue(v));
    }

    let result: Envelope<unknown>;
    const envelope = loadEnvelope(); // in parallel with the request
    try {
      const res = await doFetch(url, {
        method: isGet ? 'GET' : 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const json: unknown = await res.json().catch(() => null);
      result = (await envelope).parseEnvelope(json) ?? {
        code: CODE_CLIENT_ERROR,
        msg: `Unexpected response from the server (HTTP ${res.status})`,
        data: null,
      };
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      result = {
        code: CODE_CLIENT_ERROR,
        msg: timedOut ? 'The request timed out, please try again' : 'Network error, please check your connection',
        data: null,
      };
    }

    if (result.code === CODE_SESSION_INVALID) options.onSessionInvalid?.(path);
    else if (result.code !== CODE_OK && !callOptions.quiet && !QUIET_PATHS.has(path)) {
      options.onWarning?.(result.msg, result.code, path, result.data);
    }
    return result;
  }

  return { call: call as ApiClient['call'], baseUrl };
}

/**
 * Whether `code` means the API could not serve the call (an outage) rather than refused it: -1 (no answer, timeout,
 * malformed answer), 500 (the API's database fault, see docs/decisions/0015-production-start-and-faults.md "Database faults") or 502 (a site's /api
 * proxy cannot reach the API). A session is never ended for an outage. Not 503: the API uses it for "real-name
 * verification required".
 */
export function isOutageCode(code: number): boolean {
  return code === CODE_CLIENT_ERROR || code === 500 || code === 502;
}

/**
 * A failed API call as a thrown error, for react-query's `error`: `code` is the envelope's code (-1 for a network
 * failure, timeout or malformed answer; 502 when a site's /api proxy cannot reach the API; otherwise the API's own
 * code), `message` the envelope's `msg` (in the request's language when the API or the proxy wrote it).
 */
export class ApiError extends Error {
  readonly code: number;
  readonly path: string;
  constructor(code: number, message: string, path: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.path = path;
  }
}

/**
 * The `data` of a successful envelope; throws {@link ApiError} for any other code (and for a 200 without data, which
 * a read never answers). Use in react-query `queryFn`s so a failure becomes the query's `error`, not an empty list.
 */
export function dataOrThrow<T>(res: Envelope<T>, path = ''): T {
  if (res.code !== CODE_OK || res.data === null || res.data === undefined) {
    throw new ApiError(res.code === CODE_OK ? CODE_CLIENT_ERROR : res.code, res.msg, path);
  }
  return res.data;
}

/**
 * A read for a react-query `queryFn`: calls `path` quietly (no warning toast: the page shows the failure as its
 * error state with a retry) and resolves with `data`, or rejects with {@link ApiError}.
 */
export async function queryData<P extends ApiPath>(
  api: ApiClient,
  path: P,
  params?: ParamsOf<P> | Record<string, ParamValue>,
): Promise<DataOf<P>> {
  return dataOrThrow(await api.call(path, params, { quiet: true }), path);
}
