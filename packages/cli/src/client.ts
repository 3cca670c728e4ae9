/**
 * Signed calls to the public API (`/open/v1`) with the profile's AccessKey (`@lanyun/signer`). A refused call becomes a
 * {@link ApiCallError} carrying the HTTP status and the API's stable error code; {@link exitCodeOf} maps it to the
 * CLI's exit codes.
 */
import { sign } from '@lanyun/signer';

/** Exit codes by kind of failure (README "Exit codes"). */
export const EXIT = {
  OK: 0,
  ERROR: 1,
  USAGE: 2,
  CONFIG: 3,
  AUTH: 4,
  FORBIDDEN: 5,
  NOT_FOUND: 6,
  CONFLICT: 7,
  SERVER: 8,
  TIMEOUT: 9,
} as const;

export class ApiCallError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly requestId?: string,
  ) {
    super(message);
  }
}

/** The exit code for a failed call: 4 signature/key, 5 permission, 6 not found, 7 balance/state/price, 8 server. */
export function exitCodeOf(status: number): number {
  if (status === 401) return EXIT.AUTH;
  if (status === 403) return EXIT.FORBIDDEN;
  if (status === 404) return EXIT.NOT_FOUND;
  if (status === 402 || status === 409) return EXIT.CONFLICT;
  if (status === 400 || status === 413 || status === 422) return EXIT.USAGE;
  return EXIT.SERVER;
}

export interface Client {
  call<T = unknown>(
    method: string,
    path: string,
    o?: { query?: Record<string, string | undefined>; body?: unknown; idempotencyKey?: string },
  ): Promise<T>;
}

export function createClient(o: { endpoint: string; keyId: string; secret: string; lang: string }): Client {
  const base = new URL(o.endpoint);
  return {
    async call<T>(
      method: string,
      p: string,
      opts: { query?: Record<string, string | undefined>; body?: unknown; idempotencyKey?: string } = {},
    ) {
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== '') q.set(k, v);
      const qs = q.toString();
      const url = `${base.pathname.replace(/\/$/, '')}/open/v1${p}${qs ? `?${qs}` : ''}`;
      const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      const headers: Record<string, string> = {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
      };
      const signed = sign(
        { method, url, headers: { ...headers, host: base.host }, body },
        { keyId: o.keyId, secret: o.secret },
      );
      const res = await fetch(new URL(url, base), {
        method,
        body,
        headers: { ...headers, ...signed, 'accept-language': o.lang, 'user-agent': 'lanyun-cli/0.1' },
      });
      const text = await res.text();
      const json = text ? (JSON.parse(text) as { error?: { code: string; message: string }; request_id?: string }) : {};
      if (!res.ok)
        throw new ApiCallError(
          res.status,
          json.error?.code ?? 'http',
          json.error?.message ?? res.statusText,
          json.request_id,
        );
      return json as T;
    },
  };
}
