/**
 * Security headers on every answer (helmet): `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: strict-origin-when-cross-origin`, `X-Frame-Options: DENY`, and a CSP for JSON
 * answers that allows nothing (`default-src 'none'; frame-ancestors 'none'`). HSTS (one year,
 * subdomains) only in production, where the API is served over https.
 *
 * HTML pages relax the CSP for themselves only: the /docs reference (swagger UI sets its own policy,
 * plugins/external/swagger.ts) and, outside production, the outbox page and the sandbox cashier
 * ({@link htmlPageHelmet}, applied by app.ts). `Cross-Origin-Resource-Policy` is `cross-origin`
 * because the sites (other origins) and any origin of the keyed IP API read these answers.
 *
 * helmet's middleware is built once per configuration (the API's, and each route's `config.helmet` merged over it).
 * @fastify/helmet 13 built it anew on every request: about 6.6 % of the CPU of a keyed IP lookup (docs/decisions/0042-security-headers-built-once.md). Since none of these configurations depends on the request (no nonce or function
 * directive), each one's headers are also taken once, by running its middleware against a recording response
 * ({@link staticHeaders}), and the `onRequest` hook sets them as reply headers: the raw response is then never
 * touched before Fastify writes the head, so Node takes its one-pass path for every header of the answer (with headers
 * set on the raw response, Node sets each of the reply's headers on it one by one first). A configuration that does
 * depend on the request keeps running its middleware on every request.
 */
import type { FastifyContextConfig } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Helmet options merged over the API's for this route (e.g. {@link htmlPageHelmet}, {@link jsonApiHelmet}). */
    helmet?: HelmetOptions;
    /** Headers (lower-case names) every answer of the route carries besides the security headers, set with them. */
    staticHeaders?: Readonly<Record<string, string>>;
  }
}

/** One year, in seconds: the usual HSTS lifetime (hstspreload.org asks for at least this). */
const HSTS_MAX_AGE_S = 31_536_000;

/** The CSP of JSON answers: nothing may load, nothing may frame them. */
export const API_CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * Route-level helmet options of the API's own small HTML pages (inline styles, a form posting back
 * to the API): put in a route's `config.helmet`.
 */
export const htmlPageHelmet = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { ...API_CSP_DIRECTIVES, styleSrc: ["'unsafe-inline'"], formAction: ["'self'"] },
  },
};

/**
 * Route-level helmet options of answers that are only ever JSON (the keyed IP API, routes/ip/v1/keyed.ts, and the
 * sites' routes that answer a JSON envelope, app.ts): without
 * the headers that act on HTML documents only — Cross-Origin-Opener-Policy and Origin-Agent-Cluster (browsing context
 * groups and agent clusters of documents), X-DNS-Prefetch-Control (a document's link prefetching),
 * X-Download-Options (IE 8 opening downloaded HTML), X-Permitted-Cross-Domain-Policies (Flash/Acrobat policy files)
 * and X-XSS-Protection (a removed filter for documents). What the OWASP REST Security Cheat Sheet lists for every API
 * answer stays: `frame-ancestors 'none'` in the CSP, nosniff, X-Frame-Options DENY and HSTS in production (with the
 * content type), as do Referrer-Policy and Cross-Origin-Resource-Policy.
 */
export const jsonApiHelmet: HelmetOptions = {
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

type Middleware = ReturnType<typeof helmet>;
/**
 * A route configuration's middleware and extra headers, and all its headers (lower-case names) when they do not
 * depend on the request.
 */
interface Prepared {
  middleware: Middleware;
  headers: Record<string, string> | null;
  extra: Readonly<Record<string, string>> | null;
}

/**
 * The headers `middleware` sets, taken by running it once against a response that records them; null when it asks
 * for anything else (reads the request or the response, removes a header it would need to see, fails or answers
 * asynchronously), in which case it must run on every request.
 */
export function staticHeaders(middleware: Middleware): Record<string, string> | null {
  const headers: Record<string, string> = {};
  let dynamic = false;
  let finished = false;
  const res = {
    setHeader(name: string, value: unknown) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
      else dynamic = true;
    },
    removeHeader() {
      // helmet only removes X-Powered-By, which Fastify never sets.
    },
  };
  const req = new Proxy(
    {},
    {
      get() {
        dynamic = true;
        return undefined;
      },
    },
  );
  try {
    middleware(req as never, res as never, (err?: unknown) => {
      if (err) dynamic = true;
      finished = true;
    });
  } catch {
    return null;
  }
  return finished && !dynamic ? headers : null;
}

function prepare(options: HelmetOptions, extra: Readonly<Record<string, string>> | null = null): Prepared {
  const middleware = helmet(options);
  const headers = staticHeaders(middleware);
  return { middleware, headers: headers && extra ? { ...headers, ...extra } : headers, extra };
}

export default fp(
  async (app, opts: { production: boolean }) => {
    const base: HelmetOptions = {
      contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      strictTransportSecurity: opts.production ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
    };
    const apiHeaders = prepare(base);
    /** Each route configuration's headers, built the first time a route with its own is asked for. */
    const byRoute = new WeakMap<object, Prepared>();
    const preparedOf = (config: FastifyContextConfig | undefined) => {
      if (!config || (!config.helmet && !config.staticHeaders)) return apiHeaders;
      let built = byRoute.get(config);
      if (!built) {
        built = prepare({ ...base, ...config.helmet } as HelmetOptions, config.staticHeaders ?? null);
        byRoute.set(config, built);
      }
      return built;
    };
    app.addHook('onRequest', (request, reply, done) => {
      const prepared = preparedOf(request.routeOptions.config);
      if (prepared.headers) {
        reply.headers(prepared.headers);
        return done();
      }
      prepared.middleware(request.raw, reply.raw, (err) => {
        if (prepared.extra) reply.headers(prepared.extra);
        done(err as Error | undefined);
      });
    });
  },
  { name: 'helmet' },
);
