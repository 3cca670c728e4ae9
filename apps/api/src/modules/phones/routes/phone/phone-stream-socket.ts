/**
 * GET /phone/phone_stream?ticket=… — the WebSocket relaying a cloud phone's stream (@lanyun/contract/phone-stream):
 * binary messages out are the video (codec header, then packets), binary messages in are control messages, applied
 * only for the viewer holding control (services/phone-relay.ts). Text messages are JSON: the relay first sends
 * `{type: 'hello', role: 'control' | 'view', width, height}`; `{type: 'ping', t}` in is answered `{type: 'pong', t}`
 * (the page's latency readout); before it closes for the phone's sake it sends `{type: 'end', reason, message}`.
 *
 * The ticket comes from POST /phone/phone_stream_ticket (routes/phone/phone-console.ts) and is redeemed once
 * (services/phone-stream.ts, which audits the opened stream). Closes: 4401 ticket unknown, used or expired (or the phone
 * stopped being usable meanwhile); 4409 the phone host could not open the stream; 4410 the phone expired or was
 * released (checked every PHONE_STREAM_CHECK_MS); 1011 the host ended the stream. The handshake must come from one of
 * `origins` (CONSOLE_ORIGINS, else the sites of CORS_ORIGINS), as the instances' serial console: any other `Origin`,
 * or none, is answered 403 (`phone.stream_origin`) and never upgraded.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { CODE } from '../../../../lib/envelope.ts';
import { messageFor } from '../../../../lib/lang.ts';
import { normalizeOrigin } from '../../../../lib/origins.ts';
import type { PhoneStream } from '../../../../providers/phone/types.ts';
import { joinPhone, leavePhone, type RelayViewer } from '../../services/phone-relay.ts';
import { phoneStreamable, redeemStreamTicket } from '../../services/phone-stream.ts';

/** Options of the phone stream socket. */
export interface PhoneSocketOptions {
  /** Origins (`scheme://host[:port]`) whose pages may open a phone. */
  origins: string[];
  /** How often an open stream checks that its phone may still stream, ms. */
  checkMs: number;
}

/** Close the socket when its send buffer holds more than this (a viewer far behind the stream). */
const MAX_BUFFERED = 8 * 1024 * 1024;

const routes: FastifyPluginAsyncZod<PhoneSocketOptions> = async (app, opts) => {
  const allowed = new Set(opts.origins.map(normalizeOrigin).filter((o): o is string => o !== null));
  app.get(
    '/phone/phone_stream',
    {
      websocket: true,
      schema: { hide: true, querystring: z.object({ ticket: z.string().max(100).default('') }) },
      preValidation: async (request, reply) => {
        const origin = normalizeOrigin(request.headers.origin ?? '');
        if (origin && allowed.has(origin)) return;
        await reply.code(403).send({
          code: CODE.FORBIDDEN,
          msg: messageFor(request, 'phone.stream_origin'),
          data: { reason: 'phone.stream_origin' },
        });
      },
    },
    async (socket: WebSocket, request) => {
      let stream: PhoneStream | null = null;
      let gone = false;
      let timer: NodeJS.Timeout | null = null;
      let role: 'control' | 'view' = 'view';
      const send = (o: object) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(o));
      const viewer: RelayViewer = {
        end(reason) {
          send({ type: 'end', reason, message: messageFor(request, reason) });
          socket.close(4410, reason);
        },
      };
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        if (isBinary) {
          if (role === 'control') stream?.control(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
          return;
        }
        try {
          const m = JSON.parse(data.toString()) as { type?: string; t?: unknown };
          if (m.type === 'ping' && typeof m.t === 'number') send({ type: 'pong', t: m.t });
        } catch {
          // Not JSON: ignored.
        }
      });
      const opened = await redeemStreamTicket(app.db, (request.query as { ticket: string }).ticket, request.ip);
      socket.on('close', () => {
        gone = true;
        if (timer) clearInterval(timer);
        stream?.close();
        if (opened) leavePhone(opened.phoneId, viewer);
      });
      if (!opened) return socket.close(4401, 'The phone ticket is invalid or expired');
      let s: PhoneStream;
      try {
        s = await app.phones.openStream(opened.backendRef);
      } catch (err) {
        return socket.close(4409, (err instanceof Error ? err.message : String(err)).slice(0, 120));
      }
      if (gone) return s.close();
      stream = s;
      role = joinPhone(opened.phoneId, viewer, opened.control);
      send({ type: 'hello', role, width: s.width, height: s.height });
      s.onVideo((m) => {
        if (socket.bufferedAmount > MAX_BUFFERED) return socket.close(1013, 'The viewer fell behind the stream');
        if (socket.readyState === socket.OPEN) socket.send(m, { binary: true });
      });
      s.onEnd(() => socket.close(1011, 'The phone ended the stream'));
      timer = setInterval(() => {
        phoneStreamable(app.db, opened.id)
          .then((ok) => ok || viewer.end('phone.stream_expired'))
          .catch((err: unknown) => request.log.warn({ err }, 'phone stream check failed'));
      }, opts.checkMs);
      timer.unref();
    },
  );
};

export default routes;
