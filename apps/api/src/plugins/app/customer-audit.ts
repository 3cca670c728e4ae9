/**
 * Writes the customer's audit trail (modules/audit): after each answer, an event for every public API call other than
 * a GET (with its AccessKey) and every console action of a logged-in customer (modules/audit `isConsoleAction`).
 * The resource is the instance or key the call names, or the first instance id in a create's answer. A failure to
 * record is logged and never changes the answer.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isConsoleAction, recordAuditEvent } from '../../modules/audit/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The resource an answer named (an instance id of a create), read from the payload by onSend. */
    auditResource: string | null;
    /** The envelope code of a console answer (the sites' API answers HTTP 200 with it), read by onSend. */
    auditCode: number | null;
  }
}

/** The resource a request names in its params or body. */
function namedResource(request: FastifyRequest): string | null {
  const bag = {
    ...(request.body as Record<string, unknown> | undefined),
    ...(request.params as Record<string, unknown>),
  };
  for (const k of ['instance_id', 'phone_id', 'key_id', 'order_num', 'id'])
    if (typeof bag[k] === 'string' || typeof bag[k] === 'number') return String(bag[k]);
  return null;
}

/** Whether `request` is an action to record, and from where. */
function sourceOf(request: FastifyRequest): 'api' | 'console' | null {
  if (!request.user) return null;
  const route = request.routeOptions.url ?? '';
  if (request.accessKeyId ?? null) return request.method === 'GET' ? null : 'api';
  return isConsoleAction(request.method, route) ? 'console' : null;
}

export default fp(
  async (app) => {
    app.decorateRequest('auditResource', null);
    app.decorateRequest('auditCode', null);
    app.addHook('onSend', async (request, _reply, payload) => {
      if (typeof payload !== 'string') return payload;
      const source = sourceOf(request);
      if (!source) return payload;
      if (!namedResource(request)) request.auditResource = /"instance_id":"([^"]+)"/.exec(payload)?.[1] ?? null;
      if (source === 'console') request.auditCode = Number(/^\{"code":(\d+)/.exec(payload)?.[1] ?? 0) || null;
      return payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      const source = sourceOf(request);
      if (!source || !request.user) return;
      const user = request.user;
      // The console answers HTTP 200 with the envelope's code: that code is its result.
      const status = request.auditCode ?? reply.statusCode;
      try {
        await recordAuditEvent(app.db, {
          ownerId: user.pid === 0 ? user.id : user.pid,
          userId: user.id,
          accessKeyId: request.accessKeyId ?? null,
          source,
          action: `${request.method} ${request.routeOptions.url ?? request.url}`,
          resource: namedResource(request) ?? request.auditResource,
          ip: request.ip,
          status,
          ok: status < 400,
          requestId: String(request.id),
        });
      } catch (err) {
        request.log.warn({ err }, 'audit event not recorded');
      }
    });
  },
  { name: 'customer-audit', dependencies: ['db', 'auth'] },
);
