/**
 * The API client (design card: "typed client with zod-validated envelopes, 10 s timeout, pc
 * channel header"). Framework-free so any console can use it.
 *
 * Behaviour (spec sections 7 and 8):
 * - POST with multipart/form-data unless the path is a GET path (then params go in the query).
 * - Headers: `channel: pc` always, `token` when `getToken()` returns one.
 * - The response must be an envelope `{code, msg, data}` (checked with the zod schema of envelope.ts); `call` resolves
 *   with it and never throws for API errors. A network failure, timeout or malformed response
 *   resolves with code -1 and a readable `msg`.
 * - Code 506 calls `onSessionInvalid`; any other non-200 code of a non-quiet call calls
 *   `onWarning(msg)` (the app shows it as a warning toast).
 */
import { GET_PATHS } from './generated/methods.ts';
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
type Body<O> = O extends { requestBody?: { content: infer C } } ? (C extends { 'multipart/form-data': infer B } ? B : C extends { 'application/json': infer B } ? B : never) : never;
type Query<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
/** The parameters a path takes: form fields for POST, query parameters for GET. */
export type ParamsOf<P extends ApiPath> = paths[P] extends { post: infer O } ? Body<O> : paths[P] extends { get: infer O } ? Query<O> : never;
export type ApiPath = keyof paths & string;

export type ParamValue = string | number | boolean | Blob | null | undefined;

export interface ApiClientOptions {
  /** API origin, e.g. "https://api.example.com" (no trailing slash needed). */
  baseUrl: string;
  getToken?: () => string | null | undefined;
  onWarning?: (msg: string, code: number, path: string) => void;
  onSessionInvalid?: (path: string) => void;
  timeoutMs?: number;
  /** Custom fetch (tests, server-side rendering with cookies forwarded). */
  fetch?: typeof fetch;
  /** Extra headers for every request (e.g. x-forwarded-for from a server-side renderer). */
  headers?: Record<string, string>;
}

export interface ApiClient {
  /** Call an API path; resolves with the envelope (never rejects for API or network errors). */
  call<P extends ApiPath>(path: P, params?: ParamsOf<P> | Record<string, ParamValue>): Promise<Envelope<DataOf<P>>>;
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

  async function call(path: string, params: Record<string, ParamValue> = {}): Promise<Envelope<unknown>> {
    const headers: Record<string, string> = { channel: 'pc', ...options.headers };
    const token = options.getToken?.();
    if (token) headers.token = token;
    const isGet = GET_PATHS.has(path);
    let url = baseUrl + path;
    let body: FormData | undefined;
    if (isGet) {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && !(v instanceof Blob)) qs.set(k, String(toFormValue(v)));
      const q = qs.toString();
      if (q) url += `?${q}`;
    } else {
      body = new FormData();
      for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) body.append(k, toFormValue(v));
    }

    let result: Envelope<unknown>;
    const envelope = loadEnvelope(); // in parallel with the request
    try {
      const res = await doFetch(url, { method: isGet ? 'GET' : 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
      const json: unknown = await res.json().catch(() => null);
      result = (await envelope).parseEnvelope(json) ?? { code: CODE_CLIENT_ERROR, msg: `Unexpected response from the server (HTTP ${res.status})`, data: null };
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      result = { code: CODE_CLIENT_ERROR, msg: timedOut ? 'The request timed out, please try again' : 'Network error, please check your connection', data: null };
    }

    if (result.code === CODE_SESSION_INVALID) options.onSessionInvalid?.(path);
    else if (result.code !== CODE_OK && !QUIET_PATHS.has(path)) options.onWarning?.(result.msg, result.code, path);
    return result;
  }

  return { call: call as ApiClient['call'], baseUrl };
}
