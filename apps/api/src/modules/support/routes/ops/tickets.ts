/**
 * Support tickets in the console (role `support`; admin passes): POST /ops/tickets/list (paged; not closed by
 * default, by status, searched, sorted; services/ops/ticket-list.ts), GET /ops/tickets/export (the same as CSV,
 * streamed), /ops/tickets/detail (the thread), /ops/tickets/reply (answer and/or move the status; audited; the
 * customer gets a site message and an e-mail) and GET /ops/tickets/attachment/:id. Transitions are enforced in
 * services/support/tickets.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../../../lib/csv-export.ts';
import { ApiError, CODE, envelope, ok } from '../../../../lib/envelope.ts';
import { messageLang } from '../../../../lib/lang.ts';
import { listAllTickets, ticketsCsv } from '../../services/ticket-list.ts';
import { Id, IdBody, paged, PageQuery } from '../../../../lib/schemas.ts';
import { TicketDetail, TicketItem, TicketStatus } from '../../schemas/tickets.ts';
import { notifyCustomer } from '../../services/tickets-notify.ts';
import { operatorIdOf, attachmentFor, operatorAct, ticketDetail, ticketView } from '../../services/tickets.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };

/** The ticket list's status, search and sort (the list's body, the export's query). */
const TicketFilter = z.object({
  status: z.coerce.number().int().min(0).max(4).default(0).describe('0 every ticket not closed, else one status'),
  q: z.string().trim().max(100).optional().describe('Title or account (partial), or ticket or account id'),
  sort: z.enum(['urgency', 'id']).default('urgency').describe('urgency: priority, then latest update; id: opening'),
  order: z.enum(['asc', 'desc']).default('desc').describe('For sort id'),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const support = app.requireOperatorRole('support');

  app.post(
    '/ops/tickets/list',
    {
      preHandler: support,
      schema: {
        tags,
        summary:
          'Tickets, paged, with status (0 = every ticket not closed), search and sort (most urgent first by default)',
        security,
        ...form,
        body: PageQuery.extend(TicketFilter.shape),
        response: { 200: envelope(paged(TicketItem)) },
      },
    },
    async (request) => ok(await listAllTickets(app.db, request.body)),
  );

  app.get(
    '/ops/tickets/export',
    {
      preHandler: support,
      schema: {
        tags,
        summary: "Tickets as CSV (the list's status, search and sort; every matching ticket, streamed)",
        description:
          'UTF-8 with a byte-order mark. Chinese readers: Chinese header, category, priority and status in words, Beijing times; otherwise columns id, opened_at (ISO 8601, UTC), user_id, user_name, category, priority (1 low … 4 urgent), title, status (1 open, 2 processing, 3 waiting for the customer, 4 closed), updated_at, closed_at.',
        security,
        querystring: TicketFilter,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendCsv(reply, 'tickets', ticketsCsv(app.db, request.query, messageLang(request))),
  );

  app.post(
    '/ops/tickets/detail',
    {
      preHandler: support,
      schema: {
        tags,
        summary: 'A ticket with its thread',
        security,
        ...form,
        body: IdBody,
        response: { 200: envelope(TicketDetail) },
      },
    },
    async (request) => {
      const d = await ticketDetail(app.db, request.body.id);
      return ok({
        ...d,
        replies: d.replies.map((r) => ({
          ...r,
          attachments: r.attachments.map((a) => ({ ...a, url: `/ops/tickets/attachment/${a.id}` })),
        })),
      });
    },
  );

  app.post(
    '/ops/tickets/reply',
    {
      preHandler: support,
      schema: {
        tags,
        summary:
          'Answer a ticket and/or move its status (open → processing → waiting for the customer → closed); audited',
        security,
        ...form,
        body: IdBody.extend({
          content: z.string().trim().max(5000, 'ticket.message_long').default(''),
          status: TicketStatus.optional(),
        }),
        response: { 200: envelope(TicketItem) },
      },
    },
    async (request) => {
      const { ticket, replied } = await operatorAct(app.db, {
        operatorId: operatorIdOf(request),
        ...request.body,
        clientIp: request.ip,
      });
      await notifyCustomer(
        { db: app.db, messaging: app.messaging, log: app.log },
        ticket,
        replied ? request.body.content : null,
      );
      return ok(ticketView(ticket), replied ? 'ticket.reply_sent' : 'ticket.status_updated');
    },
  );

  app.get(
    '/ops/tickets/attachment/:id',
    { preHandler: support, schema: { hide: true, params: z.object({ id: Id }) } },
    async (request, reply) => {
      const file = await attachmentFor(app.db, request.params.id);
      if (!file) throw new ApiError(CODE.NOT_FOUND, 'ticket.attachment_not_found');
      reply.type(file.mime).header('cache-control', 'private, no-store');
      return app.storage.get(file.storageKey);
    },
  );
};

export default routes;
