/**
 * Development outbox page: GET /dev/outbox lists the SMS and e-mail the outbox provider "sent"
 * (newest first; `?to=` filters by recipient), so a tester can read verification codes.
 * Registered only when the outbox page is on (default outside NODE_ENV=production).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { toSeconds } from '../../../../lib/schemas.ts';
import { recentOutbox } from '../../services/outbox.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const routes: FastifyPluginAsyncZod = async (app) => {
  const list = (to?: string) => recentOutbox(app.db, to);

  app.get(
    '/dev/outbox.json',
    {
      schema: {
        tags: ['dev'],
        summary: 'Outbox messages as JSON (development only)',
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: {
          200: envelope(
            z.array(
              z.object({
                id: z.number().int(),
                channel: z.string(),
                recipient: z.string(),
                subject: z.string(),
                body: z.string(),
                created_at: z.number().int(),
              }),
            ),
          ),
        },
      },
    },
    async (request) =>
      ok(
        (await list(request.query.to)).map((m) => ({
          id: m.id,
          channel: m.channel,
          recipient: m.recipient,
          subject: m.subject,
          body: m.body,
          created_at: toSeconds(m.createdAt),
        })),
      ),
  );

  app.get(
    '/dev/outbox',
    { schema: { hide: true, querystring: z.object({ to: z.string().max(254).optional() }) } },
    async (request, reply) => {
      const rows = await list(request.query.to);
      const items = rows
        .map(
          (m) =>
            `<tr><td>${m.createdAt.toISOString()}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.subject)}</td><td>${escapeHtml(m.body)}</td></tr>`,
        )
        .join('');
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title><style>body{font:14px system-ui;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.4rem .6rem;text-align:left;vertical-align:top}</style></head><body><h1>Outbox</h1><p>SMS and e-mail the outbox provider would have sent (development only).</p><table><thead><tr><th>time</th><th>channel</th><th>to</th><th>subject</th><th>body</th></tr></thead><tbody>${items || '<tr><td colspan="5">Nothing sent yet.</td></tr>'}</tbody></table></body></html>`;
    },
  );
};

export default routes;
