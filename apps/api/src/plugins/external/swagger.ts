/**
 * OpenAPI 3.1 document generated from the routes' zod schemas, served at `/openapi.json`, with a
 * rendered reference at `/docs`. packages/api-sdk generates its types from this document.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
            'POST bodies are multipart/form-data (JSON is accepted too). Send `token` when logged in and `channel: pc`.',
        },
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' }, apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    // The reference page's own CSP (its scripts and styles by hash, replacing the API's `default-src 'none'`
    // of plugins/external/helmet.ts); never framed, and https upgrades only in production.
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      transformStaticCSP: (header) => {
        const csp = header.replace("frame-ancestors 'self'", "frame-ancestors 'none'");
        return opts.production ? csp : csp.replace(/\s*upgrade-insecure-requests;?/, '');
      },
    });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
