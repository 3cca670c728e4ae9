/**
 * The public API for automation, mounted at {@link PUBLIC_API_PREFIX} by app.ts in a scope of its own
 * (docs/public-api.md, docs/signed-requests.md). Unlike the sites' `{code, msg, data}` API:
 * - every call is signed with an AccessKey (LANYUN-HMAC-SHA256, services/signed-requests.ts); the key acts as its
 *   user, whose permission keys the routes check as for a session;
 * - bodies are JSON only, kept as received so their hash can be checked against the signature;
 * - answers use HTTP statuses; an error is `{error: {code, message, status}, request_id}` where `code` is the stable
 *   reason key of the catalogue and `message` it in the caller's language (Accept-Language); every answer carries
 *   `x-request-id` and the rate-limit headers (`ratelimit-policy`, `ratelimit`, as the IP API);
 * - its own OpenAPI 3.1 document at `/open/v1/openapi.json` (left out of the sites' `/openapi.json`).
 * The resources are the route files beside this one (`catalog.ts`, `instances.ts`, `billing.ts`), each a Fastify
 * plugin listed in {@link RESOURCE_ROUTES}; a new resource (disks, snapshots, security groups, key pairs) is one more
 * file and one more line there.
 */
import swagger from '@fastify/swagger';
import { isApiReason, renderApiMessage } from '@lanyun/i18n/api-messages';
import { parseAuthorization } from '@lanyun/signer';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../../../../lib/db-faults.ts';
import { ApiError, CODE } from '../../../../../lib/envelope.ts';
import { labelGuard } from '../../../../../lib/guards.ts';
import { messageLang } from '../../../../../lib/lang.ts';
import { validationReason } from '../../../../../lib/validation-reason.ts';
import { jsonApiHelmet } from '../../../../../plugins/external/helmet.ts';
import { verifySignedRequest } from '../../../services/signed-requests.ts';
import billingRoutes from './billing.ts';
import catalogRoutes from './catalog.ts';
import instanceRoutes from './instances.ts';

/** Where app.ts mounts the public API. */
export const PUBLIC_API_PREFIX = '/open/v1';
/** Calls per key (or per address, unsigned) per minute on every route of the scope. */
export const PUBLIC_API_RATE = 600;

/** The resources of the public API, one plugin per file. */
export const RESOURCE_ROUTES = [catalogRoutes, instanceRoutes, billingRoutes];

declare module 'fastify' {
  interface FastifyRequest {
    /** The AccessKey id a public API call was signed with (null elsewhere). */
    accessKeyId: string | null;
    /** The request body's bytes as received (public API only: the signature covers their hash). */
    rawBody: string | undefined;
  }
}

/** HTTP status of an ApiError code: the sites' 506 (session) is 401 here, their 503 (real-name needed) 403. */
const httpStatus = (code: number) =>
  code === CODE.SESSION_INVALID ? 401 : code === CODE.PRECONDITION ? 403 : code >= 400 && code < 600 ? code : 500;

/** The error body of the public API. */
function errorBody(request: FastifyRequest, status: number, reason: string, params: object, data?: unknown) {
  const key = isApiReason(reason) ? reason : 'server.internal';
  return {
    error: {
      code: key,
      message: renderApiMessage(messageLang(request), key, params as never),
      status,
      ...(data && typeof data === 'object' ? { details: data } : {}),
    },
    request_id: request.id,
  };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('accessKeyId', null);
  app.decorateRequest('rawBody', undefined);
  // Its own OpenAPI document (the sites' one leaves these routes out: plugins/external/swagger.ts).
  await app.register(swagger, {
    decorator: 'publicApiDoc',
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lanyun Cloud public API',
        version: 'v1',
        description:
          'Automation API of Lanyun Cloud. Every call is signed with an AccessKey (LANYUN-HMAC-SHA256: docs/signed-requests.md). ' +
          'Errors: HTTP status with {error: {code, message, status, details?}, request_id}. Lists page with `cursor` / `next_cursor`. ' +
          'Creates are idempotent with `client_token` or the Idempotency-Key header.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { accessKey: { type: 'apiKey', in: 'header', name: 'authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/openapi.json', { schema: { hide: true }, config: { guard: 'public' } }, async () =>
    (app as unknown as { publicApiDoc: () => unknown }).publicApiDoc(),
  );

  // JSON bodies kept as received: the signature covers their SHA-256.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
    const text = String(body);
    request.rawBody = text;
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(CODE.BAD_REQUEST, 'request.invalid'), undefined);
    }
  });

  const verify = labelGuard(async (request: FastifyRequest) => {
    const { key, user } = await verifySignedRequest(app.db, {
      method: request.method,
      url: request.url,
      headers: request.headers,
      rawBody: request.rawBody ?? '',
      ip: request.ip,
      call: `${request.method} ${request.routeOptions.url ?? request.url}`,
    });
    request.accessKeyId = key.keyId;
    // The key acts as its user: the routes' requirePermission reads request.user as for a session (no session id:
    // nothing here needs one; step-up does not apply to keys).
    request.user = { ...user, sessionId: 0 };
  }, 'access-key');

  // Per key (or per address when unsigned); the counters are @fastify/rate-limit's (Redis when configured).
  const limiter = app.rateLimit({
    max: PUBLIC_API_RATE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => {
      const h = request.headers.authorization;
      return `open:${parseAuthorization(Array.isArray(h) ? h[0] : h)?.keyId ?? request.ip}`;
    },
  });
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, helmet: jsonApiHelmet } as typeof route.config;
    const first = Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : [];
    route.onRequest = [limiter, ...first] as typeof route.onRequest;
    if ((route.config as { guard?: string }).guard === 'public') return;
    const own = Array.isArray(route.preHandler) ? route.preHandler : route.preHandler ? [route.preHandler] : [];
    route.preHandler = [verify, ...own] as typeof route.preHandler;
  });

  // Request id and the IP API's rate-limit headers (IETF draft RateLimit fields) on every answer.
  app.addHook('onSend', async (request, reply: FastifyReply, payload) => {
    reply.header('x-request-id', request.id);
    const limit = reply.getHeader('x-ratelimit-limit');
    if (limit !== undefined) {
      const remaining = reply.getHeader('x-ratelimit-remaining');
      const reset = reply.getHeader('x-ratelimit-reset');
      reply.header('ratelimit-policy', `${limit};w=60`);
      reply.header('ratelimit', `limit=${limit}, remaining=${remaining}, reset=${reset}`);
    }
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    const send = (status: number, reason: string, params: object = {}, data?: unknown) =>
      reply.status(status).send(errorBody(request, status, reason, params, data));
    if (error instanceof ApiError) return send(httpStatus(error.code), error.reason, error.params, error.data);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const why = validationReason(error);
      return send(400, why.reason, why.params);
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) {
      const wait = (error as { data?: { retry_after?: number } }).data?.retry_after ?? 60;
      reply.header('retry-after', String(wait));
      return send(429, 'request.too_many', { seconds: wait }, { retry_after: wait });
    }
    if (status === 413) return send(413, 'request.too_large');
    if (status >= 400 && status < 500) return send(400, 'request.invalid');
    if (isDatabaseUnavailable(error)) {
      reply.header('retry-after', '1');
      return send(503, 'server.unavailable');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, 'server.internal');
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(errorBody(request, 404, 'request.not_found', { method: request.method, path: request.url.split('?')[0]! }));
  });

  for (const r of RESOURCE_ROUTES) await app.register(r);
};

export default routes;
