/**
 * OpenAPI 3.1 document generated from the routes' zod schemas, served at `/openapi.json`, with a
 * rendered reference at `/docs`. packages/api-sdk generates its types from this document. Its paths are listed in URL
 * order (`withSortedPaths`), not in the order the routes were registered, so moving route files between folders never
 * reorders the document (docs/decisions/0082-api-layers-plugins-seed-lib.md).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { folderGuard } from '../../lib/guards.ts';

/**
 * `doc` with its `paths` object rebuilt in ascending URL order (UTF-16 code units, as `Array.prototype.sort` compares
 * strings, so the order is the same on every machine); each path's operations stay as they are; a document without
 * paths comes back as it is.
 */
export function withSortedPaths<D extends { paths?: object }>(doc: D): D {
  if (!doc.paths) return doc;
  const paths = Object.fromEntries(Object.entries(doc.paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { ...doc, paths };
}

export default fp(
  async (app, opts: { version: string; production?: boolean }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Lanyun Cloud API',
          version: opts.version,
          description:
            'Every response is HTTP 200 with the envelope {code, msg, data}; code 200 is success, 506 means the session is invalid. ' +
            'POST bodies are multipart/form-data (JSON is accepted too). Send `token` when logged in and `channel: pc`. ' +
            'The keyed IP API (`/ip/v1/*`) differs: its HTTP status is the envelope code, errors carry `data.error` and quota headers ' +
            '(docs/ip-api.md).',
        },
        components: {
          securitySchemes: {
            token: { type: 'apiKey', in: 'header', name: 'token' },
            apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          },
        },
      },
      // The public API (/open/v1) has its own document (modules/public-api/routes/open/v1/scope.ts).
      transform: (arg) =>
        arg.url.startsWith('/open/') ? { schema: { hide: true }, url: arg.url } : jsonSchemaTransform(arg),
      transformObject: (doc) =>
        'openapiObject' in doc ? withSortedPaths(doc.openapiObject) : withSortedPaths(doc.swaggerObject),
    });
    // The reference page's own CSP, replacing the API's `default-src 'none'` (plugins/external/helmet.ts): its scripts
    // from this origin only; inline styles allowed (swagger UI injects some at run time; styles only, no scripts);
    // never framed; https upgrades only in production.
    const csp = [
      "default-src 'self'",
      "base-uri 'self'",
      "font-src 'self' data:",
      "img-src 'self' data:",
      "object-src 'none'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "style-src 'self' 'unsafe-inline'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      ...(opts.production ? ['upgrade-insecure-requests'] : []),
    ].join('; ');
    // The reference and the document are public (lib/guards.ts), in a scope of their own so the label stays on them.
    await app.register(async (docs) => {
      docs.addHook('onRoute', folderGuard(docs, 'public'));
      await docs.register(swaggerUi, { routePrefix: '/docs', staticCSP: csp });
      docs.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    });
  },
  { name: 'swagger' },
);
