/**
 * Secrets never reach the API's logs. Three places can carry one:
 *
 * - the URL's query string (`?key=` of the keyed IP API, the console WebSocket's `?ticket=`, the download links'
 *   `?sig=`, preview `?token=`): the request serializer writes the URL with each such value replaced;
 * - headers (`token`, `x-api-key`, `authorization`, `cookie`) and bodies logged with a request or an error
 *   (`password`, `code`, …): pino's `redact` replaces them by path.
 *
 * A value is shown as `[redacted]`; the name stays, so a log still says which parameter was sent.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/** What a redacted value is replaced by. */
export const REDACTED = '[redacted]';

/** Parameter and field names whose values are secrets (compared lower-case). */
export const SECRET_NAMES = ['key', 'ticket', 'sig', 'token', 'password', 'code'] as const;

/**
 * Whether a parameter or field called `name` holds a secret: one of {@link SECRET_NAMES}, or a name ending in one
 * of them or in `secret`/`signature` after a separator (`api_key`, `access-token`, `new_password`).
 */
export function isSecretName(name: string): boolean {
  const n = name.toLowerCase();
  if ((SECRET_NAMES as readonly string[]).includes(n)) return true;
  return /(^|[_\-.])(key|ticket|sig|signature|token|password|code|secret)$/.test(n);
}

/**
 * `url` (a path with an optional query string, as `request.url`) with the value of every secret query parameter
 * replaced by `[redacted]`; the path and the other parameters are kept as they were written.
 */
export function redactQuery(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const rawName = eq < 0 ? part : part.slice(0, eq);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: judge the name as written.
    }
    return eq >= 0 && isSecretName(name) ? `${rawName}=${REDACTED}` : part;
  });
  return `${url.slice(0, q)}?${parts.join('&')}${hash < 0 ? '' : url.slice(hash)}`;
}

/** Header names (lower-case) whose values are never logged. */
const SECRET_HEADERS = ['token', 'x-api-key', 'authorization', 'cookie', 'set-cookie', 'x-ops-token'];

/**
 * pino `redact` paths: the secret headers of a logged request or answer, and the secret fields of a logged body
 * (top level or one level down, e.g. `body.password`, `err.body.code`).
 */
export const REDACT_PATHS: string[] = [
  ...SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `res.headers["${h}"]`, `headers["${h}"]`]),
  ...SECRET_NAMES.flatMap((f) => [`body.${f}`, `req.body.${f}`, `*.body.${f}`, `query.${f}`, `req.query.${f}`]),
];

/** The request as the log shows it: method, URL with its secret query values redacted, host and peer. */
export function serializeRequest(request: FastifyRequest | { method?: string; url?: string }) {
  const r = request as Partial<FastifyRequest>;
  return {
    method: r.method,
    url: redactQuery(r.url ?? ''),
    ...(r.host ? { host: r.host } : {}),
    ...(r.ip ? { remoteAddress: r.ip } : {}),
  };
}

/** The pino options every API logger shares: redaction by path and the request serializer. */
export const redactingLoggerOptions = {
  redact: { paths: REDACT_PATHS, censor: REDACTED },
  serializers: { req: serializeRequest },
};

/**
 * Fastify's log controller for the API: the "route not found" line writes the URL redacted (Fastify's own writes
 * the raw URL), and with `requestLogFile` the per-request lines leave the main log: one line per answered request
 * (method, redacted URL, status, time in ms) is appended to that file instead, errors of 5xx answers staying in the
 * main log. Returns the controller and a `flush` for closing.
 */
export function apiLogController(requestLogFile?: string): { controller: LogController; flush: () => void } {
  const file = requestLogFile
    ? pino(
        { ...redactingLoggerOptions, base: null },
        pino.destination({ dest: requestLogFile, mkdir: true, sync: false }),
      )
    : null;
  class ApiLogController extends LogController {
    override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
      if (!file) super.incomingRequest(request, reply);
    }
    override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
      if (!file) return super.requestCompleted(error, request, reply);
      file.info(
        { reqId: request.id, req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
        'request completed',
      );
      if (error) reply.log.error({ err: error, req: request }, 'request errored');
    }
    override routeNotFound(request: FastifyRequest) {
      if (this.isLogDisabled(request)) return;
      request.log.info(`Route ${request.method}:${redactQuery(request.url)} not found`);
    }
  }
  return { controller: new ApiLogController(), flush: () => file?.flush() };
}
