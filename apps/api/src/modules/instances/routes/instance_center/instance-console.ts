/**
 * GET /instance_center/instance_console?ticket=… — the WebSocket carrying an instance's serial console bytes both ways
 * (the ticket comes from POST /instance_center/instance_console_ticket, routes/instance_center/instance-detail.ts;
 * services/instances/instance-detail.ts audits each opened session). A socket whose ticket is unknown, used or expired
 * is closed with code 4401; a console the backend cannot open with 4409 and its reason.
 * The socket opens only from the pages of `origins` (CONSOLE_ORIGINS, else the sites of CORS_ORIGINS): a handshake
 * with another `Origin`, or none, is answered 403 (reason `instance.console_origin`) and never upgraded, so another
 * site cannot drive a customer's console with a ticket it got hold of (cross-site WebSocket hijacking); the ticket
 * stays unused.
 * Registered by app.ts in its own scope with @fastify/websocket, so the plugin's hooks and handler wrapper run only
 * here, not on every HTTP request of the API.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ConsoleSession } from '../../../../providers/compute/types.ts';
import { redeemConsoleTicket } from '../../services/instance-detail.ts';
import { CODE } from '../../../../lib/envelope.ts';
import { consoleSessions } from '../../../../lib/metrics.ts';
import { messageFor } from '../../../../lib/lang.ts';

/** `value` as an origin (`new URL(value).origin`), or null when it is not an http(s) origin. */
function normaliseOrigin(value: string): string | null {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** Options of the console socket routes. */
export interface ConsoleSocketOptions {
  /** Origins (`scheme://host[:port]`) whose pages may open the console. */
  origins: string[];
}

const routes: FastifyPluginAsyncZod<ConsoleSocketOptions> = async (app, opts) => {
  const allowed = new Set(opts.origins.map(normaliseOrigin).filter((o): o is string => o !== null));
  app.get(
    '/instance_center/instance_console',
    {
      websocket: true,
      schema: { hide: true, querystring: z.object({ ticket: z.string().max(100).default('') }) },
      preValidation: async (request, reply) => {
        const origin = normaliseOrigin(request.headers.origin ?? '');
        if (origin && allowed.has(origin)) return;
        await reply.code(403).send({
          code: CODE.FORBIDDEN,
          msg: messageFor(request, 'instance.console_origin'),
          data: { reason: 'instance.console_origin' },
        });
      },
    },
    async (socket, request) => {
      // Listen at once: bytes typed while the ticket is checked would otherwise be lost; they are sent once open.
      const early: Buffer[] = [];
      let session: ConsoleSession | null = null;
      let gone = false;
      socket.on('message', (data: Buffer) => (session ? session.write(data) : early.push(data)));
      socket.on('close', () => {
        gone = true;
        session?.close();
      });
      const opened = await redeemConsoleTicket(app.db, (request.query as { ticket: string }).ticket, request.ip);
      if (!opened) return socket.close(4401, 'The console ticket is invalid or expired');
      let s: ConsoleSession;
      try {
        s = await app.compute.openConsole(opened.backendRef);
      } catch (err) {
        return socket.close(4409, (err instanceof Error ? err.message : String(err)).slice(0, 120));
      }
      if (gone) return s.close();
      consoleSessions.inc();
      socket.once('close', () => consoleSessions.dec());
      s.onData((d) => socket.send(d));
      s.onClose(() => socket.close(1000, 'The console closed'));
      session = s;
      for (const d of early.splice(0)) s.write(d);
    },
  );
};

export default routes;
