/**
 * Support tickets in the console (role `support`; admin passes): POST /ops/tickets/list (not closed by default,
 * by status), /ops/tickets/detail (the thread), /ops/tickets/reply (answer and/or move the status; audited; the
 * customer gets a site message and an e-mail) and GET /ops/tickets/attachment/:id. Transitions are enforced in
 * services/tickets.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, CODE, envelope, ok } from '../../lib/envelope.ts';
import { Id, IdBody, paged, PageQuery } from '../../schemas/common.ts';
import { TicketDetail, TicketItem, TicketStatus } from '../../schemas/tickets.ts';
import { notifyCustomer } from '../../services/tickets-notify.ts';
import {
  operatorIdOf,
  attachmentFor,
  listAllTickets,
  operatorAct,
  ticketDetail,
  ticketView,
} from '../../services/tickets.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };

const routes: FastifyPluginAsyncZod = async (app) => {
  const support = app.requireOperatorRole('support');

  app.post(
    '/ops/tickets/list',
    {
      preHandler: support,
      schema: {
        tags,
        summary: 'Tickets, most urgent first (status 0 = every ticket not closed)',
        security,
        ...form,
        body: PageQuery.extend({ status: z.coerce.number().int().min(0).max(4).default(0) }),
        response: { 200: envelope(paged(TicketItem)) },
      },
    },
    async (request) => ok(await listAllTickets(app.db, request.body)),
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
