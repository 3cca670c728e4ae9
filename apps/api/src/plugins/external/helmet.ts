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
 * helmet's middleware is built once per configuration (the API's, and each route's `config.helmet` merged over it)
 * and run in an `onRequest` hook. @fastify/helmet 13 built it anew on every request: about 6.6 % of the CPU of a
 * keyed IP lookup (docs/decisions.md "Security headers built once").
 */
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Helmet options merged over the API's for this route (e.g. {@link htmlPageHelmet}). */
    helmet?: HelmetOptions;
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

export default fp(
  async (app, opts: { production: boolean }) => {
    const base: HelmetOptions = {
      contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      strictTransportSecurity: opts.production ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
    };
    const apiHeaders = helmet(base);
    /** Each route-level configuration's middleware, built the first time a route with it is asked for. */
    const byRouteOptions = new WeakMap<HelmetOptions, ReturnType<typeof helmet>>();
    const middlewareOf = (route: HelmetOptions | undefined) => {
      if (!route) return apiHeaders;
      let built = byRouteOptions.get(route);
      if (!built) {
        built = helmet({ ...base, ...route } as HelmetOptions);
        byRouteOptions.set(route, built);
      }
      return built;
    };
    app.addHook('onRequest', (request, reply, done) => {
      middlewareOf(request.routeOptions.config?.helmet)(request.raw, reply.raw, (err) =>
        done(err as Error | undefined),
      );
    });
  },
  { name: 'helmet' },
);
