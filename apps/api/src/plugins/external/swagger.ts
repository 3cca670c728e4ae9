/**
 * OpenAPI 3.1 document generated from the routes' zod schemas, served at `/openapi.json`, with a
 * rendered reference at `/docs`. packages/api-sdk generates its types from this document.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async (app, opts: { version: string }) => {
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
    await app.register(swaggerUi, { routePrefix: '/docs' });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
